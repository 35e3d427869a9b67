"""A1 unused-suppression: the examples of its docstring.

More tests of A1: tests/test_suppression.py (the directive grammar).
"""

from __future__ import annotations

import pytest

from anchorlint.rules import a1_unused_suppression as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
