"""Q1 quotation-not-found: the examples of its docstring.

More tests of Q1: tests/quotes/ (the verifier: tiers, guards, stitched quotations, pages).
"""

from __future__ import annotations

import pytest

from anchorlint.rules import q1_quotation_not_found as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
