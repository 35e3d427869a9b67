"""Nothing outside the repository root is ever opened for a source, a
figure (F1), a page sidecar or a card linked out of the repository.

A sentinel file lives outside the root; the repository reaches for it in
every way a card can (absolute and climbing references, symbolic links,
the manifest, the 出處 line, image embeds, a linked page sidecar, a linked
card, a linked cache folder). Every file anchorlint opens in-process
(``open``, ``io.open``, ``os.open``, ``Path.open``/``read_bytes``/
``read_text``) is recorded with ``--jobs 1``; no recorded path may resolve
to the sentinel or anywhere in its folder. Looking up where a path leads
(``realpath``, ``lstat``) is allowed: it reads no content.
"""

from __future__ import annotations

import builtins
import io
import json
import os
import pathlib
from pathlib import Path

import pytest

from conftest import write
from hostile._support import card

SECRET = "SENTINEL-Zq9 must never be read"


@pytest.fixture
def outside(tmp_path_factory):
    folder = tmp_path_factory.mktemp("outside")
    (folder / "sentinel.md").write_text(f"{SECRET}\n", encoding="utf-8")
    (folder / "sentinel.png").write_bytes(b"\x89PNG fake")
    (folder / "pages.json").write_text('[{"label": "1", "start": 0}]', encoding="utf-8")
    (folder / "cache").mkdir()
    return folder


@pytest.fixture
def opened(monkeypatch):
    """Every path opened from now on, as given."""
    seen: list[str] = []
    real_open, real_os_open = builtins.open, os.open

    def spy_open(file, *args, **kwargs):
        if isinstance(file, (str, bytes, os.PathLike)):
            seen.append(os.fsdecode(file))
        return real_open(file, *args, **kwargs)

    def spy_os_open(path, *args, **kwargs):
        seen.append(os.fsdecode(path))
        return real_os_open(path, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", spy_open)
    monkeypatch.setattr(io, "open", spy_open)
    monkeypatch.setattr(os, "open", spy_os_open)
    real_read_bytes, real_read_text = pathlib.Path.read_bytes, pathlib.Path.read_text
    monkeypatch.setattr(pathlib.Path, "read_bytes", lambda self: (seen.append(str(self)), real_read_bytes(self))[1])
    monkeypatch.setattr(pathlib.Path, "read_text",
                        lambda self, *a, **k: (seen.append(str(self)), real_read_text(self, *a, **k))[1])
    return seen


def build_hostile_repo(repo: Path, outside: Path) -> None:
    sentinel = outside / "sentinel.md"
    climb = os.path.relpath(sentinel, repo / "cards")
    write(repo / "src.md", "Kafka syncs every 15 minutes.\n")
    write(repo / "cards" / "absolute.md", card(str(sentinel)))
    write(repo / "cards" / "climbing.md", card(climb))
    os.symlink(sentinel, repo / "linked-source.txt")
    write(repo / "cards" / "via-link.md", card("../linked-source.txt"))
    write(repo / "cards" / "provenance.md", card() + f"### 出處\n- `{climb}`\n")
    write(repo / "cards" / "listed.md", card())
    docs = [{"node": "(根)", "path": os.path.relpath(sentinel, repo), "cards": ["cards/listed.md"]}]
    write(repo / ".wiki" / "manifest.json", json.dumps({"docs": docs}))
    os.symlink(outside / "sentinel.png", repo / "figure.png")
    images = (f"![a]({os.path.relpath(outside / 'sentinel.png', repo / 'cards')})\n"
              f"![b](../figure.png)\n![c]({outside / 'sentinel.png'})\n![[sentinel.png]]\n![[../../sentinel.png]]\n")
    write(repo / "cards" / "figures.md", card("../src.md") + images)
    os.symlink(outside / "pages.json", repo / "src.md.pages.json")
    write(repo / "cards" / "quoting.md", card("../src.md") + '\n> "Kafka syncs every 15 minutes."\n')
    os.symlink(sentinel, repo / "cards" / "linked-card.md")


def assert_untouched(opened: list[str], outside: Path) -> None:
    real_outside = os.path.realpath(outside)
    leaked = [p for p in opened if os.path.realpath(p).startswith(real_outside + os.sep)]
    assert leaked == []


@pytest.mark.parametrize("fmt", ["text", "json", "github"])
def test_sentinel_is_never_opened(cli, repo, outside, opened, fmt):
    build_hostile_repo(repo, outside)
    result = cli(".", "--jobs", "1", "--format", fmt, cwd=repo)
    assert_untouched(opened, outside)
    assert "zq9" not in (result.out + result.err).lower()  # no word of its content
    assert opened, "the spy saw nothing: the test would prove nothing"


def test_sentinel_never_opened_with_the_cache_on(cli, repo, outside, opened):
    build_hostile_repo(repo, outside)
    os.symlink(outside / "cache", repo / ".anchorlint_cache")  # a committed link to elsewhere
    cli(".", "--jobs", "1", cwd=repo, env={"ANCHORLINT_NO_CACHE": "0"})
    cli(".", "--jobs", "1", cwd=repo, env={"ANCHORLINT_NO_CACHE": "0"})
    assert_untouched(opened, outside)
    assert list((outside / "cache").iterdir()) == []  # nothing written there either


def test_verdicts_on_the_hostile_repo(cli, repo, outside):
    build_hostile_repo(repo, outside)
    result = cli(".", "--jobs", "1", "--format", "json", cwd=repo)
    doc = json.loads(result.out)
    codes = {f["path"]: {x["code"] for x in f["findings"]} for f in doc["files"]}
    for name in ("absolute", "climbing", "via-link", "provenance", "listed"):
        assert "S2" in codes[f"cards/{name}.md"], name
    f1 = [x for f in doc["files"] if f["path"] == "cards/figures.md" for x in f["findings"] if x["code"] == "F1"]
    assert len(f1) == 5
    assert "cards/linked-card.md" not in codes
    assert any("linked-card.md: symbolic link leads outside" in line for line in result.err.splitlines())
    assert any("src.md.pages.json: page sidecar lies outside" in line for line in result.err.splitlines())


def test_mark_never_writes_through_a_link_out_of_the_repository(cli, repo, outside):
    build_hostile_repo(repo, outside)
    before = (outside / "sentinel.md").read_bytes()
    cli(".", "--jobs", "1", "--mark", cwd=repo)
    cli(".", "--jobs", "1", "--fix", cwd=repo)
    assert (outside / "sentinel.md").read_bytes() == before
    assert sorted(p.name for p in outside.iterdir()) == ["cache", "pages.json", "sentinel.md", "sentinel.png"]
