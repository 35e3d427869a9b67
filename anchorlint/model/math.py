"""Display math in a card, and whether it could render.

Blocks are ``$$ … $$`` and ``\\[ … \\]`` (single or multi-line) outside the
frontmatter, fenced code and inline code. A block is invalid when its braces
do not balance, its ``\\left``/``\\right`` do not pair up, its
``\\begin{env}``/``\\end{env}`` do not nest and match, or when more than a
tenth of its visible characters are replacement or mojibake characters
(pasted from a broken extraction instead of written as LaTeX). These are
structural checks, not a TeX parser: a block that passes may still fail to
render (an unknown macro, a misplaced ``&``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from anchorlint.text import wordlists
from anchorlint.model.card import Card
from anchorlint.model.markdown import blank_inline_code, prose_lines

# A block, as a regular expression (kept as the specification): re would rescan
# the rest of the card from every unclosed opener; display_blocks finds the
# same blocks in linear time.
_BLOCK_RE = re.compile(r"\$\$(.+?)\$\$|\\\[(.+?)\\\]", re.DOTALL)
_DELIMITERS = (("$$", "$$"), ("\\[", "\\]"))
_COMMAND_RE = re.compile(r"\\(left|right|begin|end)\b\s*(\{([^{}]*)\})?")
_ESCAPE_RE = re.compile(r"\\[\\{}]")


@dataclass(frozen=True, slots=True)
class MathBlock:
    """One display-math block of a card: where it opens and its LaTeX."""

    line: int  # 1-based line and column of the opening delimiter
    col: int
    body: str  # the LaTeX between the delimiters


def display_math(card: Card, prose: frozenset[int] | None = None) -> list[MathBlock]:
    """Every display-math block of ``card`` outside code, in card order
    (``prose``: the card's prose_lines, when already known)."""
    if "$$" not in card.text and "\\[" not in card.text:
        return []  # no delimiter anywhere: skip the line walk
    if prose is None:
        prose = prose_lines(card)
    text = "\n".join(
        blank_inline_code(line.text) if line.number in prose else " " * len(line.text)
        for line in card.lines
    )
    starts = [0]
    for line in card.lines:
        starts.append(starts[-1] + len(line.text) + 1)
    blocks: list[MathBlock] = []
    for start, body in display_blocks(text):
        line = _line_index(starts, start)
        blocks.append(MathBlock(line + 1, start - starts[line] + 1, body))
    return blocks


def display_blocks(text: str) -> list[tuple[int, str]]:
    """(offset, body) of every ``_BLOCK_RE`` match, leftmost first, found
    with one forward search per delimiter kind: a body is at least one
    character, so a block closes at the first closing delimiter at least one
    character after its opener; an opener without one means no later opener
    of that kind closes either."""
    found: list[tuple[int, str]] = []
    # The next (opener, closer) per kind; None once a kind has no more blocks.
    pending: list[tuple[int, int] | None] = [(-1, -1), (-1, -1)]
    position = 0
    while True:
        for kind, (opening, closing) in enumerate(_DELIMITERS):
            candidate = pending[kind]
            if candidate is not None and candidate[0] < position:
                opener = text.find(opening, position)
                closer = text.find(closing, opener + len(opening) + 1) if opener >= 0 else -1
                pending[kind] = (opener, closer) if closer >= 0 else None
        live = [candidate for candidate in pending if candidate is not None]
        if not live:
            return found
        opener, closer = min(live)
        size = 2  # both delimiter pairs are two characters long
        found.append((opener, text[opener + size : closer]))
        position = closer + size


def _line_index(starts: list[int], offset: int) -> int:
    from bisect import bisect_right

    return bisect_right(starts, offset) - 1


def math_problem(body: str) -> str | None:
    """Why ``body`` cannot render: ``mojibake``, ``unbalanced-braces``,
    ``unbalanced-left-right`` or ``mismatched-environment``; None when none
    of these checks finds a problem."""
    visible = [ch for ch in body if not ch.isspace()]
    if not visible:
        return None
    bad = sum(1 for ch in visible if ch in wordlists.MOJIBAKE_CHARS or 0xE000 <= ord(ch) <= 0xF8FF)
    if bad / len(visible) > wordlists.MOJIBAKE_LIMIT:
        return "mojibake"
    if not _braces_balance(_ESCAPE_RE.sub("  ", body)):
        return "unbalanced-braces"
    return _pairing_problem(body)


def _braces_balance(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _pairing_problem(body: str) -> str | None:
    lefts = 0
    environments: list[str] = []
    for match in _COMMAND_RE.finditer(body):
        command, name = match.group(1), (match.group(3) or "").strip()
        if command == "left":
            lefts += 1
        elif command == "right":
            lefts -= 1
            if lefts < 0:
                return "unbalanced-left-right"
        elif command == "begin":
            environments.append(name)
        elif not environments or environments.pop() != name:
            return "mismatched-environment"
    if lefts:
        return "unbalanced-left-right"
    return "mismatched-environment" if environments else None
