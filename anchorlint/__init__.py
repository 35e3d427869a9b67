"""anchorlint: catch fabricated specifics in LLM-written knowledge cards.

The public API is loaded lazily so that ``import anchorlint`` (and the
pre-commit hook) stays fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from anchorlint._version import __version__

_EXPORTS = {
    "check_grounding": "anchorlint.grounding",
    "GroundingReport": "anchorlint.grounding",
    "GroundingPolicy": "anchorlint.policy",
    "lint_card": "anchorlint.engine",
    "CardResult": "anchorlint.engine",
    "Finding": "anchorlint.findings",
    "Severity": "anchorlint.findings",
    "Settings": "anchorlint.settings",
    "parse_card": "anchorlint.card",
    "Card": "anchorlint.card",
    "verify_quote": "anchorlint.quotes.verify",
    "Certificate": "anchorlint.quotes.certificate",
    "QuotePolicy": "anchorlint.quotes.policy",
    "find_value": "anchorlint.values.find",
    "match_value": "anchorlint.values.find",
    "check_record": "anchorlint.values.records",
    "ValueCertificate": "anchorlint.values.certificate",
    "ValuePolicy": "anchorlint.values.policy",
    "Policy": "anchorlint.policies.model",
    "get_policy": "anchorlint.policies.named",
}

__all__ = ["__version__", *_EXPORTS]

if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.card import Card, parse_card
    from anchorlint.engine import CardResult, lint_card
    from anchorlint.findings import Finding, Severity
    from anchorlint.grounding import GroundingReport, check_grounding
    from anchorlint.policies.model import Policy
    from anchorlint.policies.named import get_policy
    from anchorlint.policy import GroundingPolicy
    from anchorlint.quotes.certificate import Certificate
    from anchorlint.quotes.policy import QuotePolicy
    from anchorlint.quotes.verify import verify_quote
    from anchorlint.settings import Settings
    from anchorlint.values.certificate import ValueCertificate
    from anchorlint.values.find import find_value, match_value
    from anchorlint.values.policy import ValuePolicy
    from anchorlint.values.records import check_record


def __getattr__(name: str) -> Any:
    module_name = _EXPORTS.get(name)
    if module_name is None:
        raise AttributeError(f"module 'anchorlint' has no attribute '{name}'")
    import importlib

    value = getattr(importlib.import_module(module_name), name)
    globals()[name] = value
    return value
