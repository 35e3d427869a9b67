"""find_value: is this value written in that source, and where?

Pure: text in, certificate out. The value's type decides what is looked for
(text, figure and number word, date, boolean); the policy decides how.
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal
from functools import lru_cache

from anchorlint.values import numbers
from anchorlint.values.certificate import (
    EMPTY,
    NOT_FINITE,
    UNSUPPORTED,
    ValueCertificate,
    line_col,
    strongest,
)
from anchorlint.values.dates import date_matches
from anchorlint.values.folding import FoldedText, fold, fold_value
from anchorlint.values.fuzzy import fuzzy_find
from anchorlint.values.locales import Conventions, resolve_locale
from anchorlint.values.options import DEFAULT_VALUE_POLICY, ValuePolicy
from anchorlint.values.scan import Match, Trace, first
from anchorlint.values.text import exact_matches, text_matches
from anchorlint.values.words import boolean_matches, number_word_matches

Scalar = str | int | float | Decimal | bool | dt.date | dt.datetime
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def kind_of(value: object) -> str:
    """The kind of value, as certificates name it."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float, Decimal)):
        return "number"
    if isinstance(value, dt.datetime):
        return "datetime"
    if isinstance(value, dt.date):
        return "date"
    return "text" if isinstance(value, str) else "unsupported"


# A few recent sources stay folded: check_record and pydantic models ground
# many fields against the same text.
@lru_cache(maxsize=4)
def _prepared(source: str) -> tuple[FoldedText, str]:
    folded = fold(source)
    return folded, folded.flat


def _iso_date(text: str) -> dt.date | None:
    if _ISO_DATE.fullmatch(text) is None:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        return None


def _normalized(value: object, kind: str, folded: FoldedText, flat: str, conv: Conventions,
                policy: ValuePolicy, trace: Trace) -> list[Match]:
    on = policy.boundaries
    if kind == "bool":
        return boolean_matches(flat, bool(value), conv, boundaries=on, trace=trace)
    if kind in ("date", "datetime"):
        return date_matches(flat, value, conv, boundaries=on, trace=trace)  # type: ignore[arg-type]
    if kind == "number":
        number = numbers.to_decimal(value)
        assert number is not None  # checked by the caller
        found = numbers.number_matches(folded.text, number, conv, boundaries=on, trace=trace)
        if number == number.to_integral_value() and 0 <= number <= 20:
            found += number_word_matches(flat, int(number), conv, boundaries=on, trace=trace)
        return found
    found = text_matches(flat, fold_value(str(value)), boundaries=on, trace=trace)
    day = _iso_date(str(value).strip())
    if not found and day is not None:
        found = date_matches(flat, day, conv, boundaries=on, trace=trace)
    return found


def _fuzzy(value: str, flat: str, policy: ValuePolicy, trace: Trace) -> list[Match]:
    outcome = fuzzy_find(flat, fold_value(value), float(policy.threshold), boundaries=policy.boundaries)
    score, start, end, reason = outcome
    if reason is not None:
        trace.best_score = score
        trace.refuse(reason)
        return []
    return [Match(start, end, "fuzzy", score)]


def _refusal(value: object, kind: str, mode: str) -> str | None:
    """Why a value cannot be searched at all, or None. A text that folds to
    nothing (soft hyphens, zero-width spaces) is as empty as a blank one,
    except verbatim."""
    if kind == "unsupported":
        return UNSUPPORTED
    if kind == "text" and (not str(value).strip() or (mode != "exact" and not fold_value(str(value)))):
        return EMPTY
    if kind == "number" and numbers.to_decimal(value) is None:
        return NOT_FINITE
    return None


def match_value(value: object, source: str, policy: ValuePolicy = DEFAULT_VALUE_POLICY) -> ValueCertificate:
    """Ground one value in one source under a policy (see ``find_value``)."""
    kind = kind_of(value)
    conv = resolve_locale(policy.locale)
    base = {"value": value, "kind": kind, "mode": policy.mode, "locale": conv.tag,
            "threshold": float(policy.threshold) if policy.mode == "fuzzy" else None}
    refusal = _refusal(value, kind, policy.mode)
    if refusal is not None:
        return ValueCertificate(grounded=False, reason=refusal, **base)  # type: ignore[arg-type]
    trace = Trace()
    if policy.mode == "exact":
        negative = numbers.to_decimal(value) < 0 if kind == "number" else None  # type: ignore[operator]
        needle = str(value) if kind != "date" else value.isoformat()  # type: ignore[union-attr]
        match = first(exact_matches(source, needle, negative, boundaries=policy.boundaries, trace=trace))
        span = (match.start, match.end) if match else None
        form = needle
    else:
        folded, flat = _prepared(source)
        match = first(_normalized(value, kind, folded, flat, conv, policy, trace))
        if match is None and policy.mode == "fuzzy" and kind == "text":
            match = first(_fuzzy(str(value), flat, policy, trace))
        span = folded.original_span(match.start, match.end) if match else None
        form = flat[match.start : match.end] if match else None
    if match is None or span is None:
        return ValueCertificate(grounded=False, reason=strongest(trace.reasons),
                                score=trace.best_score, **base)  # type: ignore[arg-type]
    line, col = line_col(source, span[0])
    return ValueCertificate(
        grounded=True, form=form, start=span[0], end=span[1], span_text=source[span[0] : span[1]],
        line=line, col=col, score=match.score, reading=match.reading, **base,  # type: ignore[arg-type]
    )


def find_value(
    value: Scalar,
    source: str,
    *,
    locale: str | None = None,
    mode: str = "normalized",
    threshold: float = 0.85,
    boundaries: bool = True,
) -> ValueCertificate:
    """Find ``value`` in ``source`` and certify where, or why not.

    ``value`` is a str, int, float, Decimal, date, datetime or bool;
    ``locale`` a language and/or country hint (``de``, ``CH``, ``en_US``);
    ``mode`` is ``exact`` (verbatim ``str(value)``), ``normalized`` (case,
    diacritics, white space and the value's written forms) or ``fuzzy``
    (normalized, then an edit-distance match for text values only).
    Raises ValueError for an unknown mode or a threshold outside (0, 1].
    """
    policy = ValuePolicy(mode=mode, threshold=threshold, locale=locale, boundaries=boundaries)
    return match_value(value, source, policy)
