"""Named, fingerprinted verification policies (see the README, "anchorlint in a pipeline").

``Policy`` composes the grounding policy (anchors, claim inflation, and the
quotation policy it holds) with the value policy; ``get_policy`` returns one
of the shipped policies; ``provenance`` gives the keys every JSON output
carries.
"""

from __future__ import annotations

from anchorlint.policies.model import CUSTOM, VERIFIER_REVISION, Policy, provenance, rule_settings
from anchorlint.policies.named import (
    DEFAULT,
    PERMISSIVE,
    POLICIES,
    POLICY_NAMES,
    STRICT,
    UnknownPolicy,
    get_policy,
)

__all__ = [
    "CUSTOM",
    "DEFAULT",
    "PERMISSIVE",
    "POLICIES",
    "POLICY_NAMES",
    "STRICT",
    "VERIFIER_REVISION",
    "Policy",
    "UnknownPolicy",
    "get_policy",
    "provenance",
    "rule_settings",
]
