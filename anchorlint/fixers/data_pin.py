"""``anchorlint data pin``: write each declared dataset's sha256 into the
card's frontmatter, as a pure function of the card's text and the hashes.

Only the ``sha256`` value of a ``data:`` entry changes (or a ``sha256:`` line
is added right after the entry's ``path:`` line, indented like it); every
other byte is kept: line endings, quotes around the old value, comments,
key order, the final newline. Entries written in flow style
(``- {id: a, path: b}``) without a ``sha256`` cannot be extended in place and
are reported instead.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from anchorlint.model.card import parse_card
from anchorlint.model.data_claims import Declarations, declarations

_VALUE_RE = re.compile(r"(sha256[ \t]*:[ \t]*)([\"']?)((?:sha256:)?[0-9A-Za-z]*)([\"']?)")
_PATH_KEY_RE = re.compile(r"^(?P<lead>[ \t]*(?:-[ \t]+)?)path[ \t]*:")


@dataclass(frozen=True)
class Pinned:
    text: str  # the card's new text (unchanged when nothing moved)
    changed: tuple[str, ...]  # dataset ids whose hash was written
    refused: tuple[str, ...]  # dataset ids that could not be pinned in place


def declarations_of(text: str) -> Declarations:
    """Read as the linter reads it (no byte-order mark, CRLF as LF: the line
    numbers are the same), so the original lines can be edited."""
    return declarations(parse_card(text.removeprefix("\ufeff").replace("\r\n", "\n")))


def pin(text: str, hashes: Mapping[str, str]) -> Pinned:
    """``text`` with the sha256 of every dataset in ``hashes`` (by id)."""
    declared = declarations_of(text)
    lines = text.splitlines(keepends=True)
    inserts: dict[int, str] = {}  # 0-based line index -> line to add after it
    changed, refused = [], []
    for dataset in declared.datasets:
        digest = hashes.get(dataset.id)
        if digest is None or dataset.sha256 == digest:
            continue
        if "sha256" in dataset.lines:
            index = dataset.lines["sha256"] - 1
            new, count = _VALUE_RE.subn(lambda m: f"{m[1]}{m[2]}{digest}{m[4]}", lines[index], count=1)
            if count:
                lines[index] = new
                changed.append(dataset.id)
                continue
        index = dataset.lines.get("path", dataset.line) - 1
        match = _PATH_KEY_RE.match(lines[index])
        if match is None or "sha256" in dataset.lines:
            refused.append(dataset.id)
            continue
        indent = " " * len(match["lead"].expandtabs())
        ending = lines[index][len(lines[index].rstrip("\r\n")):] or "\n"
        inserts[index] = f"{indent}sha256: {digest}{ending}"
        if not lines[index].endswith(("\n", "\r")):
            lines[index] += ending
        changed.append(dataset.id)
    out = [line + inserts.get(i, "") for i, line in enumerate(lines)]
    return Pinned("".join(out), tuple(changed), tuple(refused))
