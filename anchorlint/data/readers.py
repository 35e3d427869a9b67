"""Reading a dataset's bytes into a Table with the standard library: CSV
(comma), TSV (tab) and JSON Lines, UTF-8 (a byte-order mark is allowed).
The first CSV/TSV row names the columns; every cell stays text. A JSON
Lines file has one object per line; its columns are the keys, in the order
first seen. Parquet needs DuckDB (``pip install 'anchorlint[data]'``)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Collection
from typing import Any

from anchorlint.data.table import Table

EXTRA = "anchorlint[data]"


class ReadError(ValueError):
    """The dataset cannot be read; the message says why, on one line."""


def read_table(raw: bytes, kind: str, wanted: Collection[str]) -> Table:
    if kind == "parquet":
        raise ReadError(f"reading Parquet needs DuckDB: pip install '{EXTRA}'")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ReadError(f"not UTF-8 (invalid byte at offset {exc.start})") from None
    if kind == "jsonl":
        return _json_lines(text, wanted)
    return _delimited(text, "\t" if kind == "tsv" else ",", wanted)


def _delimited(text: str, delimiter: str, wanted: Collection[str]) -> Table:
    try:
        rows = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True))
    except csv.Error as exc:
        raise ReadError(f"malformed {'TSV' if delimiter == chr(9) else 'CSV'}: {exc}") from None
    rows = [row for row in rows if row]  # blank lines hold no row
    if not rows:
        raise ReadError("empty file (no header row)")
    names = tuple(cell.strip() for cell in rows[0])
    body = rows[1:]
    columns = {}
    for name in wanted:
        if name in names:
            j = names.index(name)
            columns[name] = tuple(row[j] if j < len(row) else None for row in body)
    return Table(names, len(body), columns)


def _json_lines(text: str, wanted: Collection[str]) -> Table:
    records: list[dict[str, Any]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError as exc:
            raise ReadError(f"line {number}: not JSON ({getattr(exc, 'msg', exc)})") from None
        if not isinstance(record, dict):
            raise ReadError(f"line {number}: expected a JSON object")
        records.append(record)
    names = tuple(dict.fromkeys(key for record in records for key in record))
    columns = {name: tuple(record.get(name) for record in records) for name in wanted if name in names}
    return Table(names, len(records), columns)
