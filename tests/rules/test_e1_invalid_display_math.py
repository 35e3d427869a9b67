"""E1 invalid-display-math: the examples of its docstring.

More tests of E1: tests/quotes/test_rules.py.
"""

from __future__ import annotations

from anchorlint.rules import e1_invalid_display_math as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
