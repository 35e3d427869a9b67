"""Data declarations in a card's frontmatter: ``data:`` (datasets) and
``claims:`` (statistics recomputed from them), with the card line of every
key, so findings point at the key they are about. Pure.

::

    data:
      - id: latency
        path: data/latency.csv          # CSV, TSV, JSON Lines or Parquet
        sha256: 9f2c…                   # of the file's bytes
    claims:
      - text: "平均延遲 182 ms"
        dataset: latency
        where: {region: eu}             # equality filters, all must hold
        derive: mean:latency_ms         # see DERIVATIONS
        value: 182                      # a number, or "25%" (0.25)
        tolerance: 0.5                  # absolute, or "1%" of the value

Only these two keys are read, each parsed on its own (a model-written
frontmatter is often not valid YAML as a whole). Nothing is evaluated:
``derive`` is split on ``:`` and looked up in an allow-list.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from anchorlint.model.card import Card
from anchorlint.model.declarations import NONE, Declarations, may_declare
from anchorlint.model.frontmatter import key_block

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any
    from decimal import Decimal  # imported where used: most cards declare no data

REDUCERS = ("count", "sum", "mean", "median", "min", "max", "quantile", "share")
DERIVATIONS = "count, count:COL, sum:COL, mean:COL, median:COL, min:COL, max:COL, quantile:COL:Q, share:COL=VALUE"
SUFFIXES = {".csv": "csv", ".tsv": "tsv", ".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}
SHA256_RE = re.compile(r"(?:sha256:)?([0-9a-fA-F]{64})\Z")
DATASET_KEYS = ("id", "path", "sha256")
CLAIM_KEYS = ("text", "dataset", "where", "derive", "value", "tolerance")
Scalar = str | int | float | bool | None


@dataclass(frozen=True, slots=True)
class Problem:
    """A bad declaration: the card line, the key (``claims[2].derive``) and why."""

    line: int
    key: str
    cause: str


@dataclass(frozen=True, slots=True)
class Derivation:
    """How a claim's value is recomputed: a reducer over a column (``derive:``)."""

    reducer: str
    column: str | None = None
    q: float | None = None  # quantile
    equals: Scalar = None  # share: the value counted


@dataclass(frozen=True, slots=True)
class Dataset:
    """One dataset a card declares under ``data:``."""

    id: str
    path: str
    sha256: str | None  # lower-case hex
    line: int
    lines: dict[str, int] = field(default_factory=dict, compare=False)


@dataclass(frozen=True, slots=True)
class Claim:
    """One statistic a card declares under ``claims:``, recomputed from its dataset."""

    index: int  # 1-based position under claims:
    text: str
    dataset: str
    where: tuple[tuple[str, Scalar], ...]
    derive: Derivation
    value: float
    tolerance: Decimal  # absolute, resolved from a percentage
    line: int
    lines: dict[str, int] = field(default_factory=dict, compare=False)

    @property
    def columns(self) -> tuple[str, ...]:
        named = [column for column, _ in self.where]
        return tuple(dict.fromkeys([*named, *([self.derive.column] if self.derive.column else [])]))



def declarations(card: Card) -> Declarations:
    """The card's datasets and claims; declarations that cannot be used
    become problems and are left out."""
    if not may_declare(card.text):
        return NONE  # most cards declare nothing: no line walk
    inner = card.frontmatter_lines
    if not inner or not any(line.text.startswith(("data:", "claims:")) for line in inner):
        return NONE
    from anchorlint.model.yaml_nodes import read_key

    texts = [line.text for line in inner]
    problems: list[Problem] = []
    datasets: list[Dataset] = []
    claims: list[Claim] = []
    named: set[str] = set()  # ids under data:, even of datasets that cannot be used
    for key in ("data", "claims"):
        block = key_block(texts, key)
        if block is None:
            continue
        first = inner[block.start].number
        node, problem = read_key("\n".join(texts[i] for i in block), first)
        if problem is not None:
            problems.append(Problem(problem[0], key, problem[1]))
            continue
        located = node.get(key) if isinstance(node, dict) else None
        items = getattr(located, "value", None)
        if not isinstance(items, list):
            problems.append(Problem(first, key, "expected a list of mappings"))
            continue
        for index, item in enumerate(items, start=1):
            if key == "data":
                named.add(_raw_id(item))
            parse = _dataset if key == "data" else _claim
            parsed = parse(item, f"{key}[{index}]", index, problems)
            if parsed is not None:
                (datasets if key == "data" else claims).append(parsed)  # type: ignore[arg-type]
    _cross_check(datasets, claims, named, problems)
    return Declarations(tuple(datasets), tuple(claims), tuple(sorted(problems, key=lambda p: (p.line, p.key))))


class _Bad(Exception):
    def __init__(self, line: int, key: str, cause: str) -> None:
        super().__init__(cause)
        self.problem = Problem(line, key, cause)


def _fields(item: Any, where: str, allowed: tuple[str, ...]) -> tuple[dict[str, Any], dict[str, int], int]:
    from anchorlint.model.yaml_nodes import Located

    if not isinstance(item, Located) or not isinstance(item.value, dict):
        line = item.line if isinstance(item, Located) else 1
        raise _Bad(line, where, "expected a mapping")
    values = {k: v.value for k, v in item.value.items()}
    lines = {k: v.line for k, v in item.value.items()}
    for key in values:
        if key not in allowed:
            raise _Bad(lines[key], f"{where}.{key}", f"unknown key (allowed: {', '.join(allowed)})")
    return values, lines, item.line


def _dataset(item: Any, where: str, index: int, problems: list[Problem]) -> Dataset | None:
    try:
        values, lines, line = _fields(item, where, DATASET_KEYS)
        name = _text(values, lines, line, where, "id")
        path = _text(values, lines, line, where, "path")
        if _suffix(path) is None:
            raise _Bad(lines["path"], f"{where}.path", f"unsupported file type (use {', '.join(SUFFIXES)})")
        digest = item.value["sha256"].raw if "sha256" in values else None
        if digest is not None:
            match = SHA256_RE.match(digest.strip())
            if match is None:
                problems.append(Problem(lines["sha256"], f"{where}.sha256", "expected 64 hexadecimal digits"))
            digest = match.group(1).lower() if match is not None else None
        else:
            problems.append(Problem(line, f"{where}.sha256", "missing (anchorlint data pin writes it)"))
        return Dataset(name, path, digest, line, lines)
    except _Bad as exc:
        problems.append(exc.problem)
        return None


def _claim(item: Any, where: str, index: int, problems: list[Problem]) -> Claim | None:
    try:
        values, lines, line = _fields(item, where, CLAIM_KEYS)
        text = _text(values, lines, line, where, "text")
        dataset = _text(values, lines, line, where, "dataset")
        derive = parse_derivation(_text(values, lines, line, where, "derive"))
        if isinstance(derive, str):
            raise _Bad(lines["derive"], f"{where}.derive", derive)
        filters = _where(values.get("where"), lines.get("where", line), f"{where}.where")
        if "value" not in values:
            raise _Bad(line, f"{where}.value", "missing")
        value = _number(values["value"], lines["value"], f"{where}.value", allow_percent=True)
        tolerance = _tolerance(values.get("tolerance"), value, lines.get("tolerance", line), f"{where}.tolerance")
        return Claim(index, text, dataset, filters, derive, value, tolerance, line, lines)
    except _Bad as exc:
        problems.append(exc.problem)
        return None


def _text(values: dict[str, Any], lines: dict[str, int], line: int, where: str, key: str) -> str:
    value = values.get(key)
    if key not in values:
        raise _Bad(line, f"{where}.{key}", "missing")
    if not isinstance(value, str) or not value.strip():
        raise _Bad(lines[key], f"{where}.{key}", "expected a non-empty string")
    return value.strip()


def _suffix(path: str) -> str | None:
    lowered = path.lower()
    return next((kind for suffix, kind in SUFFIXES.items() if lowered.endswith(suffix)), None)


def file_kind(path: str) -> str:
    return _suffix(path) or "unknown"


def parse_derivation(text: str) -> Derivation | str:
    """The derivation, or why it is not one of DERIVATIONS."""
    head, _, rest = text.partition(":")
    if head not in REDUCERS:
        return f"unknown reducer {head!r} (allowed: {DERIVATIONS})"
    if head == "count" and not rest:
        return Derivation("count")
    if not rest:
        return f"{head} needs a column ({DERIVATIONS})"
    if head == "share":
        column, sep, equals = rest.partition("=")
        if not sep or not column:
            return "share needs COL=VALUE"
        return Derivation("share", column, equals=equals)
    if head == "quantile":
        column, _, q = rest.rpartition(":")
        try:
            level = float(q)
        except ValueError:
            level = math.nan
        if not column or not 0.0 <= level <= 1.0:
            return "quantile needs COL:Q with Q between 0 and 1"
        return Derivation("quantile", column, q=level)
    if ":" in rest:
        return f"{head} takes one column, got {rest!r}"
    return Derivation(head, rest)


def _where(raw: Any, line: int, where: str) -> tuple[tuple[str, Scalar], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, dict):
        raise _Bad(line, where, "expected a mapping of column: value")
    out = []
    for column, item in raw.items():
        value = item.value
        if isinstance(value, (dict, list)):
            raise _Bad(item.line, f"{where}.{column}", "expected a single value")
        out.append((str(column), value if isinstance(value, (str, int, float, bool)) or value is None else str(value)))
    return tuple(out)


def _number(raw: Any, line: int, where: str, *, allow_percent: bool = False) -> float:
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise _Bad(line, where, "expected a number")
    if isinstance(raw, str):
        text = raw.strip().replace("_", "")
        scale = 1.0
        if allow_percent and text.endswith("%"):
            text, scale = text[:-1].strip(), 0.01
        from decimal import Decimal, InvalidOperation

        try:
            return float(Decimal(text) * Decimal(str(scale)))
        except InvalidOperation:
            raise _Bad(line, where, f"expected a number, got {raw!r}") from None
    if not math.isfinite(raw):
        raise _Bad(line, where, "expected a finite number")
    return float(raw)


def _tolerance(raw: Any, value: float, line: int, where: str) -> Decimal:
    from decimal import Decimal

    if raw is None:
        return Decimal(0)
    if isinstance(raw, str) and raw.strip().endswith("%"):
        share = Decimal(str(_number(raw.strip()[:-1], line, where)))
        result = abs(Decimal(repr(value))) * share / 100
    else:
        result = Decimal(repr(_number(raw, line, where)))
    if result < 0:
        raise _Bad(line, where, "must not be negative")
    return result


def _raw_id(item: Any) -> str:
    fields = getattr(item, "value", None)
    value = fields.get("id") if isinstance(fields, dict) else None
    return str(getattr(value, "value", "")).strip()


def _cross_check(datasets: list[Dataset], claims: list[Claim], named: set[str], problems: list[Problem]) -> None:
    seen: set[str] = set()
    for dataset in list(datasets):
        if dataset.id in seen:
            problems.append(Problem(dataset.lines.get("id", dataset.line), "data.id",
                                    f"dataset id {dataset.id!r} is declared twice"))
            datasets.remove(dataset)
        seen.add(dataset.id)
    for claim in list(claims):
        if claim.dataset not in seen:
            if claim.dataset in named:  # its dataset's own problem is reported
                claims.remove(claim)
                continue
            known = ", ".join(sorted(named - {""})) or "none declared"
            problems.append(Problem(claim.lines.get("dataset", claim.line), f"claims[{claim.index}].dataset",
                                    f"no dataset {claim.dataset!r} under data: ({known})"))
            claims.remove(claim)
