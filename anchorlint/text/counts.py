"""Counts: a single digit that counts something (``three releases``,
``6 target triples``, ``四種``, ``4 個執行緒``), and the counts a source
gives without writing the number (a list of five items is a count of five).

H7's ``single_digit: count`` makes a counting digit an anchor. A faithful
summary derives counts: "three limits" where the source lists three, "五個問題"
for a changelog section of five bullets, "兩個頁腳" after naming both. Such a
count is grounded by the same number in the source, by a list the source
gives with that many items (:func:`anchorlint.text.source_lists.listed_counts`),
or by the card's own enumeration beside it (:func:`card_tally`), whose items
are checked in turn.
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
# Irregular plurals count too (``Nine people``).
_LATIN_COUNTED_RE = re.compile(
    r" (?:[A-Za-z0-9][\w.+-]* ){0,2}?(?:[A-Za-z][\w-]*[a-z](?<![su'’])s|people|children|men|women)\b")
_FUNCTION_WORDS = frozenset(
    "a an the and or of to in on at by for from with as is are was were be been has have had do does did "
    "not no this that these those it its their our your we they he she which who than then so but if "
    "more most less least other others each every all both per".split()
)
# A determiner before the digit points back at things already named (``the
# two targets``, ``these three``, ``這兩個``): an anaphor, not a new count.
_ANAPHOR_RE = re.compile(r"(?:\b(?:the|these|those|both|its|their|our|your)|[這那該此其每第])[ \t]?$", re.IGNORECASE)


def counts_something(text: str, start: int, end: int) -> bool:
    """Does the number at ``text[start:end]`` (a line, case kept) count
    something: a CJK counter or an English plural noun right after it,
    and no determiner that makes it an anaphor before it?"""
    if _ANAPHOR_RE.search(text[max(0, start - 8):start]) is not None:
        return False
    if _CJK_COUNTED_RE.match(text, end) is not None:
        return True
    match = _LATIN_COUNTED_RE.match(text, end)
    if match is None:
        return False
    return not any(word.lower() in _FUNCTION_WORDS for word in match.group().split())


# What a count of a document's own top sections counts: its parts (五個部分,
# 四大部分, four sections, three main parts).
_SECTIONS_COUNTED_RE = re.compile(
    r"[ \t]?(?:個|大)?(?:部分|章|節)|(?: [A-Za-z]+)? (?:sections|parts|chapters)\b", re.IGNORECASE)


def counts_sections(text: str, end: int) -> bool:
    """Does the count ending at ``text[end]`` count parts or sections?"""
    return _SECTIONS_COUNTED_RE.match(text, end) is not None


# What a count of releases counts (三個版本, four releases, all three
# entries): things a source lists with a figure each (release headings,
# version numbers, dated entries).
_RELEASES_COUNTED_RE = re.compile(
    r"[ \t]?(?:個|次)?(?:版本|版|發行|發布|發佈|更新|條目)"
    r"|(?: [A-Za-z]+)? (?:releases|versions|entries|editions|advisories|updates)\b", re.IGNORECASE)


def counts_releases(text: str, end: int) -> bool:
    """Does the count ending at ``text[end]`` count releases or entries?"""
    return _RELEASES_COUNTED_RE.match(text, end) is not None


# What a number of times counts: occurrences (重試 3 次, 出現兩回, twice as
# "2 times"), which no list of things or run of sections gives.
_TIMES_COUNTED_RE = re.compile(r"[ \t]?(?:次|回|遍|趟)| times\b", re.IGNORECASE)


def counts_times(text: str, end: int) -> bool:
    """Does the count ending at ``text[end]`` count times (occurrences)?"""
    return _TIMES_COUNTED_RE.match(text, end) is not None


# ---------------------------------------------------------------- the card's own tally

# Items of an enumeration: separated by commas, 、 or semicolons, the last
# joined by and/or/與/和/及/或/以及. Items are short (no sentence inside).
JOINERS = r"(?:\b(?:and|or)\b|以及|與|和|及|或)"
_JOINED_RE = re.compile(rf"[ \t]*(?:,|，|、|;|；)?[ \t]*{JOINERS}[ \t]*")
_SEPARATOR_RE = re.compile(r"[ \t]*(?:,|，|、|;|；)[ \t]*")


def card_tally(line: str, start: int, end: int) -> int | None:
    """How many items the card enumerates right after the count (after a
    colon, to the end of the sentence: ``三個參數：A、B 與 C``) or right
    before it (``A 與 B 兩個頁腳``, ``A、B、C 三種``); None when it
    enumerates none."""
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
    if len(parts) == 2 and all(part.strip() for part in parts) and _last_item(parts[1]):
        return len(_SEPARATOR_RE.split(parts[0].strip())) + 1
    # Chinese enumerates with 、 alone, no joining word: 1.17、1.16、1.15、1.14 四個版本.
    items = before.split("、")
    if len(items) >= 2 and all(item.strip() for item in items):
        return len(items)
    return None


def _last_item(text: str) -> bool:
    """Does the enumeration end right before the count, ``text`` being its
    last item (``A 與 B 兩個頁腳``)? Not when words go on after the item:
    "negotiation and versioning in the next 2 versions" tallies nothing."""
    words = text.split()
    return len(words) <= 3 and not any(word.lower() in _FUNCTION_WORDS for word in words)


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
