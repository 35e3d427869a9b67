"""Quotation claims in a parsed card: its blockquotes.

A run of consecutive blockquote lines (``> …``, up to three spaces of
indentation, nested ``> >`` read as one level) outside the frontmatter and
fenced code is one quotation. Excluded:

* callouts: a run, or the rest of a run, opened by ``> [!type]``;
* a final attribution line starting with ``—``, ``―``, ``--`` or ``– ``;
* blank ``>`` lines at either end of the run;
* one pair of quotation marks wrapped around the whole text;
* remarks: a blockquote opening with a label such as ``Note:`` or ``備註：``
  (wordlists.REMARK_LABELS) is the writer speaking, not the source.

The quotation's text is its lines' contents (after the marker, trailing
white space dropped) joined with ``\\n``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from anchorlint.text import wordlists
from anchorlint.model.card import Card, opens_quote
from anchorlint.model.markdown import prose_lines

MARKER_RE = re.compile(r"[ ]{0,3}(?:>[ \t]?)+")
_CALLOUT_RE = re.compile(r"\[![^\]]*\]")


@dataclass(frozen=True, slots=True)
class Quotation:
    """One quotation claim. ``card_text[start:end]`` is its exact span in the
    card (markers of inner lines included); ``text`` is what is verified."""

    text: str
    first_line: int  # 1-based, inclusive
    last_line: int
    col: int  # 1-based column of the first quoted character
    start: int  # offsets into Card.text
    end: int


def split_marker(line: str) -> tuple[str, str] | None:
    """``(marker, content)`` of a blockquote line, None for any other line."""
    match = MARKER_RE.match(line)
    if match is None:
        return None
    return line[: match.end()], line[match.end() :]


def quotations(card: Card, prose: frozenset[int] | None = None) -> list[Quotation]:
    """Every quotation claim in ``card``, in card order (``prose``: the
    card's prose_lines, when already known)."""
    if not opens_quote(card.text):
        return []  # no line opens with a quote marker: skip the line walk
    if prose is None:
        prose = prose_lines(card)
    offsets = _line_offsets(card.text)
    found: list[Quotation] = []
    run: list[tuple[int, str, str]] = []  # (line number, marker, content)
    for line in (*card.lines, None):
        parts = None if line is None or line.number not in prose else split_marker(line.text)
        if parts is not None and line is not None:
            run.append((line.number, *parts))
            continue
        quotation = _from_run(run, offsets)
        if quotation is not None:
            found.append(quotation)
        run = []
    return found


def _line_offsets(text: str) -> list[int]:
    offsets = [0]
    for line in text.split("\n"):
        offsets.append(offsets[-1] + len(line) + 1)
    return offsets


def _from_run(run: list[tuple[int, str, str]], offsets: list[int]) -> Quotation | None:
    body = quoted_lines(run)
    if not body:
        return None
    contents = [content.rstrip() for _, _, content in body]
    text, lead, trail = quoted_text(contents)
    if not text.strip() or is_remark(text):
        return None
    (first, marker, _), (last, last_marker, _) = body[0], body[-1]
    start_col = len(marker) + lead
    end_col = len(last_marker) + len(contents[-1]) - trail
    start = offsets[first - 1] + start_col
    end = offsets[last - 1] + end_col
    return Quotation(text, first, last, start_col + 1, start, end)


def is_remark(text: str) -> bool:
    """Whether a blockquote opens with a remark label (``Note:``, ``備註：``)."""
    head = text.lstrip("*_ ").casefold()
    for label in wordlists.REMARK_LABELS:
        if head.startswith(label):
            rest = head[len(label) :].lstrip("*_ ")
            if rest.startswith((":", "：")):
                return True
    return False


def quoted_lines(run: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """The lines of a blockquote run that hold quoted text (see module doc)."""
    for index, (_, _, content) in enumerate(run):
        if _CALLOUT_RE.match(content.strip()):
            run = run[:index]
            break
    while run and not run[-1][2].strip():
        run = run[:-1]
    if run and run[-1][2].lstrip().startswith(wordlists.ATTRIBUTION_MARKS):
        run = run[:-1]
    while run and not run[-1][2].strip():
        run = run[:-1]
    while run and not run[0][2].strip():
        run = run[1:]
    return run


def quoted_text(contents: list[str]) -> tuple[str, int, int]:
    """``(text, lead, trail)``: the quoted text of blockquote contents (lines
    after their markers, trailing white space dropped), and how many
    characters were cut before it (leading white space and an opening
    quotation mark) and after it (a closing mark)."""
    joined = "\n".join(contents)
    lead = len(joined) - len(joined.lstrip())
    inner = joined[lead:]
    for opening, closing in wordlists.QUOTE_MARK_PAIRS:
        if len(inner) > len(opening) + len(closing) and inner.startswith(opening) and inner.endswith(closing):
            middle = inner[len(opening) : -len(closing)]
            # Marks that also occur inside quote a part, not the whole.
            if closing not in middle and opening not in middle:
                return middle, lead + len(opening), len(closing)
    return inner, lead, 0
