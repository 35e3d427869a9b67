"""S3 undecodable-file: a card or its source is not UTF-8 text.

What it checks
    Cards and sources are read as UTF-8 (a leading byte-order mark is allowed).
    A file with NUL bytes, a UTF-16 byte-order mark or a byte sequence that is
    not UTF-8 is reported with the cause; a card whose source is undecodable
    is not judged. The rest of the run goes on. A card over the card size
    limit (8 MiB) is reported the same way without being read: no knowledge
    card is that large, and reading an exported dump whole would stall
    every commit.

Why
    Judging replacement characters produces verdicts about text nobody wrote
    (the Go original did; ``--compat`` still does). Legacy encodings such as
    Big5 should be converted, not guessed.

Fails
    A source saved as Big5.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        外掛的需求。

    source.md (cp950)::

        外掛必須在 Logseq 中運作。

    expected:: S3 1:1

Passes
    The same source saved as UTF-8.

    card.md:: as above

    source.md:: as above

    expected:: nothing

Options
    none.

Blind spots
    Text that happens to be valid UTF-8 but was meant as another encoding
    (mojibake) is not detected.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "S3"
NAME = "undecodable-file"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False
# Reports on the run, not on the card's text: no directive in the card silences it.
SUPPRESSIBLE = False

MESSAGES = {
    "card": {
        "en": "cannot read the card as UTF-8 text ({cause})",
        "zh-TW": "無法以 UTF-8 文字讀取此卡片（{cause}）",
    },
    "too-large": {
        "en": "the card was not read: {cause}",
        "zh-TW": "未讀取此卡片：{cause}",
    },
    "source": {
        "en": "cannot read source '{source}' as UTF-8 text ({cause}); H6-H8 were not judged",
        "zh-TW": "無法以 UTF-8 文字讀取出處檔 '{source}'（{cause}）；未做 H6–H8 檢查",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


# The problems of source resolution (files.references.SourceRef.problem) this
# rule reports: a folder on the way to the source denies access.
PROBLEMS = ("unreadable",)


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    status = ctx.facts.source
    if status is None:
        return
    if status.problem in PROBLEMS:
        yield Hit(1, key="source", args={"source": status.reference, "cause": "permission denied"})
    elif status.problem is None and status.resolved and status.read_problem is not None:
        yield Hit(1, key="source", args={"source": status.shown, "cause": status.read_problem})


def unreadable_card(cause: str, too_large: bool = False) -> Hit:
    """The hit for a card that could not be read or decoded: there is no
    card to check, so the reader raises it (run/cards.py)."""
    return Hit(1, key="too-large" if too_large else "card", args={"cause": cause})
