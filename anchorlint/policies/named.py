"""The three shipped policies. They differ only in how quotations and values
are matched; the anchor (H7) and claim-inflation (H8) settings are the
defaults in all three, so a change in grounded share between them is due to
matching alone.

``strict``      quotations: the ``exact`` and ``whitespace`` tiers only, no
                stitched quotations, near-miss floor 0.95; values: ``exact``
                mode (the verbatim ``str(value)``; no locale forms, no case or
                diacritics folding).
``default``     the library defaults: quotations through the ``case`` tier,
                stitched quotations accepted, floor 0.90, the wording guard on;
                values in ``normalized`` mode.
``permissive``  quotations: also the UNSOUND ``skeleton`` tier, stitched
                fragments of two words, a final period that does not end the
                source sentence, word changes in near misses (floor 0.85);
                values: ``fuzzy`` mode at 0.85 for text.
"""

from __future__ import annotations

from dataclasses import replace

from anchorlint.policies.model import SHIPPED, Policy
from anchorlint.lint.grounding_policy import DEFAULT_POLICY
from anchorlint.quotes.options import QuotePolicy
from anchorlint.values.options import ValuePolicy

STRICT = Policy(
    "strict",
    replace(DEFAULT_POLICY, quotes=QuotePolicy(accept_through="whitespace", allow_stitched=False, floor=0.95)),
    ValuePolicy(mode="exact"),
)
DEFAULT = Policy("default")
PERMISSIVE = Policy(
    "permissive",
    replace(
        DEFAULT_POLICY,
        quotes=QuotePolicy(
            accept_through="case", allow_skeleton=True, allow_stitched=True, floor=0.85,
            forgive_final_period=True, forgive_word_changes=True, min_fragment_words=2,
        ),
    ),
    ValuePolicy(mode="fuzzy", threshold=0.85),
)

POLICIES: dict[str, Policy] = {p.name: p for p in (STRICT, DEFAULT, PERMISSIVE)}
POLICY_NAMES = tuple(POLICIES)
SHIPPED.update({policy.fingerprint: policy for policy in POLICIES.values()})


class UnknownPolicy(ValueError):
    """A policy name that is not shipped; the message lists the known ones."""


def get_policy(name: str = "default") -> Policy:
    """The shipped policy called ``name`` (``strict``, ``default`` or
    ``permissive``)."""
    try:
        return POLICIES[name]
    except KeyError:
        raise UnknownPolicy(f"unknown policy {name!r}; choose one of {', '.join(POLICY_NAMES)}") from None
