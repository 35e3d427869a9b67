"""A cadence is not a span after an event (issue 11: a figure the source has
for something else): "every 6 weeks" is not grounded by a source whose 6
weeks is the support left after a later release; the faithful forms beside
each case must stay grounded."""

from __future__ import annotations

from pathlib import Path

import pytest

from anchorlint.text.relative_spans import every_before, only_relative
from conftest import ungrounded_point as missing

EVALUATION = Path(__file__).resolve().parent.parent / "evaluation"

# A support policy: the 6 weeks run from a later release.
POLICY = """| Type | Support |
|------|---------|
| Minor Release | Support provided until 6 weeks after the N+2 minor release |

Minor releases are cut roughly once a quarter.
"""

# A runbook wrapping its sentence: the period word sits on the line before.
RUNBOOK = "Owners: see the table below. DraexDB runs every\n87 weeks after each audit.\n"

# A setting whose value is a period though no word says so.
SETTING = "# A reasonable value for this option is 300 seconds.\ntcp-keepalive 300\n"


@pytest.mark.parametrize("point, source, expected", [
    ("Istio cuts a minor release every 6 weeks", POLICY, ["6"]),
    ("每 6 週發布一個次要版本", POLICY, ["6"]),
    # the faithful forms
    ("A minor release is supported until 6 weeks after the N+2 release", POLICY, []),
    ("DraexDB 每隔 87 週就會跑一次", RUNBOOK, []),  # "every" in the wrapped sentence
    ("TCP keepalive 每 300 秒送一次", SETTING, []),  # not written as a span from an event
    ("Istio cuts a minor release every six weeks", POLICY, []),  # a number word is not compared
])
def test_a_cadence_is_not_a_span_after_an_event(point, source, expected):
    assert missing(point, source) == expected


def test_every_before():
    assert every_before("cuts a release every 6 weeks", 21)
    assert every_before("每隔 6 週", 3)
    assert not every_before("for 6 weeks", 4)


def test_only_relative():
    text = POLICY.lower()
    assert only_relative(text, "6")
    assert not only_relative(text + "\nrelease every 6 weeks.\n", "6")  # once said of a period
    assert not only_relative(text, "7")  # not written at all


def test_real_card():
    from anchorlint.lint.grounding import check_grounding

    folder = EVALUATION / "fresh14"
    report = check_grounding((folder / "cards" / "fe06-fab-en.md").read_text(encoding="utf-8"),
                             (folder / "sources" / "fe06.md").read_text(encoding="utf-8"))
    assert [anchor.text for anchor in report.missing if anchor.line == 16] == ["6"]
    faithful = check_grounding((folder / "cards" / "fe06-faithful-en.md").read_text(encoding="utf-8"),
                               (folder / "sources" / "fe06.md").read_text(encoding="utf-8"))
    assert not [anchor for anchor in faithful.missing if anchor.text == "6"]
