"""C1 unsupported-claim: the examples of its docstring.

More tests of C1: tests/evidence/test_coverage.py.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import c1_unsupported_claim as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
