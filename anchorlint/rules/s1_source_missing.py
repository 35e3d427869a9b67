"""S1 source-missing: the card cites a source file that does not exist.

What it checks
    The source a card names (the wiki manifest, frontmatter ``source_path``, or
    the backticked path on its ``### 出處`` line) must exist inside the
    repository. Raised by source resolution, not by reading the card.

Why
    A card whose source is gone cannot be grounded: its H7/H8 are not judged.
    The finding says so instead of letting the card pass silently.

Fails
    ``source_path: notes/removed.md`` where no such file exists.

Passes
    ``source_path: notes/requirements.md`` naming an existing file.

Options
    none; set its severity to ``off`` to silence it.

Blind spots
    A source that exists but is the wrong document is not detected.
"""

from __future__ import annotations

from dataclasses import dataclass

from anchorlint.lint.findings import Severity

CODE = "S1"
NAME = "source-missing"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False
check = None

MESSAGES = {
    "default": {
        "en": "source '{source}' does not exist; H7/H8 were not judged",
        "zh-TW": "出處檔 '{source}' 不存在；未做 H7/H8 檢查",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""
