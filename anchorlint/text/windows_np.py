"""The vectorised window counter (see windows.py). Imported only when numpy
is already loaded.

Windows are keyed by their code points packed exactly into 64-bit words
(two words of 16-bit units when every text of a call lies in the Basic
Multilingual Plane, read straight from its UTF-16 bytes; else three words of
21 bits per code point); a 64-bit hash of the words (mixed with the source's group number),
its low bits replaced by the window's position, is what gets sorted. A
source window is looked up in a direct table of the card windows (by a
cheaper mix of its words; a slot of several by the hash) and every match is
confirmed on the words. Two different card windows on one key make the
caller fall back to the exact set path.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from anchorlint.text.gotext import GO_SPACE

_SPACE_TABLE = np.zeros(max(map(ord, GO_SPACE)) + 2, dtype=bool)
_SPACE_TABLE[[ord(c) for c in GO_SPACE]] = True
_SPACE_TABLE_16 = np.zeros(1 << 16, dtype=bool)  # indexed by any UTF-16 unit
_SPACE_TABLE_16[: len(_SPACE_TABLE)] = _SPACE_TABLE
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


def _units(text: str) -> np.ndarray | None:
    """The text's UTF-16 units; None when a character lies outside the Basic
    Multilingual Plane (a lone surrogate, as ``surrogatepass`` writes it, is
    one unit). An ASCII text is copied byte for byte, not encoded."""
    if text.isascii():
        return np.frombuffer(text.encode("ascii"), dtype=np.uint8).astype(np.uint16)
    data = text.encode("utf-16-le", "surrogatepass")
    return np.frombuffer(data, dtype=np.uint16) if len(data) == 2 * len(text) else None


def _wide_codes(text: str) -> np.ndarray:
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
    # Each text's code units, read once: UTF-16 when every text has only
    # characters of the Basic Multilingual Plane, else UTF-32.
    codes = [_units(joined)]
    for source, _ in groups:
        if codes[-1] is None:
            break
        codes.append(_units(source))
    if codes[-1] is None:
        codes = [_wide_codes(joined), *(_wide_codes(source) for source, _ in groups)]
    card, words = _card_windows(codes[0], [len(body) for body in bodies], size)
    if len(groups) == 1:
        # One source (as H6 asks): no group to tell apart, salt or compare.
        groups_of, exact = None, words
        hashes = _hash(words, 0)
    else:
        owner = np.repeat(np.arange(len(groups), dtype=np.uint64), [len(members) for _, members in groups])
        groups_of = np.append(owner, np.uint64(0))[card]  # the uncounted windows in the first group
        exact = (groups_of, *words)
        hashes = _hash(words, groups_of)
    runs = _runs(hashes, exact)
    if runs is None:
        return None
    prefixes, shift, position, new, in_order = runs
    run_groups = None if groups_of is None else in_order[0][new]
    run_words = tuple(w[new] for w in in_order[-len(words):])
    present = _present(codes[1:], size, prefixes, shift, run_groups, run_words)
    # Each sorted window's run's answer (runs numbered from 1 by the sum of
    # run starts so far; slot 0 is never read).
    found = np.concatenate(([False], present))[np.cumsum(new)]
    cards = card[position]
    first = new  # each (card, window) once: a new run, or a new card within a run
    np.logical_or(new[1:], cards[1:] != cards[:-1], out=first[1:])
    distinct = np.bincount(cards[first], minlength=len(bodies) + 1)
    np.logical_and(first, found, out=first)
    counts = np.bincount(cards[first], minlength=len(bodies) + 1)
    flat = list(zip(distinct[: len(bodies)].tolist(), counts[: len(bodies)].tolist()))
    out, start = [], 0
    for _, members in groups:
        out.append(flat[start : start + len(members)])
        start += len(members)
    return out


def _card_windows(codes: np.ndarray, lengths: list[int], size: int):
    """Every window of the bodies: the body's index (``len(lengths)``, a
    body of its own never counted, for a window running past its body's end
    or of white space only) and the words. Marking those windows costs less
    than dropping them from every array."""
    narrow = codes.dtype == np.uint16
    n = len(codes) - size + 1
    if n <= 0:
        empty = np.zeros(0, dtype=np.uint64)
        return np.zeros(0, dtype=np.int64), (empty,) * (2 if narrow else 3)
    outside = len(lengths)
    card = np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)[:n]
    end = 0
    for length in lengths:
        end += length
        card[max(end - size + 1, 0) : end] = outside  # runs past the body's end
    if _may_be_blank(codes, size, n):
        space = _SPACE_TABLE_16[codes] if narrow else _SPACE_TABLE[np.minimum(codes, len(_SPACE_TABLE) - 1)]
        running = np.zeros(n + size, dtype=np.int32)
        np.cumsum(space, dtype=np.int32, out=running[1:])
        card[(running[size : size + n] - running[:n]) == size] = outside  # white space only
    return card, _words(codes, size)


def _may_be_blank(codes: np.ndarray, size: int, n: int) -> bool:
    """Whether some window might be white space only: ``size`` code points
    in a row that are control characters, white space or anything from U+0085
    to U+3000 (every white space character is one; letters of ASCII and of
    CJK are not). Comparisons and ands of contiguous arrays: cheaper than
    looking every code point up in the white-space table, which cards
    almost never need."""
    maybe = codes <= 0x20
    maybe |= (codes >= 0x85) & (codes <= 0x3000)
    run = maybe[:n].copy()
    for k in range(1, size):
        run &= maybe[k : k + n]
    return bool(run.any())


def _runs(hashes: np.ndarray, exact: tuple[np.ndarray, ...]):
    """Sort the windows by hash: (the distinct hash prefixes in order, the
    prefix shift, each sorted window's position, whether it starts a run,
    the ``exact`` arrays (the group and the words) in sorted order); None
    when one run holds two different windows. Equal windows sort together,
    so each window after the first of its run is compared with the one
    before it. ``hashes`` is sorted in place."""
    shift = max(len(hashes).bit_length(), 1)
    low = np.uint64((1 << shift) - 1)
    keys = hashes
    np.bitwise_and(keys, ~low, out=keys)
    np.bitwise_or(keys, np.arange(len(keys), dtype=np.uint64), out=keys)
    keys.sort()
    position = np.bitwise_and(keys, low).view(np.int64)
    prefix = np.right_shift(keys, np.uint64(shift), out=keys)
    new = np.ones(len(keys), dtype=bool)
    np.not_equal(prefix[1:], prefix[:-1], out=new[1:])
    in_order = tuple(values[position] for values in exact)
    equal = in_order[0][1:] == in_order[0][:-1]
    for values in in_order[1:]:
        equal &= values[1:] == values[:-1]
    if not (equal | new[1:]).all():
        return None
    return prefix[new], shift, position, new, in_order


def _present(sources: list[np.ndarray], size: int, prefixes: np.ndarray, shift: int,
             run_groups: np.ndarray | None, run_words: tuple[np.ndarray, ...]) -> np.ndarray:
    """For each distinct card window (keyed with its group), whether it occurs
    in the group's source: every source window is looked up in a direct table
    of the runs' windows and confirmed on the words and the group (each run's
    group, None for a single group, and words); a slot of several runs is
    resolved by the window's hash prefix."""
    present = np.zeros(len(prefixes), dtype=bool)
    if not len(prefixes):
        return present
    table, bits = _table(run_words)
    for group, codes in enumerate(sources):  # blocks below are views of it
        for start in range(0, len(codes) - size + 1, _BLOCK):
            words = _words(codes[start : start + _BLOCK + size - 1], size)
            run = table[_slots(words, bits)]
            candidates = np.flatnonzero(run != _EMPTY)
            run = run[candidates]
            shared = run == _SHARED_SLOT  # a slot of several runs: searched
            if shared.any():
                among = candidates[shared]
                hashed = _hash(tuple(word[among] for word in words), group) >> np.uint64(shift)
                run[shared] = np.minimum(np.searchsorted(prefixes, hashed), len(prefixes) - 1)
            same = run_words[0][run] == words[0][candidates]
            for mine, theirs in zip(run_words[1:], words[1:]):
                same &= mine[run] == theirs[candidates]
            if run_groups is not None:
                same &= run_groups[run] == group
            present[run[same]] = True
    return present


_EMPTY, _SHARED_SLOT = -1, -2


def _slots(words: tuple[np.ndarray, ...], bits: int) -> np.ndarray:
    """Each window's slot in a direct table of ``bits`` bits: the top bits of
    a multiply-xor of its words (cheaper than the hash: a slot is a filter,
    every window found in it is confirmed on its words)."""
    h = words[0] * _M1
    part = np.empty_like(h)
    for word, multiplier in zip(words[1:], _MULTIPLIERS[1:]):
        np.multiply(word, multiplier, out=part)
        np.bitwise_xor(h, part, out=h)
    np.right_shift(h, np.uint64(64 - bits), out=h)
    return h.view(np.int64)


def _table(run_words: tuple[np.ndarray, ...]) -> tuple[np.ndarray, int]:
    """A direct table from a window's slot to its run (about 1 in 16 slots
    used): _EMPTY, the run, or _SHARED_SLOT when several runs share it; and
    its number of bits."""
    count = len(run_words[0])
    bits = min(max((count * 16).bit_length(), _FILTER_MIN_BITS), _FILTER_MAX_BITS)
    slots = _slots(run_words, bits)
    table = np.full(1 << bits, _EMPTY, dtype=np.int32)
    runs = np.arange(count, dtype=np.int32)
    table[slots] = runs
    # A slot several runs were written to holds one of them: the others read
    # back another run there (cheaper than sorting the slots to find them).
    table[slots[table[slots] != runs]] = _SHARED_SLOT
    return table, bits
