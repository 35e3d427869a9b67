"""A dataset as read: the names of all its columns and the values of the
columns some claim needs, and how a cell is compared and read as a number.
The same rules apply whichever reader produced the table."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any

# A number as a data file writes it: no thousands separators, no units.
NUMBER_RE = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")


@dataclass(frozen=True)
class Table:
    names: tuple[str, ...]  # every column, in file order
    rows: int
    columns: Mapping[str, tuple[Any, ...]]  # the columns read (by name)


def is_missing(cell: Any) -> bool:
    """Empty cells: NULL, an empty string or white space only."""
    return cell is None or (isinstance(cell, str) and not cell.strip())


def number(cell: Any) -> float | None:
    """The cell as a number, or None when it is not one (booleans are not)."""
    if isinstance(cell, bool):
        return None
    if isinstance(cell, (int, float, Decimal)):
        value = float(cell)
        return value if math.isfinite(value) else None
    if isinstance(cell, str) and NUMBER_RE.match(cell.strip()):
        return float(cell.strip())
    return None


def text(cell: Any) -> str:
    """The cell as text: strings as they are, numbers in their shortest
    form (1.0 is "1"), booleans as true/false, dates in ISO form."""
    if isinstance(cell, bool):
        return "true" if cell else "false"
    if isinstance(cell, (int, float, Decimal)):
        value = float(cell)
        return str(int(value)) if value.is_integer() else repr(value)
    if isinstance(cell, (date, datetime)):
        return cell.isoformat()
    return "" if cell is None else str(cell)


def equals(cell: Any, wanted: Any) -> bool:
    """Whether a cell matches a ``where`` value: as numbers when both read as
    numbers, as booleans when the wanted value is one (``true``/``false``
    in any case), else as text; an empty cell only matches null or ""."""
    if is_missing(cell) or wanted is None or wanted == "":
        return is_missing(cell) and (wanted is None or wanted == "")
    if isinstance(wanted, bool):
        return text(cell).strip().lower() == ("true" if wanted else "false")
    left, right = number(cell), number(wanted)
    if left is not None and right is not None:
        return left == right
    return text(cell).strip() == text(wanted).strip()
