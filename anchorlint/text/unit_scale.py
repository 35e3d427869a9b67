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


def converts(value: float, decimals: int, approx: bool, sources: Iterable[float], ratio: float) -> bool:
    """Is the card's ``value`` (written with ``decimals`` decimals) one of the
    source's values times ``ratio``, exactly or as the card's rounding?"""
    for source in sources:
        converted = source * ratio
        if converted <= 0:
            continue
        if abs(converted - value) <= 1e-9 * converted:
            return True
        if (decimals or approx) and round(converted, decimals) == value and abs(converted - value) <= 0.01 * converted:
            return True
    return False
