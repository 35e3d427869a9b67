"""Shared data for the pipeline tests, written for these tests."""

from __future__ import annotations

import json
from pathlib import Path

FILING = (
    "Operating loss was ($10.0 million) for the year ended December 31.\n"
    "The \ufb01nal evaluation used a held-out set of 1,204 documents.\n"
    "We depend on a limited number of suppliers, and the loss of any of them could materially affect results.\n"
)

# (record, grounded under strict, default, permissive)
CLAIMS = [
    ({"id": "c1", "claim": "for the year ended December 31", "source_path": "filing.txt"}, (True, True, True)),
    ({"id": "c2", "claim": "The final evaluation used a held-out set", "source_path": "filing.txt"}, (False, True, True)),
    ({"id": "c3", "claim": "The Loss Of Any Of Them", "source_path": "filing.txt"}, (False, True, True)),
    ({"id": "c4", "claim": "Operating loss was $100 million", "source_path": "filing.txt"}, (False, False, True)),
    ({"id": "c5", "claim": "We depend on a limited number of suppliers ... could materially affect results",
      "source_path": "filing.txt"}, (False, True, True)),
    ({"id": "c6", "claim": "Operating profit was $10.0 million", "source_path": "filing.txt"}, (False, False, False)),
    ({"id": "c7", "kind": "value", "claim": 1204, "locale": "en", "source_path": "filing.txt"}, (False, True, True)),
    ({"id": "c8", "claim": "a held-out  set of 1,204\ndocuments", "source_path": "filing.txt"}, (True, True, True)),
]


def write_claims(folder: Path, records: list[dict] | None = None, name: str = "claims.jsonl") -> Path:
    """filing.txt and a JSON Lines file of ``records`` (default: CLAIMS)."""
    (folder / "filing.txt").write_text(FILING, encoding="utf-8")
    rows = [record for record, _ in CLAIMS] if records is None else records
    path = folder / name
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path
