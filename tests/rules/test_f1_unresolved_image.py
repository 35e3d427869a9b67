"""F1 unresolved-image: the examples of its docstring.

More tests of F1: tests/quotes/test_rules.py, tests/hostile/test_path_safety.py.
"""

from __future__ import annotations

from anchorlint.rules import f1_unresolved_image as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
