"""S2 source-outside-repository: the examples of its docstring.

More tests of S2: tests/hostile/test_path_safety.py.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import s2_source_outside_repository as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
