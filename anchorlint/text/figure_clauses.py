"""A Chinese clause's figure belongs to what the clause says it measures.

"可用性目標為 99.9%" is not grounded by a source whose only 99.9% is "約有
99.9％ 的失敗的建置從未打開設定頁": the card's clause and every source
clause writing the figure share no word. A clause's words are read as the
pairs of Han characters it writes (Chinese has no spaces to split words
at) and its Latin words. Pure functions of the card's line and the
source's text.
"""

from __future__ import annotations

import re

from anchorlint.text.grounding_words import CLAUSE_FILLERS, SIMPLIFIED_ONLY
from anchorlint.text.whole_figures import whole_places

# Where a clause ends in the card and in the source (a line ends one too).
_CLAUSE_END_RE = re.compile(r"[；;。！？!?，,、：\n]|:(?:\s|$)|\.(?:\s|$)")
_HAN_RUN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}")
_LATIN_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9_.\-]*[A-Za-z0-9]")
# How far a clause is read either side of its figure (a table row or a
# sentence without punctuation ends somewhere).
_REACH = 200
_FILLER_RE = re.compile("|".join(sorted(CLAUSE_FILLERS, key=len, reverse=True)))


def _terms(text: str) -> set[str]:
    """The pairs of Han characters and the Latin words (lower case) of ``text``."""
    found = {word.lower() for word in _LATIN_WORD_RE.findall(text)}
    for run in _HAN_RUN_RE.findall(text):
        found.update(run[at:at + 2] for at in range(len(run) - 1))
    return found


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The (begin, stop) offsets of the clause of ``text`` holding ``start:end``."""
    begin = max(0, start - _REACH)
    for match in _CLAUSE_END_RE.finditer(text, begin, start):
        begin = match.end()
    after = _CLAUSE_END_RE.search(text, end, end + _REACH)
    return begin, after.start() if after else min(len(text), end + _REACH)


def card_clause_terms(line: str, start: int, end: int) -> set[str]:
    """The terms (:func:`_terms`) of the clause of the card's ``line`` that
    holds the figure at ``start:end``, the figure and the words saying how
    much (:data:`CLAUSE_FILLERS`) left out."""
    begin, stop = _clause(line, start, end)
    return _terms(_FILLER_RE.sub(" ", line[begin:start])) | _terms(_FILLER_RE.sub(" ", line[end:stop]))


def source_clauses(text: str, figure: str) -> list[str]:
    """Each clause of ``text`` (the source, in lower case) that writes
    ``figure`` (digits) as a whole number, the figure cut out; a term
    (:func:`_terms`) of a card's clause that one of them contains is a word
    they share (a substring test: no set of the source's words is built)."""
    out = []
    for at in whole_places(text, figure):
        after = at + len(figure)
        begin, stop = _clause(text, at, after)
        out.append(text[begin:at] + " " + text[after:stop])
    return out


def latin_only(clause: str) -> bool:
    """Does a source clause write no two Han characters side by side (a
    table's cell, English prose), so that a card's words may translate it?"""
    return _HAN_RUN_RE.search(clause) is None


def simplified(text: str) -> bool:
    """Does ``text`` (a short one: a clause, a document's opening) write
    simplified Chinese (a character only the simplified script has)? Its
    words do not match a traditional card's. (A search per character:
    compiling a regular expression's class of them costs more than a run's
    searches; a text of a few words, a clause or a card's terms, is looked
    up in the set character by character instead, cheaper than eighty
    searches.)"""
    if len(text) <= _SHORT:
        return not SIMPLIFIED_ONLY.isdisjoint(text)
    return any(char in text for char in SIMPLIFIED_ONLY)


_SHORT = 200  # characters: up to here a lookup per character costs less than a search per simplified one
