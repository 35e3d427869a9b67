"""The hostile-input matrix: every case ends with the right exit code, one
line naming the file and the cause, no traceback, the other card of the
run still checked, and not one byte written (the cache is off).

Verdicts decided here (see the README, "Guarantees"): an empty or blank card is
H1 ``empty``; an unclosed frontmatter is H1 ``unclosed-frontmatter``; a
source that is empty or blank, a folder, a pipe or device, a loop of links
or the card itself is S4 (soft); a card linked out of the repository is not
read (a warning); a malformed page sidecar is a warning; a malformed manifest
or a bad configuration is exit 2.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conftest import write
from hostile._support import add_control, assert_clean_run, card, snapshot

SOURCE_TEXT = "Kafka syncs every 15 minutes.\n"
BOMB = "\n".join(
    [f"  l0: &l0 [{', '.join(['x'] * 9)}]"]
    + [f"  l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 9)]
)


def build(repo: Path, case: str) -> tuple[list[str], int, tuple[str, ...]]:
    """Lay out the hostile file(s) of ``case``: (extra arguments, exit code,
    pieces one output line must hold)."""
    src = repo / "src.md"
    if case == "empty-card":
        write(repo / "empty.md", "")
        write(src, "Kafka Redis\n")
        return ["--source", "src.md"], 1, ("empty.md:1:1: H1", "the card is empty")
    if case == "blank-card":
        write(repo / "blank.md", " \n\t\n  \n")
        write(src, "Kafka Redis\n")
        return ["--source", "src.md"], 1, ("blank.md:1:1: H1", "the card is empty")
    if case in ("empty-source", "blank-source"):
        write(src, "" if case == "empty-source" else "  \n\n\t \n")
        write(repo / "card.md", card("src.md"))
        return [], 0, ("card.md:1:1: S4", "'src.md' is empty or only white space")
    if case == "nul-card":
        write(src, SOURCE_TEXT)
        write(repo / "card.md", card("src.md").encode() + b"\x00\x01binary")
        return [], 1, ("card.md:1:1: S3", "binary file (NUL bytes)")
    if case == "nul-source":
        write(src, b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
        write(repo / "card.md", card("src.md"))
        return [], 1, ("card.md:1:1: S3", "'src.md'", "binary file (NUL bytes)")
    if case == "invalid-utf8-card":
        write(src, SOURCE_TEXT)
        write(repo / "card.md", card("src.md").encode() + "\n- 舊編碼".encode("big5"))
        return [], 1, ("card.md:1:1: S3", "not UTF-8 (invalid byte at offset")
    if case == "invalid-utf8-source":
        write(src, "Kafka 同步".encode("big5"))
        write(repo / "card.md", card("src.md"))
        return [], 1, ("card.md:1:1: S3", "'src.md'", "not UTF-8")
    if case == "utf16-card":
        write(src, SOURCE_TEXT)
        write(repo / "card.md", card("src.md").encode("utf-16"))
        return [], 1, ("card.md:1:1: S3", "UTF-16")
    if case == "utf16-source":
        write(src, SOURCE_TEXT.encode("utf-16"))
        write(repo / "card.md", card("src.md"))
        return [], 1, ("card.md:1:1: S3", "'src.md'", "UTF-16")
    if case == "frontmatter-unclosed":
        write(src, SOURCE_TEXT)
        write(repo / "card.md", card("src.md").replace("---\n# 測試", "# 測試", 1))
        return [], 1, ("card.md:1:1: H1", "never closed")
    if case == "frontmatter-not-a-mapping":
        write(src, SOURCE_TEXT)
        text = card().replace("gloss: 測試卡\n", "- a list\n- not keys\n") + "### 出處\n- `src.md`\n"
        write(repo / "card.md", text)
        # Its sections are the wiki shape's: a wiki card without gloss (issue 13, item 4).
        return [], 1, ("card.md:1:1: H2", "no gloss")
    if case == "frontmatter-invalid-yaml":
        write(src, SOURCE_TEXT)
        write(repo / "card.md", card("src.md", "anchorlint: {disable: [H7\nkey: : [\n"))
        return [], 0, ("card.md:4:1: A1", "'anchorlint' must be {disable: [rules]}")
    if case == "frontmatter-alias-bomb":
        write(src, SOURCE_TEXT)
        write(repo / "card.md", card("src.md", "anchorlint:\n" + BOMB + "\n  disable: *l8\n"))
        return [], 0, ("card.md:4:1: A1", "'anchorlint' must be {disable: [rules]}")
    if case == "frontmatter-deep-nesting":
        write(src, SOURCE_TEXT)
        write(repo / "card.md", card("src.md", "anchorlint: " + "[" * 20000 + "\n"))
        return [], 0, ("card.md:4:1: A1",)
    raise AssertionError(case)


CARD_CASES = [
    "empty-card", "blank-card", "empty-source", "blank-source", "nul-card", "nul-source",
    "invalid-utf8-card", "invalid-utf8-source", "utf16-card", "utf16-source", "frontmatter-unclosed",
    "frontmatter-not-a-mapping", "frontmatter-invalid-yaml", "frontmatter-alias-bomb",
    "frontmatter-deep-nesting",
]


@pytest.mark.parametrize("case", CARD_CASES)
def test_hostile_card_or_source(cli, repo, case):
    add_control(repo)
    extra, code, says = build(repo, case)
    before = snapshot(repo)
    # Control card with --source: its source is replaced too, so give it the same words.
    if "--source" in extra:
        write(repo / "src.md", "Kafka syncs every 15 minutes.\n")
        before = snapshot(repo)
    result = cli(".", "--jobs", "1", *extra, cwd=repo)
    assert_clean_run(result, code=code, says=says)
    assert snapshot(repo) == before
    assert not (repo / ".anchorlint_cache").exists()


@pytest.mark.parametrize("case", CARD_CASES)
def test_hostile_case_alone_exit_code(cli, repo, case):
    """Without the control card: the exit code is the hostile file's own."""
    extra, code, says = build(repo, case)
    result = cli(".", "--jobs", "1", *extra, cwd=repo)
    assert_clean_run(result, code=code, says=says, control=False)
