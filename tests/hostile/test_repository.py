"""Hostile repositories: source references that leave the root, links,
loops, folders, pipes and devices, the card itself, odd file names, a
broken manifest, page sidecar or configuration. Same checks as the matrix:
exit code, one line naming the file and the cause, no traceback, the other
card still checked, nothing written."""

from __future__ import annotations

import json
import os
import stat
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT, write
from hostile._support import add_control, assert_clean_run, card, snapshot

SOURCE_TEXT = "Kafka syncs every 15 minutes.\n"


def run_checked(cli, repo: Path, *args: str, code: int, says: tuple[str, ...], control: bool = True):
    add_control(repo)
    before = snapshot(repo)
    result = cli(".", "--jobs", "1", *args, cwd=repo)
    assert_clean_run(result, code=code, says=says, control=control)
    assert snapshot(repo) == before
    assert not (repo / ".anchorlint_cache").exists()
    return result


@pytest.mark.parametrize("reference", ["/etc/passwd", "../../../../../etc/passwd", "~/secret.md"])
def test_reference_outside_the_root(cli, repo, reference):
    write(repo / "card.md", card(reference))
    run_checked(cli, repo, code=1, says=("card.md:1:1: S2", f"'{reference}'", "outside the repository"))


def test_reference_through_a_symlink_leaving_the_root(cli, repo, tmp_path_factory):
    outside = tmp_path_factory.mktemp("outside") / "secret.txt"
    outside.write_text("Kafka Redis\n")
    os.symlink(outside, repo / "link.txt")
    write(repo / "card.md", card("link.txt"))
    run_checked(cli, repo, code=1, says=("card.md:1:1: S2", "'link.txt'", "outside the repository"))


def test_reference_to_a_symlink_loop(cli, repo):
    os.symlink(repo / "b.txt", repo / "a.txt")
    os.symlink(repo / "a.txt", repo / "b.txt")
    write(repo / "card.md", card("a.txt"))
    run_checked(cli, repo, code=0, says=("card.md:1:1: S4", "'a.txt'", "loop of symbolic links"))


def test_walked_symlink_loop_named_like_a_card(cli, repo):
    os.symlink(repo / "b.md", repo / "a.md")
    os.symlink(repo / "a.md", repo / "b.md")
    run_checked(cli, repo, code=0, says=("a.md: broken symbolic link", "not read"))


def test_reference_to_a_folder(cli, repo):
    (repo / "notes").mkdir()
    write(repo / "card.md", card("notes"))
    run_checked(cli, repo, code=0, says=("card.md:1:1: S4", "'notes'", "is a directory"))


def test_reference_to_the_card_itself(cli, repo):
    write(repo / "card.md", card("card.md"))
    run_checked(cli, repo, code=0, says=("card.md:1:1: S4", "names itself as its source"))


def test_source_option_naming_the_card_itself(cli, repo):
    write(repo / "card.md", card())
    result = cli("card.md", "--source", "card.md", cwd=repo)
    assert_clean_run(result, code=0, says=("card.md:1:1: S4", "names itself"), control=False)


def test_reference_to_a_pipe_does_not_hang(repo):
    os.mkfifo(repo / "pipe.txt")
    write(repo / "card.md", card("pipe.txt"))
    os.mkfifo(repo / "pipe.md")  # walked too: a pipe named like a card
    add_control(repo)
    result = run_subprocess(repo, ".", "--jobs", "1", "--verbose")
    assert_clean_run(result, code=0, says=("card.md:1:1: S4", "'pipe.txt'", "not a regular file"))
    assert_clean_run(result, code=0, says=("skipped pipe.md", "not a regular file"))


def test_explicit_pipe_is_an_error_not_a_hang(repo):
    os.mkfifo(repo / "pipe.md")
    result = run_subprocess(repo, "pipe.md")
    assert_clean_run(result, code=2, says=("pipe.md: cannot read", "not a regular file"), control=False)


def test_card_linked_to_a_device_is_not_read(repo):
    os.symlink("/dev/zero", repo / "zero.md")
    add_control(repo)
    result = run_subprocess(repo, ".", "--jobs", "1")
    assert_clean_run(result, code=0, says=("zero.md: symbolic link leads outside the repository", "not read"))


@pytest.mark.skipif(os.geteuid() != 0, reason="creating a device node needs root")
def test_reference_to_a_device_inside_the_repository(repo):
    os.mknod(repo / "zero.txt", 0o600 | stat.S_IFCHR, os.makedev(1, 5))
    write(repo / "card.md", card("zero.txt"))
    add_control(repo)
    result = run_subprocess(repo, ".", "--jobs", "1")
    assert_clean_run(result, code=0, says=("card.md:1:1: S4", "'zero.txt'", "not a regular file"))


def run_subprocess(repo: Path, *args: str, timeout: float = 60):
    """anchorlint in its own process, so that a regression hangs this test
    for ``timeout`` seconds instead of the whole suite."""
    env = {**os.environ, "PYTHONPATH": str(PROJECT), "ANCHORLINT_NO_CACHE": "1"}
    done = subprocess.run([sys.executable, "-m", "anchorlint", *args], cwd=repo, env=env, capture_output=True,
                          text=True, timeout=timeout)
    return _Result(done.returncode, done.stdout, done.stderr)


class _Result:
    def __init__(self, code: int, out: str, err: str) -> None:
        self.code, self.out, self.err = code, out, err


def test_file_names_with_spaces_newlines_and_non_ascii(cli, repo):
    write(repo / "notes dir" / "源 文件 ü.md", SOURCE_TEXT)
    write(repo / "a card\nwith ü.md", card('"notes dir/源 文件 ü.md"').replace("Redis", "Zookeeper"))
    result = run_checked(cli, repo, code=0, says=("a card\\nwith ü.md:11:14: H7", "'Zookeeper'"))
    assert "a card\nwith" not in result.out  # one finding, one line


def test_source_name_with_a_newline_through_the_manifest(cli, repo):
    write(repo / "src\nnew.md", SOURCE_TEXT)
    write(repo / "card.md", card().replace("Redis", "Zookeeper"))
    docs = [{"node": "(根)", "path": "src\nnew.md", "cards": ["card.md"]}]
    write(repo / ".wiki" / "manifest.json", json.dumps({"docs": docs}))
    result = cli("--format", "json", "card.md", cwd=repo)
    entry = json.loads(result.out)["files"][0]
    assert entry["source"] == "src\nnew.md" and entry["grounding"]["ungrounded"] == ["Zookeeper"]


@pytest.mark.parametrize("manifest, cause", [
    ("{not json", ".wiki/manifest.json:1:2: the manifest is not valid JSON (Expecting property name"),
    ('{"docs": [{"node": "(根)", "path": "src.md", "cards": ["card.md"', "not valid JSON (Expecting"),
    ('{"docs": {"node": "(根)"}}', "'docs' must be a list"),
    ('{"docs": [{"node": 1, "path": "src.md", "cards": ["card.md"]}]}', "docs[0] needs string 'node'"),
    ('[1, 2, 3]', "'docs' must be a list"),
    ("[" * 100000, "nested too deeply"),
    (b"\xff\xfe\x00\x00", "cannot read the manifest"),
])
def test_broken_manifest_is_an_error_and_the_other_cards_are_checked(cli, repo, manifest, cause):
    # The cards it lists may cite nothing themselves: a run without it would
    # silently drop them, so it cannot do its job (exit 2, see issue 13 item 7).
    write(repo / ".wiki" / "manifest.json", manifest)
    write(repo / "src.md", SOURCE_TEXT)
    run_checked(cli, repo, code=2, says=("error:", ".wiki/manifest.json", cause))


def test_manifest_pointing_outside(cli, repo):
    docs = [{"node": "..", "path": "../etc/passwd", "cards": ["card.md"]}]
    write(repo / ".wiki" / "manifest.json", json.dumps({"docs": docs}))
    write(repo / "card.md", card())
    run_checked(cli, repo, code=1, says=("card.md:1:1: S2", "outside the repository"))


@pytest.mark.parametrize("sidecar, cause", [
    ("[" * 100000, "nested too deeply"),
    ('[{"label": [], "start": -1}]', "'label' must be"),
    ('{"pages": 1}', "must be a JSON list"),
    (b"\x00\xff", "invalid page sidecar"),
])
def test_broken_page_sidecar_is_a_warning(cli, repo, sidecar, cause):
    write(repo / "src.md", SOURCE_TEXT)
    write(repo / "src.md.pages.json", sidecar)
    write(repo / "card.md", card("src.md"))
    run_checked(cli, repo, code=0, says=("warning:", "src.md.pages.json", cause))


def test_page_sidecar_linked_outside_is_not_read(cli, repo, tmp_path_factory):
    outside = tmp_path_factory.mktemp("outside") / "pages.json"
    outside.write_text('[{"label": "1", "start": 0}]')
    write(repo / "src.md", SOURCE_TEXT)
    os.symlink(outside, repo / "src.md.pages.json")
    write(repo / "card.md", card("src.md"))
    run_checked(cli, repo, code=0, says=("src.md.pages.json: page sidecar lies outside the repository",))


BOMB = "\n".join(
    [f"a0: &a0 [{', '.join(['x'] * 9)}]"] + [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 9)]
)


@pytest.mark.parametrize("name, text, cause", [
    (".anchorlint.yaml", "select: [H7\n", "invalid YAML at line 2"),
    (".anchorlint.yaml", "- just\n- a list\n", "expected a table of settings, got a list"),
    (".anchorlint.yaml", "rules:\n  H7: {allow: 5}\n", "rules.H7.allow: expected a list"),
    (".anchorlint.yaml", "severity:\n  H99: hard\n", "unknown rule 'H99'"),
    (".anchorlint.yaml", "select: " + "[" * 20000 + "\n", "nested too deeply"),
    (".anchorlint.yaml", b"select: [H7]\n\xff\xfe", "cannot read the configuration"),
    (".anchorlint.yaml", "severity:\n  " + BOMB.replace("\n", "\n  ") + "\n  H7: *a8\n", "severity.a0"),
    (".anchorlint.yaml", BOMB.replace("a8:", "select:") + "\n", "unknown key"),
    ("pyproject.toml", "[tool.anchorlint\nselect = 1\n", "invalid TOML"),
    ("pyproject.toml", "[tool.anchorlint]\nselect = " + "[" * 20000 + "\n", "nested too deeply"),
])
def test_malformed_configuration_exits_2(cli, repo, name, text, cause):
    write(repo / name, text)
    write(repo / "card.md", card("src.md"))
    before = snapshot(repo)
    result = cli(".", cwd=repo)
    assert_clean_run(result, code=2, says=(name, cause), control=False)
    assert snapshot(repo) == before


def test_alias_bomb_under_a_known_key_is_shown_short(cli, repo):
    write(repo / ".anchorlint.yaml", "x: &x [" + ", ".join(["y"] * 9) + "]\n")
    text = "severity:\n  H7: &a0 [" + ", ".join(["x"] * 9) + "]\n"
    text = "anchors:\n" + "\n".join(f"  a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10))
    write(repo / ".anchorlint.yaml", "a0: &a0 [x, x, x, x, x, x, x, x, x]\n" + text.replace("anchors:\n", "")
          .replace("  a", "a") + "\nseverity: {H7: *a9}\n")
    result = cli(".", cwd=repo)
    assert result.code == 2 and len(result.err) < 400, result.err


def test_50_megabyte_card_is_refused_unread(cli, repo, monkeypatch):
    big = repo / "huge.md"
    with open(big, "wb") as out:
        out.write(b"- " + b"x" * (50 * 1024 * 1024) + b"\n")
    opened: list[str] = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: (opened.append(os.fspath(path)), real_open(path, *a, **k))[1])
    result = run_checked(cli, repo, code=1, says=("huge.md:1:1: S3", "not read: file too large (52428803 bytes, limit 8388608)"))
    assert str(big) not in opened and "huge.md" not in opened  # refused on its size alone
    assert "control.md" in result.out


def test_10_megabyte_single_line_card_and_source(cli, repo):
    import time

    write(repo / "line.md", "- " + "Kafka 同步 2026 " * (10 * 1024 * 1024 // 20) + "\n")
    write(repo / "src.md", "Kafka " * (10 * 1024 * 1024 // 6))
    write(repo / "card.md", card("src.md"))
    start = time.perf_counter()
    run_checked(cli, repo, code=1, says=("line.md:1:1: S3", "file too large"))
    assert time.perf_counter() - start < 60


def test_folders_nested_a_thousand_deep(cli, repo, monkeypatch):
    here = os.getcwd()
    os.chdir(repo)
    try:
        for _ in range(1200):  # deeper than Python's recursion limit (os.walk recursed)
            os.mkdir("d")
            os.chdir("d")
        Path("deep.md").write_text(card("missing.md"), encoding="utf-8")
    finally:
        os.chdir(here)
    write(repo / "src.md", SOURCE_TEXT)
    result = run_checked(cli, repo, code=0, says=("deep.md:1:1: S1", "'missing.md'"))
    assert "2 cards checked" in result.out


@pytest.fixture(autouse=True)
def _remove_deep_trees(request, tmp_path):
    """Remove a very deep tree before pytest's own (recursive) cleanup."""
    yield
    deep = tmp_path / "d"
    if request.node.name == "test_folders_nested_a_thousand_deep" and deep.exists():
        chain = [deep]
        while (chain[-1] / "d").is_dir():
            chain.append(chain[-1] / "d")
        for folder in reversed(chain):
            for name in os.listdir(folder):
                if not (folder / name).is_dir():
                    os.unlink(folder / name)
            os.rmdir(folder)
