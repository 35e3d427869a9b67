"""docs/values.md: every example runs, and prints what its comments say.

Each ``print(...)`` line in a ``python`` block carries the expected output as a
trailing comment; ``py`` blocks (the pydantic example) run when pydantic is
installed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "values.md"
BLOCK = re.compile(r"^```(python|py)\n(.*?)^```", re.S | re.M)
PRINT = re.compile(r"^\s*print\(.*\)\s+#\s?(.*)$")


def _blocks() -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in BLOCK.finditer(DOC.read_text(encoding="utf-8"))]


def test_the_doc_has_examples() -> None:
    assert len(_blocks()) >= 10


@pytest.mark.parametrize(("fence", "code"), _blocks())
def test_example_runs_and_prints_its_comments(fence: str, code: str) -> None:
    if fence == "py":
        pytest.importorskip("pydantic")
    expected = [m.group(1).rstrip() for line in code.splitlines() if (m := PRINT.match(line))]
    printed: list[str] = []

    def record(*args: object) -> None:
        printed.append(" ".join(str(arg) for arg in args))

    exec(compile(code, str(DOC), "exec"), {"print": record, "__name__": "__doc_example__"})
    assert printed == expected
