"""The vectorised window counter (see windows.py). Imported only when numpy
is already loaded.

Windows are keyed by their code points packed exactly into three 64-bit
words; a 64-bit hash of the words (mixed with the source's group number) is
what gets sorted and searched, and every hash match is confirmed on the
words. Any collision makes the caller fall back to the exact set path.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from anchorlint.text.gotext import GO_SPACE

_SPACE_TABLE = np.zeros(max(map(ord, GO_SPACE)) + 2, dtype=bool)
_SPACE_TABLE[[ord(c) for c in GO_SPACE]] = True
# A presence filter in front of the exact lookups: about 16 bits per window
# (so most source windows are dismissed without a binary search).
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
            word = (word << _S21) | c[k : k + n]
        words.append(word)
    return words[0], words[1], words[2]


def _hash(w0: np.ndarray, w1: np.ndarray, w2: np.ndarray, group: np.ndarray | int) -> np.ndarray:
    if isinstance(group, int):  # scalar arithmetic would warn on the intended wrap-around
        salt = np.uint64((group * int(_M4) + int(_M1)) & 0xFFFFFFFFFFFFFFFF)
    else:
        salt = group * _M4 + _M1
    h = w0 * _M1 ^ w1 * _M2 ^ w2 * _M3 ^ salt
    return h ^ (h >> _S31)


def overlap_counts(source: str, bodies: Sequence[str], size: int) -> list[tuple[int, int]] | None:
    result = overlap_counts_groups([(source, bodies)], size)
    return None if result is None else result[0]


def overlap_counts_groups(groups: Sequence[Group], size: int) -> list[list[tuple[int, int]]] | None:
    """For each group, (distinct windows, windows also in the group's source)
    per body; None when a hash collision is met."""
    bodies = [body for _, members in groups for body in members]
    owner = np.repeat(np.arange(len(groups), dtype=np.uint64), [len(members) for _, members in groups])
    cards = _card_windows(bodies, size)
    if cards is None:
        return None
    card, w0, w1, w2 = cards
    keys = _hash(w0, w1, w2, owner[card])
    shared = _shared(groups, size, keys, w0, w1, w2)
    if shared is None:
        return None
    distinct = np.bincount(card, minlength=len(bodies))
    counts = np.bincount(card, weights=shared, minlength=len(bodies)).astype(np.int64)
    flat = [(int(d), int(s)) for d, s in zip(distinct, counts)]
    out, start = [], 0
    for _, members in groups:
        out.append(flat[start : start + len(members)])
        start += len(members)
    return out


def _card_windows(bodies: Sequence[str], size: int):
    """One entry per distinct (body, window): the body's index and the words."""
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
    card = card[valid]
    pair = _hash(w0, w1, w2, card.astype(np.uint64))
    order = np.argsort(pair)
    ordered = pair[order]
    first = np.ones(len(order), dtype=bool)
    first[1:] = ordered[1:] != ordered[:-1]
    a, b = order[1:][~first[1:]], order[:-1][~first[1:]]
    if len(a) and ((card[a] != card[b]).any() or (w0[a] != w0[b]).any() or (w1[a] != w1[b]).any()
                   or (w2[a] != w2[b]).any()):
        return None  # two different windows of one body share a hash
    rep = order[first]
    return card[rep], w0[rep], w1[rep], w2[rep]


def _shared(groups: Sequence[Group], size: int, keys: np.ndarray, w0, w1, w2) -> np.ndarray | None:
    """For each card window (keyed with its group), whether it occurs in the
    group's source."""
    if not len(keys):
        return np.zeros(0, dtype=bool)
    unique, index, inverse = np.unique(keys, return_index=True, return_inverse=True)
    rep_all = index[inverse]
    if not ((w0 == w0[rep_all]) & (w1 == w1[rep_all]) & (w2 == w2[rep_all])).all():
        return None  # two different windows of one group share a hash
    present = np.zeros(len(unique), dtype=bool)
    bits = min(max(int(len(unique) * 16).bit_length(), _FILTER_MIN_BITS), _FILTER_MAX_BITS)
    mask = np.uint64((1 << bits) - 1)
    maybe = np.zeros(1 << bits, dtype=bool)
    maybe[(unique & mask).astype(np.int64)] = True
    for group, (source, _) in enumerate(groups):
        for start in range(0, len(source) - size + 1, _BLOCK):
            block = _codes(source[start : start + _BLOCK + size - 1])
            s0, s1, s2 = _words(block, size)
            s_hash = _hash(s0, s1, s2, group)
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
