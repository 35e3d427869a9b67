"""Q1 quotation-not-found: the examples of its docstring.

More tests of Q1: tests/quotes/ (the verifier: tiers, guards, stitched quotations, pages).
"""

from __future__ import annotations

from anchorlint.rules import q1_quotation_not_found as rule
from rules._examples import example_test


test_docstring_example = example_test(rule)
