"""C1 unsupported-claim: the examples of its docstring.

More tests of C1: tests/evidence/test_coverage.py.
"""

from __future__ import annotations

from anchorlint.rules import c1_unsupported_claim as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
