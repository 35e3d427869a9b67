"""Dates and date-times in their written forms."""

from __future__ import annotations

import datetime as dt

import pytest

from values_helpers import found, span

DAY = dt.date(2024, 4, 5)


@pytest.mark.parametrize(
    ("source", "locale"),
    [
        ("2024-04-05", None),
        ("2024-4-5", None),
        ("2024/4/5", None),
        ("2024/04/05", "en-US"),
        ("2024.04.05", None),
        ("05.04.2024", None),
        ("5.4.2024", "de"),
        ("05. 04. 2024", "de"),
        ("5. April 2024", None),
        ("5 April 2024", "en-GB"),
        ("5th April 2024", None),
        ("5th of April, 2024", None),
        ("April 5, 2024", "en-US"),
        ("April 5th, 2024", None),
        ("Apr. 5, 2024", None),
        ("APRIL 5 2024", None),
        ("5 avril 2024", "fr"),
        ("le 5 avr. 2024", "fr"),
        ("5. Apr. 2024", "de"),
        ("2024年4月5日", None),
        ("2024年04月05日", "zh-TW"),
        ("２０２４年４月５日", None),
        ("2024 年 4 月 5 日", None),
        ("民國113年4月5日", None),
        ("113年4月5日", "zh-TW"),
        ("113年4月5日", "TW"),
        ("05/04/2024", "en-GB"),
        ("05/04/2024", "de"),
        ("05-04-2024", "fr"),
        ("04/05/2024", "en-US"),
        ("4/5/2024", "en_US"),
    ],
)
def test_forms_of_a_date(source: str, locale: str | None) -> None:
    cert = found(DAY, f"Datum: {source}.", locale)
    assert cert.span_text == source.removeprefix("le ")
    assert cert.reading is not None and cert.reading.startswith("date:")


@pytest.mark.parametrize(
    ("source", "locale", "reason"),
    [
        ("04/05/2024", None, "ambiguous"),  # 4 May or April 5
        ("05/04/2024", None, "ambiguous"),
        ("05/04/2024", "en", "ambiguous"),  # English alone writes both orders
        ("04/05/2024", "en-GB", "not-found"),  # that is 4 May
        ("05/04/2024", "en-US", "not-found"),  # that is May 4
        ("05.04.2024", "en-US", "not-found"),  # not a US convention
        ("4.5.2024", "de", "not-found"),
        ("113年4月5日", None, "not-found"),  # year 113 without a Taiwanese locale
        ("2024年4月15日", None, "not-found"),
        ("15 April 2024", None, "inside-longer-text"),
        ("April 15, 2024", None, "not-found"),
        ("5 April 2023", None, "not-found"),
        ("April 5", None, "not-found"),
        ("05.04.24", "de", "not-found"),  # two-digit years are never read
        ("2024-04-051", None, "inside-longer-text"),
        ("12024-04-05", None, "inside-longer-text"),
        ("2024-04/05", None, "not-found"),
        ("1.05.04.2024", None, "inside-longer-text"),
    ],
)
def test_dates_that_are_not_this_date(source: str, locale: str | None, reason: str) -> None:
    cert = found(DAY, f"Datum: {source}.", locale)
    assert not cert.grounded
    assert cert.reason == reason


def test_an_unambiguous_order_needs_no_locale() -> None:
    late = dt.date(2024, 4, 25)
    assert span(late, "on 25/04/2024") == "25/04/2024"
    assert span(late, "on 04/25/2024") == "04/25/2024"
    same = dt.date(2024, 4, 4)
    assert span(same, "on 04/04/2024") == "04/04/2024"


def test_iso_date_strings_are_dates_too() -> None:
    assert span("2024-04-05", "am 5. April 2024") == "5. April 2024"
    assert span("2024-04-05", "am 05.04.2024", mode="exact") is None
    assert span("2024-13-45", "2024-13-45") == "2024-13-45"  # text, not a date


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("2024-04-05T14:30", "2024-04-05T14:30"),
        ("2024-04-05 14:30:00", "2024-04-05 14:30:00"),
        ("5 April 2024, 14:30", "5 April 2024, 14:30"),
        ("April 5, 2024 at 2:30 pm", "April 5, 2024 at 2:30 pm"),
        ("5.4.2024 14h30", "5.4.2024 14h30"),
        ("2024年4月5日 14:30", "2024年4月5日 14:30"),
        ("2024-04-05", None),
        ("2024-04-05 14:35", None),
        ("April 5, 2024 at 2:30 am", None),
        ("2024-04-05 14:30:15", None),
    ],
)
def test_datetimes_need_their_time(source: str, expected: str | None) -> None:
    assert span(dt.datetime(2024, 4, 5, 14, 30), source) == expected


def test_a_midnight_datetime_may_be_a_bare_date() -> None:
    assert span(dt.datetime(2024, 4, 5), "Stand: 05.04.2024") == "05.04.2024"
    seconds = dt.datetime(2024, 4, 5, 14, 30, 15)
    assert span(seconds, "2024-04-05 14:30:15") == "2024-04-05 14:30:15"
    assert span(seconds, "2024-04-05 14:30") is None


def test_exact_mode_wants_the_iso_text() -> None:
    assert span(DAY, "on 2024-04-05", mode="exact") == "2024-04-05"
    assert span(DAY, "on 05.04.2024", mode="exact") is None
