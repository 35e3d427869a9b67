"""The default mode's anchor check: which lines are read, which anchors they
carry, and which of them the source grounds. Pure functions of (card,
source, policy); ``--compat`` keeps the Go original's check
(:func:`anchorlint.lint.grounding.ground`)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from anchorlint.lint.grounding_policy import GroundingPolicy
from anchorlint.model.card import FRONTMATTER, HEADING, Card
from anchorlint.model.source_index import SourceIndex
from anchorlint.text.card_anchors import NUMBER, Anchor, block_rows, unfullwidth
from anchorlint.text.tokens import TOKEN_RE

# Frontmatter fields a reader sees first; other keys (source paths, dates,
# tags) are written by a program.
_SHOWN_KEYS_RE = re.compile(r"^(gloss|title|description):[ \t]*")


def checked_lines(card: Card, body_lines: tuple, policy: GroundingPolicy) -> Iterator[tuple[int, str, int, str]]:
    """(line number, text from ``offset``, offset, region) of every line whose
    anchors are checked: the grounding body, the title and every heading
    outside the mechanical sub-sections, and the frontmatter's ``gloss``,
    ``title`` and ``description``."""
    body = {line.number for line in body_lines}
    names = policy.sections
    mechanical = names.mechanical
    # The card layout's own section names are skeleton, not claims.
    skeleton = {*names.wiki, *names.daemon, names.triples, *mechanical}
    for line in card.lines:
        if line.number in body:
            yield line.number, line.text, 0, "body"
        elif line.kind == FRONTMATTER:
            match = _SHOWN_KEYS_RE.match(line.text)
            if match is not None:
                yield line.number, line.text[match.end():], match.end(), "frontmatter"
        elif line.kind == HEADING and line.subsection not in mechanical:
            text = line.text.lstrip("#")
            if text.strip() not in skeleton:
                yield line.number, text, len(line.text) - len(text), "heading"


def card_anchors(card: Card, body_lines: tuple, policy: GroundingPolicy, source_name: str = "") -> list[Anchor]:
    """Every anchor of the checked lines, one per (kind, key, unit) in each
    place a reader looks (the frontmatter, the title and headings, the body),
    in the order the card writes them. Names that are parts of the card's own
    source path (``source_path:``, the ``### 出處`` lines) are the document's
    name, not a claim: a title ``# memo-3`` for ``../memo-3.md``."""
    own = source_path_names(card, policy, source_name)
    lines = list(checked_lines(card, body_lines, policy))
    rows = block_rows([line[:3] for line in lines], policy.stop_words, single_digit=policy.single_digit,
                      heading=[line[3] == "heading" for line in lines])
    region = {line[0]: line[3] for line in lines}
    places: dict[str, list[tuple]] = {"frontmatter": [], "heading": [], "body": []}
    for row in rows:  # (kind, text, key, line, ...), see Anchor.row
        place = region[row[3]]
        if own and (row[2] in own or row[1].lower() in own):
            continue
        if place != "body" and row[0] == NUMBER and own and "#" + row[2] in own:
            continue  # a title 2026-01-14 release-checklist for its source's file name
        places[place].append(row)
    found: list[Anchor] = []
    for place in ("frontmatter", "heading", "body"):
        seen: set[tuple] = set()
        for row in places[place]:
            identity = (row[0], row[2], row[6])  # Anchor.identity: one per (kind, key, unit)
            if identity not in seen:
                seen.add(identity)
                found.append(Anchor(*row))
    found.sort(key=lambda anchor: (anchor.line, anchor.col))
    return found


_PATH_KEYS_RE = re.compile(r"^(?:source_path|source):[ \t]*(.+)$")
_PATH_PART_RE = re.compile(r"[^/\\`'\"\s]+")
_DIGITS_RE = re.compile(r"[0-9]+")


def source_path_names(card: Card, policy: GroundingPolicy, source_name: str = "") -> frozenset[str]:
    """The folded file and folder names of the paths the card cites (and of
    the source's path, when the caller knows it)."""
    paths: list[str] = [source_name] if source_name else []
    for line in card.lines:
        if line.kind == FRONTMATTER:
            match = _PATH_KEYS_RE.match(line.text)
            if match is not None:
                paths.append(match.group(1))
        elif line.subsection == policy.sections.mechanical[0] and line.kind != HEADING:
            paths.append(line.text.split(">>")[0])
    names: set[str] = set()
    for path in paths:
        names |= _path_names(path)
    return frozenset(names)


@lru_cache(maxsize=4096)
def _path_names(path: str) -> frozenset[str]:
    """The folded names one path gives (every card citing a source repeats it)."""
    names: set[str] = set()
    for part in _PATH_PART_RE.findall(unfullwidth(path).lower()):
        stem = part.rsplit(".", 1)[0] if "." in part.strip(".") else part
        names.update({part, stem})
        names.update(TOKEN_RE.findall(stem))
        # Numbers as "#14" (2026-01-14 release-checklist.md): a title or a
        # gloss naming the document repeats them.
        names.update("#" + str(int(digits)) for digits in _DIGITS_RE.findall(stem))
    return frozenset(names)


def ungrounded(anchors: list[Anchor], index: SourceIndex, policy: GroundingPolicy) -> list[Anchor]:
    allow = policy.allow
    return [
        anchor for anchor in anchors
        if anchor.key not in allow and anchor.text.lower() not in allow
        and not index.grounds(anchor, policy.strict_units, policy.abbreviations)
    ]
