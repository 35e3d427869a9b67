"""Crash-safe writes: --mark and --fix write through a temporary file and
an atomic rename, keep the file's mode, follow a link inside the repository
to its target, and an interrupted write leaves the original intact with no
temporary file behind. Two runs marking the same repository at once never
leave a truncated or mixed card."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import PROJECT, write
from hostile._support import card

SOURCE = "Kafka syncs every 15 minutes.\n"

QUOTE_SOURCE = "The plugin must work inside Logseq and must never upload the user's notes to a remote server.\n"
QUOTE_CARD = card("src.md").replace("- 每 15 分鐘同步\n", "- 每 15 分鐘同步\n\n> The plugin must work inside Logseq "
                                    "and must never uplaod the user's notes to a remote sever.\n")


def marked_repo(repo: Path, cards: int = 1) -> list[Path]:
    write(repo / "src.md", SOURCE)
    return [write(repo / f"card{i}.md", card("src.md")) for i in range(cards)]


def temp_files(repo: Path) -> list[str]:
    return sorted(str(p.relative_to(repo)) for p in repo.rglob("*anchorlint-tmp*"))


def test_mark_keeps_the_mode(cli, repo):
    (path,) = marked_repo(repo)
    path.chmod(0o640)
    assert cli("--mark", ".", cwd=repo).code == 1
    assert b"quality: low" in path.read_bytes()
    assert path.stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize("fault", ["replace", "fsync", "chmod", "interrupt"])
def test_interrupted_mark_leaves_the_original(cli, repo, monkeypatch, fault):
    (path,) = marked_repo(repo)
    original = path.read_bytes()

    def boom(*args, **kwargs):
        raise KeyboardInterrupt if fault == "interrupt" else OSError(5, "injected fault")

    monkeypatch.setattr(os, fault if fault != "interrupt" else "replace", boom)
    result = cli("--mark", ".", cwd=repo)
    monkeypatch.undo()
    assert path.read_bytes() == original
    assert temp_files(repo) == []
    streams = result.out + result.err
    assert "Traceback" not in streams
    if fault == "interrupt":
        assert result.code == 130 and "interrupted" in result.err
    else:
        assert result.code == 2
        assert any(line.startswith("anchorlint: error: card0.md: cannot mark: ") for line in result.err.splitlines())


def test_interrupted_fix_leaves_the_original(cli, repo, monkeypatch):
    write(repo / "src.md", QUOTE_SOURCE)
    path = write(repo / "card.md", QUOTE_CARD)
    original = path.read_bytes()
    monkeypatch.setattr(os, "replace", lambda *a, **k: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    result = cli("--fix", ".", cwd=repo)
    monkeypatch.undo()
    assert path.read_bytes() == original and temp_files(repo) == []
    assert result.code == 2 and "card.md: cannot fix: No space left on device" in result.err
    assert cli("--fix", ".", cwd=repo).code == 1 and b"never upload" in path.read_bytes()  # and it works


def test_mark_writes_the_target_of_a_link_inside_the_repository(cli, repo):
    write(repo / "src.md", SOURCE)
    target = write(repo / "real" / "card.md", card("src.md"))  # found from the root either way
    os.symlink(target, repo / "link.md")
    assert cli("--mark", "link.md", cwd=repo).code == 1
    assert os.path.islink(repo / "link.md") and os.readlink(repo / "link.md") == str(target)
    assert b"quality: low" in target.read_bytes()
    assert temp_files(repo) == []


def test_read_only_card_is_not_marked(cli, repo):
    (path,) = marked_repo(repo)
    path.chmod(0o444)
    original = path.read_bytes()
    result = cli("--mark", ".", cwd=repo)
    assert result.code == 2 and "card0.md: cannot mark: the file is read-only" in result.err
    assert path.read_bytes() == original


def _anchorlint(repo: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(PROJECT), "ANCHORLINT_NO_CACHE": "1"}
    return subprocess.Popen([sys.executable, "-m", "anchorlint", *args], cwd=repo, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def test_concurrent_marks_never_mix_or_truncate(tmp_path):
    template = tmp_path / "template"
    (template / ".git").mkdir(parents=True)
    cards = marked_repo(template, cards=30)
    originals = {p.name: p.read_bytes() for p in cards}
    done = tmp_path / "done"
    shutil.copytree(template, done)
    subprocess.run([sys.executable, "-m", "anchorlint", "--mark", "--jobs", "1", "."], cwd=done,
                   env={**os.environ, "PYTHONPATH": str(PROJECT), "ANCHORLINT_NO_CACHE": "1"}, check=False)
    marked = {p.name: p.read_bytes() for p in done.glob("card*.md")}
    assert all(marked[name] != originals[name] for name in originals)
    for round_ in range(8):
        copy = tmp_path / f"round{round_}"
        shutil.copytree(template, copy)
        runs = [_anchorlint(copy, "--mark", "--jobs", "1", ".") for _ in range(2)]
        for run in runs:
            run.wait(timeout=120)
        for name, original in originals.items():
            assert (copy / name).read_bytes() in (original, marked[name]), (round_, name)
        assert temp_files(copy) == []


def test_killed_mark_leaves_whole_cards(tmp_path):
    """SIGKILL at a random moment: no handler runs, yet every card is either
    the original or the complete marked version (a temporary file may be
    left; it is hidden and not named like a card, so no run reads it)."""
    template = tmp_path / "template"
    (template / ".git").mkdir(parents=True)
    cards = marked_repo(template, cards=60)
    originals = {p.name: p.read_bytes() for p in cards}
    reference = tmp_path / "reference"
    shutil.copytree(template, reference)
    subprocess.run([sys.executable, "-m", "anchorlint", "--mark", "--jobs", "1", "."], cwd=reference,
                   env={**os.environ, "PYTHONPATH": str(PROJECT), "ANCHORLINT_NO_CACHE": "1"}, check=False)
    marked = {p.name: p.read_bytes() for p in reference.glob("card*.md")}
    for round_, delay in enumerate((0.25, 0.4, 0.55, 0.7)):
        copy = tmp_path / f"killed{round_}"
        shutil.copytree(template, copy)
        run = _anchorlint(copy, "--mark", "--jobs", "1", ".")
        time.sleep(delay)
        run.send_signal(signal.SIGKILL)
        run.wait(timeout=60)
        for name, original in originals.items():
            assert (copy / name).read_bytes() in (original, marked[name]), (delay, name)
        assert all(not name.endswith(".md") for name in temp_files(copy))
