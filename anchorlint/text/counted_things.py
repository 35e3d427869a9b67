"""What a Chinese count counts, told by its counter and its noun: ``16 張圖片``
counts pictures, ``16 個 3.8B 參數的專家模組`` experts, ``三名 PMCer``
people, ``3个pull request`` pull requests.

A source that writes a figure only as counts of other things (with a
counter, ``3个pull request``, or as measures, ``3个月``) gives no count of
the card's thing: ``三名 PMCer`` is not grounded there. Two counts agree
when their counters are of one kind (``位``, ``名`` and ``人`` count people;
simplified and traditional forms are one; ``行``, ``列`` and ``欄`` one, as a
zh-CN ``行`` is a zh-TW ``列``), or, when either counter is the
generic ``個``, when the noun of one stands right after the other's
counter. What cannot be compared agrees: a Latin noun against a Chinese
one, Chinese nouns when the source is written in the simplified script
(its ``节点`` is the card's ``節點``), a count with no noun after it.
Pure functions of text.
"""

from __future__ import annotations

import re

from anchorlint.text.numbers import COUNTERS, TRADITIONAL_COUNTERS

_GENERIC = "個"
# Counters of one kind, each mapped to the first of its group; simplified
# forms to their traditional ones (every simplified counter: 场 is 場).
_KINDS = {
    counter: group[0]
    for group in ("個个", "位名人", "種类類款", "項项條条件則则", "張张片頁页", "台臺", "組组套批", "層层級级",
                  "節节章篇", "筆笔", "段", "步", "列行欄栏")
    for counter in group
}
_KINDS.update({simplified: _KINDS.get(traditional, traditional)
               for simplified, traditional in TRADITIONAL_COUNTERS.items() if simplified not in _KINDS})
_COUNTER_CHARS = frozenset(COUNTERS) | frozenset(_KINDS)
# The noun after a counter: a Latin word, or the first two Chinese
# characters, past figures and spaces (``個 3.8B 參數``: 參數).
_NOUN_RE = re.compile(r"[ \t]*(?:[0-9][\w.]*[ \t]*)*([A-Za-z][A-Za-z-]*|[\u4e00-\u9fff]{2})")
_WINDOW = 16  # characters after a counter where its noun phrase stands


def counter_at(text: str, end: int) -> tuple[str, str] | None:
    """The CJK counter right after the figure ending at ``text[end]`` (one
    space allowed) and the words after it (``("張", "圖片，勝過…")``), or None."""
    at = end + 1 if text[end:end + 1] == " " else end
    counter = text[at:at + 1]
    if not counter or counter not in _COUNTER_CHARS:
        return None
    return counter, text[at + 1:at + 1 + _WINDOW]


def agree(card: tuple[str, str], source: tuple[str, str], simplified: bool) -> bool:
    """Do the card's count and a source's count (:func:`counter_at`) count
    the same kind of thing, or can the two not be told apart?"""
    card_kind, source_kind = _KINDS.get(card[0], card[0]), _KINDS.get(source[0], source[0])
    if card_kind == source_kind and card_kind != _GENERIC:
        return True
    if card_kind != source_kind and _GENERIC not in (card_kind, source_kind):
        return False  # two counters of other kinds: 張 is no 位
    card_noun, source_noun = _noun(card[1]), _noun(source[1])
    if card_noun is None or source_noun is None or card_noun.isascii() != source_noun.isascii():
        return True
    if card_noun.isascii():
        card_noun, source_noun = card_noun.lower(), source_noun.lower()
        return card_noun.startswith(source_noun) or source_noun.startswith(card_noun)
    return simplified or card_noun in source[1] or source_noun in card[1]


def _noun(words: str) -> str | None:
    match = _NOUN_RE.match(words)
    return None if match is None else match.group(1)
