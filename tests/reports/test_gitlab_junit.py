"""--format gitlab (Code Quality JSON) and --format junit (JUnit XML), checked
against their published formats (tests/schemas/README.md says which)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from conftest import FIXTURES, card_text, write

SCHEMAS = Path(__file__).parents[1] / "schemas"
CARDS = FIXTURES / "incident-2026-08-16" / "cards"
FABRICATED = CARDS / "fabricated.md"


def gitlab(cli, *args, cwd=None) -> list[dict]:
    doc = json.loads(cli("--format", "gitlab", *args, cwd=cwd).out)
    jsonschema.validate(doc, json.loads((SCHEMAS / "gitlab-code-quality.schema.json").read_text("utf-8")))
    return doc


def junit(cli, *args, cwd=None) -> tuple[ET.Element, int]:
    xmlschema = pytest.importorskip("xmlschema")
    result = cli("--format", "junit", *args, cwd=cwd)
    xmlschema.XMLSchema(str(SCHEMAS / "junit-10.xsd")).validate(result.out.encode("utf-8"))
    return ET.fromstring(result.out.encode("utf-8")), result.code


def test_gitlab_issues_match_the_json_report(cli):
    issues = gitlab(cli, FABRICATED, cwd=FIXTURES.parent)
    findings = json.loads(cli("--format", "json", FABRICATED, cwd=FIXTURES.parent).out)["files"][0]["findings"]
    assert [(i["check_name"].split("/")[1].split("-")[0], i["location"]["lines"]["begin"]) for i in issues] == [
        (f["code"], f["line"]) for f in findings]
    assert {i["location"]["path"] for i in issues} == {"fixtures/incident-2026-08-16/cards/fabricated.md"}
    assert {i["severity"] for i in issues} == {"minor"}
    assert len({i["fingerprint"] for i in issues}) == len(issues)


def test_gitlab_severity_mapping(cli, repo):
    write(repo / "s.md", "nothing relevant\n")
    # No gloss (H2, hard: a wiki card without its gloss) and a four-part relation (H4, soft).
    write(repo / "c.md", card_text("source_path: s.md\n").replace("gloss: 測試卡\n", "") + "- a >> b >> c >> d\n")
    by_code = {i["check_name"]: i["severity"] for i in gitlab(cli, "c.md", cwd=repo)}
    assert by_code["anchorlint/H2-definition"] == "critical"  # hard
    assert by_code["anchorlint/H4-relation-triples"] == "minor"  # soft
    strict = {i["check_name"]: i["severity"] for i in gitlab(cli, "--strict", "c.md", cwd=repo)}
    assert strict["anchorlint/H4-relation-triples"] == "major"  # soft, blocking under --strict
    assert strict["anchorlint/H2-definition"] == "critical"


def test_gitlab_fingerprints_survive_moved_lines(cli, repo):
    write(repo / "s.md", "nothing relevant\n")
    card = write(repo / "c.md", card_text("source_path: s.md\n"))
    before = {(i["check_name"], i["fingerprint"]) for i in gitlab(cli, "c.md", cwd=repo)}
    card.write_text(card_text("source_path: s.md\n").replace("## 摘要\n", "## 摘要\n補上一句。\n再補一句。\n"), "utf-8")
    after = gitlab(cli, "c.md", cwd=repo)
    assert {(i["check_name"], i["fingerprint"]) for i in after} == before
    assert min(i["location"]["lines"]["begin"] for i in after if "H7" in i["check_name"]) > 12


def test_junit_one_testcase_per_card(cli):
    root, code = junit(cli, CARDS, cwd=FIXTURES.parent)
    cases = root.findall("./testsuite/testcase")
    assert sorted(c.get("name") for c in cases) == sorted(
        f"fixtures/incident-2026-08-16/cards/{p.name}" for p in CARDS.glob("*.md"))
    assert code == 0 and root.get("failures") == "0" and root.get("tests") == str(len(cases))
    fabricated = next(c for c in cases if c.get("name").endswith("fabricated.md"))
    assert fabricated.find("failure") is None  # soft findings do not block...
    assert fabricated.find("system-out").text.count(": H7 [soft] ") == 4  # ...but are shown


def test_junit_strict_failures_carry_the_findings(cli):
    root, code = junit(cli, "--strict", CARDS, cwd=FIXTURES.parent)
    assert code == 1 and root.get("failures") == "1" == root.find("testsuite").get("failures")
    failure = root.find(".//testcase[@name='fixtures/incident-2026-08-16/cards/fabricated.md']/failure")
    assert failure.get("type") == "H7,H8"
    lines = failure.text.splitlines()
    assert lines[1].startswith("fixtures/incident-2026-08-16/cards/fabricated.md:19:10: H7 [soft] ")
    assert len(lines) == 5


def test_junit_escapes_what_it_shows(cli, repo):
    write(repo / "s.md", "nothing\n")
    write(repo / '<b>&"x"\x01.md', card_text("source_path: s.md\n"))
    root, _ = junit(cli, "--strict", ".", cwd=repo)
    case = root.find("./testsuite/testcase")
    assert case.get("name") == '<b>&"x"\\x01.md'  # markup kept as text, control character escaped
    assert case.find("failure").text.startswith('<b>&"x"\\x01.md:')


def test_junit_run_error_is_an_error_testcase(cli, repo):
    write(repo / "s.md", "nothing\n")
    write(repo / "c.md", card_text("source_path: s.md\n"))
    root, code = junit(cli, "c.md", "gone.md", cwd=repo)
    assert code == 2
    error = root.find(".//testcase[@name='(run)']/error")
    assert "gone.md" in error.text and root.get("errors") == "1"
