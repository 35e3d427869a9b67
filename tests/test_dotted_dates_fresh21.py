"""Day-first dotted dates in a source (issue 11, evaluation/fresh21: the
Airflow README drops Python 3.9 "right after 27.06.2023", and a faithful
card writes "June 27, 2023"; docs/compat.md item 174). ``27.06.2023`` is
June 27, 2023: a card's whole date of that day is the source's. A dotted
date is read day first; where its first figure cannot be a day of that
month and the second can, month first. The source is a short excerpt
written for the tests in the manner of a support policy."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A dotted date, and another day of the 27th and of the 5th with a year,
# so that each part of the card's dates is grounded and only the whole
# date can tell them apart.
POLICY = (
    "We drop support for Python versions when they reach EOL. For example, for Python 3.9 it\n"
    "means that we will drop support in main right after 27.06.2023, and the first MINOR\n"
    "version released after will not have it. The 1.9 line ended on Aug 27, 2018.\n\n"
    "The 2.4 images switch their base OS on 05.06.2024; 1.8 ended on May 6, 2019.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    # The dotted date's day, written in the card's forms.
    ("Python 3.9 support leaves main right after June 27, 2023", []),
    ("Python 3.9 support leaves main right after 27 June 2023", []),
    ("Python 3.9 support leaves main right after 2023-06-27", []),
    ("以 Python 3.9 為例，2023 年 6 月 27 日之後就從 main 移除", []),
    # Day first: 05.06.2024 is June 5, 2024.
    ("The 2.4 images switch their base OS on June 5, 2024", []),
])
def test_a_dotted_date_is_the_day_it_names(point, expected):
    assert missing(point, POLICY) == expected


@pytest.mark.parametrize(("point", "expected"), [
    # Another day of June 2023, and the month-first reading of 05.06.2024.
    ("Python 3.9 support leaves main right after June 28, 2023", ["28"]),
    ("Python 3.9 support leaves main right after July 27, 2023", ["27"]),
    ("The 2.4 images switch their base OS on May 6, 2024", ["6"]),
])
def test_another_day_is_not_grounded_by_a_dotted_date(point, expected):
    source = POLICY + "The 1.7 line ended on Aug 28, 2018; 3.0 came out in July 2025.\n"
    assert missing(point, source) == expected


def test_a_month_first_dotted_date_is_read_when_no_day_first_reading_is():
    # 06.27.2023 can only be June 27 (there is no 27th month).
    source = POLICY.replace("27.06.2023", "06.27.2023")
    assert missing("Python 3.9 support leaves main right after June 27, 2023", source) == []


@pytest.mark.parametrize("figures", ["0.27.2023", "3.27.2023.1", "v27.06.2023"])
def test_a_version_is_not_a_dotted_date(figures):
    # A dotted run with no day and month in it, with a fourth part, or led
    # by a `v` is no date: the card's day stays ungrounded.
    source = POLICY.replace("27.06.2023", figures)
    assert "27" in missing("Python 3.9 support leaves main right after June 27, 2023", source)
