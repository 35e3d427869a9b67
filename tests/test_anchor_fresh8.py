"""Forms the real documents of evaluation/fresh8 showed (issue 11): each
faithful form beside the invention that must stay reported. The sources
are excerpts of the set's own documents."""

from __future__ import annotations

import pytest

from anchorlint.text.numbers import read_numbers
from conftest import ungrounded_point as missing

# Vite's migration guide on its browser targets.
BASELINE = (
    "These browser versions align with Baseline Widely Available feature sets as of "
    "2026-01-01. In other words, they were all released about two and a half years ago.\n"
)


@pytest.mark.parametrize(("text", "key", "unit"), [
    ("released about two and a half years ago", "2.5", "year"),
    ("都是大約兩年半前發布的瀏覽器", "2.5", "year"),
    ("one and a halfpenny", "1", None),
    ("兩年前", "2", "year"),
])
def test_a_count_and_its_half_are_one_figure(text, key, unit):
    first = read_numbers(text)[0]
    assert (first.key, first.unit) == (key, unit)


@pytest.mark.parametrize(("point", "expected"), [
    ("這些版本都是大約兩年半前發布的瀏覽器", []),
    ("These browsers were all released about two and a half years ago", []),
    ("These browsers were all released about three and a half years ago", ["three and a half"]),
    ("這些版本都是大約三年半前發布的瀏覽器", ["三"]),
])
def test_half_years_against_vite_baseline(point, expected):
    assert missing(point, BASELINE) == expected
