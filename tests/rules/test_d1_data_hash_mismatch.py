"""D1 data-hash-mismatch: the examples of its docstring.

More tests of D1: tests/data_claims/.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import d1_data_hash_mismatch as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
