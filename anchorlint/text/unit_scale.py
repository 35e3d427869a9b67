"""The same measurement in another unit of its dimension: ``0.082 s`` is
``82 ms``, ``3100 MB/s`` is ``3.1 GB/s``, ``90 minutes`` is ``1.5 hours``.

A faithful writer converts a source's figure to the unit a reader expects.
The converted value grounds the card's figure when it is the same, or when
the card's figure is its rounding to the card's precision within 1% (a
whole number only when the card hedges it, like any rounding). Sizes
convert by powers of 1000 and of 1024 (``GB`` and ``GiB`` are one unit in
the word list, and sources use both). Conversions are tried only for a
figure its source does not give as written, so they cost nothing otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from anchorlint.text.grounding_words import SIZE_POWERS, UNIT_FACTORS

_DIMENSION = {unit: name for name, table in UNIT_FACTORS.items() for unit in table}
_DIMENSION.update({unit: "size" for unit in SIZE_POWERS})


def scales(unit: str | None) -> Iterator[tuple[str, float]]:
    """(other unit, ratio): a value in ``unit`` is the value in the other unit
    times the ratio (``ms``: ``second``, 1000.0 among others)."""
    dimension = _DIMENSION.get(unit or "")
    if dimension is None or unit is None:
        return
    if dimension == "size":
        for other, power in SIZE_POWERS.items():
            if other != unit:
                step = power - SIZE_POWERS[unit]
                yield other, 1000.0 ** step
                yield other, 1024.0 ** step
        return
    table = UNIT_FACTORS[dimension]
    for other, factor in table.items():
        if other != unit:
            yield other, factor / table[unit]


def converts(value: float, decimals: int, approx: bool, sources: Iterable[float], ratio: float,
             between_units: bool = True) -> bool:
    """Is the card's ``value`` (written with ``decimals`` decimals) one of the
    source's values times ``ratio``, exactly or as the card's rounding?
    ``between_units``: a conversion to another unit, which an unhedged
    figure of two digits may round (a share, "one third" as 33%, must
    say it rounds)."""
    step = last_step(value, decimals)
    for source in sources:
        converted = source * ratio
        if converted <= 0:
            continue
        if abs(converted - value) <= 1e-9 * converted:
            return True
        if (decimals or approx) and round(converted, decimals) == value and abs(converted - value) <= 0.01 * converted:
            return True
        if step and _rounds_to(converted, value, step) and (
                approx or between_units and _significant(value, step) >= 2):
            # A conversion is always rounded: 約 0.8 MB and 約 800 KB for
            # 816936 bytes say so; an unhedged figure of two digits or more
            # rounded at its last one (817 KB, 35 KB) does too, while an
            # unhedged 0.8 MB could as well be another figure.
            return True
    return False


def last_step(value: float, decimals: int) -> float:
    """The value of the card figure's last written digit (0.1 for ``0.8``,
    100 for ``800``, 1 for ``817``); 0 for a figure of nothing but zeros."""
    if decimals:
        return 10.0 ** -decimals
    whole = int(value)
    if whole <= 0:
        return 0.0
    step = 1
    while whole % (step * 10) == 0:
        step *= 10
    return float(step)


def _rounds_to(converted: float, value: float, step: float) -> bool:
    """Is ``value`` the converted value rounded (half up) at ``step``, at
    least one step of it (no 約 1 MB for 0.4 MB)?"""
    if converted < step:
        return False
    return abs(math.floor(converted / step + 0.5) * step - value) <= 1e-9 * max(value, step)


def _significant(value: float, step: float) -> int:
    """How many digits the card writes from its first to its last one (2 for 35 and 0.82, 1 for 800)."""
    return len(str(round(value / step)))
