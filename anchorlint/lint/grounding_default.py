"""The default mode's anchor check: which lines are read, which anchors they
carry, and which of them the source grounds. Pure functions of (card,
source, policy); ``--compat`` keeps the Go original's check
(:func:`anchorlint.lint.grounding.ground`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from anchorlint.lint.grounding_policy import GroundingPolicy
from anchorlint.model.card import FRONTMATTER, HEADING, Card
from anchorlint.model.source_index import SourceIndex
from anchorlint.text.card_anchors import Anchor, distinct, line_anchors

# Frontmatter fields a reader sees first; other keys (source paths, dates,
# tags) are written by a program.
_SHOWN_KEYS_RE = re.compile(r"^(gloss|title|description):[ \t]*")


def checked_lines(card: Card, body_lines: tuple, policy: GroundingPolicy) -> Iterator[tuple[int, str, int]]:
    """(line number, text from ``offset``, offset) of every line whose
    anchors are checked: the grounding body, the title and every heading
    outside the mechanical sub-sections, and the frontmatter's ``gloss``,
    ``title`` and ``description``."""
    body = {line.number for line in body_lines}
    mechanical = policy.sections.mechanical
    for line in card.lines:
        if line.number in body:
            yield line.number, line.text, 0
        elif line.kind == FRONTMATTER:
            match = _SHOWN_KEYS_RE.match(line.text)
            if match is not None:
                yield line.number, line.text[match.end():], match.end()
        elif line.kind == HEADING and line.subsection not in mechanical:
            text = line.text.lstrip("#")
            if text.strip() not in mechanical:
                yield line.number, text, len(line.text) - len(text)


def card_anchors(card: Card, body_lines: tuple, policy: GroundingPolicy) -> list[Anchor]:
    """Every anchor of the checked lines, one per (kind, key, unit), in the
    order the card writes them."""
    found: list[Anchor] = []
    for number, text, offset in checked_lines(card, body_lines, policy):
        found += line_anchors(text, number, policy.stop_words, single_digit=policy.single_digit, offset=offset)
    return distinct(found)


def ungrounded(anchors: list[Anchor], index: SourceIndex, policy: GroundingPolicy) -> list[Anchor]:
    allow = policy.allow
    return [
        anchor for anchor in anchors
        if anchor.key not in allow and anchor.text.lower() not in allow
        and not index.grounds(anchor, policy.strict_units)
    ]
