"""A kind of software between a product's name and its version is no
product of its own: a card's ``Java SDK 1.0.2`` is Java's 1.0.2 where the
source files ``Java 1.0.2`` under that kind (a table column headed
``SDKs``, a heading ``## CLI``, the kind on the same line). Without the
kind anywhere near, the card's ``SDK`` 1.0.2 stays another thing's version
than the source's ``Java 1.0.2``. Pure: the source's text in, an answer
out."""

from __future__ import annotations

import re

from anchorlint.text.grounding_words import SOFTWARE_KINDS

# Lines (and characters) read back for a table's header or a heading: a
# section is shorter.
_LINES_UP = 200
_CHARS_UP = 40_000


def filed_under_kind(owner: str, kind: str, figure: str, source: str) -> bool:
    """Does ``source`` (case kept) write ``figure`` right after ``owner``
    (``Java 1.0.2``) on a line that names ``kind``, in a table whose header
    row names it, or under a heading that does (singular or plural, any
    case)?"""
    lower = kind.lower()
    wanted = lower.removesuffix("s")  # (no kind ends with s)
    kind_re = re.compile(rf"(?<![a-z0-9]){re.escape(wanted)}s?(?![a-z0-9])")
    written = re.compile(rf"(?<![\w.+-]){re.escape(owner)}[ \t]+v?{re.escape(figure)}(?![\w]|\.[0-9])")
    for match in written.finditer(source):
        start = source.rfind("\n", 0, match.start()) + 1
        end = source.find("\n", match.end())
        line = source[start:len(source) if end < 0 else end]
        window = max(0, start - _CHARS_UP)
        above = source[window:max(0, start - 1)].split("\n")[1 if window else 0:]  # (a window's first line may be cut)
        if line.lstrip().startswith("|"):
            # A table row: only the header of the figure's own column files it
            # (``Java 1.0.2`` under ``SDKs``, not under the row's ``CLI``).
            column = line.count("|", 0, match.start() - start)
            header = _header_row(above[-_LINES_UP:])
            cells = header.split("|") if header is not None else []
            if column < len(cells) and kind_re.search(cells[column].lower()):
                return True
        elif kind_re.search(line.lower()):
            return True
        heading = _heading(above[-_LINES_UP:])
        if heading is not None and kind_re.search(heading.lower()):
            return True
    return False


def _header_row(above: list[str]) -> str | None:
    """The header row of the table whose rows end ``above`` (the first of
    their run of ``|`` lines), or None."""
    at = len(above)
    while at and above[at - 1].lstrip().startswith("|"):
        at -= 1
    return above[at] if at < len(above) else None


def _heading(above: list[str]) -> str | None:
    """The nearest markdown heading among ``above``, or None."""
    return next((line for line in reversed(above) if line.startswith("#")), None)
