"""S1 source-missing: the card cites a source file that does not exist.

What it checks
    The source a card names (the wiki manifest, frontmatter ``source_path``, or
    the backticked path on its ``### 出處`` line) must exist inside the
    repository. Raised by source resolution, not by reading the card.

Why
    A card whose source is gone cannot be grounded: its H7/H8 are not judged.
    The finding says so instead of letting the card pass silently.

Fails
    The cited source does not exist.

    card.md::

        ---
        source_path: notes/removed.md
        gloss: 外掛需求
        ---
        ## 摘要
        外掛的需求。

    expected:: S1 1:1

Passes
    The cited source exists.

    card.md:: as above, line 2 reads

        source_path: notes/requirements.md

    notes/requirements.md::

        The plugin must work inside Logseq.

    expected:: nothing

Options
    none; set its severity to ``off`` to silence it.

Blind spots
    A source that exists but is the wrong document is not detected.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.rules import s2_source_outside_repository, s3_undecodable_file, s4_source_unusable

CODE = "S1"
NAME = "source-missing"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False
# Reports on the run, not on the card's text: no directive in the card silences it.
SUPPRESSIBLE = False

MESSAGES = {
    "default": {
        "en": "source '{source}' does not exist; H7/H8 were not judged",
        "zh-TW": "出處檔 '{source}' 不存在；未做 H7/H8 檢查",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    """Every resolution problem the other source rules (S2-S4) do not report."""
    status = ctx.facts.source
    if status is None or (status.problem is None and status.resolved):
        return
    problem = status.problem
    if (problem in s2_source_outside_repository.PROBLEMS or problem in s3_undecodable_file.PROBLEMS
            or s4_source_unusable.reports(problem, ctx.compat)):
        return
    yield Hit(1, args={"source": status.reference})
