"""Number words (0-20) and booleans, at word boundaries."""

from __future__ import annotations

import pytest

from values_helpers import found, span


@pytest.mark.parametrize(
    ("value", "source", "locale", "expected"),
    [
        (2, "two invoices", None, "two"),
        (2, "Two invoices", "en", "Two"),
        (2, "zwei Rechnungen", None, "zwei"),
        (2, "deux factures", None, "deux"),
        (5, "FÜNF Rechnungen", "de", "FÜNF"),
        (5, "funf Rechnungen", "de", "funf"),
        (12, "zwölf Monate", "de", "zwölf"),
        (12, "zwoelf Monate", "de", "zwoelf"),
        (17, "dix-sept ans", "fr", "dix-sept"),
        (0, "zero errors", None, "zero"),
        (0, "zéro erreur", None, "zéro"),
        (11, "elf Spieler", "de", "elf"),
        (0, "null Fehler", "de", "null"),
        (7, "sept pommes", "fr", "sept"),
        (16, "seize pages", "fr", "seize"),
        (20, "twenty people", None, "twenty"),
        (2, "共二位", None, "二"),
        (2, "兩個人", "zh-TW", "兩"),
        (2, "两个人", "zh", "两"),
        (15, "共十五位員工", None, "十五"),
        (20, "二十個", None, "二十"),
        (20, "廿人", None, "廿"),
        (10, "十個", None, "十"),
        (3, "答：三。", None, "三"),
        (2.0, "two invoices", None, "two"),
    ],
)
def test_number_words(value: object, source: str, locale: str | None, expected: str) -> None:
    cert = found(value, source, locale)
    assert cert.span_text == expected
    assert cert.reading is not None and cert.reading.startswith("word:")


@pytest.mark.parametrize(
    ("value", "source", "locale"),
    [
        (2, "network", None),
        (2, "twofold", None),
        (2, "zweihundert", None),
        (3, "dreizehn", None),
        (8, "Achtung", None),
        (10, "dix-sept", "fr"),
        (7, "dix-sept", "fr"),
        (20, "twenty-one", None),
        (1, "twenty-one", None),
        (1, "twenty one", None),
        (20, "twenty one", None),
        (20, "vingt et un", "fr"),
        (2, "two hundred", None),
        (2, "two-thirds", None),
        (1, "one half", None),
        (5, "hundred and five", None),
        (5, "cinq cents", "fr"),
        (2, "zwei Millionen", None),
        (1, "someone", None),
        (11, "an elf", None),  # English elf: German 11 only with a German locale
        (0, "returns null", None),
        (16, "seize the day", None),
        (7, "5 sept. 2024", "fr"),  # September, not seven
        (7, "Sept 5, 2024", "fr"),
        (11, "onze", None),
        (2, "zwei", "en"),  # not an English word
        (2, "two", "de"),
        (1, "un livre", "fr"),  # un/une are articles too: no word form for 1
        (1, "ein Buch", "de"),
        (1, "一個人", None),  # 一 is also the article
        (2, "二手車", None),
        (2, "十二個", None),
        (2, "二十個", None),
        (2, "二〇二四年", None),
        (2, "第二個", None),
        (2, "星期二", None),
        (2, "二月", None),
        (2, "二點五", None),
        (10, "十分重要", None),
        (5, "五百", None),
        (15, "十五日", None),
        (2, "二", "en"),
    ],
)
def test_number_words_refused(value: object, source: str, locale: str | None) -> None:
    assert not found(value, source, locale).grounded


def test_words_only_for_whole_numbers_up_to_twenty() -> None:
    assert span(21, "twenty-one") is None
    assert span(2.5, "two") is None
    assert span(-2, "minus two") is None


@pytest.mark.parametrize(
    ("value", "source", "locale", "expected"),
    [
        (True, "Answer: yes.", None, "yes"),
        (True, "Antwort: Ja", None, "Ja"),
        (True, "Réponse : oui", None, "oui"),
        (True, "答：是。", None, "是"),
        (True, "flag: true", None, "true"),
        (True, "Erledigt ✓", None, "✓"),
        (True, "done ✔", "de", "✔"),
        (True, "☑ paid", "fr", "☑"),
        (False, "Answer: no.", None, "no"),
        (False, "Antwort: nein", None, "nein"),
        (False, "Réponse : non", None, "non"),
        (False, "答：否。", None, "否"),
        (False, "enabled = FALSE", None, "FALSE"),
        (True, '{"paid": true}', "de", "true"),  # data literals in every locale
        (False, "bezahlt: false", "zh-TW", "false"),
    ],
)
def test_booleans(value: bool, source: str, locale: str | None, expected: str) -> None:
    cert = found(value, source, locale)
    assert cert.span_text == expected
    assert cert.reading is not None and cert.reading.startswith("bool:")


@pytest.mark.parametrize(
    ("value", "source", "locale"),
    [
        (True, "eine Jacke", None),
        (True, "yesterday", None),
        (True, "Yes/No", None),
        (True, "ja / nein", None),
        (True, "是否付款", None),
        (True, "他是老師", None),
        (True, "是/否", None),
        (True, "untrue", None),
        (True, "ja", "en"),
        (True, "yes", "de"),
        (True, "✗", None),
        (True, "☐ paid", None),
        (False, "nobody", None),
        (False, "none", None),
        (False, "No. 5", None),
        (False, "non-profit", None),
        (False, "否則", None),
        (False, "✓", None),
        (False, "Nein/Ja", None),
    ],
)
def test_booleans_refused(value: bool, source: str, locale: str | None) -> None:
    assert not found(value, source, locale).grounded


def test_booleans_are_not_numbers() -> None:
    assert span(True, "1") is None
    assert span(1, "yes") is None
    assert span(True, "True", mode="exact") == "True"
    assert span(True, "true", mode="exact") is None
