"""Sums a source writes out: ``15台+8台`` is 23 machines.

A benchmark page lists its machines as "多机1（15台+8台）" and a faithful
summary gives the total, "共 23 台": the source states that total as a sum
it leaves to the reader. Each term must carry the same counter or unit
written the same way (``15台+8台``, ``2GB + 1GB``), so that the ``+`` is
arithmetic on one kind of thing; bare figures (``1+1``, a version's
``3.7+``, a time zone's ``+08``) are no sum. The total takes the unit of its
terms; a counter's total is a count. Folded text in; pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from anchorlint.text.counts import counted_after
from anchorlint.text.numbers import _key, read_numbers

# A ``+`` between two figures (led by the literal sign: a scan skips fast
# to it, where a class of two signs is tried at every character), and one
# after a term, which goes on the sum. A fullwidth ``＋`` is made one first.
_PLUS_RE = re.compile(r"\+[ \t]?(?=[0-9])")
_NEXT_PLUS_RE = re.compile(r"[ \t]?\+[ \t]?(?=[0-9])")
# A term: a figure and its counter or unit, written right after it (a run
# of letters or one Chinese character).
_TERM = r"([0-9]+(?:\.[0-9]+)?)[ \t]?([a-z]{1,8}|[\u4e00-\u9fff])"
_TERM_BEFORE_RE = re.compile(r"(?<![\w.+-])" + _TERM + r"[ \t]?$")
_TERM_AFTER_RE = re.compile(_TERM + r"(?![a-z0-9])")
_MOST_TERMS = 8


def written_sums(text: str) -> Iterator[tuple[str, str | None]]:
    """(key, unit) of each total of two or more terms ``text`` joins with
    ``+``, each term of the same counter or unit."""
    if "＋" in text:
        text = text.replace("＋", "+")  # (one character for one: the offsets hold)
    done = 0  # where the last sum read ends: its later terms start no sum of their own
    for plus in _PLUS_RE.finditer(text):
        if plus.start() < done:
            continue
        first = _TERM_BEFORE_RE.search(text, max(0, plus.start() - 16), plus.start())
        if first is None:
            continue
        figures = [first.group(1)]
        at = plus.end()
        while len(figures) < _MOST_TERMS:
            term = _TERM_AFTER_RE.match(text, at)
            if term is None or term.group(2) != first.group(2):
                break
            figures.append(term.group(1))
            sign = _NEXT_PLUS_RE.match(text, term.end())
            at = term.end() if sign is None else sign.end()
            if sign is None:
                break
        if len(figures) >= 2:
            done = at
            yield _key(sum(float(figure) for figure in figures)), _unit(text, first.start(), first.end(2))


def _unit(text: str, start: int, end: int) -> str | None:
    """The unit the first term's figure is read with; a counter's is
    ``count`` (``source_numbers.COUNT``: this module is read by it)."""
    numbers = read_numbers(text[start:end], dates=False)
    unit = numbers[0].unit if numbers else None
    if unit is None and numbers and counted_after(text, start + numbers[0].end):
        return "count"
    return unit
