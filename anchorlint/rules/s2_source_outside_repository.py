"""S2 source-outside-repository: the cited source lies outside the repository.

What it checks
    Source references are resolved inside the repository root (the nearest
    folder upward holding ``.git``, ``.wiki/manifest.json`` or an anchorlint
    configuration). An absolute path, a path climbing out with ``..``, or a
    symlink leading out of the root is reported and never opened.

Why
    A linter that runs on every commit must not read files outside the
    repository it was asked to check; and a card citing such a file cannot be
    verified by anyone else who clones the repository.

Fails
    A source outside the repository (never opened).

    card.md::

        ---
        source_path: ../../etc/passwd
        gloss: 外掛需求
        ---
        ## 摘要
        外掛的需求。

    expected:: S2 1:1

Passes
    A source inside it.

    card.md:: as above, line 2 reads

        source_path: docs/requirements.md

    docs/requirements.md::

        The plugin must work inside Logseq.

    expected:: nothing

Options
    none.

Blind spots
    none known: resolution is path-jailed before any file is opened.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "S2"
NAME = "source-outside-repository"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False
# Reports on the run, not on the card's text: no directive in the card silences it.
SUPPRESSIBLE = False

MESSAGES = {
    "default": {
        "en": "source '{source}' lies outside the repository and was not read",
        "zh-TW": "出處檔 '{source}' 在儲存庫之外，未讀取",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


# The problems of source resolution (files.references.SourceRef.problem) this rule reports.
PROBLEMS = ("outside",)


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    status = ctx.facts.source
    if status is not None and status.problem in PROBLEMS:
        yield Hit(1, args={"source": status.reference})
