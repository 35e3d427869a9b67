"""The certificate of one value: whether it was found, where, and how."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal

# Why a value was not grounded, strongest first: when several candidates were
# refused for different reasons, the certificate names the strongest one.
AMBIGUOUS = "ambiguous"  # found, but another allowed convention reads it otherwise
SIGN = "sign-mismatch"  # found with the opposite sign ("-5" for 5)
BOUNDARY = "inside-longer-text"  # found only inside a longer number or word
FIGURE_CHANGED = "figure-mismatch"  # fuzzy: every close match changes a figure
BELOW_THRESHOLD = "below-threshold"  # fuzzy: the best match is not similar enough
NOT_FOUND = "not-found"
EMPTY = "empty-value"
UNSUPPORTED = "unsupported-type"
NOT_FINITE = "not-finite"
REASON_ORDER = (AMBIGUOUS, SIGN, BOUNDARY, FIGURE_CHANGED, BELOW_THRESHOLD, NOT_FOUND)


@dataclass(frozen=True, slots=True)
class ValueCertificate:
    """Where a value was found in a source, or why it was not.

    Offsets are into the original source, in code points: ``span_text`` is
    ``source[start:end]``. ``form`` is the matched text after folding (see
    ``anchorlint.values.folding``); ``reading`` names the convention that
    read it (``number:de``, ``date:dmy``, ``word:fr``, ``bool:glyph`` ...).
    ``line`` and ``col`` are 1-based. ``score`` is 1.0 for every match except
    a fuzzy one; for an ungrounded fuzzy value it is the best score seen.
    """

    grounded: bool
    value: object
    kind: str  # "text" | "number" | "date" | "datetime" | "bool" | "unsupported"
    mode: str
    locale: str | None = None
    form: str | None = None
    start: int | None = None
    end: int | None = None
    span_text: str | None = None
    line: int | None = None
    col: int | None = None
    score: float = 0.0
    reading: str | None = None
    reason: str | None = None
    threshold: float | None = field(default=None)

    def as_dict(self) -> dict[str, object]:
        """A JSON-able dict (values rendered as JSON types or ISO text)."""
        return {
            "kind": "value",
            "grounded": self.grounded,
            "value": jsonable(self.value),
            "value_type": self.kind,
            "mode": self.mode,
            "locale": self.locale,
            "form": self.form,
            "start": self.start,
            "end": self.end,
            "span_text": self.span_text,
            "line": self.line,
            "col": self.col,
            "score": self.score,
            "threshold": self.threshold,
            "reading": self.reading,
            "reason": self.reason,
        }


def jsonable(value: object) -> object:
    """A JSON-compatible rendering of a scalar value."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if value == value and value not in (float("inf"), float("-inf")) else repr(value)
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    return repr(value)


def line_col(source: str, offset: int) -> tuple[int, int]:
    """1-based line and column (in code points) of ``offset``."""
    line = source.count("\n", 0, offset) + 1
    return line, offset - (source.rfind("\n", 0, offset) + 1) + 1


def strongest(reasons: set[str]) -> str:
    """The strongest refusal reason, or NOT_FOUND."""
    for reason in REASON_ORDER:
        if reason in reasons:
            return reason
    return NOT_FOUND
