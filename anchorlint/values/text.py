"""Text values: a folded needle found as a whole word (normalized mode), and
the verbatim ``str(value)`` of any value (exact mode)."""

from __future__ import annotations

from anchorlint.values import edges
from anchorlint.values.certificate import BOUNDARY, SIGN
from anchorlint.values.scan import Match, Trace
from anchorlint.values.signs import sign_of

# Minus-like characters, read as "-" by the exact mode's sign check only.
_MINUS = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2012": "-", "\ufe63": "-", "\uff0d": "-"})


def occurrences(text: str, needle: str) -> list[int]:
    """Every start of ``needle`` in ``text``, overlapping ones included."""
    found, index = [], text.find(needle)
    while index >= 0:
        found.append(index)
        index = text.find(needle, index + 1)
    return found


def text_matches(
    text: str, needle: str, *, boundaries: bool, trace: Trace, reading: str = "text"
) -> list[Match]:
    """Occurrences of ``needle`` standing as whole words (or anywhere, with
    boundaries off). A needle that starts with a digit must not follow a
    unary minus: "5" is not in "-5"."""
    found: list[Match] = []
    for start in occurrences(text, needle):
        end = start + len(needle)
        if boundaries and not edges.text_edges_ok(text, start, end):
            trace.refuse(BOUNDARY)
            continue
        if needle[0].isdigit() and sign_of(text, start, end)[0]:
            trace.refuse(SIGN)
            continue
        found.append(Match(start, end, reading))
    return found


def exact_matches(
    source: str, needle: str, negative: bool | None, *, boundaries: bool, trace: Trace
) -> list[Match]:
    """Verbatim occurrences of ``needle`` in the raw source. ``negative`` is
    the sign of a numeric value (None for other values): the notation around
    the figure must agree with it."""
    found: list[Match] = []
    signs = source.translate(_MINUS) if negative is not None else source
    for start in occurrences(source, needle):
        end = start + len(needle)
        if boundaries and not edges.text_edges_ok(source, start, end):
            trace.refuse(BOUNDARY)
            continue
        if negative is not None:
            digits = start + 1 if needle.startswith("-") else start
            if sign_of(signs, digits, end)[0] != negative:
                trace.refuse(SIGN)
                continue
        found.append(Match(start, end, "exact"))
    return found
