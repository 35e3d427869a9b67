"""anchorlint explain: every setting, every tier, soundness and assumptions."""

from __future__ import annotations

import dataclasses
import json

import pytest

from anchorlint.policies import POLICIES, VERIFIER_REVISION
from anchorlint.policies.describe import SETTINGS, TIERS, setting_values
from anchorlint.lint.grounding_policy import GroundingPolicy
from anchorlint.quotes.certificate import TIER_NAMES
from anchorlint.quotes.options import QuotePolicy
from anchorlint.values.options import ValuePolicy


def test_every_policy_field_has_a_meaning_in_both_languages() -> None:
    names = {f"quotes.{f.name}" for f in dataclasses.fields(QuotePolicy)}
    names |= {f"values.{f.name}" for f in dataclasses.fields(ValuePolicy)}
    names |= {f"grounding.{f.name}" for f in dataclasses.fields(GroundingPolicy) if f.name != "quotes"}
    assert names | {"rules"} == set(SETTINGS) == {name for name, _ in setting_values(POLICIES["default"])}
    assert all(set(meaning) == {"en", "zh-TW"} for meaning in SETTINGS.values())
    assert set(TIERS) == set(TIER_NAMES)


@pytest.mark.parametrize("name", list(POLICIES))
def test_text_names_every_tier_and_its_soundness(cli, name: str) -> None:
    result = cli("explain", "--policy", name, "--lang", "en")
    assert result.code == 0
    policy = POLICIES[name]
    assert result.out.startswith(f"Policy {name}  {policy.fingerprint}\n")
    assert f"verifier revision {VERIFIER_REVISION}" in result.out
    tiers = dict(line.split()[:2] for line in result.out.split("Tiers:\n")[1].split("\n\n")[0].splitlines())
    assert tiers == {"exact": "sound", "whitespace": "sound", "cjk-linebreak": "sound", "layout": "sound",
                     "hyphenation": "sound", "typography": "sound", "diacritics": "sound", "case": "sound",
                     "skeleton": "UNSOUND", "stitched": "sound", "approximate": "no", "none": "no"}
    for setting in SETTINGS:
        assert f"  {setting} " in result.out


def test_json_marks_what_each_policy_accepts(cli) -> None:
    accepted = {}
    for name in POLICIES:
        data = json.loads(cli("explain", "--policy", name, "--format", "json").out)
        assert {"anchorlint_version", "policy", "policy_fingerprint", "unicode_version"} <= set(data)
        accepted[name] = [row["tier"] for row in data["tiers"] if row["accepted"]]
        assert data["assumptions"]
    assert accepted == {
        "strict": ["exact", "whitespace"],
        "default": ["exact", "whitespace", "cjk-linebreak", "layout", "hyphenation", "typography", "diacritics",
                    "case", "stitched"],
        "permissive": ["exact", "whitespace", "cjk-linebreak", "layout", "hyphenation", "typography",
                       "diacritics", "case", "skeleton", "stitched"],
    }


def test_unsound_acceptance_is_stated_as_an_assumption(cli) -> None:
    permissive = cli("explain", "--policy", "permissive", "--lang", "en").out
    default = cli("explain", "--lang", "en").out
    assert "UNSOUND: the skeleton tier is accepted" in permissive
    assert "UNSOUND: the skeleton tier" not in default


def test_traditional_chinese_headings_and_labels(cli) -> None:
    out = cli("explain", env={"LANG": "zh_TW.UTF-8"}).out
    assert out.startswith("政策 default ")
    for heading in ("設定：", "層級：", "假設："):
        assert f"\n{heading}\n" in out
    assert "skeleton     不可靠" in out and "exact        可靠" in out
