"""The benchmark's case set (benchmarks/data/quote_cases.jsonl) as a test:
every genuine quotation grounded, every altered one refused, every slip next
to an unchanged number Q2 (``approximate``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from anchorlint.quotes.verify import verify_quote

CASES = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "quote_cases.jsonl"
ROWS = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]


def test_the_case_set_is_balanced() -> None:
    groups = [row["group"] for row in ROWS]
    assert len(ROWS) >= 150 and groups.count("genuine") >= 75 and groups.count("altered") >= 75
    kinds = {row["kind"] for row in ROWS}
    assert {"diacritics-dropped", "hyphen-split-word", "table-pipes", "cjk-line-break", "ligature"} <= kinds
    assert {"stitched-across-paragraphs", "number-value", "negation-removed", "name", "acronym-case"} <= kinds


@pytest.mark.parametrize("row", ROWS, ids=[f"{row['id']}-{row['group']}-{row['kind']}" for row in ROWS])
def test_case(row: dict) -> None:
    cert = verify_quote(row["quote"], row["source"])
    if row["group"] == "genuine":
        assert cert.grounded and cert.span_text == row["source"][cert.start : cert.end], cert
    elif row["group"] == "altered":
        assert not cert.grounded, cert
    else:
        assert cert.tier == "approximate" and cert.guard is None, cert
