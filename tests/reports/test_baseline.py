"""Bulk suppressions (anchorlint-suppressions.json): the whole cycle, matching
by evidence rather than by line, stale entries, and the file's form."""

from __future__ import annotations

import json

import pytest

from conftest import card_text, write

SOURCE = "Kafka and Redis sync every 15 minutes.\n"


def codes(result) -> list[tuple[str, int]]:
    doc = json.loads(result.out)
    return [(f["code"], f["line"]) for file in doc["files"] for f in file["findings"]]


def h7(result) -> list[str]:
    doc = json.loads(result.out)
    return sorted(f["message"].split("'")[1].lower() for file in doc["files"] for f in file["findings"] if f["code"] == "H7")


@pytest.fixture
def kb(repo):
    write(repo / "s.md", SOURCE)
    write(repo / "cards" / "a.md", card_text("source_path: ../s.md\n").replace("Kafka", "Windows Kafka Linux"))
    write(repo / "cards" / "b.md", card_text("source_path: ../s.md\n").replace("15", "30"))
    return repo


def test_full_cycle(cli, kb):
    first = cli("--format", "json", ".", cwd=kb)
    assert first.code == 0 and h7(first) == ["30", "linux", "windows"]

    # 1. suppress everything: the file records each finding; nothing is reported.
    done = cli("--suppress-all", "--format", "json", ".", cwd=kb)
    assert done.code == 0 and codes(done) == []
    recorded = json.loads((kb / "anchorlint-suppressions.json").read_text("utf-8"))
    assert recorded == {"cards": {"cards/a.md": {"H7": {"count": 2, "evidence": ["linux", "windows"]}},
                                  "cards/b.md": {"H7": {"count": 1, "evidence": ["30"]}}},
                        "version": 1}
    assert json.loads(done.out)["summary"]["suppressed"] == 3

    # 2. an invention added (above the old ones): only it is reported.
    card = kb / "cards" / "a.md"
    card.write_text(card.read_text("utf-8").replace("## 重點\n", "## 重點\n- 支援 macOS\n"), "utf-8")
    again = cli("--strict", "--format", "json", ".", cwd=kb)
    assert again.code == 1 and h7(again) == ["macos"]
    assert json.loads(again.out)["summary"]["suppressed"] == 3

    # 3. the old ones fixed: their entries are reported as stale, not as findings.
    card.write_text(card.read_text("utf-8").replace("Windows Kafka Linux", "Kafka").replace("- 支援 macOS\n", ""), "utf-8")
    fixed = cli("--strict", "--format", "json", ".", cwd=kb)
    assert fixed.code == 0 and codes(fixed) == []
    assert "cards/a.md: H7 'linux' is suppressed but no longer occurs" in fixed.err
    assert "cards/b.md" not in fixed.err
    assert json.loads(fixed.out)["summary"]["stale_suppressions"] == 2

    # 4. prune: the stale entries go, the live one stays; nothing is stale any more.
    pruned = cli("--prune-suppressions", ".", cwd=kb)
    assert pruned.code == 0 and "no longer occurs" not in pruned.err
    recorded = json.loads((kb / "anchorlint-suppressions.json").read_text("utf-8"))
    assert recorded["cards"] == {"cards/b.md": {"H7": {"count": 1, "evidence": ["30"]}}}


def test_moved_lines_stay_suppressed_and_entries_are_per_card(cli, kb):
    cli("--suppress-all", ".", cwd=kb)
    card = kb / "cards" / "a.md"
    text = card.read_text("utf-8")
    card.write_text(text.replace("## 摘要\n", "## 摘要\n一行。\n\n另一行。\n"), "utf-8")
    assert codes(cli("--format", "json", ".", cwd=kb)) == []
    # 'windows' accepted in a.md is not accepted in b.md.
    other = kb / "cards" / "b.md"
    other.write_text(other.read_text("utf-8").replace("- 每 30 分鐘同步", "- 每 30 分鐘同步 Windows"), "utf-8")
    assert h7(cli("--format", "json", ".", cwd=kb)) == ["windows"]


def test_suppress_rule_records_only_that_rule(cli, repo):
    write(repo / "s.md", SOURCE)
    write(repo / "c.md", card_text("source_path: s.md\n").replace("Kafka", "Windows Kafka").replace("## 關聯\n", ""))
    result = cli("--suppress-rule", "ungrounded-anchor", "--format", "json", "c.md", cwd=repo)
    recorded = json.loads((repo / "anchorlint-suppressions.json").read_text("utf-8"))["cards"]
    assert list(recorded["c.md"]) == ["H7"]
    assert [code for code, _ in codes(result)] == ["H1"]  # still reported
    assert result.code == 1


def test_secrets_are_not_bulk_suppressed(cli, repo):
    write(repo / "s.md", SOURCE)
    write(repo / "c.md", card_text("source_path: s.md\n").replace("摘要。", "摘要。 AKIAIOSFODNN7EXAMPLE"))
    result = cli("--suppress-all", "--format", "json", "c.md", cwd=repo)
    assert "H5" in [code for code, _ in codes(result)] and result.code == 1
    assert not (repo / "anchorlint-suppressions.json").exists() or "H5" not in (
        repo / "anchorlint-suppressions.json").read_text("utf-8")


def test_verbose_lists_suppressed_findings(cli, kb):
    cli("--suppress-all", ".", cwd=kb)
    quiet = cli(".", cwd=kb)
    assert "[suppressed]" not in quiet.out
    assert quiet.out.splitlines()[-1] == "2 cards checked, 0 with findings: 0 soft, 0 hard, 3 suppressed; 1 file skipped (not cards)"
    loud = cli("-v", ".", cwd=kb)
    assert [line.split(": ")[0] for line in loud.out.splitlines() if "[suppressed]" in line] == [
        "cards/a.md:11:6", "cards/a.md:11:20", "cards/b.md:12:5"]


def test_file_is_sorted_stable_and_rewritten_only_when_it_changes(cli, kb):
    cli("--suppress-all", ".", cwd=kb)
    path = kb / "anchorlint-suppressions.json"
    before, stat = path.read_bytes(), path.stat()
    result = cli("--suppress-all", ".", cwd=kb)
    assert path.read_bytes() == before and path.stat().st_mtime_ns == stat.st_mtime_ns
    assert "wrote" not in result.err
    assert before.endswith(b"}\n") and json.dumps(json.loads(before), indent=2, sort_keys=True,
                                                   ensure_ascii=False).encode() + b"\n" == before
    assert not [p for p in kb.iterdir() if p.name.endswith(".anchorlint-tmp")]


def test_other_location_and_partial_runs(cli, kb):
    cli("--suppressions", "ci/baseline.json", "--suppress-all", ".", cwd=kb)
    assert (kb / "ci" / "baseline.json").is_file()
    assert not (kb / "anchorlint-suppressions.json").exists()
    # the default file is not used: findings are reported
    assert h7(cli("--format", "json", ".", cwd=kb)) == ["30", "linux", "windows"]
    assert codes(cli("--suppressions", "ci/baseline.json", "--format", "json", ".", cwd=kb)) == []
    # checking one card neither reports nor prunes the other card's entries
    one = cli("--suppressions", "ci/baseline.json", "--prune-suppressions", "cards/a.md", cwd=kb)
    assert "no longer occurs" not in one.err
    assert "cards/b.md" in (kb / "ci" / "baseline.json").read_text("utf-8")


def test_deselected_rule_entries_are_not_stale(cli, kb):
    cli("--suppress-all", ".", cwd=kb)
    result = cli("--select", "H1", ".", cwd=kb)
    assert "no longer occurs" not in result.err


def test_deleted_card_entries_are_stale_and_pruned(cli, kb):
    cli("--suppress-all", ".", cwd=kb)
    (kb / "cards" / "b.md").unlink()
    assert "cards/b.md: H7 '30' is suppressed but no longer occurs" in cli(".", cwd=kb).err
    cli("--prune-suppressions", ".", cwd=kb)
    assert "cards/b.md" not in (kb / "anchorlint-suppressions.json").read_text("utf-8")


@pytest.mark.parametrize("content, needle", [
    ("{", "not valid JSON"),
    ('{"version": 2, "cards": {}}', "expected"),
    ('{"version": 1, "cards": {"a.md": {"H7": {"count": 2, "evidence": ["x"]}}}}', "count"),
])
def test_bad_file_exits_2_with_one_line(cli, kb, content, needle):
    write(kb / "anchorlint-suppressions.json", content)
    result = cli(".", cwd=kb)
    assert result.code == 2 and needle in result.err and "Traceback" not in result.err


def test_usage_errors(cli, kb):
    assert cli("--compat", "--suppress-all", ".", cwd=kb).code == 2
    assert cli("--suppress-rule", "H99", ".", cwd=kb).code == 2
    assert cli("--suppressions", "missing.json", ".", cwd=kb).code == 2


def test_compat_ignores_the_file(cli, kb):
    plain = cli("--compat", ".", cwd=kb).out
    cli("--suppress-all", ".", cwd=kb)
    assert cli("--compat", ".", cwd=kb).out == plain
