"""docs/pipeline.md: its python examples run and print what the comment line
after each print says (the README's convention, so the lead can fold it in),
and its figures match what the code produces."""

from __future__ import annotations

import contextlib
import io
import re

import pytest
from conftest import PROJECT

from anchorlint.policies import POLICIES

DOC = (PROJECT / "docs" / "pipeline.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```python\n(.*?)```", DOC, re.S)


def test_the_doc_has_examples() -> None:
    assert len(BLOCKS) >= 6


@pytest.mark.parametrize("code", BLOCKS)
def test_example_prints_what_its_comments_say(code: str) -> None:
    lines = code.splitlines()
    expected = [after[2:] for before, after in zip(lines, lines[1:])
                if before.lstrip().startswith("print(") and after.startswith("# ")]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "docs/pipeline.md", "exec"), {})
    assert out.getvalue().splitlines() == expected


def test_the_fingerprints_shown_are_current() -> None:
    for policy in POLICIES.values():
        assert re.search(rf"\b{policy.name}\s+{policy.fingerprint}\b", DOC), policy.name


def test_every_fingerprint_in_the_doc_is_current() -> None:
    current = {policy.fingerprint for policy in POLICIES.values()}
    assert set(re.findall(r"\b[0-9a-f]{16}\b", DOC)) == current


def test_the_sensitivity_table_is_what_the_command_prints(cli, tmp_path) -> None:
    from pipeline_helpers import write_claims

    shown = re.search(r"On eight claims.*?```text\n(.*?)```", DOC, re.S).group(1)
    assert cli("sensitivity", write_claims(tmp_path), "--lang", "en").out == shown
