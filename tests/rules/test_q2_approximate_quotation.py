"""Q2 approximate-quotation: the examples of its docstring.

More tests of Q2: tests/quotes/ (near misses, --fix).
"""

from __future__ import annotations

from anchorlint.rules import q2_approximate_quotation as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
