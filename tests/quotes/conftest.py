"""Shared source texts for the quotation tests, written for these tests."""

from __future__ import annotations

import pytest

# What a PDF text extractor typically returns: ligatures, a word hyphenated
# across a line break, a soft hyphen, smart quotes, NBSP, fullwidth digits.
PDF_SOURCE = (
    "Section 4.2 Results\n"
    "The ﬁnal evaluation used a held-out set of 1,204 documents. The ﬂuency\n"
    "scores were reported by three independent annota-\n"
    "tors, who were not told which system produced each sum\u00admary.\n"
    "As the authors put it, \u201cgrounding is necessary, not suﬃcient\u201d.\n"
    "Throughput reached \uff15\uff10\uff05 of the baseline\u00a0on\u2009commodity hardware.\n"
    "Operating loss was ($10.0 million) for the year ended December 31.\n"
    "We believe that we will not be able to compete effectively with larger firms.\n"
    "The transmitter draws 5 mW in standby and 5 MW at the plant.\n"
    "Prices rose by 12000 dollars; the low was -5 degrees and the rate 5%.\n"
    "OAuth2 tokens expire; macOS clients refresh them.\n"
    "AT&amp;T and R&amp;D budgets were cut by 3.14 percent.\n"
)

CHINESE_SOURCE = (
    "外掛必須在 Logseq 中運作，且不得上傳任何使用者資料。\n"
    "本研究共收集了 1,204 份問卷，其中有效問卷為 980 份，\n"
    "回收率達到百分之八十一。受訪者普遍認為系統的回應速度\n"
    "「明顯優於」舊版，但仍有三成的人沒有使用過搜尋功能。\n"
    "預算為 12000 元，不含稅。\n"
)


@pytest.fixture()
def pdf_source() -> str:
    return PDF_SOURCE


@pytest.fixture()
def chinese_source() -> str:
    return CHINESE_SOURCE
