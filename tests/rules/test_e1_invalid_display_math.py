"""E1 invalid-display-math: the examples of its docstring.

More tests of E1: tests/quotes/test_rules.py.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import e1_invalid_display_math as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
