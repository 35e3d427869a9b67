"""Figures: a number found in the surface forms of the allowed conventions.

A value is searched as its integer digits, ungrouped or grouped by three with
a convention's group separator, then (for a fraction) the decimal separator,
the significant decimals and any trailing zeros (``1234.5``: ``1234,5``,
``1.234,50``); a whole number may carry a zero fraction (``1.234,00``).
Each candidate must then pass three checks:

* edges (when boundaries are on): it is not part of a longer figure, an
  ordinal, a code or a scaled amount (``2`` in ``2024``, ``1.234`` in
  ``11.234`` or ``1.2345``, ``5`` in ``5.5``, ``3-5``, ``5th``, ``5 million``)
  nor the day of a written date (``5. April``, ``April 5``, ``4月5日``);
* ambiguity: every allowed convention that can read the candidate reads the
  same number. With no locale, ``1.234`` is refused for both 1234 (German)
  and 1.234 (English): the text does not say which it is;
* sign: the notation around it (see ``signs``) agrees with the value's sign.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from anchorlint.values import edges
from anchorlint.values.certificate import AMBIGUOUS, BOUNDARY, SIGN
from anchorlint.values.locales import Conventions
from anchorlint.values.scan import Match, Trace, overlapping
from anchorlint.values.signs import sign_of

# Group separator and decimal separator per convention, in folded text (every
# space is " ", every apostrophe "'").
SEPARATORS = {"en": (",", "."), "de": (".", ","), "fr": (" ", ","), "ch": ("'", ".")}
_PARSERS = {
    name: re.compile(rf"(?:[1-9]\d{{0,2}}(?:{re.escape(g)}\d{{3}})+|\d+)(?:{re.escape(d)}(\d+))?")
    for name, (g, d) in SEPARATORS.items()
}


def to_decimal(value: object) -> Decimal | None:
    """The exact decimal of an int, float or Decimal; None when not finite."""
    try:
        # repr gives the shortest text that round-trips: 0.1, not 0.1000000000000000055...
        text = repr(value) if isinstance(value, float) else value
        number = Decimal(text)  # type: ignore[arg-type]
    except (InvalidOperation, TypeError, ValueError):
        return None
    return number if number.is_finite() else None


def digits_of(number: Decimal) -> tuple[str, str]:
    """(integer digits, significant decimals) of ``abs(number)``."""
    text = format(abs(number), "f")
    whole, _, fraction = text.partition(".")
    return whole.lstrip("0") or "0", fraction.rstrip("0")


def parse(text: str, convention: str) -> Decimal | None:
    """The number ``text`` denotes under ``convention``, or None."""
    if _PARSERS[convention].fullmatch(text) is None:
        return None
    group, decimal = SEPARATORS[convention]
    return Decimal(text.replace(group, "").replace(decimal, "."))


def form_pattern(whole: str, fraction: str, convention: str) -> str:
    """A regular expression for the value's forms under ``convention``."""
    group, decimal = (re.escape(sep) for sep in SEPARATORS[convention])
    integer = whole
    if len(whole) > 3:
        head = len(whole) % 3 or 3
        groups = [whole[:head]] + [whole[i : i + 3] for i in range(head, len(whole), 3)]
        integer = f"(?:{whole}|{group.join(groups)})"
    if fraction:
        return f"{integer}{decimal}{fraction}0*"
    return f"{integer}(?:{decimal}0+)?"


def number_matches(
    text: str, number: Decimal, conventions: Conventions, *, boundaries: bool, trace: Trace
) -> list[Match]:
    """Accepted occurrences of ``number`` in folded ``text``."""
    whole, fraction = digits_of(number)
    names = conventions.numbers
    spans: dict[tuple[int, int], str] = {}
    # One pattern per convention: an alternation would stop at the first
    # alternative that matches ("1234" of "1234,00") and hide the longer one.
    for name in names:
        for hit in overlapping(re.compile(form_pattern(whole, fraction, name)), text):
            spans.setdefault(hit.span(), hit.group())
    target = abs(number)
    found: list[Match] = []
    for (start, end), core in sorted(spans.items()):
        if boundaries and not (edges.figure_before_ok(text, start) and edges.figure_after_ok(text, end)
                               and not edges.date_part(text, start, end)):
            trace.refuse(BOUNDARY)
            continue
        readings = {name: parse(core, name) for name in names}
        if len({r for r in readings.values() if r is not None}) > 1:
            trace.refuse(AMBIGUOUS)
            continue
        negative, span_start, span_end = sign_of(text, start, end)
        if negative != (number < 0):
            trace.refuse(SIGN)
            continue
        label = "+".join(name for name, r in readings.items() if r == target)
        found.append(Match(span_start, span_end, f"number:{label}"))
    return found
