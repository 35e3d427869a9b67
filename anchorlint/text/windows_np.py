"""The vectorised window counter (see windows.py). Imported only when numpy
is already loaded.

Windows are keyed by their code points packed exactly into three 64-bit
words; a 64-bit hash of the words (mixed with the source's group number),
its low bits replaced by the window's position, is what gets sorted and
searched, and every match is confirmed on the words. Two different card
windows on one key make the caller fall back to the exact set path.
"""

from __future__ import annotations

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


def _codes(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def _words(codes: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each window's code points packed exactly into three 64-bit words
    (21 bits per code point; windows shorter than 8 leave words zero)."""
    n = len(codes) - size + 1
    c = codes.astype(np.uint64)
    words = []
    for first in (0, 3, 6):
        word = np.zeros(n, dtype=np.uint64)
        for k in range(first, min(first + 3, size)):
            np.left_shift(word, _S21, out=word)
            np.bitwise_or(word, c[k : k + n], out=word)
        words.append(word)
    return words[0], words[1], words[2]


def _hash(w0: np.ndarray, w1: np.ndarray, w2: np.ndarray, group: np.ndarray | int) -> np.ndarray:
    if isinstance(group, int):  # scalar arithmetic would warn on the intended wrap-around
        salt = np.uint64((group * int(_M4) + int(_M1)) & 0xFFFFFFFFFFFFFFFF)
    else:
        salt = group * _M4 + _M1
    h = w0 * _M1
    part = w1 * _M2
    np.bitwise_xor(h, part, out=h)
    np.multiply(w2, _M3, out=part)
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
    owner = np.repeat(np.arange(len(groups), dtype=np.uint64), [len(members) for _, members in groups])
    card, w0, w1, w2 = _card_windows(bodies, size)
    groups_of = owner[card]
    runs = _runs(_hash(w0, w1, w2, groups_of), (groups_of, w0, w1, w2))
    if runs is None:
        return None
    prefixes, shift, position, run_of, starts = runs
    cards = card[position]
    words = (groups_of[starts], w0[starts], w1[starts], w2[starts])
    present = _present(groups, size, prefixes, shift, words)
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


def _card_windows(bodies: Sequence[str], size: int):
    """Every non-blank window lying inside one body: the body's index and the words."""
    lengths = [len(body) for body in bodies]
    codes = _codes("".join(bodies))
    n = len(codes) - size + 1
    if n <= 0:
        empty = np.zeros(0, dtype=np.uint64)
        return np.zeros(0, dtype=np.int64), empty, empty, empty
    card = np.repeat(np.arange(len(bodies)), lengths)[:n]
    ends = np.cumsum(lengths)
    valid = np.arange(n) + size <= ends[card]  # windows inside one body
    space = _SPACE_TABLE[np.minimum(codes, len(_SPACE_TABLE) - 1)].astype(np.int32)
    running = np.concatenate(([0], np.cumsum(space)))
    valid &= (running[size : size + n] - running[:n]) < size  # not blank
    w0, w1, w2 = (w[valid] for w in _words(codes, size))
    return card[valid], w0, w1, w2


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


def _present(groups: Sequence[Group], size: int, prefixes: np.ndarray, shift: int, words: tuple) -> np.ndarray:
    """For each distinct card window (keyed with its group), whether it occurs
    in the group's source: every source window is hashed, looked up in a
    direct table of the prefixes, and confirmed on the group and the words."""
    r_group, r0, r1, r2 = words
    present = np.zeros(len(prefixes), dtype=bool)
    if not len(prefixes):
        return present
    table, mask = _table(prefixes)
    for group, (source, _) in enumerate(groups):
        for start in range(0, len(source) - size + 1, _BLOCK):
            block = _codes(source[start : start + _BLOCK + size - 1])
            s0, s1, s2 = _words(block, size)
            s_prefix = _hash(s0, s1, s2, group) >> np.uint64(shift)
            run = table[(s_prefix & mask).astype(np.intp)]
            candidates = np.flatnonzero(run != _EMPTY)
            run, s_prefix = run[candidates], s_prefix[candidates]
            shared = run == _SHARED_SLOT  # a slot of several runs: searched
            if shared.any():
                found = np.searchsorted(prefixes, s_prefix[shared])
                run[shared] = np.minimum(found, len(prefixes) - 1)
            # A run holds one window: a source window on its prefix is that window or none.
            same = ((prefixes[run] == s_prefix) & (r_group[run] == group) & (r0[run] == s0[candidates]) & (r1[run] == s1[candidates])
                    & (r2[run] == s2[candidates]))
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
