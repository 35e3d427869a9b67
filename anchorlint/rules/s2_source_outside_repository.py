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
    ``source_path: ../../etc/passwd``

Passes
    ``source_path: docs/requirements.md``

Options
    none.

Blind spots
    none known: resolution is path-jailed before any file is opened.
"""

from __future__ import annotations

from dataclasses import dataclass

from anchorlint.lint.findings import Severity

CODE = "S2"
NAME = "source-outside-repository"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False
check = None

MESSAGES = {
    "default": {
        "en": "source '{source}' lies outside the repository and was not read",
        "zh-TW": "出處檔 '{source}' 在儲存庫之外，未讀取",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""
