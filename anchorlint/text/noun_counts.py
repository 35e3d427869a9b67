"""Counts the source states of a noun: "Fix two quarantine bugs", "The
encoding is split into three layers".

A card's count of things is grounded by the same number anywhere in the
source or by a list of that many items (:mod:`anchorlint.text.counts`),
which a source of any length holds for most small numbers. When the
source counts the very noun the card counts, its count is the one to
check against: ``3 個 quarantine 錯誤`` is not grounded where the source
says "two quarantine bugs" and writes no other count of them, whatever
three-item list or stray 3 it holds elsewhere. A hardware spec's
multiplication counts its noun too: ``SM x 72`` decides ``32 個 SM``
over a CPU's ``4.5 GHz x 32``.

What a card's count counts is read as the source would write it in
English: the plural noun after an English count (``three layers`` is
``layer``), the Latin word right after a Chinese counter (``3 個
quarantine 錯誤`` is ``quarantine``; an acronym after a counter, ``32 個
SM``, is ``sm``), or a Chinese noun or counter that
names a thing (``四層`` is ``layer``; :data:`~anchorlint.text.grounding_words.NOUN_TRANSLATIONS`).
Pure: a card line and a source's text in, numbers out.
"""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.text.grounding_words import NOUN_TRANSLATIONS, NUMBER_WORDS

# An English count's plural noun with the words that describe it (``three
# quarantine bugs``), and a Latin word right after a CJK counter (``3 個
# quarantine``).
_PLURAL_AFTER_RE = re.compile(r" ((?:[A-Za-z][\w-]* ){0,2}?)([A-Za-z][\w-]*[a-z](?<![su'’])s)\b")
_COUNTER_THEN_LATIN_RE = re.compile(r"[ \t]?個?[ \t]?([A-Za-z][A-Za-z-]*[a-z])(?![\w.])")
# An acronym counted after a CJK counter (``32 個 SM``; without one, ``32
# GB`` would be a unit; ``72 SMs`` is read as a word), and an acronym's
# plural (``72 SMs``), which is no plural noun to counts_something.
_COUNTER_THEN_ACRONYM_RE = re.compile(r"[ \t]?[個个][ \t]?([A-Z][A-Z0-9]*[A-Z])(?![\w.])")
_PLURAL_ACRONYM_RE = re.compile(r" ([A-Z][A-Z0-9]*[A-Z])s\b")
_CJK_NOUN_RE = re.compile(r"[ \t]?個?[ \t]?([\u4e00-\u9fff]{1,4})")
# Before a source's number, a bound or a share rather than a count ("at
# least two minor versions", "up to 39 items", "another 50 requests");
# after its noun, a rate ("60 requests per hour") or what the noun is of
# ("three types of metadata": a kind of thing of its own).
_BOUND_BEFORE_RE = re.compile(
    r"\b(?:up to|at least|at most|(?:a )?(?:minimum|maximum) of|than|over|under|below|above|exceeds?|another|each"
    r"|every|per|about|around|approximately|nearly|almost|roughly|the first|the last|the next|the other)[ \t]$")
_RATE_OR_PART_AFTER_RE = re.compile(r"[ \t]+(?:of|per|each|an?[ \t]+(?:second|minute|hour|day|week|month|year))\b")
_RATE_AFTER_RE = re.compile(r"[ \t]+(?:per|each|every|an?)[ \t]+(?:second|minute|hour|day|week|month|quarter|year)\b")


def counted_nouns(line: str, end: int) -> tuple[str, ...]:
    """The English phrases (the noun with the words the card writes
    before it, lower case) the count ending at ``line[end]`` counts, as a
    source would write them; () when the card names none that way."""
    after = line[end:end + 40]
    match = _PLURAL_AFTER_RE.match(after)
    if match is not None:
        return (match.group(1).lower() + match.group(2).lower(),)
    match = _COUNTER_THEN_LATIN_RE.match(after) or _COUNTER_THEN_ACRONYM_RE.match(after)
    if match is not None:
        return (match.group(1).lower(),)
    match = _CJK_NOUN_RE.match(after)
    if match is None:
        return ()
    run = match.group(1)
    for size in range(len(run), 0, -1):
        for start in (0, 1):  # the noun, or the noun after its counter (四個指標, 三層)
            nouns = NOUN_TRANSLATIONS.get(run[start:start + size])
            if nouns:
                return nouns
    return ()


@lru_cache(maxsize=256)
def _noun_re(noun: str) -> re.Pattern[str]:
    # The noun in either number (the caller asks for a space before it):
    # led by its letters, a scan of a long source (a pattern led by a
    # look-behind or the number would be tried at every character). A form
    # that is no word ("releas" of "releases") matches nothing. A Chinese
    # source glues it to the words after it (32个client且).
    return re.compile(rf"(?:{'|'.join(map(re.escape, _forms(noun)))})(?![a-z0-9_])")


# A figure or a word right before the noun (and the words the card writes
# before it), written apart: "32-bit hashes" measures.
_NUMBER_BEFORE_RE = re.compile(r"(?<![\w.,-])([0-9][0-9,]*|[a-z]+) $")
# A Chinese count of a Latin noun, its counter 個 glued or spaced
# ("分配4个TaskGroup", "三個 worker"): the noun's count as well.
_CJK_COUNT_BEFORE_RE = re.compile(r"(?<![0-9.,])([0-9]+|[一二兩两三四五六七八九十]{1,3})[ \t]?[个個][ \t]?$")
_BEFORE_NOUN = frozenset(" 个個")  # what stands right before a noun the source counts
# A hardware spec's multiplication, the count after its noun or before it
# (``SM x 72``, ``Tensor Core x 576``, ``2 × GPU``): a count of the noun.
# The x stands apart: ``2x faster`` multiplies.
_OPENING = frozenset("([（")  # (before a spec's first noun: "(SM x 72 + Tensor Core x 576)")
_TIMES = r"(?:[ \t]+x[ \t]+|[ \t]*×[ \t]*)"
_TIMES_AFTER_RE = re.compile(rf"{_TIMES}([0-9][0-9,]*)(?![\w.])")
_TIMES_BEFORE_RE = re.compile(rf"(?<![\w.,-])([0-9][0-9,]*){_TIMES}$")


def _forms(noun: str) -> tuple[str, ...]:
    """A noun in both numbers: the card writes a plural (``layers``,
    ``aliases``, ``libraries``) or, from a Chinese noun, a singular
    (``layer``), and a source either."""
    if not noun.endswith("s"):
        return (noun + "es", noun + "s", noun) if noun.endswith(("s", "x", "ch", "sh")) else (
            noun[:-1] + "ies", noun + "s", noun) if noun.endswith("y") else (noun + "s", noun)
    singulars = [noun[:-1]]
    if noun.endswith("es"):
        singulars.append(noun[:-2])
    if noun.endswith("ies"):
        singulars.append(noun[:-3] + "y")
    return (noun, *singulars)


def counts_an_acronym(line: str, end: int) -> bool:
    """Is the count ending at ``line[end]`` one of an acronym's plural
    (``72 SMs``), which :func:`anchorlint.text.counts.counts_something`
    leaves to lists as long (a capital before the ``s``)?"""
    return _PLURAL_ACRONYM_RE.match(line, end) is not None


def counts_a_rate(line: str, end: int) -> bool:
    """Is the count ending at ``line[end]`` a rate, its plural noun
    followed by a period ("three releases a year", "60 requests per hour")?"""
    match = _PLURAL_AFTER_RE.match(line, end)
    return match is not None and _RATE_AFTER_RE.match(line, match.end()) is not None


def stated_counts(source_lower: str, phrases: tuple[str, ...]) -> tuple[frozenset[int], frozenset[int], frozenset[int]]:
    """The numbers the source writes right before one of ``phrases``: as
    a count of it (not a bound, a share, a rate or a kind), at all (a
    card may restate a bound: "must not exceed 2601 items"), and as a
    rate ("four releases a year"), which a card's rate of it restates."""
    counted, written, rated = set(), set(), set()
    for phrase in phrases:
        noun = phrase.rsplit(" ", 1)[-1]
        if not any(form in source_lower for form in _forms(noun)):
            continue  # (a source may write only the singular: "SM x 72" for "72 SMs")
        words = phrase[:len(phrase) - len(noun)]  # "quarantine " of "quarantine bugs", or ""
        for match in _noun_re(noun).finditer(source_lower):
            before = source_lower[match.start() - 1:match.start()]
            if before not in _BEFORE_NOUN and before not in _OPENING:
                continue  # (a match holds no space: none after a space starts inside it)
            at = match.start() - len(words)
            if words and not source_lower.startswith(words, at):
                continue
            times = _TIMES_AFTER_RE.match(source_lower, match.end())
            if times is not None and _value(times.group(1)) is not None:
                written.add(_value(times.group(1)))
                counted.add(_value(times.group(1)))
            if before not in _BEFORE_NOUN:
                continue  # ("(SM x 72": only the multiplication counts after a bracket)
            number = _TIMES_BEFORE_RE.search(source_lower, max(0, at - 16), at) or _NUMBER_BEFORE_RE.search(
                source_lower, max(0, at - 24), at)
            if number is None and source_lower[at - 1:at] in _BEFORE_NOUN:
                number = _CJK_COUNT_BEFORE_RE.search(source_lower, max(0, at - 8), at)
            value = None if number is None else _value(number.group(1))
            if value is None:
                continue
            written.add(value)
            if bounded(source_lower, number.start()):
                continue
            if _RATE_AFTER_RE.match(source_lower, match.end()):
                rated.add(value)
            elif not _RATE_OR_PART_AFTER_RE.match(source_lower, match.end()):
                counted.add(value)
    return frozenset(counted), frozenset(written), frozenset(rated)


def _value(number: str) -> int | None:
    """A figure's value (``2,166``) or a number word's from two to twenty
    (``one`` is as often a pronoun); None for any other word."""
    if number[0].isdigit():
        digits = number.replace(",", "")
        return int(digits) if digits.isdigit() and not number.endswith(",") else None
    if not number.isascii():
        from anchorlint.text.numbers import cjk_value

        counted = cjk_value(number)  # 三 of 三个
        return None if counted is None else int(counted)
    value = NUMBER_WORDS.get(number)
    return value if value is not None and 1 < value <= 20 else None


def bounded(text_lower: str, start: int) -> bool:
    """Is the number at ``text_lower[start]`` a bound or a share ("at least
    two", "must not exceed 2601", "another 50")?"""
    return _BOUND_BEFORE_RE.search(text_lower, max(0, start - 16), start) is not None
