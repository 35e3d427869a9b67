"""--format sarif: valid SARIF 2.1.0 (the OASIS schema), every rule described,
levels from the engine's blocking decision, and fingerprints that survive
lines inserted above a finding."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from anchorlint.rules import RULES
from conftest import FIXTURES, card_text, write

SCHEMA = json.loads((Path(__file__).parents[1] / "schemas" / "sarif-schema-2.1.0.json").read_text("utf-8"))
FABRICATED = FIXTURES / "incident-2026-08-16" / "cards" / "fabricated.md"


def sarif(cli, *args, cwd=None) -> dict:
    result = cli("--format", "sarif", *args, cwd=cwd)
    doc = json.loads(result.out)
    jsonschema.Draft4Validator(SCHEMA, format_checker=jsonschema.FormatChecker()).validate(doc)
    return doc


def located(doc: dict) -> list[tuple[str, int, int, str]]:
    out = []
    for result in doc["runs"][0]["results"]:
        region = result["locations"][0]["physicalLocation"]["region"]
        out.append((result["ruleId"], region["startLine"], region["startColumn"], result["level"]))
    return out


def test_schema_valid_with_every_rule_described(cli):
    doc = sarif(cli, FABRICATED, cwd=FIXTURES.parent)
    assert doc["version"] == "2.1.0" and len(doc["runs"]) == 1
    driver = doc["runs"][0]["tool"]["driver"]
    assert [r["id"] for r in driver["rules"]] == [rule.CODE for rule in RULES]
    for descriptor, rule in zip(driver["rules"], RULES):
        assert descriptor["name"] == rule.NAME
        assert descriptor["shortDescription"]["text"] and descriptor["fullDescription"]["text"]
        assert "helpUri" not in descriptor  # no docs address configured: no made-up link
        assert descriptor["help"]["markdown"] == (Path(__file__).parents[2] / "docs" / "rules" /
                                                  f"{rule.CODE}-{rule.NAME}.md").read_text("utf-8")
        assert descriptor["defaultConfiguration"]["level"] == ("error" if rule.SEVERITY.value == "hard" else "warning")
    assert "informationUri" not in driver


def test_results_match_the_json_report(cli):
    doc = sarif(cli, FABRICATED, cwd=FIXTURES.parent)
    findings = json.loads(cli("--format", "json", FABRICATED, cwd=FIXTURES.parent).out)["files"][0]["findings"]
    assert located(doc) == [(f["code"], f["line"], f["col"], "warning") for f in findings]
    rules = doc["runs"][0]["tool"]["driver"]["rules"]
    for result in doc["runs"][0]["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        location = result["locations"][0]["physicalLocation"]["artifactLocation"]
        assert location == {"uri": "fixtures/incident-2026-08-16/cards/fabricated.md", "uriBaseId": "%SRCROOT%"}
    h7 = [r for r in doc["runs"][0]["results"] if r["ruleId"] == "H7"]
    region = h7[0]["locations"][0]["physicalLocation"]["region"]
    assert region == {"startLine": 19, "startColumn": 10, "endLine": 19, "endColumn": 17}  # 'windows'


def test_strict_makes_soft_findings_errors(cli):
    doc = sarif(cli, "--strict", FABRICATED, cwd=FIXTURES.parent)
    assert {level for *_, level in located(doc)} == {"error"}


def test_hard_finding_is_an_error(cli, repo):
    write(repo / "s.md", "Kafka and Redis every 15 minutes.\n")
    # No gloss: a wiki card without its gloss (H2, hard); a four-part relation (H4, soft).
    write(repo / "c.md", card_text("source_path: s.md\n").replace("gloss: 測試卡\n", "") + "- a >> b >> c >> d\n")
    doc = sarif(cli, repo / "c.md", cwd=repo)
    assert ("H2", 1, 1, "error") in located(doc)
    assert ("H4", 16, 1, "warning") in located(doc)


def test_uri_is_relative_to_the_repository_root_and_escaped(cli, repo):
    write(repo / "s.md", "nothing\n")
    write(repo / "知識 卡" / "c.md", card_text("source_path: ../s.md\n"))
    doc = sarif(cli, ".", cwd=repo / "知識 卡")
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in doc["runs"][0]["results"]}
    assert uris == {"%E7%9F%A5%E8%AD%98%20%E5%8D%A1/c.md"}
    assert doc["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"] == repo.resolve().as_uri() + "/"


def _fingerprints(doc: dict) -> dict[tuple[str, str], list[str]]:
    out: dict[tuple[str, str], list[str]] = {}
    for result in doc["runs"][0]["results"]:
        out.setdefault((result["ruleId"], result["message"]["text"]), []).extend(result["partialFingerprints"].values())
    return out


def test_fingerprints_survive_lines_inserted_above(cli, repo):
    write(repo / "s.md", "nothing relevant\n")
    card = write(repo / "c.md", card_text("source_path: s.md\n"))
    before = sarif(cli, card, cwd=repo)
    card.write_text(card.read_text("utf-8").replace("## 重點\n", "## 重點\n- 新增一行\n- 又一行\n"), "utf-8")
    after = sarif(cli, card, cwd=repo)
    lines_before = {r["ruleId"]: r["locations"][0]["physicalLocation"]["region"]["startLine"]
                    for r in before["runs"][0]["results"] if r["ruleId"] == "H7"}
    lines_after = {r["ruleId"]: r["locations"][0]["physicalLocation"]["region"]["startLine"]
                   for r in after["runs"][0]["results"] if r["ruleId"] == "H7"}
    assert lines_after["H7"] == lines_before["H7"] + 2  # the findings moved...
    h7 = lambda doc: {k: v for k, v in _fingerprints(doc).items() if k[0] == "H7"}  # noqa: E731
    assert h7(after) == h7(before) and len(h7(before)) == 3  # ...their fingerprints did not
    every = [fp for fps in _fingerprints(after).values() for fp in fps]
    assert len(every) == len(set(every))


def test_repeated_evidence_gets_distinct_fingerprints():
    from anchorlint.lint.findings import Finding, Severity
    from anchorlint.lint.identity import fingerprint, occurrences

    same = [Finding(3, 1, "H3", Severity.SOFT, "prose", {"section": "重點"}),
            Finding(5, 1, "H3", Severity.SOFT, "prose", {"section": "重點"})]
    prints = [fingerprint("c.md", f.code, evidence, index) for f, evidence, index in occurrences(same)]
    assert prints[0] != prints[1]


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_messages_follow_the_language(cli, lang):
    doc = sarif(cli, "--lang", lang, FABRICATED, cwd=FIXTURES.parent)
    texts = " ".join(r["message"]["text"] for r in doc["runs"][0]["results"])
    assert ("原文查不到" in texts) == (lang == "zh-TW")


def test_suppressed_findings_are_marked_not_dropped(cli, repo):
    write(repo / "s.md", "nothing relevant\n")
    card = write(repo / "c.md", card_text("source_path: s.md\n"))
    before = sarif(cli, card, cwd=repo)
    cli("--suppress-all", card, cwd=repo)
    after = sarif(cli, card, cwd=repo)
    assert [r["partialFingerprints"] for r in after["runs"][0]["results"]] == [
        r["partialFingerprints"] for r in before["runs"][0]["results"]]
    assert all(r["suppressions"] == [{"kind": "external", "justification": "anchorlint-suppressions.json"}]
               for r in after["runs"][0]["results"])


def test_help_uri_with_a_docs_address(cli):
    docs = "https://docs.example.org/anchorlint/rules"
    doc = json.loads(cli("--format", "sarif", FABRICATED, cwd=FIXTURES.parent,
                         env={"ANCHORLINT_DOCS_URL": docs}).out)
    jsonschema.Draft4Validator(SCHEMA, format_checker=jsonschema.FormatChecker()).validate(doc)
    driver = doc["runs"][0]["tool"]["driver"]
    assert driver["informationUri"] == docs
    assert [r["helpUri"] for r in driver["rules"]] == [f"{docs}/{rule.CODE}-{rule.NAME}.md" for rule in RULES]


def test_regions_end_where_the_json_report_says(cli, repo):
    """One extent for every format: SARIF's endColumn is JSON's end_col
    wherever the span is known (H7's anchor, a measured end_col)."""
    write(repo / "s.md", "Kafka and Redis sync every 15 minutes.\n")
    write(repo / "c.md", card_text("source_path: s.md\n").replace("摘要。", "摘要。Windows, macOS 與 Linux。"))
    doc = sarif(cli, "c.md", cwd=repo)
    findings = json.loads(cli("--format", "json", "c.md", cwd=repo).out)["files"][0]["findings"]
    regions = [r["locations"][0]["physicalLocation"]["region"] for r in doc["runs"][0]["results"]]
    assert len(regions) == len(findings) and any(f["code"] == "H7" for f in findings)
    for finding, region in zip(findings, regions):
        assert (region["startLine"], region["startColumn"]) == (finding["line"], finding["col"])
        if "endColumn" in region:
            assert (region["endLine"], region["endColumn"]) == (finding["end_line"], finding["end_col"])
        else:  # unknown span: JSON gives the one character at the column
            assert (finding["end_line"], finding["end_col"]) == (finding["line"], finding["col"] + 1)
    assert sum("endColumn" in r for r in regions) >= 3  # Windows, macOS, Linux
