"""A requirement is not a recommendation.

"編譯需要 zlib 1.2.6 以上" is not grounded by a README that says "You need
zlib version 1.2.3 or later to compile pigz.  zlib version 1.2.6 or later
is recommended": the card calls required what the source only recommends.
A card's figure whose clause says it is needed (需要, 必須, 至少, requires,
needs, minimum, at least) and does not say it is recommended is not
grounded by a source that writes that figure only in sentences that
recommend (recommended, suggest, 建議, 推薦) and require nothing, where
another sentence of the source does require something. Pure functions of
the card's line and the source's folded text.
"""

from __future__ import annotations

import re

from anchorlint.text.whole_figures import figure_sentences

_REQUIRED_RE = re.compile(r"需要|必須|必需|至少|最低|最少|\brequire|\bneed|\bminimum|\bat least|\bmust\b", re.IGNORECASE)
_RECOMMENDED_RE = re.compile(r"建議|推薦|推荐|建议|recommend|suggest|prefer|\bideally\b", re.IGNORECASE)
# Where a clause of the card ends (a sentence of the source: whole_figures.SENTENCE_END_RE).
_CLAUSE_END_RE = re.compile(r"[，,；;。：:！？!?\n]|\.(?:\s|$)")
_REACH = 200


def required_on_card(line: str, start: int) -> bool:
    """Does the card's clause holding the figure at ``start`` call it needed
    (before the figure), without calling it recommended?"""
    begin = 0
    for match in _CLAUSE_END_RE.finditer(line, 0, start):
        begin = match.end()
    after = _CLAUSE_END_RE.search(line, start)
    clause = line[begin:after.start() if after else len(line)]
    return _REQUIRED_RE.search(line, begin, start) is not None and _RECOMMENDED_RE.search(clause) is None


def only_recommended(text: str, figure: str) -> bool:
    """Does ``text`` (a source, folded to lower case) write ``figure`` as a
    whole number only in sentences that recommend and require nothing,
    while it requires something elsewhere?"""
    found = False
    for _, begin, end in figure_sentences(text, figure, _REACH):
        sentence = text[begin:end]
        if _RECOMMENDED_RE.search(sentence) is None or _REQUIRED_RE.search(sentence) is not None:
            return False
        found = True
    return found and _REQUIRED_RE.search(text) is not None
