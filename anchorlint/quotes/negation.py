"""Negations next to a passage: a near miss is widened to take them in (so
the polarity guard sees them), and an elision may not cut one out."""

from __future__ import annotations

import re

from anchorlint.quotes import vocab as wordlists
from anchorlint.quotes.charclass import CLAUSE_ENDS, is_cjk

_WORD_BEFORE_RE = re.compile(r"([^\W\d_]+(?:['\u2019][^\W\d_]+)?)[ \t\u00a0]*\Z")
_WORD_AFTER_RE = re.compile(r"[ \t\u00a0]*([^\W\d_]+(?:['\u2019][^\W\d_]+)?)")


def _is_negation(word: str) -> bool:
    folded = word.casefold().replace("\u2019", "'")
    return folded in wordlists.NEGATION_WORDS or folded.endswith(wordlists.NEGATION_SUFFIX)


def negation_before(text: str, start: int) -> int | None:
    """Where a negation that governs the text at ``start`` begins: the word
    right before it in the same clause (``not``, ``never``, ``n't`` …) or a
    CJK negation character glued to it. None when there is none."""
    if start > 0 and text[start - 1] in wordlists.CJK_NEGATIONS:
        return start - 1
    match = _WORD_BEFORE_RE.search(text, max(0, start - 24), start)
    if match and not is_cjk(match.group(1)[-1]) and _is_negation(match.group(1)):
        return match.start(1)
    return None


def negation_after(text: str, end: int) -> int | None:
    """Where a negation right after ``end`` (same clause) ends, or None."""
    if end > 0 and text[end - 1] in CLAUSE_ENDS:
        return None  # the quotation closes its clause; what follows is new
    if end < len(text) and text[end] in wordlists.CJK_NEGATIONS:
        return end + 1
    match = _WORD_AFTER_RE.match(text, end)
    if match and match.start(1) > end and not is_cjk(match.group(1)[0]) and _is_negation(match.group(1)):
        return match.end(1)
    return None
