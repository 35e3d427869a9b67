"""Property: a text that writes one value never grounds a different one.

Values are written the way a locale writes them (grouping, decimals, the
negative notations, currency, CJK and German templates); every nearby value
(scaled by powers of ten, negated, off by one, a prefix or suffix of its
digits, day and month swapped) must then be refused under that locale, and
under no locale at all.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.values import find_value

SEPARATORS = {"en": (",", "."), "de": (".", ","), "fr": ("\u202f", ","), "fr-nbsp": ("\u00a0", ","),
              "ch": ("\u2019", ".")}
WRITERS = {"en-US": "en", "en-GB": "en", "de": "de", "fr": "fr", "FR": "fr-nbsp", "de-CH": "ch", "zh-TW": "en"}
TEMPLATES = ["Total: {x} EUR.", "{x}", "Es waren {x} Stück", "值為{x}。", "Saldo {x}", "- {x} items\n",
             "€{x}", "{x}%", "Seite {x}, Zeile x", "Betrag:\u00a0{x}\u00a0€"]


def write(number: Decimal, convention: str, grouped: bool, negative_style: int) -> str:
    group, decimal = SEPARATORS[convention]
    whole, _, fraction = format(abs(number), "f").partition(".")
    if grouped and len(whole) > 3:
        head = len(whole) % 3 or 3
        whole = whole[:head] + "".join(group + whole[i : i + 3] for i in range(head, len(whole), 3))
    body = whole + (decimal + fraction if fraction else "")
    if number >= 0:
        return body
    return ["-" + body, "\u2212" + body, body + "-"][negative_style]


def nearby(number: Decimal) -> set[Decimal]:
    out = {number.scaleb(k) for k in range(-3, 4)} | {-number, number + 1, number - 1}
    digits = format(abs(number), "f").replace(".", "")
    out |= {Decimal(digits[:i]) for i in range(1, len(digits))}
    out |= {Decimal(digits[i:]) for i in range(1, len(digits))}
    return {value for value in out if value != number}


@settings(max_examples=300, deadline=None)
@given(
    st.integers(min_value=-10**9, max_value=10**9),
    st.integers(min_value=0, max_value=3),
    st.sampled_from(sorted(WRITERS)),
    st.booleans(),
    st.integers(min_value=0, max_value=2),
    st.sampled_from(TEMPLATES),
)
def test_a_written_number_grounds_no_other(
    units: int, scale: int, locale: str, grouped: bool, negative_style: int, template: str
) -> None:
    number = Decimal(units).scaleb(-scale)
    source = template.format(x=write(number, WRITERS[locale], grouped, negative_style))
    assert find_value(number, source, locale=locale).grounded, source
    for other in nearby(number):
        for hint in (locale, None):
            cert = find_value(other, source, locale=hint)
            assert not cert.grounded, (source, other, hint, cert.span_text)


def written_dates(day: dt.date, locale: str) -> list[str]:
    y, m, d = day.year, day.month, day.day
    forms = [f"{y}-{m:02d}-{d:02d}", f"{y}/{m}/{d}", f"{y}年{m}月{d}日"]
    if locale == "en-US":
        return forms + [f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}"]
    return forms + [f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}/{m:02d}/{y}", f"{d}-{m}-{y}"]


@settings(max_examples=300, deadline=None)
@given(st.dates(min_value=dt.date(1950, 1, 1), max_value=dt.date(2060, 12, 31)),
       st.sampled_from(["de", "fr", "en-GB", "en-US", "de-CH"]), st.data())
def test_a_written_date_grounds_no_other(day: dt.date, locale: str, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(written_dates(day, locale)))
    source = f"Datum: {text}."
    assert find_value(day, source, locale=locale).grounded
    others = {day + dt.timedelta(days=delta) for delta in (1, -1, 10, 30, 365, -365)}
    if day.day <= 12 and day.day != day.month:
        others.add(day.replace(month=day.day, day=day.month))
    for other in others:
        for hint in (locale, None):
            assert not find_value(other, source, locale=hint).grounded, (source, other, hint)
