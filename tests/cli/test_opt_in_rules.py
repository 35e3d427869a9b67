"""An opt-in rule (C1) is off unless configuration enables it: every place
that states a rule's default says so, and what it says matches what an
unconfigured run actually runs."""

from __future__ import annotations

import json
from pathlib import Path

from anchorlint.commands.ruledocs import page, table
from anchorlint.config.settings import DEFAULT_SETTINGS
from anchorlint.rules import RULES, lookup

ROOT = Path(__file__).parents[2]


def shown_off() -> set[str]:
    return {rule.CODE for rule in RULES if not DEFAULT_SETTINGS.enabled(rule)}


def test_the_rule_table_shows_off_for_exactly_the_rules_an_unconfigured_run_skips(cli):
    rows = [line.split() for line in cli("rule").out.splitlines()]
    assert {code for code, severity, *_ in rows if severity == "off"} == shown_off() == {"C1"}
    assert {code: severity for code, severity, *_ in rows if code != "C1"} == {
        rule.CODE: rule.SEVERITY.value for rule in RULES if rule.CODE != "C1"}


def test_rule_c1_heading_text_and_json(cli):
    assert cli("rule", "C1").out.startswith("C1 unsupported-claim (default severity: off; soft when enabled)\n")
    assert cli("rule", "C1", "--lang", "zh-TW").out.startswith("C1 unsupported-claim (預設嚴重度: off; 啟用後為 soft)\n")
    described = {item["code"]: item for item in json.loads(cli("rule", "--all", "--format", "json").out)}
    assert (described["C1"]["severity"], described["C1"]["enabled_by_default"],
            described["C1"]["severity_when_enabled"]) == ("off", False, "soft")
    assert (described["H7"]["severity"], described["H7"]["enabled_by_default"]) == ("soft", True)
    headers = [line for line in cli("rule", "--all").out.splitlines() if "(default severity: " in line]
    assert [line for line in headers if "off" in line] == ["C1 unsupported-claim (default severity: off; soft when enabled)"]


def test_generated_pages_and_readme_table_say_off():
    assert "Default severity: **off** (opt-in" in page(lookup("C1"))
    assert "Default severity: **soft**." in page(lookup("H7"))
    assert "| `unsupported-claim` | off (soft when enabled) |" in table()
    assert page(lookup("C1")) == (ROOT / "docs" / "rules" / "C1-unsupported-claim.md").read_text("utf-8")


def test_enabled_c1_reports_with_its_severity_when_enabled(cli, repo):
    from conftest import card_text, write

    write(repo / "s.md", "Nothing about the claims.\n")
    write(repo / "c.md", card_text("source_path: s.md\n"))
    ran = json.loads(cli("c.md", "--select", "C1", "--format", "json", cwd=repo).out)["files"][0]["findings"]
    assert ran and {(f["code"], f["severity"]) for f in ran} == {("C1", "soft")}
    assert not [f for f in json.loads(cli("c.md", "--format", "json", cwd=repo).out)["files"][0]["findings"]
                if f["code"] == "C1"]


def test_sarif_marks_the_opt_in_rule_disabled_by_default(cli):
    from conftest import FIXTURES

    doc = json.loads(cli("--format", "sarif", FIXTURES / "incident-2026-08-16", cwd=FIXTURES.parent).out)
    configs = {r["id"]: r["defaultConfiguration"] for r in doc["runs"][0]["tool"]["driver"]["rules"]}
    assert configs["C1"] == {"level": "warning", "enabled": False}
    assert all("enabled" not in c for code, c in configs.items() if code != "C1")
