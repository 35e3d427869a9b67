"""The counts a source gives without writing the number: a list of five
items is a count of five (H7's counts, :mod:`anchorlint.text.counts`).

The sizes read are those a faithful summary counts: the items at one depth
of a markdown list, a table's rows, a run of sibling headings (``#`` or
underlined) and those of them whose title carries a figure, and an
enumeration within one line (``A, B and C``, ``A、B 與 C``). The document's
own top sections (those under no heading but its title) are its chapters,
not a list of things: their number counts only parts or sections
(:func:`section_counts`), while those with a figure still count releases.
"""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.text.counts import JOINERS

_ITEM_LINE_RE = re.compile(r"^([ \t]*)(?:[-*+]|[0-9]{1,3}[.)])[ \t]+\S")
_HEADING_RE = re.compile(r"^(#{1,6})[ \t]+\S")
_TABLE_RULE_RE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}")
_JOINER_RE = re.compile(JOINERS)
# Where an inline enumeration cannot go on: the end of a sentence or clause.
# An enumeration is read within one line, as written: a line break ends it
# (a wrapped sentence's lead-in is no item: "consists of the HTTP\nmethod, URI,
# and protocol version" lists three).
_CLAUSE_END_RE = re.compile(r"[。!?！？;；:：\n]|\.(?:\s|$)")
_LIST_SEPARATOR_RE = re.compile(r"[,，、]")
_MOST_ITEMS = 9  # an enumeration of more is a list in all but name; none is read beyond it


@lru_cache(maxsize=64)
def listed_counts(text: str) -> frozenset[int]:
    """The sizes of the lists a source gives: each run of list items at one
    depth, each table's rows, each run of sibling headings, and each inline
    enumeration (``A, B and C``, ``A、B 與 C``)."""
    sizes: set[int] = set()
    lines = text.splitlines()
    sizes |= _list_sizes(lines)
    sizes |= _table_sizes(lines)
    sizes |= _heading_sizes(lines)[0]
    sizes |= _inline_sizes(text)
    return frozenset(size for size in sizes if size >= 2)


@lru_cache(maxsize=64)
def section_counts(text: str) -> frozenset[int]:
    """The number of the document's top sections (the headings under no
    heading but its title), which a card counts as its parts or sections
    (``五個部分``, ``four sections``)."""
    return frozenset(size for size in _heading_sizes(text.splitlines())[1] if size >= 2)


def _inline_sizes(text: str) -> set[int]:
    """The sizes of enumerations in running text: before each joining word
    (and, or, 與, 和, 及, 或), the short items separated by commas or 、
    within its clause, and one item after it."""
    sizes: set[int] = set()
    for joiner in _JOINER_RE.finditer(text):
        start = joiner.start()
        window = text[max(0, start - _MOST_ITEMS * 61):start]
        # An enumeration is one clause with one joining word.
        ends = list(_CLAUSE_END_RE.finditer(window)) + list(_JOINER_RE.finditer(window))
        if ends:
            window = window[max(end.end() for end in ends):]
        parts = _LIST_SEPARATOR_RE.split(window.rstrip(" \t\n,，、"))  # an Oxford comma before the joiner
        items = 0
        for part in reversed(parts):
            if not _item(part):
                break
            items += 1
        if 0 < items < _MOST_ITEMS:  # longer runs are cut by the window: their size is unknown
            sizes.add(items + 1)
    return sizes


def _item(part: str) -> bool:
    """Is this an item of an enumeration: a name or a short phrase (at most
    five words, 30 characters without spaces), not a clause?"""
    words = part.split()
    return 0 < len(words) <= 5 and len(part.strip()) <= 60 and all(len(word) <= 30 for word in words)


def _list_sizes(lines: list[str]) -> set[int]:
    sizes: set[int] = set()
    open_lists: list[list[int]] = []  # [indent, items] from the outermost
    for line in lines:
        item = _ITEM_LINE_RE.match(line)
        if item is None:
            if line.strip() and not line[:1].isspace():  # a paragraph ends every list
                sizes.update(items for _, items in open_lists)
                open_lists = []
            continue
        indent = len(item.group(1).expandtabs(4))
        while open_lists and open_lists[-1][0] > indent:
            sizes.add(open_lists.pop()[1])
        if open_lists and open_lists[-1][0] == indent:
            open_lists[-1][1] += 1
        else:
            open_lists.append([indent, 1])
    sizes.update(items for _, items in open_lists)
    return sizes


def _table_sizes(lines: list[str]) -> set[int]:
    sizes: set[int] = set()
    rows = -1  # rows below the header rule of the table being read; -1: none
    for line in lines:
        if rows >= 0 and line.lstrip().startswith("|"):
            rows += 1
            continue
        if rows > 0:
            sizes.add(rows)
        rows = 0 if _TABLE_RULE_RE.match(line) and "|" in line else -1
    if rows > 0:
        sizes.add(rows)
    return sizes


def _heading_sizes(lines: list[str]) -> tuple[set[int], set[int]]:
    """The sizes of the runs of sibling headings nested under a section,
    with those of the runs whose title carries a figure (a changelog's
    releases, apart from its ``Unreleased``) wherever they stand; and the
    sizes of the top runs, under no heading but the document's title."""
    nested: set[int] = set()
    top: set[int] = set()
    headings = _headings(lines)
    # The title: a first heading whose level no other heading shares.
    title = headings[0][0] if headings and all(lvl != headings[0][0] for lvl, _ in headings[1:]) else None
    runs: dict[int, list[int]] = {}  # level -> [headings, numbered headings] under the current parent
    parents: list[int] = []  # levels of the headings above the current one
    top_levels: set[int] = set()  # levels whose current run has no parent but the title

    def close(level: int) -> None:
        headings_in_run, numbered = runs.pop(level)
        nested.add(numbered)
        (top if level in top_levels else nested).add(headings_in_run)

    for level, title_text in headings:
        for deeper in [lvl for lvl in runs if lvl > level]:
            close(deeper)
        while parents and parents[-1] >= level:
            parents.pop()
        if level not in runs:
            top_levels.discard(level)
            if all(parent == title for parent in parents):
                top_levels.add(level)
        run = runs.setdefault(level, [0, 0])
        run[0] += 1
        run[1] += _FIGURE_RE.search(title_text) is not None
        parents.append(level)
    for level in list(runs):
        close(level)
    return nested, top


# A reST or setext heading's underline: one punctuation character repeated.
_UNDERLINE_RE = re.compile(r"^([=\-~^\"'`#*+_:.])\1{2,}[ \t]*$")


def _headings(lines: list[str]) -> list[tuple[int, str]]:
    """(level, title) of every heading: markdown's ``#`` headings by their
    depth, and underlined ones (reST, setext) by the order in which their
    underline styles first appear, as reST ranks them."""
    out: list[tuple[int, str]] = []
    styles: list[str] = []
    for i, line in enumerate(lines):
        match = _HEADING_RE.match(line)
        if match is not None:
            out.append((len(match.group(1)), line))
            continue
        underline = _UNDERLINE_RE.match(line) if i else None
        title = lines[i - 1].strip() if i else ""
        if underline is None or not title or _UNDERLINE_RE.match(title) or _ITEM_LINE_RE.match(lines[i - 1]):
            continue
        overlined = i >= 2 and lines[i - 2].strip() == line.strip()
        style = ("over" if overlined else "") + underline.group(1)
        if style not in styles:
            styles.append(style)
        out.append((10 + styles.index(style), title))  # below every # level: one kind per document
    return out


_FIGURE_RE = re.compile("[0-9]")
