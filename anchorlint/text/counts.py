"""Counts: a single digit that counts something (``three releases``,
``6 target triples``, ``四種``, ``4 個執行緒``), and the counts a source
gives without writing the number (a list of five items is a count of five).

H7's ``single_digit: count`` makes a counting digit an anchor. A faithful
summary derives counts: "three limits" where the source lists three, "五個問題"
for a changelog section of five bullets, "兩個頁腳" after naming both. Such a
count is grounded by the same number in the source, by a list the source
gives with that many items (:func:`listed_counts`), or by the card's own
enumeration beside it (:func:`card_tally`), whose items are checked in turn.
"""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.text.numbers import COUNTERS

# CJK counters after a numeral (三種, 4 個執行緒). Those that are units (天,
# 秒, 月) give the number a unit and make it an anchor already.
_CJK_COUNTED_RE = re.compile(f"[ \t]?[{COUNTERS}]")
# A plural noun within the next three words, none of them a function word
# (``three releases``, ``6 target triples``, ``three Python versions``).
_LATIN_COUNTED_RE = re.compile(r" (?:[A-Za-z0-9][\w.+-]* ){0,2}?[A-Za-z][\w-]*[a-z](?<![su'’])s\b")
_FUNCTION_WORDS = frozenset(
    "a an the and or of to in on at by for from with as is are was were be been has have had do does did "
    "not no this that these those it its their our your we they he she which who than then so but if "
    "more most less least other others each every all both per".split()
)
# A determiner before the digit points back at things already named (``the
# two targets``, ``these three``, ``這兩個``): an anaphor, not a new count.
_ANAPHOR_RE = re.compile(r"(?:\b(?:the|these|those|both|all|its|their|our|your)|[這那該此其每第])[ \t]?$", re.IGNORECASE)


def counts_something(text: str, start: int, end: int) -> bool:
    """Does the single digit at ``text[start:end]`` (a line, case kept)
    count something: a CJK counter or an English plural noun right after it,
    and no determiner that makes it an anaphor before it?"""
    if _ANAPHOR_RE.search(text[max(0, start - 8):start]) is not None:
        return False
    if _CJK_COUNTED_RE.match(text, end) is not None:
        return True
    match = _LATIN_COUNTED_RE.match(text, end)
    if match is None:
        return False
    return not any(word.lower() in _FUNCTION_WORDS for word in match.group().split())


# ---------------------------------------------------------------- the card's own tally

# Items of an enumeration: separated by commas, 、 or semicolons, the last
# joined by and/or/與/和/及/或/以及. Items are short (no sentence inside).
_ITEM = r"[^,，、;；:：。.\n（(]{1,60}?"
_JOINERS = r"(?:\b(?:and|or)\b|以及|與|和|及|或)"
_JOINED_RE = re.compile(rf"[ \t]*(?:,|，|、|;|；)?[ \t]*{_JOINERS}[ \t]*")
_SEPARATOR_RE = re.compile(r"[ \t]*(?:,|，|、|;|；)[ \t]*")


def card_tally(line: str, start: int, end: int) -> int | None:
    """How many items the card enumerates right after the count (after a
    colon, to the end of the sentence: ``三個參數：A、B 與 C``) or right
    before it (``A 與 B 兩個頁腳``); None when it enumerates none."""
    line = _CODE_SPAN_RE.sub(_opaque, line)  # a colon or comma inside `Refs: #123` separates nothing
    colon = re.search(r"[:：]", line[end:])
    if colon is not None:
        tail = line[end + colon.end():]
        tail = re.split(r"[。\n]|\.(?:\s|$)", tail, maxsplit=1)[0]
        items = _items(tail)
        if items >= 2:
            return items
    before = re.split(r"[：:。，,；;（(]", line[:start])[-1]
    parts = _JOINED_RE.split(before.strip())
    if len(parts) == 2 and all(part.strip() for part in parts):
        return len(_SEPARATOR_RE.split(parts[0].strip())) + 1
    return None


_CODE_SPAN_RE = re.compile(r"`[^`\n]*`")


def _opaque(match: re.Match[str]) -> str:
    return "`" + "x" * (len(match.group()) - 2) + "`"


def _items(text: str) -> int:
    """The items of an enumeration: the parts between separators, the last
    one split at its joining word."""
    parts = [part for part in re.split(r"[;；]", text) if part.strip()]
    if len(parts) >= 2:
        return len(parts)
    parts = [part for part in _SEPARATOR_RE.split(text) if part.strip()]
    if len(parts) >= 2:
        last = _JOINED_RE.split(parts[-1].strip())
        return len(parts) - 1 + (2 if len(last) == 2 and all(p.strip() for p in last) else 1)
    return len([part for part in _JOINED_RE.split(text.strip()) if part.strip()]) if _JOINED_RE.search(text) else 0


# ---------------------------------------------------------------- counts a source derives

_ITEM_LINE_RE = re.compile(r"^([ \t]*)(?:[-*+]|[0-9]{1,3}[.)])[ \t]+\S")
_HEADING_RE = re.compile(r"^(#{1,6})[ \t]+\S")
_TABLE_RULE_RE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}")
_JOINER_RE = re.compile(_JOINERS)
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
    sizes |= _heading_sizes(lines)
    sizes |= _inline_sizes(text)
    return frozenset(size for size in sizes if size >= 2)


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


def _heading_sizes(lines: list[str]) -> set[int]:
    """Each run of sibling headings, and those of them whose title carries
    a figure (a changelog's releases, apart from its ``Unreleased``)."""
    sizes: set[int] = set()
    runs: dict[int, list[int]] = {}  # level -> [headings, numbered headings] under the current parent
    for line in lines:
        match = _HEADING_RE.match(line)
        if match is None:
            continue
        level = len(match.group(1))
        for deeper in [lvl for lvl in runs if lvl > level]:
            sizes.update(runs.pop(deeper))
        run = runs.setdefault(level, [0, 0])
        run[0] += 1
        run[1] += _FIGURE_RE.search(line) is not None
    for run in runs.values():
        sizes.update(run)
    return sizes


_FIGURE_RE = re.compile("[0-9]")
