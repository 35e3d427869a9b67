"""docs/pipeline.md: its figures match what the code produces (its python
examples are run by tests/test_docs.py)."""

from __future__ import annotations

import re

from conftest import PROJECT

from anchorlint.policies import POLICIES

DOC = (PROJECT / "docs" / "pipeline.md").read_text(encoding="utf-8")


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
