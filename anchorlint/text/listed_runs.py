"""A card's run of single digits with one unit that restates a sequence the
source writes bare: ``1、2、4 秒`` for ``'sleep 1', 'sleep 2', 'sleep 4'``.

A source's bare single digit grounds no single digit with a unit (``2 秒``
is not grounded by a lone ``2``: most sources have one). A run is another
matter: three or more digits the card lists under one unit, which the
source writes bare one after another, with no other number between them,
in one paragraph. The card names the unit that the source's command or
code implies; the sequence itself, in its order, is the source's. An
invention that changes a digit, adds one or reorders them breaks the run.

Pure: folded text in.
"""

from __future__ import annotations

from functools import lru_cache

from anchorlint.text.numbers import _LIST_RE, Number, read_numbers  # the reader's own list joins

_SHORTEST_RUN = 3


def listed_run(line: str, start: int, end: int) -> tuple[str, ...] | None:
    """The keys of the run of single digits listed with one unit (``1、2、4
    秒``) that holds the number at ``line[start:end]``, or None when it is in
    no such run of three or more."""
    numbers = read_numbers(line)
    at = next((i for i, number in enumerate(numbers) if number.start == start and number.end == end), None)
    if at is None or not _digit_with_unit(numbers[at]):
        return None
    first = last = at
    while first > 0 and _joined(line, numbers[first - 1], numbers[first]):
        first -= 1
    while last + 1 < len(numbers) and _joined(line, numbers[last], numbers[last + 1]):
        last += 1
    run = numbers[first:last + 1]
    return tuple(number.key for number in run) if len(run) >= _SHORTEST_RUN else None


def _digit_with_unit(number: Number) -> bool:
    return number.small and number.unit is not None


def _joined(line: str, before: Number, after: Number) -> bool:
    """Two neighbours of one run: single digits of one unit, a list's join
    between them."""
    return (_digit_with_unit(before) and _digit_with_unit(after) and before.unit == after.unit
            and _LIST_RE.fullmatch(line, before.end, after.start) is not None)


@lru_cache(maxsize=8)
def bare_sequence(text: str) -> str:
    """Every number of ``text`` in order, as ``|key|`` for a bare single
    digit and ``|*|`` for any other number, ``#`` between paragraphs: a run
    the source writes bare is a substring of it."""
    out = []
    for paragraph in text.split("\n\n"):
        keys = [number.key if number.small and number.unit is None else "*" for number in read_numbers(paragraph)]
        out.append("|" + "|".join(keys) + "|")
    return "#".join(out)


def written_bare(run: tuple[str, ...], source_number_text: str) -> bool:
    """Does the source write the run's digits bare, in its order, one after
    another, in one paragraph?"""
    return "|" + "|".join(run) + "|" in bare_sequence(source_number_text)
