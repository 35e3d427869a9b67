"""Reading a dataset with DuckDB (the ``anchorlint[data]`` extra): Parquet,
and CSV, TSV and JSON Lines too when it is installed. CSV and TSV cells are
read as text (``all_varchar``), as the standard-library reader reads them,
so both give the same values; only the needed columns are fetched."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from anchorlint.data.readers import ReadError
from anchorlint.data.table import Table


def available() -> bool:
    try:
        import duckdb  # noqa: F401
    except ImportError:
        return False
    return True


def read_table(path: Path, kind: str, wanted: Collection[str]) -> Table:
    import duckdb

    source = _source(str(path), kind)
    try:
        with duckdb.connect(":memory:") as con:
            relation = con.sql(f"SELECT * FROM {source}")
            names = tuple(str(name) for name in relation.columns)
            needed = [name for name in wanted if name in names]
            if needed:
                picked = ", ".join(_ident(name) for name in needed)
                rows = con.sql(f"SELECT {picked} FROM {source}").fetchall()
                columns = {name: tuple(row[j] for row in rows) for j, name in enumerate(needed)}
                count = len(rows)
            else:
                columns = {}
                count = int(con.sql(f"SELECT count(*) FROM {source}").fetchall()[0][0])
    except duckdb.Error as exc:
        cause = " ".join(str(exc).split())[:200]
        raise ReadError(f"DuckDB cannot read it ({cause})") from None
    return Table(names, count, columns)


def _source(path: str, kind: str) -> str:
    literal = "'" + path.replace("'", "''") + "'"
    if kind == "parquet":
        return f"read_parquet({literal})"
    if kind == "jsonl":
        return f"read_json({literal}, format = 'newline_delimited')"
    delimiter = "\t" if kind == "tsv" else ","
    return f"read_csv({literal}, header = true, all_varchar = true, delim = '{delimiter}', null_padding = true)"


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
