"""A corpus of edits: noise a PDF extraction adds must be forgiven (grounded),
content changes must never be accepted (neither grounded nor approximate).
The edits are generated from the sentences below, so every sentence is
checked against every kind of change that applies to it."""

from __future__ import annotations

import re

import pytest

from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView

SENTENCES = [
    "Operating loss was $10.0 million for the year ended December 31, 2023",
    "The transmitter draws 5 mW in standby and never exceeds 250 mW at peak",
    "Revenue increased by 12% while operating costs decreased by 3.5% in Europe",
    "Alice Chen reviewed the contract before Bob Miller signed it in Berlin",
    "The service must not store passwords and should encrypt all backups daily",
    "Most users were unable to find the export button within 30 seconds",
    "The committee approved a budget of 1,250,000 dollars for the new clinic",
    "Latency fell from 120 ms to 45 ms after the cache was rewritten in Rust",
    "外掛必須在 Logseq 中運作，且不得上傳任何使用者資料",
    "本研究共收集了 1,204 份問卷，其中有效問卷為 980 份",
]

SWAPS = {
    "increased": "decreased", "decreased": "increased", "before": "after", "must": "may", "should": "could",
    "all": "some", "Most": "Few", "unable": "able", "never": "always", "fell": "rose", "approved": "rejected",
    "new": "old", "encrypt": "decrypt", "export": "import", "daily": "weekly", "Alice": "Alicia",
    "Berlin": "Munich", "Rust": "Go", "signed": "drafted", "store": "log", "loss": "gain", "Europe": "Asia",
    "中": "外", "必須": "可以", "有效": "無效",
}


def number_changes(sentence: str) -> list[str]:
    out = []
    for match in re.finditer(r"\d[\d,.]*\d|\d", sentence):
        a, b = match.span()
        number = match.group()
        last = number[-1]
        out.append(sentence[:b - 1] + str((int(last) + 1) % 10) + sentence[b:])  # value
        out.append(sentence[:a] + "-" + sentence[a:])  # sign
        if "." in number:
            out.append(sentence[:a] + number.replace(".", "") + sentence[b:])  # decimal point dropped
        else:
            out.append(sentence[:a] + number + ".0" + sentence[b:])  # decimal places added
        out.append(sentence[:a] + number + "0" + sentence[b:])  # magnitude
    units = (("mW", "MW"), ("ms", "s"), ("$", "€"), ("%", ""), ("million", "billion"), ("dollars", "euros"))
    for old, new in units:
        if old in sentence:
            out.append(sentence.replace(old, new, 1))
    return out


def word_changes(sentence: str) -> list[str]:
    out = [sentence.replace(old, new, 1) for old, new in SWAPS.items() if old in sentence]
    for negation in (" not", " never", "不", " unable"):
        if negation in sentence:
            out.append(sentence.replace(negation, "" if negation != " unable" else " able", 1))
    words = sentence.split(" ")
    if len(words) > 6:
        out.append(" ".join(words[:3] + words[4:]))  # a word dropped
        out.append(" ".join(words[:3] + ["reportedly"] + words[3:]))  # a word added
        out.append(" ".join(words[:2] + [words[3], words[2]] + words[4:]))  # two words swapped
    return out


NOISE = [
    lambda s: s.replace("fi", "ﬁ").replace("fl", "ﬂ").replace("ff", "ﬀ"),
    lambda s: s.replace(" ", "\u00a0", 3),
    lambda s: s.replace(" ", "\n", 2),
    lambda s: re.sub(r"(\w{4})(\w{4,})", lambda m: m.group(1) + "-\n" + m.group(2), s, count=1),
    lambda s: s.translate({ord(d): ord(d) + 0xFEE0 for d in "0123456789"}),
    lambda s: s.replace("the", "th\u00ade").replace("ing", "i\u200bng"),
    lambda s: s.replace(",", "，") if re.search("[\u4e00-\u9fff]", s) else s.replace("'", "\u2019"),
]


def source_of(sentence: str) -> str:
    return "Preceding paragraph of the document.\n" + sentence + ".\nFollowing paragraph of the document.\n"


CHANGES = [(s, changed) for s in SENTENCES for changed in number_changes(s) + word_changes(s) if changed != s]


@pytest.mark.parametrize("sentence,changed", CHANGES)
def test_content_change_is_never_accepted(sentence: str, changed: str) -> None:
    cert = verify_quote(changed, source_of(sentence))
    assert not cert.grounded and cert.tier == "none", (changed, cert.tier, cert.guard, cert.score)


@pytest.mark.parametrize("sentence", SENTENCES)
@pytest.mark.parametrize("noise", range(len(NOISE)))
def test_extraction_noise_is_forgiven(sentence: str, noise: int) -> None:
    source = source_of(NOISE[noise](sentence))
    cert = verify_quote(sentence, SourceView(source))
    assert cert.grounded, (source, cert)
    assert cert.tier in ("exact", "whitespace", "hyphenation", "typography")
    assert cert.span_text == source[cert.start : cert.end]


@pytest.mark.parametrize("sentence", SENTENCES)
def test_case_is_forgiven(sentence: str) -> None:
    quote = sentence.lower().replace(" mw", " mW")  # a unit's case is content, see test_boundaries
    cert = verify_quote(quote, source_of(sentence))
    assert cert.grounded and cert.tier in ("exact", "case")
    if " mW" in sentence:
        assert not verify_quote(sentence.lower(), source_of(sentence)).grounded
