"""The vectorised window counter (see windows.py). Imported only when numpy
is already loaded.

Windows are keyed by their code points packed exactly into 64-bit words
(two words of 16-bit units when every text of a call lies in the Basic
Multilingual Plane, read straight from its UTF-16 bytes; else three words of
21 bits per code point); a 64-bit hash of the words, its low bits replaced
by the window's position, is what gets sorted, one source's cards at a time.
A source window is looked up in a direct table of the card windows (by a
cheaper mix of its words; a slot of several by the hash) and every match is
confirmed on the words and the source. Two different card windows of one
source on one key make the caller fall back to the exact set path.
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


def _at(values: np.ndarray, indices: np.ndarray) -> np.ndarray:
    """``values[indices]`` for indices known to be in range: numpy's take
    without its range check (``wrap`` never applies), measured cheaper than
    indexing."""
    return np.take(values, indices, mode="wrap")


def _hash(words: tuple[np.ndarray, ...]) -> np.ndarray:
    h = words[0] * _M1
    part = np.empty_like(h)
    for word, multiplier in zip(words[1:], _MULTIPLIERS[1:]):
        np.multiply(word, multiplier, out=part)
        np.bitwise_xor(h, part, out=h)
    np.bitwise_xor(h, _M1, out=h)
    np.right_shift(h, _S31, out=part)
    np.bitwise_xor(h, part, out=h)
    return h


def overlap_counts(source: str, bodies: Sequence[str], size: int) -> list[tuple[int, int]] | None:
    result = overlap_counts_groups([(source, bodies)], size)
    return None if result is None else result[0]


def overlap_counts_groups(groups: Sequence[Group], size: int) -> list[list[tuple[int, int]]] | None:
    """For each group, (distinct windows, windows also in the group's source)
    per body; None when two different windows of a group meet on a hash.

    All the groups of a call share each array (the bodies joined, the
    sources joined), so numpy's fixed cost per operation is paid once per
    call rather than once per source. Each card window is keyed by its hash
    in the high bits and its position in the low bits; sorting each group's
    stretch of keys (a plain sort, several times faster than an argsort)
    brings the group's equal windows together, in card order, with their
    positions."""
    if not groups:
        return []
    bodies = [body for _, members in groups for body in members]
    # Each text's code units, read once: UTF-16 when every text has only
    # characters of the Basic Multilingual Plane, else UTF-32.
    # (Each source by itself: most are ASCII, copied rather than encoded.)
    joined = "".join(bodies)
    codes = _units(joined)
    units = [_units(source) for source, _ in groups] if codes is not None else [None]
    if any(part is None for part in units):
        codes, units = _wide_codes(joined), [_wide_codes(source) for source, _ in groups]
    source_codes = np.concatenate(units)
    card, words = _card_windows(codes, [len(body) for body in bodies], size)
    # Where each group's windows start and end among the card windows.
    starts = np.cumsum([0, *(sum(map(len, members)) for _, members in groups)])
    bounds = np.minimum(starts, len(card)).tolist()
    runs = _runs(_hash(words), words, bounds)
    if runs is None:
        return None
    shift, position, new, in_order = runs
    starts_of_runs = np.flatnonzero(new)
    # Each group's runs: the ones starting in its stretch.
    runs_per_group = np.diff(np.searchsorted(starts_of_runs, bounds))
    group_of_run = np.repeat(np.arange(len(groups), dtype=np.int64), runs_per_group)
    distinct_runs = _Runs(shift, group_of_run, tuple(_at(w, starts_of_runs) for w in in_order))
    present = _present(source_codes, [len(source) for source, _ in groups], size, distinct_runs)
    # Each sorted window's run's answer, repeated over the run.
    found = np.repeat(present, np.diff(starts_of_runs, append=len(new)))
    cards = _at(card, position)
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


def _runs(hashes: np.ndarray, words: tuple[np.ndarray, ...], bounds: list[int]):
    """Sort each group's windows (``bounds``: where each group's stretch
    starts, then where the last ends) by hash: (the prefix shift, each
    sorted window's position, whether it starts a run, the words in sorted
    order); None when one run holds two different windows. Equal windows
    sort together, so each window after the first of its run is compared
    with the one before it. ``hashes`` is sorted in place."""
    # The shift leaves room for a group number above a prefix (_Runs.keys).
    shift = max(len(hashes).bit_length(), (len(bounds) - 1).bit_length(), 1)
    low = np.uint64((1 << shift) - 1)
    keys = hashes
    np.bitwise_and(keys, ~low, out=keys)
    np.bitwise_or(keys, np.arange(len(keys), dtype=np.uint64), out=keys)
    for start, end in zip(bounds, bounds[1:]):
        if end - start > 1:
            keys[start:end].sort()
    position = np.bitwise_and(keys, low).view(np.int64)
    prefix = np.right_shift(keys, np.uint64(shift), out=keys)
    new = np.ones(len(keys), dtype=bool)
    np.not_equal(prefix[1:], prefix[:-1], out=new[1:])
    new[[start for start in bounds[:-1] if start < len(keys)]] = True  # each group's first window
    in_order = tuple(_at(values, position) for values in words)
    equal = in_order[0][1:] == in_order[0][:-1]
    for values in in_order[1:]:
        equal &= values[1:] == values[:-1]
    if not (equal | new[1:]).all():
        return None
    return shift, position, new, in_order


class _Runs:
    """The distinct windows of every group (the runs of sorted windows):
    each one's group, words, and key (its group above its hash prefix: the
    keys ascend, as the groups' stretches do and the prefixes within one)."""

    def __init__(self, shift: int, groups: np.ndarray, words: tuple[np.ndarray, ...]) -> None:
        self.shift, self.groups, self.words = shift, groups, words
        self.keys = self._keys(groups, words)

    def _keys(self, groups: np.ndarray, words: tuple[np.ndarray, ...]) -> np.ndarray:
        keys = _hash(words)
        np.right_shift(keys, np.uint64(self.shift), out=keys)
        np.bitwise_or(keys, groups.astype(np.uint64) << np.uint64(64 - self.shift), out=keys)
        return keys

    def find(self, groups: np.ndarray, words: tuple[np.ndarray, ...]) -> np.ndarray:
        """The run each window would be if its group has it (else any run)."""
        return np.minimum(np.searchsorted(self.keys, self._keys(groups, words)), len(self.keys) - 1)


def _present(codes: np.ndarray, lengths: list[int], size: int, runs: _Runs) -> np.ndarray:
    """For each run, whether its window occurs in its group's source
    (``codes``: the sources joined; ``lengths``: each one's length): every
    source window is looked up in a direct table of the runs' windows, by
    its words and its source, and confirmed on both; a slot of several runs
    is resolved by the window's key."""
    count = len(runs.groups)
    present = np.zeros(count, dtype=bool)
    windows = len(codes) - size + 1
    if not count or windows <= 0:
        return present
    salts = _salts(len(lengths))
    table, bits = _table(runs.words, _at(salts, runs.groups))
    starts = np.cumsum([0, *lengths[:-1]])
    # Where each source's windows start and end (the last one's windows
    # end where the sources do); a source's stretch shares one salt.
    ends = [*starts[1:].tolist(), windows]
    stretches = [(start, end, salt) for start, end, salt in zip(starts.tolist(), ends, salts) if end > start]
    # The windows that start in one source and end in the next, never looked up.
    straddling = (starts[1:, None] + np.arange(1 - size, 0)).ravel()
    straddling = straddling[(straddling >= 0) & (straddling < windows)]
    for start in range(0, windows, _BLOCK):  # blocks are views of the sources
        words = _words(codes[start : start + _BLOCK + size - 1], size)
        mixed = _mix(words)
        for first, end, salt in stretches:
            if first < start + len(mixed) and end > start:
                part = mixed[max(first - start, 0) : end - start]
                np.bitwise_xor(part, salt, out=part)
        run = _at(table, _top(mixed, bits))
        run[straddling[(straddling >= start) & (straddling < start + len(run))] - start] = _EMPTY
        candidates = np.flatnonzero(run != _EMPTY)
        run = _at(run, candidates).astype(np.intp)
        # Candidates ascend: each source's are the ones from its start on.
        group = np.repeat(np.arange(len(lengths)), np.diff(np.searchsorted(candidates + start, [*starts, windows])))
        shared = run == _SHARED_SLOT  # a slot of several runs: searched
        if shared.any():
            among = candidates[shared]
            run[shared] = runs.find(group[shared], tuple(word[among] for word in words))
        same = _at(runs.groups, run) == group
        for mine, theirs in zip(runs.words, words):
            same &= _at(mine, run) == _at(theirs, candidates)
        present[run[same]] = True
    return present


_EMPTY, _SHARED_SLOT = -1, -2


def _salts(count: int) -> np.ndarray:
    """One number per source, mixed into its windows' slots: the same
    window cited by several sources' cards takes several slots, not one
    slot to search."""
    return np.arange(count, dtype=np.uint64) * _M2


def _mix(words: tuple[np.ndarray, ...]) -> np.ndarray:
    """A multiply-xor of each window's words: cheaper than the hash, and
    enough for a slot (a slot is a filter, every window found in it is
    confirmed on its words and its source)."""
    h = words[0] * _M1
    part = np.empty_like(h)
    for word, multiplier in zip(words[1:], _MULTIPLIERS[1:]):
        np.multiply(word, multiplier, out=part)
        np.bitwise_xor(h, part, out=h)
    return h


def _top(mixed: np.ndarray, bits: int) -> np.ndarray:
    """Each window's slot in a direct table of ``bits`` bits: the top bits
    of its mix (with its source's salt), computed in place."""
    np.right_shift(mixed, np.uint64(64 - bits), out=mixed)
    return mixed.view(np.int64)


def _table(run_words: tuple[np.ndarray, ...], salts: np.ndarray) -> tuple[np.ndarray, int]:
    """A direct table from a window's slot to its run (about 1 in 16 slots
    used): _EMPTY, the run, or _SHARED_SLOT when several runs share it; and
    its number of bits."""
    count = len(run_words[0])
    bits = min(max((count * 16).bit_length(), _FILTER_MIN_BITS), _FILTER_MAX_BITS)
    slots = _mix(run_words)
    np.bitwise_xor(slots, salts, out=slots)
    slots = _top(slots, bits)
    table = np.full(1 << bits, _EMPTY, dtype=np.int32)
    runs = np.arange(count, dtype=np.int32)
    table[slots] = runs
    # A slot several runs were written to holds one of them: the others read
    # back another run there (cheaper than sorting the slots to find them).
    table[slots[_at(table, slots) != runs]] = _SHARED_SLOT
    return table, bits
