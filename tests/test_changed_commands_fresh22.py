"""A command copied with one value changed (issue 11, evaluation/fresh22;
docs/compat.md item 187). A card's code span that the source writes token
for token but for one figure is judged by that span: ``shfmt -i 4 -ci -bn``
for the source's ``shfmt -i 2 -ci -bn`` is reported even though the source
gives the flag 4 elsewhere (``-i=4`` in another example). The source is a
short excerpt written for the tests in the manner of a man page."""

from __future__ import annotations

import pytest

from conftest import points_card, ungrounded_point as missing

from anchorlint.lint.grounding import check_grounding

PAGE = (
    "# EXAMPLES\n\n"
    "Format with four-space indents, as an EditorConfig file would ask (like -i=4):\n\n"
    "\tshfmt -l -w -i 4 script.sh\n\n"
    "A style close to Google's guide:\n\n"
    "\tshfmt -i 2 -ci -bn\n\n"
    "Run `gofmt -s -w .` after it.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("`shfmt -i 2 -ci -bn` comes close to Google's style", []),
    ("`shfmt -l -w -i 4 script.sh` indents with four spaces", []),
    ("`shfmt -i 4` indents with four spaces", []),
    # The command with another value in one place.
    ("`shfmt -i 4 -ci -bn` comes close to Google's style", ["4"]),
    ("`shfmt -l -w -i 8 script.sh` indents with eight spaces", ["8", "eight"]),
])
def test_a_command_with_one_value_changed_is_judged_by_the_command(point, expected):
    assert missing(point, PAGE) == expected


def test_the_finding_names_the_sources_value_and_line():
    report = check_grounding(points_card("`shfmt -i 4 -ci -bn` comes close to Google's style"), PAGE)
    assert [(why.kind, why.figure, why.line) for why in report.reasons] == [("command", "2", 9)]
