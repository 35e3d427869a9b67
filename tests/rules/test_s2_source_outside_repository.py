"""S2 source-outside-repository: the examples of its docstring.

More tests of S2: tests/hostile/test_path_safety.py.
"""

from __future__ import annotations

from anchorlint.rules import s2_source_outside_repository as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
