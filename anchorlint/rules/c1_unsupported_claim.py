"""C1 unsupported-claim: a claim with no quotation, no grounded anchor and no data behind it.

What it checks
    Off unless enabled (``severity: {C1: soft}`` or ``--select C1``). Every
    claim H8 counts (a bullet under ``## 重點``/``## 要點``, a relation
    triple) must be *quoted* (a grounded blockquote quotation in its own
    block: after it, before the next claim or heading), cite a *data*
    claim (its text or its number), or be *anchored* (at least one anchor
    the source contains, none that H7 reports). See docs/evidence.md for
    the exact definitions. A card opts out with ``evidence: none`` in its
    frontmatter, or a folder with ``rules: {C1: {evidence: none}}`` under
    ``per_path``; opted-out claims are counted by ``anchorlint coverage``.

Why
    A claim paired with a verbatim quotation can be checked; a claim with
    neither a quotation nor an anchor cannot be falsified by anything in
    the source. Many repositories do not quote, so this is opt-in.

Fails
    A key point in Chinese with nothing under it (C1 enabled in the configuration).

    card.md::

        ---
        source_path: source.md
        gloss: 備份政策
        ---
        ## 摘要
        系統會備份資料。

        ## 重點
        - 系統每天自動備份

    source.md::

        The system backs up data every night at midnight.

    .anchorlint.yaml::

        severity: {C1: soft}

    expected:: C1 9:1

Passes
    The same key point with the source's words quoted under it.

    card.md:: as above, line 9 reads

        - 系統每天自動備份
          > The system backs up data every night at midnight.

    source.md:: as above

    .anchorlint.yaml:: as above

    expected:: nothing

Options
    ``evidence`` (``required``; ``none`` opts the cards out); ``report``
    (``unsupported``; ``all`` reports every claim with its evidence as the
    key, which is what ``anchorlint coverage`` reads). Not run under
    ``--compat``.

Blind spots
    A quotation supports the claim it follows, whatever it says: the
    contract checks that evidence is there and verified, not that it
    proves the claim.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.options import option

CODE = "C1"
NAME = "unsupported-claim"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False
OPT_IN = True  # off unless configuration enables it

MESSAGES = {
    "default": {
        "en": "claim has no evidence: no grounded quotation below it, no grounded anchor, no data claim",
        "zh-TW": "此宣稱沒有證據：下方沒有可核對的引文、沒有可在原文找到的具體指稱，也沒有資料宣稱",
    },
    "quoted": {"en": "claim is supported by a grounded quotation", "zh-TW": "此宣稱有可核對的引文支持"},
    "data": {"en": "claim cites a data claim", "zh-TW": "此宣稱引用資料宣稱"},
    "anchored": {"en": "claim carries grounded anchors", "zh-TW": "此宣稱帶有可在原文找到的具體指稱"},
    "opted-out": {
        "en": "evidence contract opted out ({how}): {claims} claims not judged",
        "zh-TW": "已選擇不適用證據規範（{how}）：{claims} 則宣稱未檢查",
    },
}


@dataclass(frozen=True)
class Options:
    """C1's options (``rules.C1.*``)."""

    evidence: str = option("required", choices=("required", "none"),
                           help="none: the cards opt out of the evidence contract (counted by coverage)")
    report: str = option("unsupported", choices=("unsupported", "all"),
                         help="all: one finding per claim, keyed by its evidence (for coverage)")


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    if ctx.compat:
        return
    options = options or Options()
    from anchorlint.lint.evidence import classify, opted_out_line

    by_card = opted_out_line(ctx)
    if by_card is not None or options.evidence == "none":
        if options.report == "all":
            how = "frontmatter" if by_card is not None else "configuration"
            yield Hit(by_card or 1, 1, key="opted-out", args={"claims": len(ctx.body.claims), "how": how})
        return
    for claim in classify(ctx):
        if claim.status == "unsupported":
            yield Hit(claim.line, claim.col)
        elif options.report == "all":
            yield Hit(claim.line, claim.col, key=claim.status)
