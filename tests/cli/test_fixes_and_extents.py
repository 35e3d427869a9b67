"""Item 15: findings that --fix removes are marked fixable in text and JSON;
after --fix, "N fixed, M remaining"; --diff shows what --fix/--mark would
change, writes nothing, and exits 1 if anything would change.
Item 16: JSON findings carry end_line and end_col (the anchor's extent)."""

from __future__ import annotations

import json

from conftest import FIXTURES, card_text, write

SOURCE = "The plugin must work inside Logseq and nowhere else.\nKafka and Redis, every 15 minutes.\n"
QUOTE = "> The plugin must work inside Logseq and nowhere esle.\n"


def _repo(repo):
    write(repo / "s.md", SOURCE)
    return write(repo / "c.md", card_text("source_path: s.md\n") + "\n" + QUOTE)


def test_fixable_findings_are_marked_in_text_and_json(cli, repo):
    _repo(repo)
    text = cli("c.md", cwd=repo).out
    q2 = [line for line in text.splitlines() if ": Q2 " in line]
    assert len(q2) == 1 and " Q2 [soft] [*] " in q2[0]
    assert all("[*]" not in line for line in text.splitlines() if ": Q2 " not in line and ": H" in line)
    assert text.splitlines()[-1].endswith("; 1 fixable with --fix")
    findings = json.loads(cli("c.md", "--format", "json", cwd=repo).out)["files"][0]["findings"]
    assert [(f["fixable"], f["fix"]) for f in findings if f["code"] == "Q2"] == [(True, "--fix")]
    assert all((f["fixable"], f["fix"]) == (False, None) for f in findings if f["code"] != "Q2")


def test_fix_prints_fixed_and_remaining(cli, repo):
    card = _repo(repo)
    others = [f for f in json.loads(cli("c.md", "--format", "json", cwd=repo).out)["files"][0]["findings"]
              if f["code"] != "Q2"]
    result = cli("c.md", "--fix", cwd=repo)
    assert result.code == 1
    assert f"anchorlint: 1 fixed, {len(others)} remaining\n" in result.err
    assert ": Q2 " not in result.out  # the report shows what remains
    assert "nowhere else." in card.read_text(encoding="utf-8")
    again = cli("c.md", "--fix", cwd=repo)
    assert "anchorlint: 0 fixed, 0 remaining\n" in again.err and again.code == 0


def test_diff_shows_the_change_writes_nothing_and_exits_1(cli, repo):
    card = _repo(repo)
    before = card.read_bytes()
    result = cli("c.md", "--diff", "--fix", cwd=repo)
    assert result.code == 1 and card.read_bytes() == before
    assert result.out.startswith("--- a/c.md\n+++ b/c.md\n")
    assert "-> The plugin must work inside Logseq and nowhere esle.\n" in result.out
    assert "+> The plugin must work inside Logseq and nowhere else.\n" in result.out
    marks = cli("c.md", "--diff", "--mark", cwd=repo)
    assert "+quality: low\n" in marks.out and "+> " not in marks.out and card.read_bytes() == before
    both = cli("c.md", "--diff", cwd=repo)  # neither flag: what both would change
    assert "+> The plugin" in both.out and "quality" not in both.out  # fixed, nothing left to mark


def test_diff_exits_0_when_nothing_would_change(cli, repo):
    write(repo / "s.md", SOURCE)
    write(repo / "c.md", card_text("source_path: s.md\n"))
    result = cli("c.md", "--diff", cwd=repo)
    assert result.code == 0 and result.out == ""


def test_json_findings_carry_the_anchor_extent(cli):
    doc = json.loads(cli("--format", "json", FIXTURES / "incident-2026-08-16" / "cards" / "fabricated.md").out)
    h7 = {f["message"].split("'")[1]: f for f in doc["files"][0]["findings"] if f["code"] == "H7"}
    assert (h7["Windows"]["line"], h7["Windows"]["col"], h7["Windows"]["end_line"], h7["Windows"]["end_col"]) \
        == (19, 10, 19, 17)
    assert (h7["30"]["col"], h7["30"]["end_col"]) == (10, 12)
    h8 = next(f for f in doc["files"][0]["findings"] if f["code"] == "H8")
    assert (h8["end_line"], h8["end_col"]) == (h8["line"], h8["col"] + 1)


def test_a_span_measured_by_the_rule_wins():
    from anchorlint.lint.findings import Finding, Severity
    from anchorlint.reporters import extent

    assert extent(Finding(3, 5, "H7", Severity.SOFT, args={"anchor": "macos", "end_col": 11})) == (3, 11)
    assert extent(Finding(3, 5, "H7", Severity.SOFT, args={"anchor": "macos"})) == (3, 10)
