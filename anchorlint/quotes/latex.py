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

from anchorlint import wordlists
from anchorlint.card import Card
from anchorlint.quotes.markdown import blank_inline_code, prose_lines

_BLOCK_RE = re.compile(r"\$\$(.+?)\$\$|\\\[(.+?)\\\]", re.DOTALL)
_COMMAND_RE = re.compile(r"\\(left|right|begin|end)\b\s*(\{([^{}]*)\})?")
_ESCAPE_RE = re.compile(r"\\[\\{}]")


@dataclass(frozen=True, slots=True)
class MathBlock:
    line: int  # 1-based line and column of the opening delimiter
    col: int
    body: str  # the LaTeX between the delimiters


def display_math(card: Card) -> list[MathBlock]:
    """Every display-math block of ``card`` outside code, in card order."""
    if "$$" not in card.text and "\\[" not in card.text:
        return []  # no delimiter anywhere: skip the line walk
    prose = prose_lines(card)
    text = "\n".join(
        blank_inline_code(line.text) if line.number in prose else " " * len(line.text)
        for line in card.lines
    )
    starts = [0]
    for line in card.lines:
        starts.append(starts[-1] + len(line.text) + 1)
    blocks: list[MathBlock] = []
    for match in _BLOCK_RE.finditer(text):
        body = match.group(1) if match.group(1) is not None else match.group(2)
        line = _line_index(starts, match.start())
        blocks.append(MathBlock(line + 1, match.start() - starts[line] + 1, body))
    return blocks


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
