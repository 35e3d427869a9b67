"""Helpers shared by the structure rules H1-H4: which section names apply."""

from __future__ import annotations

import re

from anchorlint.model.card import Card, Line
from anchorlint.lint.context import CardContext
from anchorlint.text.gotext import WS

# ``^-\s+(.+?)\s*$`` on the raw line, as the Go structure checks use it (an
# indented bullet is prose there, unlike in the grounding walk).
RAW_BULLET_RE = re.compile(rf"-{WS}+(.+?){WS}*\Z")


def shape_sections(ctx: CardContext) -> tuple[str, str, str, str]:
    names = ctx.policy.sections
    return names.wiki if ctx.card.wiki_shape else names.daemon


def non_empty(card: Card, name: str) -> tuple[Line, ...] | None:
    """The non-blank lines of the first section called ``name``, or None."""
    section = card.section(name)
    if section is None:
        return None
    return tuple(line for line in card.section_lines(section) if line.stripped)
