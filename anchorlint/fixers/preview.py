"""``--diff``: what ``--fix`` and ``--mark`` would write, computed with the
same pure fixers and shown as unified diffs; nothing is written."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from anchorlint.files.read import MAX_CARD_BYTES, read_bytes
from anchorlint.fixers.mark import MarkError, mark, warnings_for
from anchorlint.reporters import message_of
from anchorlint.run.results import FileResult, RunResult


@dataclass
class Preview:
    changes: list[tuple[str, bytes, bytes]] = field(default_factory=list)  # (display, before, after)
    errors: list[str] = field(default_factory=list)


def changes(result: RunResult, lang: str, fix: bool, mark: bool, texts: dict | None = None) -> Preview:
    preview = Preview()
    for file in result.files:
        raw = (texts or {}).get(file.path)
        if raw is None:
            raw, problem = read_bytes(file.path, MAX_CARD_BYTES)
            if raw is None:
                preview.errors.append(f"{file.display}: cannot read: {problem}")
                continue
        try:
            new = _changed(file, raw, lang, fix, mark)
        except (MarkError, UnicodeDecodeError) as exc:
            preview.errors.append(f"{file.display}: cannot preview: {exc}")
            continue
        if new != raw:
            preview.changes.append((file.display, raw, new))
    return preview


def _changed(file: FileResult, raw: bytes, lang: str, fix: bool, marks: bool) -> bytes:
    findings = list(file.findings)
    new = raw
    if fix:
        from anchorlint.fixers.quotes import fix_quotations
        from anchorlint.lint.quotations import quote_fixes

        lines = {f.line for f in findings if f.code == "Q2"}
        fixes = quote_fixes(file.quote_checks, lines) if lines else []
        if fixes:
            new = fix_quotations(raw.decode("utf-8"), fixes).encode("utf-8")
            fixed = {one.first_line for one in fixes}
            findings = [f for f in findings if not (f.code == "Q2" and f.line in fixed)]
    if marks:
        warnings, hard = warnings_for(findings, lambda f: message_of(f, lang))
        marked = mark(new, warnings, hard)
        new = marked if marked is not None else new
    return new


def unified(display: str, before: bytes, after: bytes) -> str:
    old = before.decode("utf-8", "replace").splitlines(keepends=True)
    new = after.decode("utf-8", "replace").splitlines(keepends=True)
    lines = difflib.unified_diff(old, new, f"a/{display}", f"b/{display}")
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
