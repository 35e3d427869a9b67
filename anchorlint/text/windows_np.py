"""The vectorised window counter (see windows.py). Imported only when numpy
is already loaded.

Windows are keyed by their code points packed exactly into 64-bit words
(two words of 16-bit units when every text of a call lies in the Basic
Multilingual Plane, read straight from its UTF-16 bytes; else three words of
21 bits per code point); a 64-bit hash of the words (mixed with the source's group number),
its low bits replaced by the window's position, is what gets sorted and
searched, and every match is confirmed on the words. Two different card
windows on one key make the caller fall back to the exact set path.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from anchorlint.text.gotext import GO_SPACE

_SPACE_TABLE = np.zeros(max(map(ord, GO_SPACE)) + 2, dtype=bool)
_SPACE_TABLE[[ord(c) for c in GO_SPACE]] = True
# A direct lookup table in front of the exact comparisons: about 16 slots
# per distinct card window (most source windows find an empty slot).
_FILTER_MIN_BITS, _FILTER_MAX_BITS = 12, 22
_M1 = np.uint64(0x9E3779B97F4A7C15)
_M2 = np.uint64(0xBF58476D1CE4E5B9)
_M3 = np.uint64(0x94D049BB133111EB)
_M4 = np.uint64(0xD6E8FEB86659FD93)
_S21, _S31 = np.uint64(21), np.uint64(31)
# Sources are hashed in blocks so that a book of several megabytes never
# holds more than a few megabytes of arrays at once.
_BLOCK = 1 << 18

Group = tuple[str, Sequence[str]]  # (source text, card bodies citing it)


def _codes(text: str, narrow: bool) -> np.ndarray:
    if narrow:
        return np.frombuffer(text.encode("utf-16-le", "surrogatepass"), dtype=np.uint16)
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def _words(codes: np.ndarray, size: int) -> tuple[np.ndarray, ...]:
    """Each window's code points packed exactly into 64-bit words."""
    return _narrow_words(codes, size) if codes.dtype == np.uint16 else _wide_words(codes, size)


def _wide_words(codes: np.ndarray, size: int) -> tuple[np.ndarray, ...]:
    """Three words of 21 bits per code point (windows shorter than 8 leave words zero)."""
    n = len(codes) - size + 1
    c = codes.astype(np.uint64)
    words = []
    for first in (0, 3, 6):
        word = np.zeros(n, dtype=np.uint64)
        for k in range(first, min(first + 3, size)):
            np.left_shift(word, _S21, out=word)
            np.bitwise_or(word, c[k : k + n], out=word)
        words.append(word)
    return tuple(words)


def _narrow_words(codes: np.ndarray, size: int) -> tuple[np.ndarray, ...]:
    """Two words of four 16-bit units each (units past the window masked
    out), read as 64-bit integers at every unit offset of the text."""
    n = len(codes) - size + 1
    padded = np.zeros(len(codes) + 4, dtype=np.uint16)
    padded[: len(codes)] = codes
    every = np.ndarray((len(codes) + 1,), dtype="<u8", buffer=padded, strides=(2,)).astype(np.uint64)
    words = []
    for first in (0, 4):
        units = min(max(size - first, 0), 4)
        word = every[first : first + n] if units else np.zeros(n, dtype=np.uint64)
        if 0 < units < 4:
            word = word & np.uint64((1 << (16 * units)) - 1)
        words.append(word)
    return tuple(words)


_MULTIPLIERS = (_M1, _M2, _M3)


def _hash(words: tuple[np.ndarray, ...], group: np.ndarray | int) -> np.ndarray:
    if isinstance(group, int):  # scalar arithmetic would warn on the intended wrap-around
        salt = np.uint64((group * int(_M4) + int(_M1)) & 0xFFFFFFFFFFFFFFFF)
    else:
        salt = group * _M4 + _M1
    h = words[0] * _M1
    part = np.empty_like(h)
    for word, multiplier in zip(words[1:], _MULTIPLIERS[1:]):
        np.multiply(word, multiplier, out=part)
        np.bitwise_xor(h, part, out=h)
    np.bitwise_xor(h, salt, out=h)
    np.right_shift(h, _S31, out=part)
    np.bitwise_xor(h, part, out=h)
    return h


def overlap_counts(source: str, bodies: Sequence[str], size: int) -> list[tuple[int, int]] | None:
    result = overlap_counts_groups([(source, bodies)], size)
    return None if result is None else result[0]


def overlap_counts_groups(groups: Sequence[Group], size: int) -> list[list[tuple[int, int]]] | None:
    """For each group, (distinct windows, windows also in the group's source)
    per body; None when two different windows of a group meet on a hash.

    One sort does it all: each card window is keyed by its hash (salted with
    its group) in the high bits and its position in the low bits, so sorting
    the keys (a plain sort, several times faster than an argsort) brings each
    group's equal windows together, in card order, with their positions."""
    bodies = [body for _, members in groups for body in members]
    joined = "".join(bodies)
    narrow = _NOT_NARROW_RE.search(joined) is None and not any(
        _NOT_NARROW_RE.search(source) for source, _ in groups)
    owner = np.repeat(np.arange(len(groups), dtype=np.uint64), [len(members) for _, members in groups])
    card, words = _card_windows(joined, [len(body) for body in bodies], size, narrow)
    groups_of = owner[card]
    runs = _runs(_hash(words, groups_of), (groups_of, *words))
    if runs is None:
        return None
    prefixes, shift, position, run_of, starts = runs
    cards = card[position]
    present = _present(groups, size, narrow, prefixes, shift, (groups_of[starts], *(w[starts] for w in words)))
    first = np.ones(len(cards), dtype=bool)  # each (card, window) once
    first[1:] = (run_of[1:] != run_of[:-1]) | (cards[1:] != cards[:-1])
    distinct = np.bincount(cards[first], minlength=len(bodies))
    counts = np.bincount(cards[first], weights=present[run_of[first]], minlength=len(bodies)).astype(np.int64)
    flat = [(int(d), int(s)) for d, s in zip(distinct, counts)]
    out, start = [], 0
    for _, members in groups:
        out.append(flat[start : start + len(members)])
        start += len(members)
    return out


# A character outside the Basic Multilingual Plane (two UTF-16 units).
_NOT_NARROW_RE = re.compile("[\U00010000-\U0010FFFF]")


def _card_windows(joined: str, lengths: list[int], size: int, narrow: bool):
    """Every non-blank window lying inside one body: the body's index and the words."""
    codes = _codes(joined, narrow)
    n = len(codes) - size + 1
    if n <= 0:
        empty = np.zeros(0, dtype=np.uint64)
        return np.zeros(0, dtype=np.int64), (empty,) * (2 if narrow else 3)
    card = np.repeat(np.arange(len(lengths)), lengths)[:n]
    ends = np.cumsum(lengths)
    valid = np.arange(n) + size <= ends[card]  # windows inside one body
    space = _SPACE_TABLE[np.minimum(codes, len(_SPACE_TABLE) - 1)].astype(np.int32)
    running = np.concatenate(([0], np.cumsum(space)))
    valid &= (running[size : size + n] - running[:n]) < size  # not blank
    return card[valid], tuple(w[valid] for w in _words(codes, size))


def _runs(hashes: np.ndarray, exact: tuple[np.ndarray, ...]):
    """Sort the windows by hash: (the distinct hash prefixes in order, the
    prefix shift, each sorted window's position, its run number, each run's
    first position); None when one run holds two different windows (the
    ``exact`` arrays, the group and the words, tell)."""
    shift = max(len(hashes).bit_length(), 1)
    low = np.uint64((1 << shift) - 1)
    keys = np.sort((hashes & ~low) | np.arange(len(hashes), dtype=np.uint64))
    position = (keys & low).astype(np.int64)
    prefix = keys >> np.uint64(shift)
    new = np.ones(len(keys), dtype=bool)
    new[1:] = prefix[1:] != prefix[:-1]
    run_of = np.cumsum(new) - 1
    starts = position[new]
    later = np.flatnonzero(~new)  # windows after the first of their run: the same words, or a collision
    mine, rep = position[later], starts[run_of[later]]
    if not all((values[mine] == values[rep]).all() for values in exact):
        return None
    return prefix[new], shift, position, run_of, starts


def _present(groups: Sequence[Group], size: int, narrow: bool, prefixes: np.ndarray, shift: int,
             exact: tuple[np.ndarray, ...]) -> np.ndarray:
    """For each distinct card window (keyed with its group), whether it occurs
    in the group's source: every source window is hashed, looked up in a
    direct table of the prefixes, and confirmed on the group and the words
    (``exact``: each run's group and words)."""
    present = np.zeros(len(prefixes), dtype=bool)
    if not len(prefixes):
        return present
    table, mask = _table(prefixes)
    for group, (source, _) in enumerate(groups):
        for start in range(0, len(source) - size + 1, _BLOCK):
            words = _words(_codes(source[start : start + _BLOCK + size - 1], narrow), size)
            s_prefix = _hash(words, group) >> np.uint64(shift)
            run = table[(s_prefix & mask).astype(np.intp)]
            candidates = np.flatnonzero(run != _EMPTY)
            run, s_prefix = run[candidates], s_prefix[candidates]
            shared = run == _SHARED_SLOT  # a slot of several runs: searched
            if shared.any():
                found = np.searchsorted(prefixes, s_prefix[shared])
                run[shared] = np.minimum(found, len(prefixes) - 1)
            # A run holds one window: a source window on its prefix is that window or none.
            same = (prefixes[run] == s_prefix) & (exact[0][run] == group)
            for mine, theirs in zip(exact[1:], words):
                same &= mine[run] == theirs[candidates]
            present[run[same]] = True
    return present


_EMPTY, _SHARED_SLOT = -1, -2


def _table(prefixes: np.ndarray) -> tuple[np.ndarray, np.uint64]:
    """A direct table from a prefix's low bits to its run (about 1 in 16
    slots used): _EMPTY, the run, or _SHARED_SLOT when several runs share it."""
    bits = min(max(int(len(prefixes) * 16).bit_length(), _FILTER_MIN_BITS), _FILTER_MAX_BITS)
    mask = np.uint64((1 << bits) - 1)
    slots = (prefixes & mask).astype(np.intp)
    table = np.full(1 << bits, _EMPTY, dtype=np.int64)
    table[slots] = np.arange(len(prefixes))
    order = np.sort(slots)
    table[order[1:][order[1:] == order[:-1]]] = _SHARED_SLOT
    return table, mask
