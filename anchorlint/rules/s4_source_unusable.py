"""S4 source-unusable: the cited source exists but cannot ground the card.

What it checks
    The source a card names must be a non-empty regular file other than the
    card itself. Raised by source resolution and reading, not by the card's
    text: a source that is empty or only white space, the card itself, a
    directory, a pipe, socket or device (never opened: reading one could
    hang the run), or a loop of symbolic links.

Why
    Against such a source nothing can be judged: every anchor of the card
    would be ungrounded (an empty source) or trivially grounded (the card
    itself). The checks against the source (H6-H8, Q1, Q2) are not run, and
    this finding says so instead of letting the card pass silently.

Fails
    A folder named as the source.

    card.md::

        ---
        source_path: notes/
        gloss: 外掛需求
        ---
        ## 摘要
        外掛的需求。

    notes/requirements.md::

        The plugin must work inside Logseq.

    expected:: S4 1:1

    A card that names itself as its source.

    card.md:: as above, line 2 reads

        source_path: card.md

    expected:: S4 1:1

Passes
    A source with text.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        外掛的需求。

    source.md::

        The plugin must work inside Logseq.

    expected:: nothing

Options
    none; set its severity to ``off`` to silence it. Not raised under
    ``--compat`` (the Go original reports such sources as missing, or
    judges them).

Blind spots
    A source that has text but is the wrong document is not detected.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "S4"
NAME = "source-unusable"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False
# Reports on the run, not on the card's text: no directive in the card silences it.
SUPPRESSIBLE = False

_NOT_JUDGED = {"en": "H6-H8, Q1 and Q2 were not judged", "zh-TW": "未做 H6–H8、Q1、Q2 檢查"}

MESSAGES = {
    "blank": {
        "en": f"source '{{source}}' is empty or only white space; {_NOT_JUDGED['en']}",
        "zh-TW": f"出處檔 '{{source}}' 是空的（或只有空白）；{_NOT_JUDGED['zh-TW']}",
    },
    "self": {
        "en": f"the card names itself as its source ('{{source}}'); {_NOT_JUDGED['en']}",
        "zh-TW": f"卡片把自己當成出處檔（'{{source}}'）；{_NOT_JUDGED['zh-TW']}",
    },
    "directory": {
        "en": f"source '{{source}}' is a directory, not a file; {_NOT_JUDGED['en']}",
        "zh-TW": f"出處檔 '{{source}}' 是資料夾，不是檔案；{_NOT_JUDGED['zh-TW']}",
    },
    "special": {
        "en": f"source '{{source}}' is not a regular file (a pipe, socket or device) and was not read; "
        f"{_NOT_JUDGED['en']}",
        "zh-TW": f"出處檔 '{{source}}' 不是一般檔案（管線、socket 或裝置），未讀取；{_NOT_JUDGED['zh-TW']}",
    },
    "loop": {
        "en": f"source '{{source}}' is a loop of symbolic links; {_NOT_JUDGED['en']}",
        "zh-TW": f"出處檔 '{{source}}' 是循環的符號連結；{_NOT_JUDGED['zh-TW']}",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


# The problems of source resolution (files.references.SourceRef.problem) this rule reports.
PROBLEMS = ("self", "directory", "special", "loop")


def reports(problem: str | None, compat: bool) -> bool:
    """Whether this rule reports a resolution problem (never under --compat:
    the Go original reports such sources as missing, S1)."""
    return problem in PROBLEMS and not compat


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    status = ctx.facts.source
    if status is None:
        return
    if reports(status.problem, ctx.compat):
        yield Hit(1, key=status.problem, args={"source": status.reference})
    elif status.problem is None and status.resolved and status.read_problem is None and status.blank:
        yield Hit(1, key="blank", args={"source": status.shown})
