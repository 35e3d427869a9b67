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
    a source saved as Big5 (cp950).

Passes
    the same source saved as UTF-8.

Options
    none.

Blind spots
    Text that happens to be valid UTF-8 but was meant as another encoding
    (mojibake) is not detected.
"""

from __future__ import annotations

from dataclasses import dataclass

from anchorlint.lint.findings import Severity

CODE = "S3"
NAME = "undecodable-file"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False
check = None

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
