"""The same measurement in another unit of its dimension: ``0.082 s`` is
``82 ms``, ``3100 MB/s`` is ``3.1 GB/s``, ``90 minutes`` is ``1.5 hours``.

A faithful writer converts a source's figure to the unit a reader expects;
the converted value is grounded like the source's own: exactly, or rounded
to the card's precision when the rounding loses under 1%. Sizes convert by
powers of 1000 and of 1024 (``GB`` and ``GiB`` are one unit in the word
list, and sources use both).
"""

from __future__ import annotations

from collections.abc import Iterator

from anchorlint.text.grounding_words import SIZE_POWERS, UNIT_FACTORS

_DIMENSION = {unit: name for name, table in UNIT_FACTORS.items() for unit in table}
_DIMENSION.update({unit: "size" for unit in SIZE_POWERS})


def _key(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.3f}".rstrip("0")


def _ratios(unit: str, other: str, dimension: str) -> tuple[float, ...]:
    if dimension == "size":
        power = SIZE_POWERS[unit] - SIZE_POWERS[other]
        return (1000.0 ** power, 1024.0 ** power)
    table = UNIT_FACTORS[dimension]
    return (table[unit] / table[other],)


def conversions(key: str, unit: str | None) -> Iterator[tuple[str, str]]:
    """(key, unit) of the value ``key`` ``unit`` written in every other unit
    of its dimension: exact keys, and ``~``-prefixed keys for roundings."""
    dimension = _DIMENSION.get(unit or "")
    if dimension is None or unit is None:
        return
    try:
        value = float(key)
    except ValueError:
        return
    if value <= 0:
        return
    others = SIZE_POWERS if dimension == "size" else UNIT_FACTORS[dimension]
    for other in others:
        if other == unit:
            continue
        for ratio in _ratios(unit, other, dimension):
            converted = value * ratio
            if not 0.001 <= converted < 1e12:
                continue
            exact = round(converted, 3)
            if abs(exact - converted) <= 1e-9 * converted:
                yield _key(exact), other
                continue
            for size in range(3):
                rounded = round(converted, size)
                if rounded and abs(rounded - converted) <= 0.01 * converted:
                    yield "~" + f"{rounded:.{size}f}", other
