"""D1 data-hash-mismatch: the examples of its docstring.

More tests of D1: tests/data_claims/.
"""

from __future__ import annotations

from anchorlint.rules import d1_data_hash_mismatch as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
