"""Recomputing a claim's value from a table: the ``where`` filters, then one
reducer from the allow-list. Pure; nothing is evaluated.

``count``        selected rows (``count:COL``: those with a value in COL)
``sum``          sum of the values (math.fsum)
``mean``         sum / number of values
``median``       quantile 0.5
``min``/``max``  smallest / largest value
``quantile:Q``   linear interpolation between closest ranks (the
                 ``(n - 1) * Q`` position; numpy's and DuckDB's
                 ``quantile_cont`` default)
``share:COL=V``  selected rows whose COL equals V, over selected rows

Empty cells are skipped by the numeric reducers, as SQL skips NULL. A
non-empty cell that is not a number, an empty selection (for everything
but ``count``) and an unknown column are problems, not values.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from anchorlint.data.table import Table, equals, is_missing, number
from anchorlint.model.data_claims import Claim


@dataclass(frozen=True, slots=True)
class Outcome:
    """The recomputed value, or the problem (``column``, ``empty``,
    ``non-numeric``) with its message arguments."""

    value: float | None
    problem: str | None = None
    args: dict[str, Any] = field(default_factory=dict)


def recompute(table: Table, claim: Claim) -> Outcome:
    for column in claim.columns:
        if column not in table.columns:
            shown = ", ".join(table.names[:12]) + (", …" if len(table.names) > 12 else "")
            return Outcome(None, "column", {"column": column, "columns": shown or "none"})
    rows = [i for i in range(table.rows) if all(equals(table.columns[c][i], v) for c, v in claim.where)]
    derive = claim.derive
    if derive.reducer == "count" and derive.column is None:
        return Outcome(float(len(rows)))
    if not rows:
        return Outcome(None, "empty", {"where": _where(claim)})
    cells = table.columns[derive.column or ""]
    if derive.reducer == "share":
        return Outcome(sum(1 for i in rows if equals(cells[i], derive.equals)) / len(rows))
    present = [i for i in rows if not is_missing(cells[i])]
    if derive.reducer == "count":
        return Outcome(float(len(present)))
    values = []
    for i in present:
        value = number(cells[i])
        if value is None:
            return Outcome(None, "non-numeric", {"column": derive.column, "cell": str(cells[i])[:40], "row": i + 1})
        values.append(value)
    if not values:
        return Outcome(None, "empty", {"where": _where(claim) + f" ({derive.column} has no values)"})
    return Outcome(_reduce(derive.reducer, values, derive.q))


def _reduce(reducer: str, values: list[float], q: float | None) -> float:
    if reducer == "sum":
        return math.fsum(values)
    if reducer == "mean":
        return math.fsum(values) / len(values)
    if reducer == "min":
        return min(values)
    if reducer == "max":
        return max(values)
    return quantile(sorted(values), 0.5 if reducer == "median" else float(q or 0.0))


def quantile(ordered: list[float], q: float) -> float:
    position = (len(ordered) - 1) * q
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (position - low) * (ordered[high] - ordered[low])


def _where(claim: Claim) -> str:
    return ", ".join(f"{column}={value}" for column, value in claim.where) or "all rows"
