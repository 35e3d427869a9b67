"""A standards document's header: the ``key: value`` lines an EIP, a PEP
or an RFC opens with (in a ``---`` block, or as its first lines).

Such a header names the document's series by its own key (``eip: 4844``,
``PEP: 8``) and lists other documents of that series by their numbers
alone (``requires: 1559, 2718``, ``Replaces: 3003``): each number is that
series' designator (``EIP-1559``), as a card writes it. A header's value
that lists people (``author: A (@a), B (@b)``) is a list a card counts
("seven authors"). Pure; read once per source (the caller keeps it).
"""

from __future__ import annotations

import re

# One header line: a key of letters and hyphens, a colon, its value.
_FIELD_RE = re.compile(r"([A-Za-z][A-Za-z-]*):[ \t]*(.*)")
# A value that is only numbers, comma-separated (``1559, 2718, 2930``).
_NUMBERS_RE = re.compile(r"[0-9]+(?:[ \t]*,[ \t]*[0-9]+)*")
# Keys whose value lists people: their items are the ones a card counts.
PEOPLE_KEYS = frozenset({"author", "authors"})
# The words a card counts the people of such a line by (folded).
PEOPLE_WORDS = ("author", "作者")
# How far a header may run (lines): a header is a document's first few lines.
_HEADER_LINES = 40


def header_fields(text: str) -> dict[str, str]:
    """The header's fields, keys lower-case (the first of a repeated key
    kept): the lines of a leading ``---`` block, or else the ``key: value``
    lines the text opens with, up to a blank line."""
    lines = text.lstrip("\ufeff").split("\n", _HEADER_LINES + 1)[:_HEADER_LINES + 1]
    fenced = bool(lines) and lines[0].strip() == "---"
    fields: dict[str, str] = {}
    for line in lines[1:] if fenced else lines:
        if fenced and line.strip() == "---" or not fenced and not line.strip():
            return fields
        match = _FIELD_RE.fullmatch(line.strip())
        if match is None:
            if not fenced:
                return fields
            continue
        fields.setdefault(match.group(1).lower(), match.group(2).strip())
    return {} if fenced else fields  # (a --- block never closed is no header)


def series_designators(fields: dict[str, str]) -> frozenset[str]:
    """The designators (``eip-1559``, folded) a header gives: where a key
    names the series with one number (``eip: 4844``), that number and every
    number of a value that lists only numbers (``requires: 1559, 2718``)
    joined to the key by a hyphen."""
    series = [key for key, value in fields.items() if key.isalpha() and len(key) <= 4 and value.isdigit()]
    if len(series) != 1:
        return frozenset()
    numbers = [number.strip() for value in fields.values() if _NUMBERS_RE.fullmatch(value)
               for number in value.split(",")]
    return frozenset(f"{series[0]}-{number}" for number in numbers)


def listed_people(fields: dict[str, str]) -> int | None:
    """How many people the header's author line lists (its comma-separated
    items), or None without one."""
    for key in PEOPLE_KEYS:
        value = fields.get(key)
        if value:
            return len([item for item in value.split(",") if item.strip()])
    return None


def names_people(text: str) -> bool:
    """Does the (folded) ``text`` name the people an author line lists?"""
    return any(word in text for word in PEOPLE_WORDS)
