"""F1 unresolved-image: the examples of its docstring.

More tests of F1: tests/quotes/test_rules.py, tests/hostile/test_path_safety.py.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import f1_unresolved_image as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
