"""Item 9: output noise. One card is "1 card"; a soft finding that blocks
under --strict says so; a run that found no card says what it skipped; the
JSON has one version key; a source outside the current folder is shown
relative to it. (pre-commit's single summary: tests/test_precommit.py.)"""

from __future__ import annotations

import json

from conftest import FIXTURES, card_text, write

FABRICATED = FIXTURES / "incident-2026-08-16" / "cards" / "fabricated.md"


def test_one_card_is_singular(cli):
    assert cli(FABRICATED).out.splitlines()[-1] == "1 card checked, 1 with findings: 5 soft, 0 hard"


def test_soft_findings_that_block_under_strict_say_so(cli):
    result = cli(FABRICATED, "--strict")
    findings = result.out.splitlines()[:-1]
    assert findings and all(" [soft, blocking] " in line for line in findings)
    assert result.code == 1
    assert all(" [soft] " in line for line in cli(FABRICATED).out.splitlines()[:-1])


def test_a_run_without_cards_says_what_it_skipped(cli, repo):
    write(repo / "notes.md", "# notes\n")
    write(repo / "todo.md", "- a\n")
    out = cli(".", cwd=repo).out
    assert out == "0 cards checked, 0 with findings: 0 soft, 0 hard; 2 files skipped (not cards)\n"
    assert cli(".", "--extend-exclude", "todo.md", cwd=repo).out.endswith("; 1 file skipped (not cards)\n")


def test_json_has_one_version_key(cli):
    doc = json.loads(cli(FABRICATED, "--format", "json").out)
    assert "version" not in doc and doc["anchorlint_version"]


def test_source_is_relative_to_the_current_folder_even_above_it(cli, repo):
    write(repo / "docs" / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "cards" / "c.md", card_text("source_path: ../docs/s.md\n"))
    doc = json.loads(cli("--format", "json", "c.md", cwd=repo / "cards").out)
    assert doc["files"][0]["source"] == "../docs/s.md"
