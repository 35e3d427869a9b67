"""Helpers shared by the structure rules H1-H4: which section names apply."""

from __future__ import annotations

import re

from anchorlint.model.card import Card, Line
from anchorlint.lint.context import CardContext
from anchorlint.text.gotext import WS

# ``^-\s+(.+?)\s*$`` on the raw line, as the Go structure checks use it (an
# indented bullet is prose there, unlike in the grounding walk).
RAW_BULLET_RE = re.compile(rf"-{WS}+(.+?){WS}*\Z")


def wiki_shape(ctx: CardContext) -> bool:
    """Whether the card is judged as a wiki card. Go's test (frontmatter
    first, a ``gloss:`` line) decides under ``--compat``. Outside it, a card
    that forgot its gloss but whose sections are evidently the wiki shape's
    (more of 摘要/重點/實體 present than of 一句話定義/要點/關鍵實體) is judged
    as the wiki card it is: H2 says its gloss is missing, instead of H1
    asking for the other shape's sections and H4 for triples."""
    card = ctx.card
    if card.wiki_shape or ctx.compat:
        return card.wiki_shape
    known = ctx.memo.get(wiki_shape)  # H1-H4 each ask, some several times
    if known is None:
        names = ctx.policy.sections
        wiki, daemon = set(names.wiki) - set(names.daemon), set(names.daemon) - set(names.wiki)
        present = {section.name for section in card.sections}
        known = ctx.memo[wiki_shape] = len(wiki & present) > len(daemon & present)
    return known  # type: ignore[return-value]


def shape_sections(ctx: CardContext) -> tuple[str, str, str, str]:
    names = ctx.policy.sections
    return names.wiki if wiki_shape(ctx) else names.daemon


def non_empty(card: Card, name: str) -> tuple[Line, ...] | None:
    """The non-blank lines of the first section called ``name``, or None."""
    section = card.section(name)
    if section is None:
        return None
    return tuple([line for line in card.section_lines(section) if line.stripped])
