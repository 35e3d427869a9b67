"""Writing ``--mark`` results to disk: the I/O side of fixers/mark.py.

A file is written only when its content changes, atomically (a temporary
file in the same folder, then a rename). A read-only file is reported and
left untouched, even when the folder would allow replacing it.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass, field

from anchorlint.fixers.mark import MarkError, mark, warnings_for
from anchorlint.files.write import atomic_write
from anchorlint.files.read import MAX_CARD_BYTES, read_bytes
from anchorlint.reporters import message_of
from anchorlint.run.results import RunResult


@dataclass
class MarkOutcome:
    changed: list[tuple[str, str]] = field(default_factory=list)  # (display, "marked" | "unmarked")
    errors: list[str] = field(default_factory=list)


def mark_files(result: RunResult, lang: str) -> MarkOutcome:
    """Mark (or unmark) every checked card of a run."""
    outcome = MarkOutcome()
    for file in result.files:
        warnings, hard = warnings_for(file.findings, lambda f: message_of(f, lang))
        if hard:
            continue  # a blocking card is never marked away
        raw, problem = read_bytes(file.path, MAX_CARD_BYTES)
        if raw is None:
            outcome.errors.append(f"{file.display}: cannot mark: {problem}")
            continue
        try:
            new = mark(raw, warnings, hard)
            if new is None:
                continue
            if stat.S_IMODE(file.path.stat().st_mode) & 0o222 == 0:
                outcome.errors.append(f"{file.display}: cannot mark: the file is read-only")
                continue
            atomic_write(file.path, new, root=result.root)
        except MarkError as exc:
            outcome.errors.append(f"{file.display}: cannot mark: {exc}")
            continue
        except OSError as exc:
            outcome.errors.append(f"{file.display}: cannot mark: {exc.strerror or exc}")
            continue
        outcome.changed.append((file.display, "marked" if warnings else "unmarked"))
    return outcome
