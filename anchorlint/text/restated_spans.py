"""A span the card restates from one sentence is that sentence's span.

"Other releases are supported for roughly four months, until the next
release comes out" restates the source's "All remaining releases are
supported for approximately 1 month (until the next release is
produced)": the words are that sentence's, the span is not. The source's
"four months" is in another sentence (an undocumented support period
before the policy), which shares hardly a word with the card's. A span
of time (a figure with a unit of days to years) in an English card
sentence is so judged by the source sentence its words restate best: when
one source sentence shares most of them (four content words at least,
half of the card's) and gives spans of time, none this one (compared in
days: "12 months" restates "a year"), while every sentence giving it
shares two words fewer or less, the figure is that sentence's other span,
misquoted. Pure
functions of folded (lower-case) text.
"""

from __future__ import annotations

import re

from anchorlint.text.counts import FUNCTION_WORDS

_WORD_RE = re.compile(r"[a-z][a-z-]{2,}")
# Where a source's sentence ends: a full stop, ! or ? before white space,
# a blank line, a list item's marker.
_SENTENCE_END_RE = re.compile(r"[.!?](?=\s)|\n\s*\n|\n(?=\s*(?:[-*+]|[0-9]+[.)])\s)")
# Where a card's sentence ends (its clauses joined by commas stay one).
_CARD_SENTENCE_END_RE = re.compile(r"[;；。]|\.(?=\s)")
# (each word led by its first letter, the boundary before it looked back at
# after it: a pattern opening with \b is tried at every character of a book)
_UNIT_WORD_RE = re.compile(r"(?:d(?<!\wd)ay|w(?<!\ww)eek|m(?<!\wm)onth|y(?<!\wy)ear)s?\b")
_FEWEST_SHARED = 4
_MARGIN = 2


def content_words(text: str) -> frozenset[str]:
    """The words of ``text`` that say what it is about: three letters or
    more, no function word, no unit of time; a plural's ``s`` cut."""
    words = set()
    for word in _WORD_RE.findall(text):
        if word in FUNCTION_WORDS or _UNIT_WORD_RE.fullmatch(word):
            continue
        words.add(word[:-1] if word.endswith("s") and not word.endswith("ss") else word)
    return frozenset(words)


def card_sentence(line: str, start: int) -> str:
    """The sentence of the card's folded ``line`` around offset ``start``."""
    begin = 0
    for match in _CARD_SENTENCE_END_RE.finditer(line, 0, start):
        begin = match.end()
    after = _CARD_SENTENCE_END_RE.search(line, start)
    return line[begin:after.start() if after else len(line)]


def span_sentences(text: str) -> list[tuple[str, frozenset[str]]]:
    """Each sentence of a source's folded ``text`` that names a unit of
    time, with its content words."""
    out = []
    begin = 0
    for match in _SENTENCE_END_RE.finditer(text):
        sentence = text[begin:match.start()]
        if _UNIT_WORD_RE.search(sentence):
            out.append((sentence, content_words(sentence)))
        begin = match.end()
    tail = text[begin:]
    if _UNIT_WORD_RE.search(tail):
        out.append((tail, content_words(tail)))
    return out


# Days in a unit of time: a span is compared in days, so that "12 months"
# restates "a year" (within a twentieth).
DAYS_IN = {"day": 1.0, "week": 7.0, "month": 30.4, "year": 365.0}
_NEAR = 0.05
# "a year", "one month": a span of one written with no figure.
_ONE_UNIT_RE = re.compile(r"\b(?:a|an|one)[ \t]+(day|week|month|year)\b")


def unit_spans(sentence: str) -> list[float]:
    """The spans of one unit written with no figure (``a year``) in a
    folded sentence, in days."""
    return [DAYS_IN[match.group(1)] for match in _ONE_UNIT_RE.finditer(sentence)]


def misquoted(words: frozenset[str], days: float, sentences: list[tuple[frozenset[str], list[float]]]) -> bool:
    """Does one of ``sentences`` (its content words and the spans it gives,
    in days) restate the card's sentence (its content ``words``) best by
    the margin, giving other spans only (``days``: the card's)?"""
    best_other = best_own = 0
    for said, spans in sentences:
        shared = len(words & said)
        if any(abs(span - days) <= _NEAR * days for span in spans):
            best_own = max(best_own, shared)
        else:
            best_other = max(best_other, shared)
    return best_other >= max(_FEWEST_SHARED, len(words) / 2) and best_other >= best_own + _MARGIN
