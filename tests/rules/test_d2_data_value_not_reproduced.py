"""D2 data-value-not-reproduced: the examples of its docstring.

More tests of D2: tests/data_claims/.
"""

from __future__ import annotations

from anchorlint.rules import d2_data_value_not_reproduced as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
