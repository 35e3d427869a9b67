"""S5 card-without-source: the examples of its docstring.

More tests of S5: tests/test_card_without_source.py (shapes, hints, manifest spellings).
"""

from __future__ import annotations

import pytest

from anchorlint.rules import s5_card_without_source as rule
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected
