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
    ``source_path: notes/`` (a folder), or ``source_path: card.md`` inside
    ``card.md``, or a source file holding only blank lines.

Passes
    ``source_path: notes/requirements.md`` naming a file with text.

Options
    none; set its severity to ``off`` to silence it. Not raised under
    ``--compat`` (the Go original reports such sources as missing, or
    judges them).

Blind spots
    A source that has text but is the wrong document is not detected.
"""

from __future__ import annotations

from dataclasses import dataclass

from anchorlint.lint.findings import Severity

CODE = "S4"
NAME = "source-unusable"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False
check = None

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

# The problems of source resolution (discovery.SourceRef.problem) this rule reports.
PROBLEMS = ("self", "directory", "special", "loop")
