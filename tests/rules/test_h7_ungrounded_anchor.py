"""H7 ungrounded-anchor: the examples of its docstring, its fixture cards.

More tests of H7: tests/test_grounding.py (anchors and folding), tests/test_peer_fixtures.py, tests/test_incident_fixtures.py.
"""

from __future__ import annotations

from anchorlint.rules import h7_ungrounded_anchor as rule
from rules._cards import fixture_card_test
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)
