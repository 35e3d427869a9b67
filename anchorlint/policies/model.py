"""A verification policy: every choice a verdict depends on, in one frozen
value with a stable fingerprint.

A grounding rate means nothing without the policy that produced it, so the
policy travels with every JSON output as a name and a fingerprint. The
fingerprint hashes the canonical form (every field of the grounding, quote
and value policies, the lint run's rule settings) together with
``VERIFIER_REVISION``; it is the same in every process and on every machine,
and it changes when any setting does. It is not a hash of the code: report
``anchorlint_version`` and the Unicode database version beside it.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from anchorlint._version import __version__
from anchorlint.config.fingerprint import canonical, fingerprint
from anchorlint.lint.grounding_policy import DEFAULT_POLICY, GroundingPolicy
from anchorlint.quotes.options import VERIFIER_REVISION, QuotePolicy
from anchorlint.values.options import DEFAULT_VALUE_POLICY, ValuePolicy

if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.config.settings import Settings

# VERIFIER_REVISION (defined beside the quotation policy, where the run cache
# can read it cheaply) is in the fingerprint: a new revision changes it
# although no setting changed.
CUSTOM = "custom"


@dataclass(frozen=True)
class Policy:
    """What counts as grounded: anchors and claims (``grounding``, which
    also holds the quotation policy), values (``values``) and, for a lint
    run, the rule settings (``rules``: None for every rule at its default,
    else their canonical JSON). ``name`` is a label, not part of the
    fingerprint: two names for the same settings share one fingerprint."""

    name: str = field(default="default", compare=False)
    grounding: GroundingPolicy = DEFAULT_POLICY
    values: ValuePolicy = DEFAULT_VALUE_POLICY
    rules: str | None = None

    @property
    def quotes(self) -> QuotePolicy:
        return self.grounding.quotes

    def canonical(self) -> dict[str, Any]:
        """A JSON-able form with a fixed order, the input of the fingerprint."""
        return {
            "verifier_revision": VERIFIER_REVISION,
            "grounding": canonical(self.grounding),
            "values": self.values.canonical(),
            "rules": "default" if self.rules is None else json.loads(self.rules),
        }

    @cached_property
    def fingerprint(self) -> str:
        return fingerprint(self.canonical())

    def named(self, name: str) -> Policy:
        return replace(self, name=name)

    @classmethod
    def from_settings(cls, settings: Settings) -> Policy:
        """The policy a lint run uses: its grounding policy and rule settings.
        Named after the shipped policy with the same fingerprint, else
        ``custom`` (configuration or ``--compat`` changed something)."""
        rules = rule_settings(settings)
        policy = cls(CUSTOM, settings.policy, DEFAULT_VALUE_POLICY, None if rules == _default_rules() else rules)
        shipped = SHIPPED.get(policy.fingerprint)
        return policy if shipped is None else policy.named(shipped.name)


# The shipped policies by fingerprint. policies/named.py fills it when it
# defines them (importing anything from this package imports it first), so
# that this module needs nothing from that one.
SHIPPED: dict[str, Policy] = {}


def rule_settings(settings: Settings) -> str:
    """The canonical JSON of everything in ``settings`` beyond the grounding
    policy that changes verdicts: rule selection, severities, options, the
    source key and per-path overrides (without where each value came from)."""
    overrides = [
        {"glob": o.glob, "set": [[a.key, canonical(a.value)] for a in o.assignments]}
        for o in settings.overrides
    ]
    form = {
        "select": canonical(settings.select),
        "ignore": canonical(settings.ignore),
        "severity": canonical(settings.severity),
        "options": canonical(_beyond_grounding(settings.options)),
        "source_key": settings.source_key,
        "overrides": overrides,
    }
    return json.dumps(form, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _beyond_grounding(options: Mapping[str, object]) -> dict[str, object]:
    """Rule options without those the grounding policy holds (H7, H8, whose
    ``grounding_fields`` set it): they are fingerprinted there, once."""
    from anchorlint.rules import BY_CODE

    return {code: value for code, value in options.items()
            if not hasattr(BY_CODE[code], "grounding_fields")}


_DEFAULT_RULES: list[str] = []


def _default_rules() -> str:
    if not _DEFAULT_RULES:
        from anchorlint.config.settings import DEFAULT_SETTINGS

        _DEFAULT_RULES.append(rule_settings(DEFAULT_SETTINGS))
    return _DEFAULT_RULES[0]


def provenance(policy: Policy) -> dict[str, str]:
    """The four keys every JSON output carries, so that a verdict can be
    reproduced: package version, policy name and fingerprint, Unicode data."""
    return {
        "anchorlint_version": __version__,
        "policy": policy.name,
        "policy_fingerprint": policy.fingerprint,
        "unicode_version": unicodedata.unidata_version,
    }
