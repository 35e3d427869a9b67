"""Item 10: ``--exit-zero``, ``-q/--quiet``, ``--statistics`` and
``--output-file`` (any format), as ruff has them."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES

FABRICATED = FIXTURES / "incident-2026-08-16" / "cards" / "fabricated.md"
INCIDENT = FIXTURES / "incident-2026-08-16"


def test_exit_zero_exits_0_even_when_findings_block(cli):
    assert cli(FABRICATED, "--strict").code == 1
    result = cli(FABRICATED, "--strict", "--exit-zero")
    assert result.code == 0 and "H7 [soft, blocking]" in result.out


def test_exit_zero_still_exits_2_when_anchorlint_cannot_do_its_job(cli):
    assert cli(FABRICATED, "no-such.md", "--exit-zero").code == 2


@pytest.mark.parametrize("flag", ["-q", "--quiet"])
def test_quiet_prints_findings_only(cli, flag):
    loud, quiet = cli(FABRICATED), cli(FABRICATED, flag)
    assert quiet.out.splitlines() == loud.out.splitlines()[:-1]  # no summary
    assert quiet.code == loud.code


def test_statistics_counts_findings_per_rule_most_frequent_first(cli):
    out = cli(INCIDENT, "--statistics", cwd=FIXTURES.parent).out
    assert out.splitlines() == ["4\tH7\t[ ] ungrounded-anchor", "1\tH8\t[ ] claim-inflation"]
    rows = json.loads(cli(INCIDENT, "--statistics", "--format", "json").out)
    assert [(row["code"], row["count"], row["fixable"]) for row in rows] == [("H7", 4, False), ("H8", 1, False)]


@pytest.mark.parametrize("fmt", ["text", "json", "github"])
def test_output_file_takes_the_report_in_any_format(cli, tmp_path, fmt):
    target = tmp_path / f"report.{fmt}"
    direct = cli(FABRICATED, "--format", fmt, cwd=FIXTURES.parent)
    to_file = cli(FABRICATED, "--format", fmt, "--output-file", target, cwd=FIXTURES.parent)
    assert to_file.out == "" and to_file.code == direct.code == 0
    assert target.read_text(encoding="utf-8") == direct.out
    short = tmp_path / "short.txt"
    assert cli(FABRICATED, "-o", short, "--statistics").out == "" and short.read_text().startswith("4\tH7")
