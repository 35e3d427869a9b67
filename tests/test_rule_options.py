"""Rule options: every rule's ``Options`` dataclass is the single source of
its configuration keys (validation, ``--show-config``, the check itself)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from anchorlint import rules
from anchorlint.config.load import ConfigError, load_settings
from anchorlint.config.show import format_settings, setting_keys
from anchorlint.config.values import option_pairs, option_rules
from anchorlint.lint.engine import lint_card
from anchorlint.lint.options import option, option_specs
from anchorlint.rules import h2_definition
from conftest import write


@pytest.mark.parametrize("rule", rules.RULES, ids=lambda rule: rule.CODE)
def test_every_rule_has_a_frozen_options_dataclass_with_convertible_fields(rule):
    assert dataclasses.is_dataclass(rule.Options)
    assert rule.Options.__dataclass_params__.frozen
    for spec in option_specs(rule):
        assert spec.convert(_raw(spec.default)) == spec.default


def _raw(value):
    """A default as a configuration file would spell it."""
    return sorted(value) if isinstance(value, frozenset) else value


def test_the_schema_lists_exactly_the_rules_with_option_fields():
    with_fields = {rule.CODE for rule in rules.RULES if dataclasses.fields(rule.Options)}
    assert set(option_rules()) == with_fields == {"C1", "H2", "H3", "H4", "H6", "H7", "H8"}
    assert ("rules.H3.wiki_min", "rules.H3.wiki_max") in option_pairs()
    assert ("rules.H4.min_triples", "rules.H4.max_triples") in option_pairs()


def test_h7_and_h8_options_reach_the_grounding_core(repo):
    write(repo / ".anchorlint.yaml", "rules:\n  H7: {allow: [ACME]}\n  H8: {ratio: 5, min_claims: 2}\n")
    settings = load_settings(repo)
    assert settings.options_for(rules.h7_ungrounded_anchor).allow == {"acme"}
    assert settings.policy.allow == {"acme"}
    assert (settings.policy.h8_ratio, settings.policy.h8_min_claims) == (5, 2)


@dataclass(frozen=True)
class _WiderOptions:
    max_chars: int = option(80, low=1)
    shout: bool = option(False, help="a new option")


@pytest.fixture
def wider_h2(monkeypatch):
    """H2 with one more option, added in the rule module only."""
    monkeypatch.setattr(h2_definition, "Options", _WiderOptions)
    option_specs.cache_clear()
    yield
    option_specs.cache_clear()


def test_a_new_option_is_one_edit_in_the_rule_module(repo, wider_h2):
    assert "rules.H2.shout" in setting_keys()
    write(repo / ".anchorlint.yaml", "rules:\n  H2: {shout: true}\n")
    settings = load_settings(repo)
    assert settings.options_for(h2_definition).shout is True
    assert "rules.H2.shout = true" in format_settings(settings)
    write(repo / ".anchorlint.yaml", "rules:\n  H2: {shout: 3}\n")
    with pytest.raises(ConfigError, match=r"\.anchorlint\.yaml: rules\.H2\.shout: expected true or false"):
        load_settings(repo)


def test_an_unknown_option_names_file_key_and_the_allowed_keys(repo, wider_h2):
    write(repo / ".anchorlint.yaml", "rules:\n  H2: {loud: true}\n")
    with pytest.raises(ConfigError, match=r"rules\.H2\.loud: unknown key \(allowed: max_chars, shout\)"):
        load_settings(repo)


def test_h8_reads_its_own_ratio_for_the_limit_it_reports(repo):
    source = "One.\nTwo.\n"
    card = "# t\n\n## 重點\n\n" + "".join(f"- claim {i}\n" for i in range(8))
    write(repo / ".anchorlint.yaml", "rules:\n  H8: {ratio: 2}\n")
    settings = load_settings(repo)
    findings = [f for f in lint_card(card, source, settings).findings if f.code == "H8"]
    assert [(f.line, f.args["limit"]) for f in findings] == [(3, 4)]
