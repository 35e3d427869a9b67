"""S4 source-unusable: the examples of its docstring.

More tests of S4: tests/hostile/test_repository.py.
"""

from __future__ import annotations

from anchorlint.rules import s4_source_unusable as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
