"""The vectorised window counter (see windows.py). Imported only when numpy
is already loaded."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from anchorlint.gotext import GO_SPACE

_SPACE_TABLE = np.zeros(max(map(ord, GO_SPACE)) + 2, dtype=bool)
_SPACE_TABLE[[ord(c) for c in GO_SPACE]] = True
_FILTER_BITS = 20  # a 1 Mbit presence filter in front of the exact lookups
_M1 = np.uint64(0x9E3779B97F4A7C15)
_M2 = np.uint64(0xBF58476D1CE4E5B9)
_M3 = np.uint64(0x94D049BB133111EB)
_S21, _S42, _S31 = np.uint64(21), np.uint64(42), np.uint64(31)


def _codes(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def _keys(codes: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each window's code points packed exactly into three 64-bit words
    (21 bits per code point; windows shorter than 8 leave words zero)."""
    n = len(codes) - size + 1
    c = codes.astype(np.uint64)
    words = []
    for first in (0, 3, 6):
        word = np.zeros(n, dtype=np.uint64)
        for k in range(first, min(first + 3, size)):
            word = (word << _S21) | c[k : k + n]
        words.append(word)
    return words[0], words[1], words[2]


def _mix(w0: np.ndarray, w1: np.ndarray, w2: np.ndarray) -> np.ndarray:
    h = w0 * _M1 ^ w1 * _M2 ^ w2 * _M3
    return h ^ (h >> _S31)


def overlap_counts(source: str, bodies: Sequence[str], size: int) -> list[tuple[int, int]] | None:
    """As windows.overlap_counts_sets; None when a hash collision is met (the
    caller then uses the exact set path)."""
    lengths = [len(body) for body in bodies]
    if not bodies or sum(lengths) < size:
        return [(0, 0)] * len(bodies) if bodies else []
    codes = _codes("".join(bodies))
    n = len(codes) - size + 1
    if n <= 0:
        return [(0, 0)] * len(bodies)
    starts = np.cumsum([0] + lengths[:-1])
    card = np.repeat(np.arange(len(bodies)), lengths)[:n]
    ends = np.asarray(starts) + np.asarray(lengths)
    valid = np.arange(n) + size <= ends[card]  # windows inside one body
    space = _SPACE_TABLE[np.minimum(codes, len(_SPACE_TABLE) - 1)].astype(np.int32)
    running = np.concatenate(([0], np.cumsum(space)))
    valid &= (running[size : size + n] - running[:n]) < size  # not blank
    w0, w1, w2 = (w[valid] for w in _keys(codes, size))
    card = card[valid]
    hashes = _mix(w0, w1, w2)
    pair = hashes ^ (card.astype(np.uint64) * _M3 + _M1)
    order = np.argsort(pair)
    pair_sorted = pair[order]
    first = np.ones(len(order), dtype=bool)
    first[1:] = pair_sorted[1:] != pair_sorted[:-1]
    same = ~first
    if same.any():
        a, b = order[1:][same[1:]], order[:-1][same[1:]]
        if (card[a] != card[b]).any() or (w0[a] != w0[b]).any() or (w1[a] != w1[b]).any() or (w2[a] != w2[b]).any():
            return None
    rep = order[first]  # one position per distinct (card, window)
    distinct = np.bincount(card[rep], minlength=len(bodies))
    shared = _shared(source, size, hashes[rep], w0[rep], w1[rep], w2[rep])
    if shared is None:
        return None
    counts = np.bincount(card[rep], weights=shared, minlength=len(bodies)).astype(np.int64)
    return [(int(d), int(s)) for d, s in zip(distinct, counts)]


# Sources are hashed in blocks so that a book of several megabytes never
# holds more than a few megabytes of arrays at once.
_BLOCK = 1 << 18


def _shared(source: str, size: int, hashes: np.ndarray, w0, w1, w2) -> np.ndarray | None:
    """For each window (hash and exact words), whether it occurs in source."""
    if len(source) < size or not len(hashes):
        return np.zeros(len(hashes), dtype=bool)
    unique, index, inverse = np.unique(hashes, return_index=True, return_inverse=True)
    rep_all = index[inverse]
    if not ((w0 == w0[rep_all]) & (w1 == w1[rep_all]) & (w2 == w2[rep_all])).all():
        return None  # two different card windows share a hash
    present = np.zeros(len(unique), dtype=bool)
    mask = np.uint64((1 << _FILTER_BITS) - 1)
    maybe = np.zeros(1 << _FILTER_BITS, dtype=bool)
    maybe[(unique & mask).astype(np.int64)] = True
    for start in range(0, len(source) - size + 1, _BLOCK):
        block = _codes(source[start : start + _BLOCK + size - 1])
        s0, s1, s2 = _keys(block, size)
        s_hash = _mix(s0, s1, s2)
        candidates = maybe[(s_hash & mask).astype(np.int64)]
        s0, s1, s2, s_hash = s0[candidates], s1[candidates], s2[candidates], s_hash[candidates]
        pos = np.searchsorted(unique, s_hash)
        pos[pos == len(unique)] = 0
        hit = unique[pos] == s_hash
        rep = index[pos[hit]]
        if not ((w0[rep] == s0[hit]) & (w1[rep] == s1[hit]) & (w2[rep] == s2[hit])).all():
            return None
        present[pos[hit]] = True
    return present[inverse]
