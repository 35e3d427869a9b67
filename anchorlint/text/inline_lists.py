"""The enumerations a source writes in running text (``A, B and C``,
``A、B 與 C``), read per sentence: a list is a sentence, not a physical
line, so a paragraph's soft-wrapped lines are joined first (RFC 2119's key
words, wrapped after the sixth, are one list of eleven, not a second list
of four). Part of :mod:`anchorlint.text.source_lists`; pure: text in,
sizes out."""

from __future__ import annotations

import re

from anchorlint.text.counts import JOINERS
from anchorlint.text.grounding_words import INTRODUCTORY_WORDS

_JOINER_RE = re.compile(JOINERS)
# Where an inline enumeration cannot go on: the end of a sentence or clause,
# or a line break the joining kept (a list item's, a heading's, a table
# row's end).
_CLAUSE_END_RE = re.compile(r"[。!?！？;；:：\n]|\.(?:\s|$)")
_LIST_SEPARATOR_RE = re.compile(r"[,，、]")
_MOST_ITEMS = 9  # an enumeration of more is a list in all but name; none is read beyond it
# A line that starts a block of its own, not the next line of a wrapped
# sentence: a list item, a heading, a table row, a quote, a fence, a reST
# directive, a blank line.
_BLOCK_START_RE = re.compile(r"[ \t]*(?:[-*+][ \t]|[0-9]{1,3}[.)][ \t]|#|\||>|```|~~~|\.\. |$)")
_LIST_MARKER_RE = re.compile(r"[ \t]*(?:[-*+]|[0-9]{1,3}[.)])[ \t]+")
# A reST or setext heading's underline, a rule: one punctuation character repeated.
UNDERLINE_RE = re.compile(r"^([=\-~^\"'`#*+_:.])\1{2,}[ \t]*$")
# The item after the joining word: to the next separator or clause end.
_LAST_ITEM_RE = re.compile(r"[^,，、。!?！？;；:：\n]*")
_FIGURE_RE = re.compile("[0-9]")


def sentences(lines: list[str]) -> str:
    """The text with each paragraph's soft-wrapped lines joined. List
    markers go: a bullet is no word of its first item. Lines in a fenced
    code block stay apart, as do headings, table rows and underlines."""
    out: list[str] = []
    joinable = False  # may the next line continue the previous one?
    fenced = False
    for line in lines:
        stripped = line.lstrip()
        if stripped.startswith(("```", "~~~")):
            fenced = not fenced
            out.append(line)
            joinable = False
            continue
        underline = UNDERLINE_RE.match(line) is not None
        if joinable and not fenced and not underline and _BLOCK_START_RE.match(line) is None:
            out[-1] += " " + stripped
            continue
        marker = None if fenced else _LIST_MARKER_RE.match(line)
        out.append(line[marker.end():] if marker else line)
        joinable = not fenced and not underline and bool(stripped) and not stripped.startswith(("#", "|"))
    return "\n".join(out)


def inline_sizes(text: str) -> tuple[set[int], set[int]]:
    """The sizes of the enumerations in running text, and those of them
    whose every item carries a figure (``3.8, 3.9 and 3.10``). Before each
    joining word (and, or, 與, 和, 及, 或): the short items separated by
    commas or 、 within its clause, and one item after it. A clause's first
    part that opens it (a sentence adverb, a subordinate clause) is no item,
    unless a serial comma before the joining word marks a list of three or
    more."""
    sizes: set[int] = set()
    figured: set[int] = set()
    for joiner in _JOINER_RE.finditer(text):
        start = joiner.start()
        window = text[max(0, start - _MOST_ITEMS * 61):start]
        # An enumeration is one clause with one joining word.
        ends = list(_CLAUSE_END_RE.finditer(window)) + list(_JOINER_RE.finditer(window))
        if ends:
            window = window[max(end.end() for end in ends):]
        trimmed = window.rstrip(" \t\n")
        serial = trimmed.endswith((",", "，"))
        parts = _LIST_SEPARATOR_RE.split(trimmed.rstrip(",，、"))  # an Oxford comma before the joiner
        items = 0
        for at in range(len(parts) - 1, -1, -1):
            if not _item(parts[at]) or (at == 0 < items and not serial and _introduction(parts[at])):
                break
            items += 1
        if 0 < items < _MOST_ITEMS:  # longer runs are cut by the window: their size is unknown
            sizes.add(items + 1)
            last = _LAST_ITEM_RE.match(text, joiner.end())
            if all(_FIGURE_RE.search(part) for part in (*parts[len(parts) - items:], last.group())):
                figured.add(items + 1)
    return sizes, figured


def _introduction(part: str) -> bool:
    """Does a clause's first part open it rather than name an item: a
    sentence adverb or a subordinate clause before the first comma
    ("Alternatively, you can run Hadoop and Spark")?"""
    words = part.split()
    first = words[0].lower() if words else ""
    return first in INTRODUCTORY_WORDS or (len(words) == 1 and first.endswith("ly"))


def _item(part: str) -> bool:
    """Is this an item of an enumeration: a name or a short phrase (at most
    five words, 30 characters without spaces), not a clause?"""
    words = part.split()
    return 0 < len(words) <= 5 and len(part.strip()) <= 60 and all(len(word) <= 30 for word in words)
