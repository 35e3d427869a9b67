"""H1 section-structure: the examples of its docstring, its fixture cards."""

from __future__ import annotations

from anchorlint.rules import h1_section_structure as rule
from rules._cards import fixture_card_test
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)
