"""A unit word that is also an adjective (核心) after 個 and before another
noun is no unit (issue 11,
evaluation/fresh21 F6; docs/compat.md item 181). The counter counts the
whole noun, whose head is its last word: ``兩個核心概念`` counts concepts,
not CPU cores, so a source's "two concepts" grounds it. Without a longer
noun, and without the counter, the cores stay a unit. The source is a short
excerpt written for the tests in the manner of a serialization spec."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.numbers import unit_at

SPEC = (
    "# Spec\n\n"
    "The format has two concepts: **type system** and **formats**.\n\n"
    "The reference build machine has 8 cores.\n"
)


@pytest.mark.parametrize(("text", "unit"), [
    ("兩個核心概念", None),
    ("三個核心模組", None),
    # The cores themselves: the word ends the noun, or a particle follows it.
    ("八個核心", "core"),
    ("八個核心的機器", "core"),
    ("八核心處理器", "core"),
    # A measure's word is followed by verbs as often: still the measure.
    ("十個位元組編碼", "byte"),
    ("五個頁面", "page"),
])
def test_a_unit_word_that_begins_a_longer_noun_is_no_unit(text, unit):
    assert unit_at(text, 1) == unit


@pytest.mark.parametrize(("point", "expected"), [
    ("這個格式有兩個核心概念：型別系統與格式", []),
    ("參考機器有八個核心", []),
    # Still checked: cores the source does not give.
    ("參考機器有六個核心", ["六"]),
])
def test_a_count_of_a_longer_noun_is_grounded_as_a_count(point, expected):
    assert missing(point, SPEC) == expected
