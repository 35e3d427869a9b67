"""anchorlint: catch fabricated specifics in LLM-written knowledge cards.

The public API is loaded lazily so that ``import anchorlint`` (and the
pre-commit hook) stays fast.
"""

from __future__ import annotations

from anchorlint._version import __version__

_EXPORTS = {
    "check_grounding": "anchorlint.lint.grounding",
    "GroundingReport": "anchorlint.lint.grounding",
    "GroundingPolicy": "anchorlint.lint.grounding_policy",
    "lint_card": "anchorlint.lint.engine",
    "CardResult": "anchorlint.lint.engine",
    "Finding": "anchorlint.lint.findings",
    "Severity": "anchorlint.lint.findings",
    "Settings": "anchorlint.config.settings",
    "parse_card": "anchorlint.model.card",
    "Card": "anchorlint.model.card",
    "verify_quote": "anchorlint.quotes.verify",
    "Certificate": "anchorlint.quotes.certificate",
    "QuotePolicy": "anchorlint.quotes.options",
    "find_value": "anchorlint.values.find",
    "match_value": "anchorlint.values.find",
    "check_record": "anchorlint.values.records",
    "ValueCertificate": "anchorlint.values.certificate",
    "ValuePolicy": "anchorlint.values.options",
    "Policy": "anchorlint.policies.model",
    "get_policy": "anchorlint.policies.named",
}

__all__ = ["__version__", *_EXPORTS]

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any
    from anchorlint.model.card import Card, parse_card
    from anchorlint.lint.engine import CardResult, lint_card
    from anchorlint.lint.findings import Finding, Severity
    from anchorlint.lint.grounding import GroundingReport, check_grounding
    from anchorlint.policies.model import Policy
    from anchorlint.policies.named import get_policy
    from anchorlint.lint.grounding_policy import GroundingPolicy
    from anchorlint.quotes.certificate import Certificate
    from anchorlint.quotes.options import QuotePolicy
    from anchorlint.quotes.verify import verify_quote
    from anchorlint.config.settings import Settings
    from anchorlint.values.certificate import ValueCertificate
    from anchorlint.values.find import find_value, match_value
    from anchorlint.values.options import ValuePolicy
    from anchorlint.values.records import check_record


def __getattr__(name: str) -> Any:
    module_name = _EXPORTS.get(name)
    if module_name is None:
        raise AttributeError(f"module 'anchorlint' has no attribute '{name}'")
    import importlib

    value = getattr(importlib.import_module(module_name), name)
    globals()[name] = value
    return value
