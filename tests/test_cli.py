"""The command line: formats, exit codes, discovery and source resolution."""

from __future__ import annotations

import json
import os

import pytest

from conftest import FIXTURES, card_text, write

INCIDENT = FIXTURES / "incident-2026-08-16"
FABRICATED = INCIDENT / "cards" / "fabricated.md"

def card(frontmatter: str = "", provenance: str = "") -> str:
    return card_text(frontmatter, provenance)


def test_text_output_lines_and_summary(cli):
    result = cli(FABRICATED, cwd=FIXTURES.parent)
    lines = result.out.splitlines()
    assert lines[0].startswith("fixtures/incident-2026-08-16/cards/fabricated.md:14:1: H8 [soft] ")
    assert "fabricated.md:19:10: H7 [soft] 'Windows'" in lines[1]
    assert lines[-1] == "1 card checked, 1 with findings: 5 soft, 0 hard"
    assert "\x1b[" not in result.out  # not a TTY: no colour


def test_traditional_chinese_messages(cli):
    result = cli(FABRICATED, "--lang", "zh-TW")
    assert "原文查不到這個具體指稱：Windows" in result.out
    assert result.out.splitlines()[-1] == "檢查 1 張卡片，1 張有發現：軟項 5、硬缺 0"
    assert "原文查不到" in cli(FABRICATED, env={"LANG": "zh_TW.UTF-8", "LC_ALL": ""}).out


def test_json_schema(cli):
    doc = json.loads(cli("--format", "json", INCIDENT, cwd=FIXTURES.parent).out)
    assert set(doc) >= {"anchorlint_version", "files", "skipped", "errors", "summary"}
    paths = [f["path"] for f in doc["files"]]
    assert paths == sorted(paths)
    entry = next(f for f in doc["files"] if f["path"].endswith("fabricated.md"))
    assert entry["source"] == "fixtures/incident-2026-08-16/requirements.md"
    assert entry["findings"][0] == {
        "code": "H8", "name": "claim-inflation", "severity": "soft", "blocking": False,
        "line": 14, "col": 1, "end_line": 14, "end_col": 2, "message": entry["findings"][0]["message"],
        "fixable": False, "fix": None, "url": entry["findings"][0]["url"],
    }
    grounding = entry["grounding"]
    anchors = grounding.pop("anchors")
    assert grounding == {"ungrounded": ["Windows", "macOS", "Linux", "30"], "claims": 8,
                         "src_units": 2, "inflated": True}
    windows = next(a for a in anchors if a["text"] == "Windows")
    assert (windows["line"], windows["col"], windows["end_line"], windows["end_col"]) == (19, 10, 19, 17)
    assert windows["grounded"] is False and windows["kind"] == "name"
    assert {s["path"] for s in doc["skipped"]} >= {"fixtures/incident-2026-08-16/requirements.md"}


def test_github_annotations(cli):
    result = cli("--format", "github", FABRICATED, cwd=FIXTURES.parent)
    first = result.out.splitlines()[0]
    assert first.startswith("::warning file=fixtures/incident-2026-08-16/cards/fabricated.md,line=14,col=1,title=H8::")
    strict = cli("--format", "github", "--strict", FABRICATED)
    assert strict.out.startswith("::error ") and strict.code == 1


def test_github_escaping(cli, repo):
    src = write(repo / "s.md", "nothing here\n")
    target = write(repo / "cards" / "a,b.md", card(provenance="- `../s.md` >> 提及 >> s"))
    out = cli("--format", "github", target, cwd=repo).out
    assert "file=cards/a%2Cb.md," in out
    assert src.exists()


@pytest.mark.parametrize("args", [["--format", "xml", "x"], ["--nope"], ["rule", "H99"]])
def test_usage_errors_exit_2(cli, args):
    result = cli(*args)
    assert result.code == 2 and result.err.startswith("anchorlint: error:")


def test_missing_path_exits_2_but_other_files_are_checked(cli):
    result = cli(FABRICATED, "no-such-card.md", "--format", "json")
    assert result.code == 2
    assert "no-such-card.md: no such file or directory" in result.err
    assert len(json.loads(result.out)["files"]) == 1


def test_missing_source_option_exits_2(cli):
    assert cli(FABRICATED, "--source", "nope.md").code == 2


def test_rule_command(cli):
    listing = cli("rule").out
    assert listing.splitlines()[0].startswith("H1")
    doc = cli("rule", "ungrounded-anchor").out
    assert doc.startswith("H7 ungrounded-anchor (default severity: soft)")
    for heading in ("What it checks", "Why", "Fails", "Passes", "Options", "Blind spots"):
        assert heading in doc


def test_check_subcommand_is_the_default(cli):
    assert cli("check", FABRICATED).out == cli(FABRICATED).out


class TestSourceResolution:
    def test_frontmatter_source_path_relative_to_card_then_root(self, cli, repo):
        write(repo / "docs" / "s.md", "Kafka and Redis, every 15 minutes.\n")
        write(repo / "docs" / "c1.md", card("source_path: s.md\n"))
        write(repo / "wiki" / "c2.md", card("source_path: docs/s.md\n"))
        doc = json.loads(cli("--format", "json", ".", cwd=repo).out)
        got = {f["path"]: (f["source"], f["findings"]) for f in doc["files"]}
        assert got == {"docs/c1.md": ("docs/s.md", []), "wiki/c2.md": ("docs/s.md", [])}

    def test_provenance_line_and_library_path(self, cli, repo):
        write(repo / "docs" / "s.md", "Kafka and Redis, every 15 minutes.\n")
        write(repo / "docs" / ".wiki" / "c1.md", card(provenance="- `../s.md` >> 提及 >> s"))
        write(repo / "other" / "c2.md", card(provenance="- `mylib/docs/s.md` >> 提及 >> s"))
        doc = json.loads(cli("--format", "json", ".", cwd=repo).out)
        assert {f["path"]: f["source"] for f in doc["files"]} == {
            "docs/.wiki/c1.md": "docs/s.md", "other/c2.md": "docs/s.md"}

    def test_manifest_wins_over_card_references(self, cli, repo):
        write(repo / "a.md", "Kafka and Redis, every 15 minutes.\n")
        write(repo / "n" / "b.md", "nothing\n")
        write(repo / ".wiki" / "manifest.json", json.dumps(
            {"version": 1, "docs": [{"node": "(根)", "path": "a.md", "cards": [".wiki/c.md"]}]}))
        write(repo / ".wiki" / "c.md", card("source_path: ../n/b.md\n"))
        doc = json.loads(cli("--format", "json", ".", cwd=repo).out)
        assert [(f["path"], f["source"]) for f in doc["files"]] == [(".wiki/c.md", "a.md")]

    def test_missing_source_is_soft_s1(self, cli, repo):
        write(repo / "c.md", card("source_path: gone.md\n"))
        result = cli("--format", "json", "c.md", cwd=repo)
        (entry,) = json.loads(result.out)["files"]
        assert [(f["code"], f["severity"]) for f in entry["findings"]] == [("S1", "soft")]
        assert result.code == 0

    @pytest.mark.parametrize("reference", ["../outside.md", "/etc/hostname", "link/outside.md"])
    def test_sources_outside_the_root_are_s2_and_never_read(self, cli, repo, reference):
        outside = write(repo.parent / "outside.md", "Kafka Redis 15\n")
        (repo / "link").symlink_to(repo.parent)
        write(repo / "c.md", card(f"source_path: {reference}\n"))
        before = os.stat(outside).st_atime_ns
        result = cli("--format", "json", "c.md", cwd=repo)
        (entry,) = json.loads(result.out)["files"]
        assert [f["code"] for f in entry["findings"]] == ["S2"]
        assert result.code == 1
        assert os.stat(outside).st_atime_ns == before

    def test_index_files_are_never_cards(self, cli, repo):
        write(repo / "s.md", "x\n")
        write(repo / "00-INDEX.md", card("source_path: s.md\n"))
        assert json.loads(cli("--format", "json", ".", cwd=repo).out)["files"] == []

    def test_files_without_a_reference_are_listed_only_with_verbose(self, cli, repo):
        write(repo / "notes.md", "# just notes\n")
        assert "notes.md" not in cli(".", cwd=repo).err
        assert "skipped notes.md: no source reference" in cli(".", "-v", cwd=repo).err


class TestUndecodable:
    def test_binary_and_non_utf8_cards_are_s3_and_the_run_goes_on(self, cli, repo):
        write(repo / "s.md", "Kafka Redis 15\n")
        write(repo / "bin.md", b"\x00\x01source_path: s.md")
        write(repo / "big5.md", card("source_path: s.md\n").encode("utf-8") + "測試".encode("cp950"))
        write(repo / "ok.md", card("source_path: s.md\n"))
        result = cli("--format", "json", ".", cwd=repo)
        doc = json.loads(result.out)
        codes = {f["path"]: [x["code"] for x in f["findings"]] for f in doc["files"]}
        assert codes == {"big5.md": ["S3"], "bin.md": ["S3"], "ok.md": []}
        assert result.code == 1 and result.err == ""

    def test_non_utf8_source_leaves_its_cards_unjudged(self, cli, repo):
        write(repo / "s.md", "Kafka Redis 15 測試\n".encode("cp950"))
        write(repo / "c.md", card("source_path: s.md\n"))
        doc = json.loads(cli("--format", "json", "c.md", cwd=repo).out)
        (entry,) = doc["files"]
        assert [f["code"] for f in entry["findings"]] == ["S3"]
        assert entry["grounding"] == {"ungrounded": [], "claims": 0, "src_units": 0, "inflated": False}
        compat = json.loads(cli("--compat", "--format", "json", "c.md", cwd=repo).out)["files"][0]
        assert compat["grounding"]["claims"] == 2  # Go judges the replacement characters

    def test_unreadable_card_is_an_error_naming_the_file(self, cli, repo):
        if os.geteuid() == 0:
            pytest.skip("root reads every file")
        path = write(repo / "c.md", card())
        path.chmod(0)
        result = cli("c.md", cwd=repo)
        assert result.code == 2 and "c.md: cannot read" in result.err
