"""The CLI side of configuration and marking: --config, --show-config,
--select/--ignore, per-path settings in a run, and --mark on real files."""

from __future__ import annotations

import json
import os
import shutil
import stat

import pytest

from conftest import FIXTURES, SHARED, needs_shared, write

INCIDENT = FIXTURES / "incident-2026-08-16"


@pytest.fixture
def kb(repo):
    """A copy of the incident fixtures inside a fresh repository."""
    shutil.copytree(INCIDENT, repo / "kb")
    return repo


def test_bad_configuration_exits_2_with_one_line(cli, kb):
    write(kb / ".anchorlint.yaml", "rules:\n  H8: {ratio: 0}\n")
    result = cli("kb", cwd=kb)
    assert result.code == 2 and result.out == ""
    assert result.err == ("anchorlint: error: .anchorlint.yaml: rules.H8.ratio: "
                          "expected an integer >= 1, got 0\n")


def test_config_file_select_and_per_path(cli, kb):
    write(kb / ".anchorlint.yaml", "ignore: [H8]\nper_path:\n  kb/cards/fab*.md:\n    ignore: [H7]\n")
    result = cli("kb/cards", cwd=kb)
    assert result.code == 0 and "fabricated.md" not in result.out
    result = cli("kb/cards", "--ignore", "", cwd=kb)  # the flag replaces the file's ignore
    assert "H8" in result.out and "H7" not in result.out


def test_select_and_ignore_flags(cli, kb):
    only_h8 = cli("--select", "claim-inflation", "kb/cards/fabricated.md", cwd=kb)
    assert [line.split()[1] for line in only_h8.out.splitlines()[:-1]] == ["H8"]
    no_h7 = cli("kb/cards/fabricated.md", "--ignore", "H7,H8", cwd=kb)
    assert no_h7.out.splitlines()[0].startswith("1 card checked, 0 with findings")
    assert cli("--select", "H77", "kb", cwd=kb).code == 2


def test_config_flag_overrides_discovery(cli, kb, tmp_path_factory):
    write(kb / ".anchorlint.yaml", "ignore: [H7, H8]\n")
    other = write(tmp_path_factory.mktemp("elsewhere") / "strict.yaml", "severity:\n  H7: hard\n")
    result = cli("--config", other, "kb/cards/fabricated.md", cwd=kb)
    assert result.code == 1 and "H7 [hard]" in result.out


def test_show_config(cli, kb):
    write(kb / "pyproject.toml", "[tool.anchorlint]\nsource_key = 'origin'\n")
    result = cli("--show-config", "--select", "H7", "kb/cards/faithful.md", cwd=kb)
    assert result.code == 0
    lines = result.out.splitlines()
    assert lines[0] == "# anchorlint settings for kb/cards/faithful.md"
    assert any(line.startswith('source_key = "origin"') and line.endswith("# pyproject.toml: tool.anchorlint.source_key")
               for line in lines)
    assert any(line.startswith('select = ["H7"]') and line.endswith("# command line: --select") for line in lines)


def test_source_key_reaches_discovery(cli, repo):
    write(repo / "src.md", "The InkStone tool syncs notes.\n")
    write(repo / "card.md", "---\norigin: src.md\ngloss: 測試\n---\n## 摘要\n## 重點\n- 支援 Windows\n## 實體\n## 關聯\n")
    # Under the default key the card names no source: S5, at the 'origin:' line, with the hint.
    (entry,) = json.loads(cli("--format", "json", "card.md", cwd=repo).out)["files"]
    assert [(f["code"], f["line"]) for f in entry["findings"]] == [("S5", 2)]
    write(repo / ".anchorlint.yaml", "source_key: origin\n")
    assert "H7 [soft] 'Windows'" in cli("card.md", cwd=repo).out


def test_mark_writes_then_changes_nothing_then_unmarks(cli, kb):
    card = kb / "kb" / "cards" / "fabricated.md"
    original = card.read_bytes()
    first = cli("--mark", card, cwd=kb)
    assert first.code == 1 and first.err == "anchorlint: marked kb/cards/fabricated.md\n"
    marked = card.read_bytes()
    assert b"quality: low\nquality_warnings:\n  - \"H8: 8 claims" in marked
    assert cli("--mark", card, cwd=kb).code == 0 and card.read_bytes() == marked
    write(kb / ".anchorlint.yaml", "ignore: [H7, H8]\n")  # the card is clean now
    last = cli("--mark", card, cwd=kb)
    assert last.code == 1 and last.err == "anchorlint: unmarked kb/cards/fabricated.md\n"
    assert card.read_bytes() == original


def test_mark_leaves_clean_and_hard_cards_alone(cli, kb):
    faithful = kb / "kb" / "cards" / "faithful.md"
    before = faithful.read_bytes()
    assert cli("--mark", faithful, cwd=kb).code == 0 and faithful.read_bytes() == before
    secret = write(kb / "kb" / "cards" / "secret.md", faithful.read_text(encoding="utf-8").replace(
        "## 重點", "## 重點\n- 密碼 password: hunter2hunter2"))
    secret_bytes = secret.read_bytes()
    result = cli("--mark", secret, cwd=kb)
    assert result.code == 1 and "H5 [hard]" in result.out and result.err == ""
    assert secret.read_bytes() == secret_bytes


@pytest.mark.skipif(os.name == "nt", reason="POSIX permission bits")
def test_mark_read_only_file_is_a_clear_error_and_untouched(cli, kb):
    card = kb / "kb" / "cards" / "fabricated.md"
    before = card.read_bytes()
    card.chmod(0o444)
    try:
        result = cli("--mark", card, cwd=kb)
    finally:
        card.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert result.code == 2
    assert result.err == "anchorlint: error: kb/cards/fabricated.md: cannot mark: the file is read-only\n"
    assert card.read_bytes() == before


def test_mark_and_compat_do_not_mix(cli, kb):
    assert cli("--mark", "--compat", "kb", cwd=kb).code == 2


@needs_shared
def test_geek6688_card_has_no_finding_and_is_not_marked(cli, tmp_path):
    peer = SHARED / "peer-fixtures" / "arcrun-incident-2026-08-16"
    card = shutil.copy(peer / "card-geek6688-faithful.md", tmp_path / "card.md")
    source = peer / "source-requirements.md"
    result = cli("--mark", "--source", source, card, cwd=tmp_path)
    assert result.code == 0 and result.err == ""
    assert result.out == "1 card checked, 0 with findings: 0 soft, 0 hard\n"
    assert (tmp_path / "card.md").read_bytes() == (peer / "card-geek6688-faithful.md").read_bytes()


def test_cached_results_follow_configuration_edits(cli, kb):
    cached = {"ANCHORLINT_NO_CACHE": "0"}
    card = "kb/cards/fabricated.md"
    folder = "kb/cards"  # a folder: a run naming a few files only does not use the result cache
    assert "H7 [soft]" in cli(folder, cwd=kb, env=cached).out
    write(kb / ".anchorlint.yaml", "per_path:\n  kb/cards:\n    severity: {H7: hard}\n")
    assert "H7 [hard]" in cli(folder, cwd=kb, env=cached).out
    write(kb / ".anchorlint.yaml", "per_path:\n  kb/cards:\n    ignore: [H7]\n")
    assert "H7" not in cli(folder, cwd=kb, env=cached).out
    assert cli("--mark", card, cwd=kb, env=cached).code == 1
    assert cli("--mark", card, cwd=kb, env=cached).code == 0
    assert (kb / ".anchorlint_cache").is_dir()
