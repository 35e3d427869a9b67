"""One finding per multi-word name: adjacent ungrounded anchors of one line
that a reader takes for one name are reported together, quoted as written.

Two anchors join when they stand next to each other on their line and are
either capitalised words separated by spaces or by short lower-case joiners
(``Read the Docs``, ``Unprocessable Entity``, ``Bank of England``), or a
month's name followed by its year (``May 2015``). Anything else between them
(``、``, a comma, ``and``, a grounded word) keeps them apart: ``Windows、
macOS、Linux`` names three things. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

from anchorlint.text.card_anchors import NAME, NUMBER, Anchor
from anchorlint.text.grounding_words import NAME_JOINERS

# Between two words of one name: spaces, and at most two joiners ("of the").
# Either case: "Read The Docs" is written too.
_JOINED_RE = re.compile(r"[ \t]+(?:(?:%s)[ \t]+){0,2}" % "|".join(sorted(NAME_JOINERS)), re.IGNORECASE)
_MONTH_YEAR_GAP_RE = re.compile(r",?[ \t]+")


def _capitalised(anchor: Anchor) -> bool:
    return anchor.kind == NAME and anchor.text[:1].isupper()


def _joins(left: Anchor, right: Anchor, between: str) -> bool:
    """Whether ``right`` continues the name ``left`` ends, ``between`` being
    the card's text between them."""
    if _capitalised(left) and _capitalised(right):
        return _JOINED_RE.fullmatch(between) is not None
    return (left.kind == NUMBER and left.unit == "month_of" and left.text.isalpha()
            and right.kind == NUMBER and right.unit == "year"
            and _MONTH_YEAR_GAP_RE.fullmatch(between) is not None)


def _joiner(anchor: Anchor) -> bool:
    """A joining word that is itself an anchor: in a Chinese line every
    Latin word is one (``Banco de Portugal``)."""
    return anchor.kind == NAME and anchor.text.lower() in NAME_JOINERS


def name_phrases(anchors: Sequence[Anchor], line_text: Callable[[int], str]) -> Iterator[tuple[Anchor, ...]]:
    """The anchors in runs, in order of position: a run of more than one is
    one name; ``line_text(n)`` is the card's line ``n`` as written."""
    run: list[Anchor] = []
    joiners: list[Anchor] = []  # joining words after the run, kept if a word follows them
    for anchor in sorted(anchors, key=lambda a: (a.line, a.col)):
        if run:
            last = run[-1]
            if last.line == anchor.line and last.end_col <= anchor.col:
                if _joiner(anchor) and _capitalised(last):
                    joiners.append(anchor)
                    continue
                between = line_text(anchor.line)[last.end_col - 1:anchor.col - 1]
                if _joins(last, anchor, between):
                    run += joiners
                    run.append(anchor)
                    joiners = []
                    continue
            yield tuple(run)
            yield from ((joiner,) for joiner in joiners)
        run, joiners = [anchor], []
    if run:
        yield tuple(run)
        yield from ((joiner,) for joiner in joiners)
