"""S5 card-without-source: the examples of its docstring.

More tests of S5: tests/test_card_without_source.py (shapes, hints, manifest spellings).
"""

from __future__ import annotations

from anchorlint.rules import s5_card_without_source as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
