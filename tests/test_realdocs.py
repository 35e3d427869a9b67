"""H7 on cards written from real public documents (evaluation/realdocs):
recall of planted inventions and false alarms, measured by
benchmarks/eval_realdocs.py. The floors are what the default mode reaches
today; a change that lowers them fails here. ``ANCHORLINT_REALDOCS`` points
at another set of the same layout."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from conftest import PROJECT

sys.path.insert(0, str(PROJECT / "benchmarks"))
import eval_realdocs  # noqa: E402

FOLDER = Path(os.environ.get("ANCHORLINT_REALDOCS", PROJECT / "evaluation" / "realdocs"))
# On evaluation/realdocs itself, what the default mode reaches on main a2833ff (the end of
# the detection work of 2026-12-01's third session, measured once at 23:34 UTC): 106 (105 on
# a80377a and c00de9b, the second and first sessions' ends; compat.md item 106 read `**bcrypt**`)
# inventions caught at least, alarms beyond the labels on fabricated cards at most. Another set named by ANCHORLINT_REALDOCS keeps the general terms.
# 107 after compat.md item 137 (sw10's GOGC "100 by default"), 108 with its maximums (sw04's 8190).
# 109 after compat.md item 158 (sw07's "至少先棄用 3 個月" for a cadence of 3 months).
FLOOR = (109, 1) if FOLDER == PROJECT / "evaluation" / "realdocs" else (0, 2)
pytestmark = pytest.mark.skipif(not eval_realdocs.read_labels(FOLDER), reason="no realdocs labels")


@pytest.fixture(scope="module")
def default():
    return eval_realdocs.evaluate(FOLDER)


def test_no_h7_on_a_faithful_card(default):
    assert default.alarms_on("faithful") == 0, [a for a in default.alarms]


def test_inventions_with_a_name_or_a_figure_are_caught(default):
    caught, planted = default.recall
    assert caught >= 0.9 * planted, default.missed
    assert caught >= FLOOR[0], default.missed
    for category in ("version", "number", "gloss", "heading", "masked", "cjk-numeral"):
        assert default.caught[category] == default.planted[category], (category, default.missed)
    # A lower-case name in an English sentence (bcrypt) reads as a word.
    assert default.caught["name"] >= default.planted["name"] - 1, default.missed


def test_few_alarms_beyond_the_labels_on_fabricated_cards(default):
    assert default.alarms_on("fabricated") <= FLOOR[1], default.alarms


def test_the_default_mode_beats_compat(default):
    compat = eval_realdocs.evaluate(FOLDER, compat=True)
    assert default.recall[0] > compat.recall[0]
    assert compat.alarms_on("faithful") > 100  # Go's rule: every Latin word is a name


def test_the_report_prints_every_figure(capsys):
    assert eval_realdocs.main([str(FOLDER), "--list"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("inventions caught: ") and "false alarms on faithful cards: 0 " in out
