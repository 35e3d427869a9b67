"""The project's own reconstruction of the 2026-08-16 incident."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES

INCIDENT = FIXTURES / "incident-2026-08-16"
EXPECTED = json.loads((INCIDENT / "expected.json").read_text(encoding="utf-8"))


def test_source_is_the_incident_shape():
    from anchorlint.text.source_units import count_source_units

    text = (INCIDENT / "requirements.md").read_text(encoding="utf-8")
    assert 200 <= len(text.encode()) <= 240
    assert count_source_units(text) == 2
    assert "> [!NOTE]" in text and "CONSTITUTION.md" in text


@pytest.mark.parametrize("compat", [False, True])
def test_grounding_of_every_card(cli, compat):
    flags = ["--compat"] if compat else []
    result = cli(*flags, "--format", "json", INCIDENT)
    files = {f["path"].split("incident-2026-08-16/")[1]: f for f in json.loads(result.out)["files"]}
    assert set(files) == set(EXPECTED)
    for name, expected in EXPECTED.items():
        grounding = dict(files[name]["grounding"])
        if not compat:  # the default mode quotes anchors as written
            grounding["ungrounded"] = [anchor.lower() for anchor in grounding["ungrounded"]]
        assert {k: grounding[k] for k in ("ungrounded", "claims", "src_units", "inflated")} == {
            k: expected[k] for k in ("ungrounded", "claims", "src_units", "inflated")
        }, name


def test_default_mode_findings_are_exactly_the_expected_ones(cli):
    result = cli("--format", "json", INCIDENT)
    for entry in json.loads(result.out)["files"]:
        name = entry["path"].split("incident-2026-08-16/")[1]
        got = [[f["code"], f["line"], f["col"]] for f in entry["findings"]]
        assert got == EXPECTED[name]["codes"], name
        assert all(f["severity"] == "soft" for f in entry["findings"])


def test_soft_findings_block_only_under_strict(cli):
    card = INCIDENT / "cards" / "fabricated.md"
    assert cli(card).code == 0
    assert cli(card, "--strict").code == 1
    assert cli("--strict", INCIDENT / "cards" / "faithful.md").code == 0
