"""A count of the kind of thing a document's sections each are.

A reference whose title names what it lists (``# Configuration options for
isort``) gives one section per item (``## Line Length``, ``## Skip``): its
top sections are so many options, and a faithful summary counts them so
("the first ten options", ``十個選項``, "covers ten of them" after "a large
set of options"). :func:`anchorlint.text.source_lists.section_counts`
grounds a count of parts or sections only; this grounds a count of the
noun the title names, in either number or through a Chinese noun's
English reading (:data:`~anchorlint.text.grounding_words.NOUN_TRANSLATIONS`).
Pure: a card line and a source's text in, an answer out.
"""

from __future__ import annotations

import re

from anchorlint.text.noun_counts import counted_nouns

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z-]*[A-Za-z]")
# A count of things named before it: "ten of them", "five of these".
_PARTITIVE_RE = re.compile(r" of (?:them|these|those)\b", re.IGNORECASE)
# The plural nouns a line writes before such a count ("a large set of options").
_PLURAL_RE = re.compile(r"\b[A-Za-z][\w-]*[a-z](?<![su'’])s\b")


def singular(word: str) -> str:
    """A noun's singular as far as counting needs it (``options`` ->
    ``option``, ``entries`` -> ``entry``, ``boxes`` -> ``box``)."""
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def title_nouns(title: str) -> frozenset[str]:
    """The words of a document's title, in the singular."""
    return frozenset(singular(word) for word in _WORD_RE.findall(title))


def partitive(line: str, end: int) -> bool:
    """Is the number ending at ``line[end]`` a count of things named before
    it ("ten of them")?"""
    return _PARTITIVE_RE.match(line, end) is not None


def counted_kinds(line: str, start: int, end: int) -> frozenset[str]:
    """The nouns (singular) the count at ``line[start:end]`` counts: the
    noun after it (``ten options``, ``十個選項`` -> ``option``) or, for a
    count of things named before it ("ten of them"), the plural nouns its
    line writes before it."""
    if _PARTITIVE_RE.match(line, end) is not None:
        return frozenset(singular(word) for word in _PLURAL_RE.findall(line, 0, start))
    return frozenset(singular(noun.rsplit(" ", 1)[-1]) for noun in counted_nouns(line, end))


def counted_words(line: str, start: int, end: int) -> frozenset[str]:
    """:func:`counted_kinds` with every word the card writes before the
    noun too (``four route sets`` -> ``route``, ``set``): what a group of
    the source's headings named by a shared word may be counted as."""
    if _PARTITIVE_RE.match(line, end) is not None:
        return counted_kinds(line, start, end)
    return frozenset(singular(word) for noun in counted_nouns(line, end) for word in noun.split())
