"""Locale hints: which writing conventions a value may appear in.

A hint is a language (``de``), a country (``DE``, ``CH``, ``TW``) or both
(``de-CH``, ``en_US``, ``zh-Hant-TW``). A two-letter code written in upper
case is read as a country first, in lower case as a language first; a code
that is only one of the two is read as that one (``ch`` is Switzerland,
``tw`` Taiwan). With a language and a country, the country's figure and date
conventions are narrowed to those the language shares with it (``fr-CA``
keeps only the French figures); when they share none the country wins
(``de-CH`` writes 1'234.50). Words come from the language when it has a word
list, else from the country. A missing or unknown hint selects every
convention (``known`` is then False).

Figure conventions (group separator, decimal separator):
``en`` 1,234.5 · ``de`` 1.234,5 · ``fr`` 1 234,5 (any space) · ``ch`` 1'234.5.
Date orders for numeric dates with the year last: ``dmy`` and ``mdy``.
"""

from __future__ import annotations

from dataclasses import dataclass

ALL_NUMBERS = ("en", "de", "fr", "ch")
ALL_DATES = ("dmy", "mdy")
ALL_WORDS = ("en", "de", "fr", "zh")

_Entry = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # numbers, dates, words

_EN: _Entry = (("en",), ("dmy",), ("en",))
_DE_STYLE: _Entry = (("de",), ("dmy",), ())
_FR_STYLE: _Entry = (("fr",), ("dmy",), ())
_CJK: _Entry = (("en",), (), ("zh",))

LANGUAGES: dict[str, _Entry] = {
    "en": (("en",), ("dmy", "mdy"), ("en",)),
    "de": (("de",), ("dmy",), ("de",)),
    "fr": (("fr",), ("dmy",), ("fr",)),
    "zh": _CJK,
    "ja": _CJK,
    "ko": (("en",), (), ()),
    "he": (("en",), ("dmy",), ()),
    "th": (("en",), ("dmy",), ()),
    "hi": (("en",), ("dmy",), ()),
    **{code: _DE_STYLE for code in "nl es it pt id tr da el ro hr sl sr ca".split()},
    **{code: _FR_STYLE for code in "nb nn no fi pl cs sk ru uk bg lv et".split()},
    **{code: (("fr",), (), ()) for code in "sv hu lt".split()},
}

COUNTRIES: dict[str, _Entry] = {
    "US": (("en",), ("mdy",), ("en",)),
    "PH": (("en",), ("mdy",), ("en",)),
    **{code: _EN for code in "GB IE AU NZ IN ZA".split()},
    "SG": (("en",), ("dmy",), ("en", "zh")),
    "CA": (("en", "fr"), ("dmy", "mdy"), ("en", "fr")),
    "DE": (("de",), ("dmy",), ("de",)),
    "AT": (("de",), ("dmy",), ("de",)),
    "LU": (("de", "fr"), ("dmy",), ("de", "fr")),
    "CH": (("ch",), ("dmy",), ("de", "fr")),
    "LI": (("ch",), ("dmy",), ("de",)),
    "FR": (("fr",), ("dmy",), ("fr",)),
    "MC": (("fr",), ("dmy",), ("fr",)),
    "BE": (("de", "fr"), ("dmy",), ("fr",)),
    "TW": _CJK,
    "CN": _CJK,
    "MO": _CJK,
    "HK": (("en",), ("dmy",), ("zh",)),
    "JP": _CJK,
    "KR": (("en",), (), ()),
    **{code: (("en",), ("dmy",), ()) for code in "MX IL TH".split()},
    **{code: _DE_STYLE for code in "NL ES IT PT BR ID TR DK GR RO HR SI RS AR CL CO UY".split()},
    **{code: _FR_STYLE for code in "NO FI PL CZ SK RU UA BG LV EE".split()},
    **{code: (("fr",), (), ()) for code in "SE HU LT".split()},
}


@dataclass(frozen=True, slots=True)
class Conventions:
    """The conventions a locale hint allows."""

    tag: str | None  # canonical hint ("de-CH", "TW", "en"); None: every convention
    numbers: tuple[str, ...] = ALL_NUMBERS
    dates: tuple[str, ...] = ALL_DATES
    words: tuple[str, ...] = ALL_WORDS
    roc: bool = False  # Minguo years (113年) without the 民國 prefix

    @property
    def known(self) -> bool:
        return self.tag is not None


EVERYTHING = Conventions(None)


def _split(hint: str) -> tuple[str, str | None]:
    # POSIX names carry an encoding and a modifier: de_DE.UTF-8@euro.
    core = hint.strip().split(".")[0].split("@")[0]
    parts = [part for part in core.replace("_", "-").split("-") if part]
    if not parts:
        return "", None
    region = next((p for p in parts[1:] if len(p) == 2 and p.isalpha()), None)
    return parts[0], region


def _lookup(code: str) -> tuple[str | None, str | None]:
    """(language, country) for a bare two- or three-letter code."""
    lower, upper = code.lower(), code.upper()
    if code.isupper() and upper in COUNTRIES:
        return None, upper
    if lower in LANGUAGES:
        return lower, None
    if upper in COUNTRIES:
        return None, upper
    return None, None


def _narrow(country: tuple[str, ...], language: tuple[str, ...]) -> tuple[str, ...]:
    shared = tuple(item for item in country if item in language)
    return shared or country


def resolve_locale(hint: str | None) -> Conventions:
    """The conventions a locale hint allows (EVERYTHING when missing or unknown)."""
    if not hint or not isinstance(hint, str):
        return EVERYTHING
    first, region = _split(hint)
    language, country = _lookup(first)
    if language is not None and region is not None and region.upper() in COUNTRIES:
        country = region.upper()
    if language is None and country is None:
        return EVERYTHING
    if country is None:
        numbers, dates, words = LANGUAGES[language]  # type: ignore[index]
        return Conventions(language, numbers, dates, words)
    c_numbers, c_dates, c_words = COUNTRIES[country]
    if language is None:
        return Conventions(country, c_numbers, c_dates, c_words, roc=country == "TW")
    l_numbers, l_dates, l_words = LANGUAGES[language]
    return Conventions(
        f"{language}-{country}",
        _narrow(c_numbers, l_numbers),
        _narrow(c_dates, l_dates) if c_dates and l_dates else c_dates,
        l_words or c_words,
        roc=country == "TW",
    )
