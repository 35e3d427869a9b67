"""Code frames for the text report: the card line a finding points at, with
a caret under what it names, and for an ungrounded anchor (H7) the nearest
source line sharing a word with the card line, when there is one.

Only the text reporter on a terminal (or ``--show-source``) asks for them;
the card and the source are read again here, once each, and every line shown
goes through the same redaction as findings (no secret reaches the screen)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from anchorlint.lint.findings import Finding
from anchorlint.reporters import extent, one_line
from anchorlint.run.results import FileResult, RunResult

_WORD_RE = re.compile(r"[0-9A-Za-z\u00c0-\u024f][0-9A-Za-z\u00c0-\u024f._%+-]*|[\u3400-\u9fff\uf900-\ufaff]+")
_MAX_WIDTH = 160  # a frame shows at most this many columns of a line


def width(text: str) -> int:
    """Terminal columns: wide (CJK) characters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def words(text: str) -> set[str]:
    """Latin words and numbers (folded), and CJK character pairs."""
    found: set[str] = set()
    for token in _WORD_RE.findall(text):
        if "\u3400" <= token[0]:
            found.update(token[i : i + 2] for i in range(max(1, len(token) - 1)))
        elif len(token) > 1:
            found.add(token.lower().strip(".-+"))
    return found


def nearest_source_line(card_line: str, source_lines: list[str], skip: str = "") -> tuple[int, str] | None:
    """The (1-based number, text) of the source line sharing the most words
    with ``card_line`` (the first on a tie; ``skip``, the anchor itself,
    does not count), or None when no line shares one."""
    wanted = words(card_line) - {skip.lower()}
    best: tuple[int, int, str] | None = None
    for number, line in enumerate(source_lines, 1):
        shared = len(wanted & words(line))
        if shared and (best is None or shared > best[0]):
            best = (shared, number, line)
    return None if best is None else (best[1], best[2])


class FrameMaker:
    """Frames for the findings of one run; ``texts`` supplies cards that are
    not on disk (standard input), by path."""

    def __init__(self, result: RunResult, texts: dict[Path, str] | None = None) -> None:
        self.result = result
        self.texts: dict[Path, list[str] | None] = {
            path: _lines(text) for path, text in (texts or {}).items()}
        self.secrets: dict[Path, tuple[str, ...]] = {}

    def frame(self, file: FileResult, finding: Finding) -> list[str]:
        card = self._lines(file.path)
        if card is None or not 1 <= finding.line <= len(card):
            return []
        secrets = self._secrets(file.path, card)
        text = card[finding.line - 1]
        gutter = f"{finding.line:>5} | "
        rows = [gutter + _shown(text, secrets)]
        end_line, end_col = extent(finding)
        start = min(finding.col - 1, len(text))
        stop = max(start + 1, min(end_col - 1, len(text)) if end_line == finding.line else len(text))
        rows.append(" " * (len(gutter) - 2) + "| " + " " * width(text[:start]) + "^" * max(1, width(text[start:stop])))
        if finding.code == "H7" and file.source is not None:
            source = self._lines(file.source)
            near = nearest_source_line(text, source or [], str(finding.args.get("anchor", "")))
            if near is not None:
                rows.append(f"source {near[0]} | " + _shown(near[1], secrets))
        return rows

    def _lines(self, path: Path) -> list[str] | None:
        if path not in self.texts:
            from anchorlint.files.read import MAX_SOURCE_BYTES, read_bytes

            raw, _ = read_bytes(path, MAX_SOURCE_BYTES)
            self.texts[path] = None if raw is None else _lines(raw.decode("utf-8", errors="replace"))
        return self.texts[path]

    def _secrets(self, path: Path, lines: list[str]) -> tuple[str, ...]:
        if path not in self.secrets:
            from anchorlint.text.secrets import card_secrets
            from anchorlint.model.card import parse_card

            self.secrets[path] = card_secrets(parse_card("\n".join(lines)))
        return self.secrets[path]


def _lines(text: str) -> list[str]:
    return [line.rstrip("\r") for line in text.lstrip("\ufeff").split("\n")]


def _shown(text: str, secrets: tuple[str, ...]) -> str:
    from anchorlint.lint.redaction import redact_text

    text = one_line(redact_text(text, secrets) if secrets else text)
    return text if len(text) <= _MAX_WIDTH else text[:_MAX_WIDTH] + "…"
