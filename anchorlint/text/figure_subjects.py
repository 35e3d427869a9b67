"""A measured figure belongs to the identifier the card gives it to.

"`default_grace` defaults to 10 seconds" is not grounded by a source that
writes 10 seconds only in a paragraph that never names ``default_grace``;
"SHA1 manages only 0.6 GB/s" not by a table whose 0.6 GB/s is MD5's row.
The card's subject is the identifier (snake_case, dotted, letters with
digits, kebab-case in code: not a plain word, an acronym or a product's
CamelCase name, which a source names anywhere) it writes nearest the
figure in the figure's clause; the
source's part that belongs to it is each block naming it (a heading's
section, a table row, a header's column, a list item with its nested
items, a paragraph with what is indented under it or listed after its
colon). Pure functions of the card's line and the source's text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.text.whole_figures import whole_places

# Where a card's clause ends: a figure and its subject share one. The joins
# of an enumeration end one too ("macOS 版本與至少 4GB 記憶體": the 4GB is
# the memory's, not macOS's).
_CLAUSE_END_RE = re.compile(r"[；;。！？，,、：與和及或]|:(?:\s|$)|\.(?:\s|$)|\b(?:and|or|but|while|whereas)\b")
# A name as a card writes it, joined parts and all.
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9_.\-/+#]*[A-Za-z0-9_+#]|[A-Za-z]")
# An identifier rather than a word: two letters at least, and parts joined
# by _ - or ., or letters beside digits (SHA1, XXH64). One match from the
# start, its lookaheads over a short word (no IGNORECASE: compiling one
# costs more than a run's matches).
_IDENTIFIER_RE = re.compile(r"(?=[^A-Za-z]*[A-Za-z][^A-Za-z]*[A-Za-z])"
                            r"(?=.*?(?:[A-Za-z0-9][_\-.][A-Za-z0-9]|[A-Za-z][0-9]|[0-9][A-Za-z]))")

_ITEM_RE = re.compile(r"[ \t]*(?:[-*+]|[0-9]+[.)])[ \t]")
_HEADING_RE = re.compile(r"#{1,6}[ \t]")
_UNDERLINE_RE = re.compile(r"=+|-+|~+|\^+|\*+")
# A fence opens with ``` or ~~~ (an RST heading's longer run of ~ is an underline).
_FENCE_RE = re.compile(r"[ \t]*(?:```|~~~(?:[ \t]*$|[^~]))")
_SEPARATOR_CHARS = frozenset("|:- \t")


@lru_cache(maxsize=4096)  # a pure answer; cards and runs repeat their names
def identifier_like(word: str) -> bool:
    """Is ``word`` an identifier (``default_grace``, ``bsky.network``,
    ``SHA1``) rather than a word, an acronym or a product's CamelCase name
    (``Linux``, ``CPU``, ``PostgreSQL``), which a source names anywhere,
    or a version (``v1.2``: two letters at least)?"""
    return not word.isalpha() and _IDENTIFIER_RE.match(word) is not None


def restates(line: str, begin: int, start: int) -> bool:
    """Is the figure at ``start`` inside parentheses opened within eight
    characters after another figure (``10000（即 10 秒）``, ``300 秒（五分鐘）``)?
    A conversion is bound to nothing."""
    opened = max(line.rfind("(", begin, start), line.rfind("（", begin, start))
    if opened < 0 or line.find(")", opened, start) >= 0 or line.find("）", opened, start) >= 0:
        return False
    return any(char.isdigit() for char in line[max(begin, opened - 9):opened])


def subject_near(line: str, start: int, end: int, names: set[str] | frozenset[str]) -> str | None:
    """The name of ``names`` (lower case) the card writes nearest before the
    figure at ``start:end`` of ``line`` in its clause, else first after it;
    None when there is none or the figure restates another in parentheses."""
    begin = 0
    for match in _CLAUSE_END_RE.finditer(line, 0, start):
        begin = match.end()
    after_end = _CLAUSE_END_RE.search(line, end)
    stop = after_end.start() if after_end else len(line)
    if restates(line, begin, start):
        return None
    before = after = None
    for match in _WORD_RE.finditer(line, begin, stop):
        word = match.group().lower()
        if word not in names:
            continue
        if match.end() <= start:
            before = word
        elif match.start() >= end and after is None:
            after = word
    return before or after


def identifiers(line: str) -> set[str]:
    """The identifiers (lower case) a card's ``line`` writes, as
    :func:`subject_near` reads them: :func:`identifier_like`, with two
    letters or more (``v1.2`` is a version, not a subject); one joined by
    hyphens only in code or as an option (``two-month`` is a word,
    `` `stop-timeout` `` and ``--stop-timeout`` are not)."""
    found = set()
    for match in _WORD_RE.finditer(line):
        word = match.group()
        if not identifier_like(word):
            continue
        if "-" in word and not identifier_like(word.replace("-", "")) and not (
                line.count("`", 0, match.start()) % 2 or line[max(0, match.start() - 2):match.start()] == "--"):
            continue
        found.add(word.lower())
    return found


def subject_lines(lowered: str, subject: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of the lines of ``lowered`` (a source in
    lower case) that name ``subject`` as a whole token (a markdown ``\\_``
    for its underscores too), in order, each once. str.find first: most
    sources name a subject a few times."""
    found: set[tuple[int, int]] = set()
    forms = (subject, subject.replace("_", "\\_")) if "_" in subject and "\\_" in lowered else (subject,)
    for form in forms:
        at = lowered.find(form)
        while at >= 0:
            end = at + len(form)
            if _clear(lowered, at - 1, at - 2) and _clear(lowered, end, end + 1):
                line_end = lowered.find("\n", end)
                found.add((lowered.rfind("\n", 0, at) + 1, len(lowered) if line_end < 0 else line_end))
            at = lowered.find(form, at + 1)
    return sorted(found)


def _clear(text: str, at: int, beyond: int) -> bool:
    """Is ``text[at]`` no part of a token: out of the text, not a letter or
    digit, and not an underscore joining one (an emphasis ``__`` may wrap)?"""
    if at < 0 or at >= len(text):
        return True
    char = text[at]
    if char == "_":
        return beyond < 0 or beyond >= len(text) or not _latin(text[beyond])
    return not _latin(char)


def _latin(char: str) -> bool:
    """A letter or digit of a Latin token: a CJK character right after a
    name (``Merar.io的``) does not extend it."""
    return char.isalnum() and char < "\u0250"


def figure_on(text: str, lines: list[tuple[int, int]], figure: str) -> bool:
    """Does one of the ``lines`` (offsets into ``text``) write ``figure``
    (digits) as a whole number? A line is within every block that holds it."""
    return any(next(whole_places(text, figure, start, end), None) is not None for start, end in lines)


def subject_text(lines: list[str], lowered: list[str], spans: list[tuple[int, int]], numbers: list[int],
                 subject: str) -> str:
    """The blocks (``spans`` from :func:`blocks`) of the lines numbered
    ``numbers`` that name ``subject`` (:func:`subject_lines`), joined by
    blank lines. A table's header names its column: the column's cells
    are its block. The first header cell, over the rows' labels, names
    what the whole table measures (``|twitter.json|read (GB/s)|``): the
    table is its block."""
    kept = set()
    columns = []
    for at in numbers:
        if (lines[at].lstrip().startswith("|") and at + 1 < len(lines)
                and _separator(lines[at + 1])):
            header = lowered[at]
            start = header.find(subject)
            while start >= 0:
                column = header.count("|", 0, start) - 1
                columns.append(_table(lines, at) if column == 0 else _column(lines, at, column))
                start = header.find(subject, start + 1)
        else:
            kept.add(spans[at])
    return "\n\n".join(["\n".join(lines[first:last + 1]) for first, last in sorted(kept)] + columns)


def _column(lines: list[str], header: int, column: int) -> str:
    """The header line and the cells of column ``column`` in the rows under it."""
    cells = [lines[header]]
    for row in lines[header + 2:]:
        if not row.lstrip().startswith("|"):
            break
        parts = row.strip().strip("|").split("|")
        if 0 <= column < len(parts):
            cells.append(parts[column])
    return "\n".join(cells)


def _table(lines: list[str], header: int) -> str:
    """The header line and the rows under it."""
    end = header + 2
    while end < len(lines) and lines[end].lstrip().startswith("|"):
        end += 1
    return "\n".join([lines[header], *lines[header + 2:end]])


def blocks(text: str) -> list[tuple[int, int]]:
    """Per line of ``text``, its block's (first, last) line numbers (0-based):
    a heading's block is its section, a table row and a fenced code line
    themselves, a list item its lines, other lines their paragraph; each
    block also holds the lines indented deeper right after it (a nested
    list, a definition, a code block's body), and a paragraph ending with a
    colon the list it introduces. What a block holds holds the block: a
    nested line's block is its parent's too."""
    lines = text.split("\n")
    kind = _kinds(lines)
    count = len(lines)
    spans: list[tuple[int, int]] = [(at, at) for at in range(count)]
    at = 0
    while at < count:
        if kind[at] == "heading":
            end = at + 1
            while end < count and kind[end] != "heading":
                end += 1
            spans[at] = (at, end - 1)
        elif kind[at] in ("item", ""):
            end = at + 1
            while end < count and kind[end] == "":
                end += 1
            for line in range(at, end):
                spans[line] = (at, end - 1)
            at = end
            continue
        at += 1
    extended = list(spans)
    for at in range(count):
        if kind[at] in ("blank", "heading"):
            continue
        begin, end = spans[at]
        end = _deeper_after(lines, kind, end, _indent(lines[at]))
        if lines[end].rstrip().endswith((":", "：")):
            end = _list_after(lines, kind, end)
        if end == spans[at][1]:
            continue
        extended[at] = (begin, end)
        for inner in range(spans[at][1] + 1, end + 1):
            first, last = extended[inner]
            extended[inner] = (min(first, begin), max(last, end))
    return extended


def _kinds(lines: list[str]) -> list[str]:
    """Each line's kind: heading, row, item, code, blank, or "" (prose)."""
    count = len(lines)
    kind = [""] * count
    fenced = False
    for at, line in enumerate(lines):
        stripped = line.strip()
        if _FENCE_RE.match(line):
            fenced = not fenced
            kind[at] = "code"
        elif not stripped:
            kind[at] = "blank"
        elif fenced:
            kind[at] = "code"
        elif _HEADING_RE.match(stripped):
            kind[at] = "heading"
        elif stripped.startswith("|"):
            kind[at] = "row"
        elif _ITEM_RE.match(line):
            kind[at] = "item"
        elif (at + 1 < count and (not at or not lines[at - 1].strip())
              and len(lines[at + 1].strip()) >= 3 and _UNDERLINE_RE.fullmatch(lines[at + 1].strip())):
            kind[at] = "heading"  # setext or RST: a line over its underline, after a blank one
    at = 0
    while at < count:  # a run of | lines is a table's rows only under a header and its separator
        if kind[at] != "row":
            at += 1
            continue
        end = at
        while end < count and kind[end] == "row":
            end += 1
        if not (at + 1 < end and _separator(lines[at + 1])):
            kind[at:end] = [""] * (end - at)  # a diagram's box, not a table
        at = end
    return kind


def _indent(line: str) -> int:
    """A line's indentation; a definition's ``:   `` counts one deeper."""
    stripped = line.lstrip(" \t")
    width = len(line.expandtabs(4)) - len(stripped)
    return width + 1 if stripped[:1] == ":" and stripped[1:2] in (" ", "\t") else width


def _deeper_after(lines: list[str], kind: list[str], end: int, indent: int) -> int:
    """The last line of the run after ``end`` indented deeper than ``indent``
    (blank lines inside it), or ``end``."""
    last, at = end, end + 1
    while at < len(lines):
        if kind[at] == "blank":
            at += 1
            continue
        if kind[at] == "heading" or _indent(lines[at]) <= indent:
            break
        last = at
        at += 1
    return last


def _list_after(lines: list[str], kind: list[str], end: int) -> int:
    """The last line of the list or table right after ``end`` (one blank
    line between allowed), or ``end``."""
    at = end + 1
    if at < len(lines) and kind[at] == "blank":
        at += 1
    if at >= len(lines) or kind[at] not in ("item", "row"):
        return end
    last = end
    while at < len(lines) and kind[at] in ("item", "row", ""):
        last = at
        at += 1
    return _deeper_after(lines, kind, last, _indent(lines[end]))


def _separator(line: str) -> bool:
    """Is ``line`` a table's separator row (``|---|:--:|``)?"""
    return "--" in line and "|" in line and _SEPARATOR_CHARS.issuperset(line)
