"""anchorlint sensitivity: claims and cards under the three policies."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import PROJECT
from pipeline_helpers import CLAIMS, write_claims

from anchorlint.policies import POLICIES

INCIDENT = PROJECT / "fixtures" / "incident-2026-08-16"


def test_claims_table_and_spread(cli, tmp_path: Path) -> None:
    result = cli("sensitivity", write_claims(tmp_path), "--lang", "en")
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    rows = [line.split() for line in lines[2:5]]
    assert [(r[0], r[1], r[2] + r[3] + r[4], r[5]) for r in rows] == [
        ("strict", POLICIES["strict"].fingerprint, "2/8", "25.00%"),
        ("default", POLICIES["default"].fingerprint, "6/8", "75.00%"),
        ("permissive", POLICIES["permissive"].fingerprint, "7/8", "87.50%"),
    ]
    assert lines[-1] == "The grounded share varies by 62.5 percentage points across these policies."


def test_claims_json_agrees_with_verify(cli, tmp_path: Path) -> None:
    data = json.loads(cli("sensitivity", write_claims(tmp_path), "--format", "json").out)
    expected = [sum(grounded[i] for _, grounded in CLAIMS) for i in range(3)]
    assert [row["claims"]["count"] for row in data["policies"]] == expected
    assert [row["policy"] for row in data["policies"]] == ["strict", "default", "permissive"]
    assert data["spread_pp"] == 62.5 and data["kind"] == "claims" and data["left_out"] == 0
    assert data["anchorlint_version"] and data["unicode_version"]


def test_invalid_records_are_left_out_and_reported(cli, tmp_path: Path) -> None:
    records = [record for record, _ in CLAIMS[:2]] + [{"claim": "no source"}]
    result = cli("sensitivity", write_claims(tmp_path, records), "--format", "json")
    data = json.loads(result.out)
    assert result.code == 1 and data["left_out"] == 1
    assert [row["claims"]["total"] for row in data["policies"]] == [2, 2, 2]
    assert "claims.jsonl:3:" in result.err


def test_incident_cards(cli) -> None:
    data = json.loads(cli("sensitivity", INCIDENT / "cards", "--format", "json", cwd=PROJECT).out)
    assert data["kind"] == "cards" and data["left_out"] == 0
    for row in data["policies"]:
        assert row["claims"] == {"count": 0, "total": 0, "percent": None}
        assert row["cards_without_h7"] == {"count": 3, "total": 4, "percent": 75.0}
    assert data["spread_pp"] is None and data["cards_spread_pp"] == 0.0
    text = cli("sensitivity", INCIDENT / "cards", "--lang", "en", cwd=PROJECT).out
    assert "These cards hold no quotation claims." in text
    assert text.splitlines()[-1] == "The share of cards without H7 findings varies by 0 percentage points."


CARD = """---
tags: [test]
source_path: ../filing.txt
---
# Filing

## 摘要
The filing reports an operating loss.

## 重點
- operating loss
- suppliers

> The final evaluation used a held-out set

> Operating loss was $100 million

> We depend on a limited number of suppliers ... could materially affect results
"""


def test_cards_with_quotations(cli, tmp_path: Path) -> None:
    write_claims(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "filing.md").write_text(CARD, encoding="utf-8")
    shutil.copy(INCIDENT / "cards" / "faithful.md", tmp_path / "cards" / "no-source.md")
    data = json.loads(cli("sensitivity", "cards", "--format", "json", cwd=tmp_path).out)
    assert [row["claims"]["count"] for row in data["policies"]] == [0, 2, 3]
    assert [row["claims"]["total"] for row in data["policies"]] == [3, 3, 3]
    assert data["spread_pp"] == 100.0 and data["left_out"] == 1


def test_usage(cli, tmp_path: Path) -> None:
    assert cli("sensitivity", tmp_path / "missing.jsonl").code == 2
    assert cli("sensitivity").code == 2
    claims = write_claims(tmp_path)
    assert cli("sensitivity", claims, INCIDENT / "cards").code == 2
