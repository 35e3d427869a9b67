"""Signs around a figure: is the figure at [start, end) written as negative?

Negative notations: a minus attached before it (``-5``, ``−5``, ``–5`` after
folding, also after a currency marker: ``€-5``, ``-€5``, ``EUR -5``), a
minus followed by one space when something other than a figure, a letter or
a line start precedes it (``Saldo: - 5``; ``10 - 5`` is a subtraction and
``- 5 items`` at a line start is a bullet), accounting parentheses around an
amount: a figure with a separator or a currency marker (``(1.234,50)``,
``(€5)``, ``(5 €)``; a bare ``(5)`` or ``(2024)`` is prose, not a negative),
and a trailing minus (``1.234,50-``). The returned span covers the notation.
"""

from __future__ import annotations

from anchorlint.values import wordlists
from anchorlint.values.edges import is_word, letters_after, letters_before

_SYMBOLS = frozenset(wordlists.VALUE_CURRENCY_SYMBOLS)
_CODES = wordlists.VALUE_CURRENCY_CODES


def _attached_minus(text: str, index: int) -> bool:
    """``text[index]`` is a minus that reads as a sign (not 3-5, not COVID-19)."""
    if index < 0 or text[index] != "-":
        return False
    if index == 0:
        return True
    prev = text[index - 1]
    return not (is_word(prev) or prev.isnumeric() or prev in ")%")


def _spaced_minus(text: str, index: int) -> bool:
    """``text[index]`` is a minus, a space after it, read as a sign."""
    if index < 0 or text[index] != "-":
        return False
    back = index - 1
    while back >= 0 and text[back] == " ":
        back -= 1
    if back < 0 or text[back] == "\n":
        return False  # a bullet at the start of a line
    prev = text[back]
    return not (is_word(prev) or prev.isnumeric() or prev in ")%")


def _currency_before(text: str, start: int) -> int | None:
    """Start of a currency marker right before ``start`` (one space allowed)."""
    index = start - 1 if start > 0 and text[start - 1] == " " else start
    if index > 0 and text[index - 1] in _SYMBOLS:
        index -= 1
        code = letters_before(text, index)  # US$, NT$, HK$
        return index - len(code) if code in _CODES else index
    code = letters_before(text, index)
    return index - len(code) if code and code in _CODES else None


def _currency_after(text: str, end: int) -> int:
    """End of a currency marker right after ``end`` (one space allowed), or ``end``."""
    index = end + 1 if end < len(text) and text[end] == " " else end
    if index < len(text) and text[index] in _SYMBOLS:
        return index + 1
    code = letters_after(text, index)
    return index + len(code) if code and code in _CODES else end


def _parentheses(text: str, start: int, end: int, money: bool) -> tuple[int, int] | None:
    opening = start - 1 if start > 0 and text[start - 1] == " " else start
    closing = _currency_after(text, end)
    if not (money or closing > end):
        return None
    closing = closing + 1 if closing < len(text) and text[closing] == " " else closing
    if opening > 0 and text[opening - 1] == "(" and closing < len(text) and text[closing] == ")":
        return opening - 1, closing + 1
    return None


def sign_of(text: str, start: int, end: int) -> tuple[bool, int, int]:
    """(negative, span start, span end) for the figure at [start, end)."""
    if _attached_minus(text, start - 1):
        return True, start - 1, end
    if start >= 2 and text[start - 1] == " " and _spaced_minus(text, start - 2):
        return True, start - 2, end
    currency = _currency_before(text, start)
    if currency is not None and _attached_minus(text, currency - 1):
        return True, currency - 1, end
    amount = currency is not None or not text[start:end].isdigit()
    paren = _parentheses(text, start if currency is None else currency, end, amount)
    if paren is not None:
        return True, paren[0], paren[1]
    if end < len(text) and text[end] == "-":
        after = text[end + 1] if end + 1 < len(text) else ""
        if not after.isalnum():
            return True, start, end + 1
    return False, start, end
