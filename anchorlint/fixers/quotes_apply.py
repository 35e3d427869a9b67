"""Writing ``--fix`` results to disk: approximate quotations (Q2) replaced by
the source's own words. The edit itself is pure (quotes/fix.py); this module
only reads the card's bytes and writes them back atomically when they change."""

from __future__ import annotations

import stat
from dataclasses import dataclass, field

from anchorlint.files.write import atomic_write
from anchorlint.files.read import MAX_CARD_BYTES, read_bytes
from anchorlint.run.results import RunResult


@dataclass
class FixOutcome:
    changed: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    fixed_lines: dict[str, set[int]] = field(default_factory=dict)  # display -> first lines of fixed quotations


def fix_files(result: RunResult) -> FixOutcome:
    from anchorlint.lint.quotations import quote_fixes
    from anchorlint.fixers.quotes import fix_quotations

    outcome = FixOutcome()
    for file in result.files:
        lines = {f.line for f in file.findings if f.code == "Q2"}
        fixes = quote_fixes(file.quote_checks, lines) if lines else []
        if not fixes:
            continue
        raw, problem = read_bytes(file.path, MAX_CARD_BYTES)
        if raw is None:
            outcome.errors.append(f"{file.display}: cannot fix: {problem}")
            continue
        try:
            # Plain UTF-8, not the linter's reading: a BOM and CRLF must survive.
            original = raw.decode("utf-8")
            new = fix_quotations(original, fixes)
            if new == original:
                continue
            if stat.S_IMODE(file.path.stat().st_mode) & 0o222 == 0:
                outcome.errors.append(f"{file.display}: cannot fix: the file is read-only")
                continue
            atomic_write(file.path, new.encode("utf-8"), root=result.root)
        except (OSError, UnicodeDecodeError) as exc:
            outcome.errors.append(f"{file.display}: cannot fix: {getattr(exc, 'strerror', None) or exc}")
            continue
        outcome.changed.append(file.display)
        outcome.fixed_lines[file.display] = {fix.first_line for fix in fixes}
    return outcome
