"""H8 claim-inflation: the card claims far more than its source asserts.

What it checks
    Claims are the ``- `` bullets under ``## 重點`` / ``## 要點``, under
    ``### 內文知識關係``, and (older daemon cards only) under ``## 關聯``. Source
    assertions are counted per line: a list item is one, a prose line counts its
    sentences, a fenced line is one, and headings, rules, callout markers and
    table rows count nothing (at least one in all). A card with at least
    ``min_claims`` (4) claims and more than ``ratio`` (3) claims per source
    assertion is inflated. Reported once, at the heading of the claims section.

Why
    "The thinner the input, the more the model invents, and the more
    professional the card looks." Rewording may split one sentence into a
    definition, a condition and a consequence; splitting it into six is adding.
    The ratio 3 comes from the incident itself: the same two-assertion source
    gave a faithful card of 4 claims and a fabricated card of 8.

Fails
    Eight claims from a source of two assertions (limit 6).

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        - 第 1 點
        - 第 2 點
        - 第 3 點
        - 第 4 點
        - 第 5 點
        - 第 6 點
        - 第 7 點
        - 第 8 點

    source.md::

        The plugin must work inside Logseq.
        It extends the editor.

    expected:: H8 5:1

Passes
    Four claims from the same source.

    card.md:: as above, lines 9-13 read

        - 第 4 點

    source.md:: as above

    expected:: nothing

Options
    ``ratio`` (3) and ``min_claims`` (4).

Blind spots
    Claims and assertions are counted by lines and sentences, not by meaning.
    A card that invents one claim per source sentence stays under the ratio.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.options import option

CODE = "H8"
NAME = "claim-inflation"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = True

MESSAGES = {
    "default": {
        "en": "{claims} claims against {units} source assertions (limit {limit}): a thin source "
        "yielded a rich card, the typical sign of a model filling in from general knowledge",
        "zh-TW": "卡片有 {claims} 條宣稱，原文只有 {units} 條斷言（上限 {limit}）＝輸入貧乏卻產出豐富，"
        "是模型拿通用先驗補滿的典型情況",
    },
}


@dataclass(frozen=True)
class Options:
    """H8's options (``rules.H8.*``)."""

    ratio: int = option(3, low=1, help="claims per source assertion above which a card is inflated")
    min_claims: int = option(4, low=0, help="claims a card needs before the ratio applies")


def grounding_fields(options: Options) -> dict[str, object]:
    """What these options set in the grounding policy the pure core reads."""
    return {"h8_ratio": options.ratio, "h8_min_claims": options.min_claims}


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    opts = options or Options()
    report = ctx.grounding
    if report is None or not report.inflated:
        return
    first_claim = ctx.body.claims[0].number
    section = ctx.card.section_at(first_claim)
    line = section.heading if section is not None else first_claim
    yield Hit(
        line,
        args={
            "claims": report.claims,
            "units": report.src_units,
            "limit": report.src_units * opts.ratio,
        },
    )
