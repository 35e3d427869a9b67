"""Accuracy on the quotation case set (benchmarks/data/quote_cases.jsonl,
written by make_quote_cases.py): anchorlint and gtrex side by side.

* genuine: a real quotation with extraction noise; not grounded = false reject;
* altered: a changed quotation; grounded = false accept;
* slip: a typo next to an unchanged number; anchorlint must class it Q2
  (``approximate``), gtrex is counted as refusing or accepting it.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView

CASES = Path(__file__).resolve().parent / "data" / "quote_cases.jsonl"


def load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def ours(rows: list[dict]) -> list[tuple[bool, str]]:
    views: dict[str, SourceView] = {}
    out = []
    for row in rows:
        view = views.setdefault(row["source"], SourceView(row["source"]))
        cert = verify_quote(row["quote"], view)
        out.append((cert.grounded, cert.tier))
    return out


def theirs(python: str, rows: list[dict]) -> list[bool] | None:
    from gtrex_runner import run_gtrex

    result = run_gtrex(python, {"cases": [[row["source"], row["quote"]] for row in rows]})
    return None if result is None else result["grounded"]


def accuracy(path: Path, python: str | None) -> list[str]:
    """Prints the side-by-side table; returns anchorlint's failures of the
    issue's bar (0 false accepts, at most 1 false reject per 40 genuine,
    every slip Q2)."""
    rows = load(path)
    mine = ours(rows)
    other = theirs(python, rows) if python else None
    groups = Counter(row["group"] for row in rows)
    print(f"accuracy: {path.name}, {len(rows)} cases {dict(groups)}")
    tally = {"anchorlint": Counter(), "gtrex": Counter()}
    for index, row in enumerate(rows):
        _count(tally["anchorlint"], row, mine[index][0], mine[index][1])
        if other is not None:
            _count(tally["gtrex"], row, other[index], None)
    print(f"  {'':28s} {'anchorlint':>10s} {'gtrex':>8s}")
    for label in ("false accepts", "false rejects", "slips Q2 (gtrex: refused)"):
        theirs_n = str(tally["gtrex"][label]) if other is not None else "-"
        print(f"  {label:28s} {tally['anchorlint'][label]:>10d} {theirs_n:>8s}")
    for kind in sorted(tally["anchorlint"]):
        if kind.startswith("miss:"):
            print(f"  anchorlint {kind}: {tally['anchorlint'][kind]}")
    failures = []
    if tally["anchorlint"]["false accepts"]:
        failures.append(f"{tally['anchorlint']['false accepts']} false accepts on the case set")
    if tally["anchorlint"]["false rejects"] * 40 > groups["genuine"]:
        failures.append(f"{tally['anchorlint']['false rejects']} false rejects of {groups['genuine']} genuine")
    if tally["anchorlint"]["slips Q2 (gtrex: refused)"] != groups["slip"]:
        failures.append("a slip next to an unchanged number was not Q2")
    return failures


def _count(tally: Counter, row: dict, grounded: bool, tier: str | None) -> None:
    if row["group"] == "genuine" and not grounded:
        tally["false rejects"] += 1
        tally[f"miss:reject {row['kind']}"] += 1
    elif row["group"] == "altered" and grounded:
        tally["false accepts"] += 1
        tally[f"miss:accept {row['kind']}"] += 1
    elif row["group"] == "slip" and (tier == "approximate" or (tier is None and not grounded)):
        tally["slips Q2 (gtrex: refused)"] += 1
