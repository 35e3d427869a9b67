"""Q2 approximate-quotation: the examples of its docstring.

More tests of Q2: tests/quotes/ (near misses, --fix).
"""

from __future__ import annotations

import pytest

from anchorlint.rules import q2_approximate_quotation as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
