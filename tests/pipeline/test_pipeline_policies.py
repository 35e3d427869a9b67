"""Policies: shipped differences, fingerprint stability and sensitivity to
every single setting, provenance in the lint JSON."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from dataclasses import replace
from typing import Any

import pytest
from conftest import PROJECT

from anchorlint.policies import (
    DEFAULT,
    PERMISSIVE,
    POLICIES,
    STRICT,
    Policy,
    UnknownPolicy,
    get_policy,
    model,
)
from anchorlint.lint.grounding_policy import DEFAULT_POLICY, SectionNames
from anchorlint.quotes.options import LADDER, QuotePolicy
from anchorlint.config.settings import DEFAULT_SETTINGS, Assignment
from anchorlint.values.options import ValuePolicy


def _changed(name: str, value: Any) -> Any:
    """Another valid value for setting ``name``."""
    alternatives = {"accept_through": "typography", "mode": "fuzzy", "locale": "de", "single_digit": "always"}
    if name in alternatives:
        return alternatives[name] if value != alternatives[name] else "exact"
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, float):
        return round(value - 0.01, 2)
    if isinstance(value, frozenset):
        return value | {"zzz-extra"}
    if isinstance(value, SectionNames):
        return replace(value, triples="Relations")
    raise AssertionError(f"no alternative for {name}={value!r}")


def every_single_change(base: Policy) -> list[tuple[str, Policy]]:
    """One policy per setting, with only that setting changed."""
    changed: list[tuple[str, Policy]] = []
    for f in dataclasses.fields(QuotePolicy):
        quotes = replace(base.quotes, **{f.name: _changed(f.name, getattr(base.quotes, f.name))})
        changed.append((f"quotes.{f.name}", replace(base, grounding=replace(base.grounding, quotes=quotes))))
    for f in dataclasses.fields(ValuePolicy):
        values = replace(base.values, **{f.name: _changed(f.name, getattr(base.values, f.name))})
        changed.append((f"values.{f.name}", replace(base, values=values)))
    for f in dataclasses.fields(type(base.grounding)):
        if f.name != "quotes":
            value = _changed(f.name, getattr(base.grounding, f.name))
            changed.append((f"grounding.{f.name}", replace(base, grounding=replace(base.grounding, **{f.name: value}))))
    changed.append(("rules", replace(base, rules='{"select":["H7"]}')))
    return changed


@pytest.mark.parametrize("base", [STRICT, DEFAULT, PERMISSIVE], ids=lambda p: p.name)
def test_every_single_setting_changes_the_fingerprint(base: Policy) -> None:
    variants = every_single_change(base)
    assert len(variants) >= 18
    prints = {name: policy.fingerprint for name, policy in variants}
    assert base.fingerprint not in prints.values()
    assert len(set(prints.values())) == len(prints)


def test_the_verifier_revision_is_part_of_the_fingerprint(monkeypatch: pytest.MonkeyPatch) -> None:
    before = Policy().fingerprint
    monkeypatch.setattr(model, "VERIFIER_REVISION", model.VERIFIER_REVISION + 1)
    assert Policy().fingerprint != before


def test_the_name_is_a_label_not_a_setting() -> None:
    assert DEFAULT.named("mine").fingerprint == DEFAULT.fingerprint
    assert DEFAULT.named("mine") == DEFAULT


def test_fingerprints_are_short_hex_and_distinct() -> None:
    prints = [p.fingerprint for p in POLICIES.values()]
    assert len(set(prints)) == 3
    assert all(len(fp) == 16 and int(fp, 16) >= 0 for fp in prints)


_PRINT_ALL = "from anchorlint.policies import POLICIES; print(' '.join(p.fingerprint for p in POLICIES.values()))"


def test_fingerprints_are_the_same_in_other_processes() -> None:
    expected = " ".join(p.fingerprint for p in POLICIES.values())
    for seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(PROJECT)}
        done = subprocess.run([sys.executable, "-c", _PRINT_ALL], capture_output=True, text=True, env=env,
                              cwd=PROJECT, check=True)
        assert done.stdout.split() == expected.split()


def test_shipped_policies_differ_as_documented() -> None:
    assert STRICT.quotes.tiers == ("exact", "whitespace")
    assert (STRICT.quotes.allow_stitched, STRICT.quotes.floor, STRICT.values.mode) == (False, 0.95, "exact")
    assert DEFAULT.quotes == QuotePolicy() and DEFAULT.values == ValuePolicy()
    assert DEFAULT.grounding == DEFAULT_POLICY
    assert PERMISSIVE.quotes.tiers == (*LADDER, "skeleton")  # every sound tier (issue 12 added four)
    assert PERMISSIVE.quotes.allow_stitched and PERMISSIVE.quotes.floor == 0.85
    assert PERMISSIVE.quotes.forgive_final_period and PERMISSIVE.quotes.forgive_word_changes
    assert (PERMISSIVE.values.mode, PERMISSIVE.values.threshold) == ("fuzzy", 0.85)
    for policy in POLICIES.values():  # anchors and claim inflation do not vary
        assert replace(policy.grounding, quotes=QuotePolicy()) == DEFAULT_POLICY


def test_get_policy() -> None:
    assert get_policy("strict") is STRICT and get_policy() is DEFAULT
    with pytest.raises(UnknownPolicy, match="strict, default, permissive"):
        get_policy("lenient")


def test_policy_from_settings() -> None:
    assert Policy.from_settings(DEFAULT_SETTINGS).name == "default"
    assert Policy.from_settings(DEFAULT_SETTINGS).fingerprint == DEFAULT.fingerprint
    changes = [
        DEFAULT_SETTINGS.with_compat(True),
        DEFAULT_SETTINGS.assign([Assignment("rules.H7.allow", frozenset({"acme"}), "test")]),
        DEFAULT_SETTINGS.assign([Assignment("rules.H8.ratio", 4, "test")]),
        DEFAULT_SETTINGS.assign([Assignment("severity.H7", "hard", "test")]),
        DEFAULT_SETTINGS.assign([Assignment("ignore", frozenset({"H6"}), "test")]),
    ]
    prints = {Policy.from_settings(settings).fingerprint for settings in changes}
    assert len(prints) == len(changes) and DEFAULT.fingerprint not in prints
    assert {Policy.from_settings(settings).name for settings in changes} == {"custom"}


def _lint_json(cli, *args: str) -> dict:
    result = cli("--format", "json", *args, "fixtures/incident-2026-08-16/cards", cwd=PROJECT)
    return json.loads(result.out)


def test_lint_json_carries_the_provenance(cli) -> None:
    plain = _lint_json(cli)
    assert plain["policy"] == "default" and plain["policy_fingerprint"] == DEFAULT.fingerprint
    assert plain["anchorlint_version"] and plain["unicode_version"]
    assert list(plain)[:7] == ["schema", "mode", "strict", "files", "skipped", "errors", "summary"]
    assert "version" not in plain  # one version key: anchorlint_version
    compat = _lint_json(cli, "--compat")
    assert compat["policy"] == "custom" and compat["policy_fingerprint"] != plain["policy_fingerprint"]


def test_a_configuration_change_changes_the_lint_fingerprint(cli, tmp_path) -> None:
    config = tmp_path / "config.yaml"
    config.write_text("rules:\n  H8:\n    ratio: 5\n", encoding="utf-8")
    changed = _lint_json(cli, "--config", str(config))
    assert changed["policy"] == "custom" and changed["policy_fingerprint"] != DEFAULT.fingerprint
