"""Datasets named by a card's ``data:`` declarations: resolved inside the
repository (the card's folder first, then the root; symlinks followed and
jailed like sources), hashed, and read into tables with only the columns
the card's claims need. The facts go to the pure D rules (see
lint/context.CardFacts.data).

Reading goes through DuckDB when it is installed (``anchorlint[data]``),
else through the standard library (CSV, TSV, JSON Lines; Parquet then
names the extra). ``ANCHORLINT_DATA_ENGINE=stdlib`` forces the latter.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath, PureWindowsPath

from anchorlint.data.table import Table
from anchorlint.files.jail import jail
from anchorlint.files.read import MAX_SOURCE_BYTES, read_bytes
from anchorlint.model.data_claims import Declarations, file_kind

OK, MISSING, OUTSIDE, UNREADABLE = "ok", "missing", "outside", "unreadable"


@dataclass(frozen=True)
class DatasetFact:
    """What the disk says about one declared dataset.

    ``status``  ok | missing | outside (resolves outside the repository) |
                unreadable (``cause`` says why; the hash may still be known)
    ``sha256``  of the file's bytes, when they could be read
    ``table``   the columns the claims need, when the file could be parsed
    """

    status: str
    sha256: str | None = None
    table: Table | None = None
    cause: str | None = None


def engine() -> str:
    from anchorlint.data import duck

    if os.environ.get("ANCHORLINT_DATA_ENGINE") == "stdlib" or not duck.available():
        return "stdlib"
    return "duckdb"


def resolve(reference: str, card_folder: Path, root: Path) -> tuple[Path | None, str]:
    """The dataset's real path, or (None, missing | outside | unreadable)."""
    if "\x00" in reference or PurePosixPath(reference).is_absolute() or PureWindowsPath(reference).drive:
        return None, OUTSIDE
    problem = MISSING
    for base in (card_folder, root):
        path, found = jail(base / reference, root)
        if path is not None:
            return path, OK
        if found == OUTSIDE:
            return None, OUTSIDE
        if found != MISSING:
            problem = UNREADABLE
    return None, problem


def dataset_facts(declared: Declarations, card_folder: Path, root: Path) -> Mapping[str, DatasetFact]:
    """A fact for every declared dataset, by id."""
    wanted: dict[str, set[str]] = {}
    for claim in declared.claims:
        wanted.setdefault(claim.dataset, set()).update(claim.columns)
    return {d.id: _fact(d.path, wanted.get(d.id, set()), card_folder, root) for d in declared.datasets}


def _fact(reference: str, columns: set[str], card_folder: Path, root: Path) -> DatasetFact:
    path, status = resolve(reference, card_folder, root)
    if path is None:
        return DatasetFact(status)
    raw, problem = read_bytes(path, MAX_SOURCE_BYTES)
    if raw is None:
        return DatasetFact(UNREADABLE, cause=problem)
    digest = hashlib.sha256(raw).hexdigest()
    kind = file_kind(reference)
    from anchorlint.data.readers import ReadError

    try:
        if engine() == "duckdb":
            from anchorlint.data import duck

            table = duck.read_table(path, kind, columns)
        else:
            from anchorlint.data import readers

            table = readers.read_table(raw, kind, columns)
    except ReadError as exc:
        return DatasetFact(UNREADABLE, digest, None, str(exc))
    return DatasetFact(OK, digest, table)


def state_of(declared: Declarations, facts: Mapping[str, DatasetFact]) -> tuple:
    """What a fresh result depended on (see dataset_state)."""
    parts: list[tuple[str, str, str]] = []
    for dataset in declared.datasets:
        fact = facts.get(dataset.id, DatasetFact(MISSING))
        parts.append((dataset.path, "bytes", fact.sha256) if fact.sha256 else (dataset.path, fact.status, ""))
    return (engine(), *parts) if parts else ()


def dataset_state(declared: Declarations, card_folder: Path, root: Path) -> tuple:
    """What a cached result depended on, as found now: the reading engine,
    and each dataset's reference with the digest of its bytes or why there
    are none. Equal to :func:`state_of` of the facts of an unchanged card."""
    parts: list[tuple[str, str, str]] = []
    for dataset in declared.datasets:
        path, status = resolve(dataset.path, card_folder, root)
        raw = read_bytes(path, MAX_SOURCE_BYTES)[0] if path is not None else None
        if raw is not None:
            parts.append((dataset.path, "bytes", hashlib.sha256(raw).hexdigest()))
        else:
            parts.append((dataset.path, status if path is None else UNREADABLE, ""))
    return (engine(), *parts) if parts else ()
