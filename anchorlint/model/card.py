"""The card model: a card is parsed once, and every rule reads this model.

The walk mirrors the Go original's two readers of a card: the section list
(every ``## `` heading, anywhere in the file) and the grounding walk (which
skips the frontmatter and tracks the enclosing ``##`` and ``###`` headings).
Both are kept so that ``--compat`` can reproduce Go verdicts exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from collections import namedtuple

from anchorlint.text.gotext import GO_SPACE, WS, go_trim
from anchorlint.model.once import once

H2_RE = re.compile(rf"##{WS}+(.+?){WS}*\Z")
H3_RE = re.compile(rf"###{WS}+(.+?){WS}*\Z")
ANY_HEADING_RE = re.compile(rf"#{{1,6}}{WS}")
BREADCRUMB_RE = re.compile(rf"←{WS}*\[\[")
# (GLOSS_RE and GLOSS_LINE_RE are what first_gloss finds: its specification.)
GLOSS_RE = re.compile(rf"^gloss:{WS}*(.*)$", re.MULTILINE)
# The same key read on its own line: Go's \s* above crosses the line end, so
# an empty ``gloss:`` took the next line ("---") as its value.
GLOSS_LINE_RE = re.compile(r"^gloss:[\t\f ]*(.*)$", re.MULTILINE)
# Both from the key on, tried where a line opens with it (first_gloss): a
# pattern led by ^ is tried at every character before its match.
_GLOSS_AT_RE = re.compile(rf"gloss:{WS}*(.*)$", re.MULTILINE)
_GLOSS_LINE_AT_RE = re.compile(r"gloss:[\t\f ]*(.*)$", re.MULTILINE)


def first_gloss(text: str, on_its_line: bool = False) -> re.Match[str] | None:
    """``GLOSS_RE.search(text)`` (``GLOSS_LINE_RE``'s with ``on_its_line``):
    the first line opening with ``gloss:``, found with ``str.find``."""
    if text.startswith("gloss:"):
        at = 0
    else:
        at = text.find("\ngloss:") + 1
        if not at:
            return None
    return (_GLOSS_LINE_AT_RE if on_its_line else _GLOSS_AT_RE).match(text, at)
WS_CHARS = "\t\n\f\r "
# A line opening with a blockquote marker: the text's first, or one after a
# line end (led by the newline: a pattern led by ^ is tried at every character).
_FIRST_MARKER_RE = re.compile(r"[ ]{0,3}>")
_LATER_MARKER_RE = re.compile(r"\n[ ]{0,3}>")


def opens_quote(text: str) -> bool:
    """Does a line of ``text`` open with a blockquote marker (what
    ``^[ ]{0,3}>`` finds in multi-line mode)?"""
    return _FIRST_MARKER_RE.match(text) is not None or _LATER_MARKER_RE.search(text) is not None

FRONTMATTER = "frontmatter"
HEADING = "heading"
BLANK = "blank"
BREADCRUMB = "breadcrumb"
CONTENT = "content"


def is_bullet(stripped: str) -> bool:
    """``^-\\s+(.+?)\\s*$`` on one line (trimmed or not): a dash, then ASCII
    white space, then anything."""
    return len(stripped) > 2 and stripped[0] == "-" and stripped[1] in WS_CHARS


class Line(namedtuple("Line", "number text stripped kind section subsection")):
    """One line of a card: its 1-based number, its text without the newline
    (a CR stays in --compat), that text Unicode-trimmed as Go's
    strings.TrimSpace, its kind (FRONTMATTER | HEADING | BLANK | BREADCRUMB |
    CONTENT), the enclosing "## " heading for the grounding walk ("" before
    any) and the enclosing "### " heading ("" when none). A plain named tuple:
    typing.NamedTuple would load typing on the pre-commit hook's path."""

    __slots__ = ()


class Section(namedtuple("Section", "name order heading first end")):
    """A ``## `` block: its name (str), position among sections, heading line,
    and the 0-based index range of the lines after the heading (ints)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Frontmatter:
    """Where a card's frontmatter block lies (its ``---`` lines)."""

    start: int  # line number of the opening ---
    end: int | None  # line number of the closing ---, None when unclosed


class Card:
    """A parsed card. Build it with :func:`parse_card`."""

    __slots__ = ("text", "lines", "sections", "frontmatter", "__dict__")

    def __init__(
        self,
        text: str,
        lines: tuple[Line, ...],
        sections: tuple[Section, ...],
        frontmatter: Frontmatter | None,
    ) -> None:
        self.text = text
        self.lines = lines
        self.sections = sections
        self.frontmatter = frontmatter

    @once
    def wiki_shape(self) -> bool:
        """Go's test: the text starts with ``---\\n`` and has a ``gloss:`` line."""
        return self.text.startswith("---\n") and first_gloss(self.text) is not None

    @once
    def gloss(self) -> str | None:
        """The first ``gloss:`` value anywhere in the card (Go's glossRe)."""
        match = first_gloss(self.text)
        return None if match is None else go_trim(match.group(1))

    def section(self, name: str) -> Section | None:
        """The first section with exactly this name."""
        return self.first_sections.get(name)

    @once
    def first_sections(self) -> dict[str, Section]:
        """Each section name's first section (the structure rules look up
        several names per card)."""
        return {section.name: section for section in reversed(self.sections)}

    def section_at(self, number: int) -> Section | None:
        """The section whose lines include line ``number`` (1-based)."""
        for section in reversed(self.sections):
            if section.first < number <= section.end:
                return section
        return None

    def section_lines(self, section: Section) -> tuple[Line, ...]:
        return self.lines[section.first : section.end]

    @once
    def gloss_on_line(self) -> str | None:
        """The first ``gloss:`` value, read from its own line only."""
        match = first_gloss(self.text, on_its_line=True)
        return None if match is None else go_trim(match.group(1))

    def line_of_gloss(self) -> int:
        match = first_gloss(self.text)
        return 1 if match is None else self.text.count("\n", 0, match.start()) + 1

    @once
    def frontmatter_lines(self) -> tuple[Line, ...]:
        """Lines strictly between the frontmatter delimiters."""
        fm = self.frontmatter
        if fm is None:
            return ()
        last = fm.end if fm.end is not None else len(self.lines) + 1
        return self.lines[fm.start : last - 1]


def parse_card(text: str) -> Card:
    """Parse prepared card text (see reading.prepare_text) into a Card.

    Headings are read with string tests equal to the patterns above (every
    card line goes through this loop; a pattern call per heading cost more
    than the rest of the line's reading)."""
    raw_lines = text.split("\n")
    lines: list[Line] = []
    append = lines.append
    headings: list[tuple[str, int]] = []  # (name, line number) of each "## " heading
    new = tuple.__new__  # NamedTuples built without their Python-level __new__
    number = 0
    frontmatter: Frontmatter | None = None
    if raw_lines[0].strip(GO_SPACE) == "---":
        # The frontmatter's lines are read apart: no per-line test of whether
        # the block is still open in the loop every other line goes through.
        for raw in raw_lines:
            number += 1
            if raw[:2] == "##" and is_h2(raw):
                headings.append((raw[2:].strip(GO_SPACE), number))
            append(new(Line, (number, raw, raw.strip(GO_SPACE), FRONTMATTER, "", "")))
            if number > 1 and lines[-1].stripped == "---":
                frontmatter = Frontmatter(1, number)
                break
        else:
            frontmatter = Frontmatter(1, None)
    section = subsection = ""
    for number, raw in enumerate(raw_lines[number:], number + 1):
        stripped = raw.strip(GO_SPACE)
        if not stripped:
            kind = BLANK  # white space only: never a heading
        elif raw[0] == "#":
            hashes = len(raw) - len(raw.lstrip("#"))
            kind = HEADING
            if hashes == 2 and is_h2(raw):
                section, subsection = raw[2:].strip(GO_SPACE), ""
                headings.append((section, number))
            elif hashes == 3 and is_h3(raw):
                subsection = raw[3:].strip(GO_SPACE)
            elif hashes > 6 or hashes == len(raw) or raw[hashes] not in WS_CHARS:  # not ANY_HEADING_RE
                kind = CONTENT
        elif stripped[0] == "←" and stripped[1:].lstrip(WS_CHARS)[:2] == "[[":  # BREADCRUMB_RE
            kind = BREADCRUMB
        else:
            kind = CONTENT
        append(new(Line, (number, raw, stripped, kind, section, subsection)))
    ends = [heading for _, heading in headings[1:]] + [number]
    sections = tuple(
        new(Section, (name, order, heading, heading, end - 1 if order < len(headings) - 1 else end))
        for order, ((name, heading), end) in enumerate(zip(headings, ends))
    )
    return Card(text, tuple(lines), sections, frontmatter)


def is_h2(raw: str) -> bool:
    """H2_RE.match on a line starting with "##": white space, then anything
    (the name is then the rest of the line, Go-trimmed: the pattern's
    trailing white space and go_trim together trim exactly that)."""
    return len(raw) > 3 and raw[2] in WS_CHARS


def is_h3(raw: str) -> bool:
    """H3_RE.match on a line starting with "###" (see is_h2)."""
    return len(raw) > 4 and raw[3] in WS_CHARS
