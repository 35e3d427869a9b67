"""A figure a card's release bullet gives is that release's.

A card that opens a bullet with a release (``- 2.0.0 尚未發布：不再支援
Python 2 與 3.3``, ``- 5.4.1 (November 8, 2017): drops Python 2.6``) says
what happened in it. A changelog that heads a section with that release
(``Version 2.0.0`` underlined, ``## 5.4.1``) states it there: a dotted
figure of the bullet (a version the release drops or needs, a score) that
the section never writes, while another release's section does (3.3 is
dropped in 1.0.0, 2.6 is fixed in 5.4.4), belongs to that other release.
The bullet's claim on its figures ends where it names another release the
source heads a section with (``…; 3.2.2 fixed urllib3 2.0.0``), and a
figure the source writes in no release's section says nothing either way.
Pure functions of a card's line and a source's markdown.
"""

from __future__ import annotations

import re

# A bullet led by a release: its marker, maybe bold, maybe a ``v``.
_LEAD_RE = re.compile(r"[ \t]*[-*+][ \t]+(?:\*\*)?v?([0-9]+(?:\.[0-9]+)+)(?![0-9.])")
# A dotted figure as a whole token (no year-led date: ``2017.11``).
_DOTTED_RE = re.compile(r"(?<![\w.])v?((?![0-9]{4}\.)[0-9]+(?:\.[0-9]+)+)(?![\w]|\.[0-9])")
# A heading: an ATX one, or a line over an underline of ``=`` or ``-``
# (each looked for from the end of the line before it).
_ATX_HEAD_RE = re.compile(r"\n(#{1,6}[ \t][^\n]*)")
_UNDERLINE_RE = re.compile(r"\n(?:=+|-+)[ \t]*(?=\n|\Z)")


def bound_figures(line: str, heads: dict[str, tuple[str, ...]]) -> tuple[str, list[tuple[str, int]]] | None:
    """The release a card's bullet ``line`` opens with, when the source
    ``heads`` a section with it, and the dotted figures the bullet gives it
    with their offsets: those after it, up to the first that the source
    heads a section with (the release again, or another); else None."""
    match = _LEAD_RE.match(line)
    if match is None or match.group(1) not in heads:
        return None
    figures = []
    for found in _DOTTED_RE.finditer(line, match.end()):
        if found.group(1) in heads:
            break
        figures.append((found.group(1), found.start(1)))
    return match.group(1), figures


def release_sections(text: str) -> dict[str, tuple[str, ...]]:
    """Each release a source's markdown ``text`` heads a section with (an
    ATX heading, or a line underlined with ``=`` or ``-``, writing a dotted
    figure) and the text of its sections, to the next such heading. The
    headings are found by searches led by a line's end (a book-sized
    source has tens of thousands of lines, a few headings)."""
    text = "\n" + text
    starts = {}  # a heading line's offset -> the line
    for match in _ATX_HEAD_RE.finditer(text):
        starts[match.start(1)] = match.group(1)
    for match in _UNDERLINE_RE.finditer(text):
        start = text.rfind("\n", 0, match.start()) + 1
        line = text[start:match.start()]
        if start and line.strip() and not line.lstrip().startswith(("-", "*", "+", "|")):
            starts[start] = line
    heads = []
    for start in sorted(starts):
        versions = [found.group(1) for found in _DOTTED_RE.finditer(starts[start])]
        if versions:
            heads.append((start, start + len(starts[start]), versions))
    sections: dict[str, list[str]] = {}
    for place, (_, end, versions) in enumerate(heads):
        last = heads[place + 1][0] - 1 if place + 1 < len(heads) else len(text)
        body = text[end + 1:last] if end < len(text) else ""
        for version in versions:
            sections.setdefault(version, []).append(body)
    return {version: tuple(bodies) for version, bodies in sections.items()}


def _writes(text: str, figure: str) -> bool:
    return re.search(r"(?<![\w.])v?" + re.escape(figure) + r"(?![\w]|\.[0-9])", text) is not None


def of_another_release(release: str, figure: str, sections: dict[str, tuple[str, ...]]) -> bool:
    """Is ``figure``, which a card's bullet gives ``release``, another
    release's: the source heads sections with ``release``, none of them
    writes the figure, and another release's section does?"""
    own = sections.get(release)
    if not own or any(_writes(body, figure) for body in own):
        return False
    return any(_writes(body, figure) for version, bodies in sections.items() if version != release for body in bodies)
