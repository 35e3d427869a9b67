"""S1 source-missing: the examples of its docstring.

More tests of S1: tests/hostile/test_repository.py.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import s1_source_missing as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
