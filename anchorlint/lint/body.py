"""Which lines of a card make claims: everything the model wrote, less the
mechanical skeleton (H7 reads the lines, H8 counts the claims). Shared by
the Go original's check (lint/grounding.py) and the default mode's one walk
over a card's lines (lint/grounding_default.read_lines). Pure functions."""

from __future__ import annotations

import re
from dataclasses import dataclass

from anchorlint.lint.grounding_policy import DEFAULT_POLICY, GroundingPolicy
from anchorlint.model.card import CONTENT, Card, Line, is_bullet
from anchorlint.text.gotext import WS

# The line a wiki generator appends when a document yielded no concept cards:
# written by a program, not claimed by a model.
MECHANICAL_COUNT_RE = re.compile(rf"-{WS}*本文件整理成{WS}*[0-9]+{WS}*張概念卡")


@dataclass(frozen=True, slots=True)
class GroundingBody:
    """The lines of a card that make claims, and which of them are claims."""

    lines: tuple[Line, ...]
    claims: tuple[Line, ...]


def grounding_body(card: Card, policy: GroundingPolicy = DEFAULT_POLICY) -> GroundingBody:
    """Everything the model wrote, minus the mechanical skeleton: frontmatter,
    headings, blank lines, breadcrumbs, the source and card-link sub-sections,
    and the generated concept-count line."""
    names = policy.sections
    points = names.points
    mechanical = names.mechanical
    daemon_relations = None if card.wiki_shape else names.relations_daemon
    body: list[Line] = []
    claims: list[Line] = []
    for line in card.lines:
        if line.kind != CONTENT or line.subsection in mechanical:
            continue
        stripped = line.stripped
        if stripped.startswith("-") and MECHANICAL_COUNT_RE.match(stripped):
            continue
        body.append(line)
        if is_bullet(stripped) and (
            line.section in points
            or line.subsection == names.triples
            or line.section == daemon_relations
        ):
            claims.append(line)
    return GroundingBody(tuple(body), tuple(claims))
