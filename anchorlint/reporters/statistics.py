"""``--statistics``: how many findings each rule raised, most frequent
first (then by code), instead of the findings themselves, as ruff does."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, TextIO

from anchorlint.reporters import FIXES, ReportOptions
from anchorlint.rules import BY_CODE, rule_url
from anchorlint.run.results import RunResult


def counts(result: RunResult) -> list[tuple[str, int]]:
    """(code, number of findings), most frequent first, then by code."""
    counted = Counter(f.code for file in result.files for f in file.findings)
    return sorted(counted.items(), key=lambda item: (-item[1], item[0]))


def rows(result: RunResult) -> list[dict[str, Any]]:
    return [{"code": code, "name": BY_CODE[code].NAME, "count": count, "fixable": code in FIXES,
             "url": rule_url(BY_CODE[code])} for code, count in counts(result)]


def write(result: RunResult, options: ReportOptions, out: TextIO, as_json: bool = False) -> None:
    table = rows(result)
    if as_json:
        out.write(json.dumps(table, ensure_ascii=False, indent=2) + "\n")
        return
    width = max((len(str(row["count"])) for row in table), default=1)
    for row in table:
        mark = "[*]" if row["fixable"] else "[ ]"
        out.write(f"{row['count']:>{width}}\t{row['code']}\t{mark} {row['name']}\n")
