"""Word-level differences between a quotation and the passage it was
aligned to, for the guards.

Both sides are read at the ``case`` tier and split into words (runs of
letters and digits; each CJK character is a word). ``word_edits`` lists
what differs; ``same_word`` tells a copying slip inside one word (``recieve``,
``modem`` for ``modern``, ``tbe``) from a different word; ``affix_swap``
catches look-alike opposites that differ only by a prefix or suffix
(``increase``/``decrease``, ``import``/``export``, ``careful``/``careless``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.quotes import vocab as wordlists
from anchorlint.quotes.align import distance
from anchorlint.quotes.ladder import normalize_plain

_WORD_RE = re.compile(r"[^\W_]+")
_CJK_SPLIT_RE = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff])")


def words(text: str) -> list[str]:
    """The words of ``text`` at the ``case`` tier (the loosest sound tier)."""
    folded = normalize_plain(text, "case")
    tokens = _WORD_RE.findall(folded)
    if _CJK_SPLIT_RE.search(folded) is None:
        return tokens  # no CJK character to split off: every token is one word
    out: list[str] = []
    for token in tokens:
        out.extend(part for part in _CJK_SPLIT_RE.split(token) if part)
    return out


@lru_cache(maxsize=256)
def word_edits(quote: str, passage: str) -> tuple[tuple[list[str], list[str]], ...]:
    """``(quote words, passage words)`` for every block that differs (cached:
    several guards read the same pair)."""
    from difflib import SequenceMatcher

    a, b = words(quote), words(passage)
    opcodes = SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    return tuple((a[a1:a2], b[b1:b2]) for op, a1, a2, b1, b2 in opcodes if op != "equal")


def same_word(a: str, b: str) -> bool:
    """A slip inside one word: more than half its characters kept in place,
    or the same letters in another order."""
    longest = max(len(a), len(b))
    return sorted(a) == sorted(b) or 1 - distance(a, b) / longest > 0.5


def changed_words(quote: str, passage: str) -> bool:
    """Whether a word was added, dropped or replaced by a different word
    (words merged or split by white space, ``data base``/``database``, and
    slips inside a word do not count)."""
    for ours, theirs in word_edits(quote, passage):
        if not ours or not theirs:
            return True
        if len(ours) == len(theirs):
            if not all(same_word(x, y) for x, y in zip(ours, theirs)):
                return True
        elif not same_word("".join(ours), "".join(theirs)):
            return True
    return False


def affix_swap(quote: str, passage: str) -> bool:
    """A word replaced by a look-alike opposite: same stem, different
    prefix or suffix from wordlists.OPPOSING_PREFIXES / OPPOSING_SUFFIXES.
    Words merged or split by white space (``up load``/``upload``) are not
    replacements."""
    for ours, theirs in word_edits(quote, passage):
        if len(ours) == len(theirs) and any(_opposed(x, y) for x, y in zip(ours, theirs)):
            return True
    return False


def _opposed(x: str, y: str) -> bool:
    if x == y:
        return False
    for p in wordlists.OPPOSING_PREFIXES:
        if not x.startswith(p) or len(x) <= len(p) + 2:
            continue
        for q in wordlists.OPPOSING_PREFIXES:
            if p != q and y.startswith(q) and x[len(p) :] == y[len(q) :]:
                return True
    for p in wordlists.OPPOSING_SUFFIXES:
        for q in wordlists.OPPOSING_SUFFIXES:
            if p != q and x.endswith(p) and y.endswith(q) and x[: len(x) - len(p)] == y[: len(y) - len(q)]:
                return len(x) > len(p) + 2
    return False
