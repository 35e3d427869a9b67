"""D3 dataset-unavailable: the examples of its docstring.

More tests of D3: tests/data_claims/.
"""

from __future__ import annotations

from anchorlint.rules import d3_dataset_unavailable as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
