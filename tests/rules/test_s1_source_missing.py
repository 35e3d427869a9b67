"""S1 source-missing: the examples of its docstring.

More tests of S1: tests/hostile/test_repository.py.
"""

from __future__ import annotations

from anchorlint.rules import s1_source_missing as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
