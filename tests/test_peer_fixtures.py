"""Replay the Go original's own regression fixtures and assert every verdict
its README lists. Skipped when ../shared is absent."""

from __future__ import annotations

import json

import pytest

from anchorlint.lint.engine import lint_card
from anchorlint.lint.grounding import check_grounding
from anchorlint.lint.grounding_policy import COMPAT_POLICY, DEFAULT_POLICY
from anchorlint.config.settings import DEFAULT_SETTINGS
from conftest import SHARED, needs_shared

pytestmark = needs_shared
PEER = (SHARED / "peer-fixtures" / "arcrun-incident-2026-08-16") if SHARED else None


def read(name: str) -> str:
    return (PEER / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("policy", [DEFAULT_POLICY, COMPAT_POLICY])
def test_youlin_fabricated(policy):
    report = check_grounding(read("card-youlin-fabricated.md"), read("source-requirements.md"), policy)
    assert {"windows", "macos", "linux", "30"} <= {anchor.lower() for anchor in report.ungrounded}
    assert (report.claims, report.src_units, report.inflated) == (8, 2, True)


@pytest.mark.parametrize("compat", [False, True])
def test_youlin_findings_are_soft_h7_and_h8(compat):
    result = lint_card(read("card-youlin-fabricated.md"), read("source-requirements.md"),
                       DEFAULT_SETTINGS.with_compat(compat))
    codes = {f.code for f in result.findings}
    assert {"H7", "H8"} <= codes
    assert all(f.severity == "soft" for f in result.findings)


@pytest.mark.parametrize("policy", [DEFAULT_POLICY, COMPAT_POLICY])
def test_geek6688_faithful(policy):
    report = check_grounding(read("card-geek6688-faithful.md"), read("source-requirements.md"), policy)
    assert report.ungrounded == [] and not report.inflated
    assert (report.claims, report.src_units) == (4, 2)


def test_geek6688_has_no_finding_at_all_by_default():
    result = lint_card(read("card-geek6688-faithful.md"), read("source-requirements.md"))
    assert result.findings == []


def test_geek6688_keeps_go_h6_false_positive_in_compat():
    result = lint_card(read("card-geek6688-faithful.md"), read("source-requirements.md"),
                       DEFAULT_SETTINGS.with_compat(True))
    assert [f.code for f in result.findings] == ["H6"]


@pytest.mark.parametrize("card, source", [
    ("card-access-paraphrase.md", "source-access-en.md"),
    ("card-delivery-paraphrase.md", "source-delivery-zh.md"),
])
@pytest.mark.parametrize("compat", [False, True])
def test_paraphrases_have_no_h7_h8(card, source, compat):
    result = lint_card(read(card), read(source), DEFAULT_SETTINGS.with_compat(compat))
    assert not {"H7", "H8"} & {f.code for f in result.findings}
    assert result.grounding.ungrounded == [] and not result.grounding.inflated


def test_flags_before_or_after_the_card_give_the_same_verdict(cli):
    card, source = PEER / "card-youlin-fabricated.md", PEER / "source-requirements.md"
    after = cli(card, "--source", source, "--strict")
    before = cli("--source", source, "--strict", card)
    assert after.code == before.code == 1
    assert after.out == before.out
    assert cli(card, "--source", source).code == 0


def test_without_a_source_nothing_is_judged(cli, tmp_path):
    card = tmp_path / "card.md"
    card.write_bytes((PEER / "card-youlin-fabricated.md").read_bytes().replace(b"### \xe5\x87\xba\xe8\x99\x95", b"### x"))
    result = cli("--format", "json", card)
    (entry,) = json.loads(result.out)["files"]
    codes = [f["code"] for f in entry["findings"]]
    assert "S5" in codes and not {"H7", "H8"} & set(codes) and result.code == 0
    assert json.loads(cli("--format", "json", "--compat", card).out)["files"] == []  # Go skipped it
    assert lint_card(read("card-youlin-fabricated.md"), None).grounding is None
