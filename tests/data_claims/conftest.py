"""A small repository with datasets and a card declaring claims on them."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

try:
    import duckdb  # noqa: F401
    HAS_DUCKDB = True
except ImportError:
    HAS_DUCKDB = False

needs_duckdb = pytest.mark.skipif(not HAS_DUCKDB, reason="DuckDB (anchorlint[data]) is not installed")
ENGINES = ["stdlib", pytest.param("duckdb", marks=needs_duckdb)]

LATENCY_CSV = "region,latency_ms,status\neu,180,ok\neu,184,ok\nus,250,slow\nus,,ok\n"
SOURCE = "The service keeps request latency low in every region.\n"


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def card_text(claims: str, *, dataset_path: str = "data/latency.csv", digest: str | None = None,
              body: str = "The service keeps request latency low.") -> str:
    pinned = f"    sha256: {digest}\n" if digest else ""
    return (f"---\ngloss: test card\nsource_path: ../src.md\ndata:\n  - id: latency\n    path: {dataset_path}\n"
            f"{pinned}claims:\n{claims}---\n## 摘要\n\n{body}\n")


def claim(derive: str, value: object, *, where: str = "", tolerance: object = None, text: str = "a claim") -> str:
    lines = [f"  - text: {json.dumps(text, ensure_ascii=False)}", "    dataset: latency"]
    if where:
        lines.append(f"    where: {where}")
    lines += [f"    derive: {derive}", f"    value: {json.dumps(value) if not isinstance(value, str) else value}"]
    if tolerance is not None:
        lines.append(f"    tolerance: {tolerance}")
    return "\n".join(lines) + "\n"


@pytest.fixture
def datarepo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "data").mkdir()
    (repo / "cards").mkdir()
    (repo / "data" / "latency.csv").write_text(LATENCY_CSV, encoding="utf-8")
    (repo / "src.md").write_text(SOURCE, encoding="utf-8")
    return repo


@pytest.fixture(params=ENGINES)
def engine(request, monkeypatch) -> str:
    monkeypatch.setenv("ANCHORLINT_DATA_ENGINE", request.param)
    return request.param


def findings(cli, repo: Path, select: str = "D1,D2,D3,D4") -> tuple[int, list[tuple[str, int, str]]]:
    """(exit code, [(code, line, message)]) of the ``select`` rules on cards/c.md."""
    result = cli("cards/c.md", "--format", "json", "--select", select, cwd=repo)
    files = json.loads(result.out)["files"]
    return result.code, [(f["code"], f["line"], f["message"]) for entry in files for f in entry["findings"]]
