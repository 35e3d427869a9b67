"""A1 unused-suppression: the examples of its docstring.

More tests of A1: tests/test_suppression.py (the directive grammar).
"""

from __future__ import annotations

from anchorlint.rules import a1_unused_suppression as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
