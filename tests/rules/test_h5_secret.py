"""H5 secret: the examples of its docstring, its fixture cards.

More tests of H5: tests/hostile/test_secrets.py (redaction of every output).
"""

from __future__ import annotations

from anchorlint.rules import h5_secret as rule
from rules._cards import fixture_card_test
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)
