"""Numbers as the numeric guard reads them: by value, under every locale
convention the digits allow, the way the anchor check reads them.

``1,234.5`` and ``1.234,5`` are both 1234.5; ``1,5`` is 1.5 (a comma before
fewer than three digits is a decimal comma); ``1,234`` is 1234 or 1.234, and
two numbers are the same figure when one of their readings agrees. Decimal
places are kept (``10.0`` is not ``10``: the precision is what was written).
CJK numerals are read as integers (``三十`` is 30, ``一萬二千`` 12000).
"""

from __future__ import annotations

import re

from anchorlint.quotes import vocab

_GROUP_SEPARATORS = ",.'\u00a0\u202f"
_PARTS_RE = re.compile(r"[,.'\u00a0\u202f]")


def readings(number: str) -> frozenset[str]:
    """Every canonical value (``1234.5``) the written ``number`` can mean."""
    if number and not number.isascii() and all(ch in vocab.CJK_DIGITS or ch in vocab.CJK_MULTIPLIERS for ch in number):
        value = cjk_value(number)
        return frozenset() if value is None else frozenset({str(value)})
    separators = [ch for ch in number if ch in _GROUP_SEPARATORS]
    groups = _PARTS_RE.split(number)
    if not separators:
        return frozenset({number.lstrip("0") or "0"})
    out: set[str] = set()
    if len(set(separators)) == 1 and _grouped(groups):
        out.add("".join(groups).lstrip("0") or "0")
    last = separators[-1]
    head_separators = separators[:-1]
    if last in ".," and last not in head_separators and len(set(head_separators)) <= 1:
        if not head_separators or _grouped(groups[:-1]):
            out.add(("".join(groups[:-1]).lstrip("0") or "0") + "." + groups[-1])
    return frozenset(out)


def _grouped(groups: list[str]) -> bool:
    """Thousands grouping: 1-3 digits, then groups of exactly three."""
    return 1 <= len(groups[0]) <= 3 and all(len(group) == 3 for group in groups[1:])


def cjk_value(numeral: str) -> int | None:
    """``三十`` → 30, ``兩百零五`` → 205, ``一萬二千`` → 12000; None if unreadable."""
    total = section = digit = 0
    seen_digit = False
    for ch in numeral:
        if ch in vocab.CJK_DIGITS:
            digit = digit * 10 + vocab.CJK_DIGITS[ch] if seen_digit else vocab.CJK_DIGITS[ch]
            seen_digit = True
            continue
        scale = vocab.CJK_MULTIPLIERS.get(ch)
        if scale is None:
            return None
        if scale >= 10_000:
            total += (section + digit) * scale
            section = 0
        else:
            section += (digit if seen_digit else 1) * scale
        digit, seen_digit = 0, False
    return total + section + digit
