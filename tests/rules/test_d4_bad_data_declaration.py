"""D4 bad-data-declaration: the examples of its docstring.

More tests of D4: tests/data_claims/.
"""

from __future__ import annotations

from anchorlint.rules import d4_bad_data_declaration as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
