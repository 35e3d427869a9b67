"""Where a source's words are: each word folded as the loosest sound tier
would read it (case, diacritics, ligatures and fullwidth forms forgiven) →
its original offsets. Built once per source with a handful of C-level regex
passes, so that a quotation is looked for only around its rarest word
instead of normalizing the whole source at every tier.

Keys are words of four or more letters but the commonest (vocab.py) and numbers,
and pairs of neighbouring CJK characters (also across white space). A word
the source splits with layout is indexed whole as well: hyphenated across a
line break (``annota-⏎tors``), cut by a soft hyphen or a zero-width
character, or spelt with an HTML entity (``caf&eacute;``).
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections import deque
from functools import lru_cache
from itertools import accumulate, islice

from anchorlint.quotes import vocab
from anchorlint.quotes.charclass import INVISIBLE, is_cjk
from anchorlint.quotes.steps import CJK_CLASS

_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_TOKEN_SPLIT_RE = re.compile(r"([^\W_]+)")
_HIDDEN = "".join(sorted(INVISIBLE))
# What splits a word without ending it: a hyphen at a line break, invisible
# characters, an HTML entity, combining marks. Searched by its rare first
# character, then widened to the word around it.
_SPLITTER_PARTS = (
    re.compile(r"[-\u2010][ \t]*\r?\n[ \t]*(?=[^\W\d_])"),
    re.compile(rf"[{_HIDDEN}{_MARKS}]+"),
    re.compile(r"&(?:#\w+|[A-Za-z]\w*);"),
)
_SPLITTER_RE = re.compile("|".join(pattern.pattern for pattern in _SPLITTER_PARTS))
_HYPHENS = "-\u2010"  # the first character of _SPLITTER_PARTS[0]
_HYPHEN_SCAN_RATIO = 200  # one hyphen in fewer characters than this: let the regex scan
# What each splitter needs in the text between words (where the first two
# always lie: hyphens, line breaks, invisible characters and marks are no
# word characters), so that the whole text is scanned only when it is there.
_SPLITTER_SIGNS = (re.compile(r"[-\u2010][ \t]*\r?\n"), re.compile(rf"[{_HIDDEN}{_MARKS}]"))
# The same as _TOKEN_SPLIT_RE where there is no "_". The ASCII ranges add
# nothing to \w but are tested first (most characters are ASCII letters), and
# a class first lets the engine skip separators without a match attempt.
WORD_SPLIT_RE = re.compile(r"([0-9A-Za-z\w][0-9A-Za-z\w]*)")
_WORD_HEAD_RE = re.compile(r"[^\W_]*")
_JOIN_DROP_RE = re.compile(rf"[-\u2010][ \t]*\r?\n[ \t]*|[{_HIDDEN}]")
_CJK_GAP_RE = re.compile(rf"({CJK_CLASS})\s+(?={CJK_CLASS})")
_CJK_RE = re.compile(CJK_CLASS)

_STROKED = str.maketrans(vocab.STROKED_LETTERS)
Index = dict[str, list[int]]
_MIN_KEY = 4  # shorter words are too common to say where a quotation is


@lru_cache(maxsize=1 << 16)
def fold_key(token: str) -> str:
    """A word as the loosest sound tier reads it (for the index only)."""
    if token.isascii():
        return token.lower()
    bare = unicodedata.normalize("NFKD", token.translate(_STROKED))
    if bare.isascii():
        return bare.lower()  # no marks to drop (a ligature, a fullwidth digit): casefold is lower
    return "".join(ch for ch in bare if not unicodedata.combining(ch)).casefold()


def build_index(text: str) -> Index:
    """Folded key → sorted original offsets where it starts."""
    parts = (_TOKEN_SPLIT_RE if "_" in text else WORD_SPLIT_RE).split(text)
    tokens = islice(parts, 1, None, 2)  # no second list of a source's words
    # Each token goes straight to its key's list (one list shared by every
    # spelling of the key), a skipped word to a list thrown away and a CJK
    # token to the list of places read pair by pair: one pass of C-level
    # lookups and appends; Python runs once per distinct token only.
    targets = _Targets()
    starts = islice(accumulate(map(len, parts)), 0, None, 2)  # where each token begins
    deque(map(list.append, map(targets.__getitem__, tokens), starts), maxlen=0)
    index, cjk = targets.index, targets.cjk
    extra = _split_words(text, "".join(parts[0::2]))
    if cjk:
        extra += [pair for pos in cjk for pair in _cjk_pairs(_TOKEN_SPLIT_RE.match(text, pos).group(), pos)]
        extra += [(m.group(1) + text[m.end()], m.start()) for m in _CJK_GAP_RE.finditer(text)]
    for key, pos in extra:
        index.setdefault(key, []).append(pos)
    if extra:
        for key in {key for key, _ in extra}:
            index[key].sort()
    return index


@lru_cache(maxsize=1024)
def quote_keys(text: str) -> dict[str, int]:
    """A quotation's keys and where each first occurs in it (the index's
    rules, but cheap: a quotation is short and rarely split by layout).
    Cached (the ladder and the near-miss search both ask): never modify."""
    plain = text.isascii()
    if plain:
        # ASCII has no CJK, invisible character or mark: only a hyphen at a
        # line break or an entity can split a word
        split = ("\n" in text or "&" in text) and _SPLITTER_RE.search(text) is not None
    else:
        split = _CJK_RE.search(text) is not None or _SPLITTER_RE.search(text) is not None
    if split:
        return {key: places[0] for key, places in build_index(text).items()}
    keys: dict[str, int] = {}
    # split as build_index does (no match object per word); an ASCII word's
    # key is its lower case (fold_key), so ASCII text is folded whole
    parts = _TOKEN_SPLIT_RE.split(text.lower() if plain else text)
    starts = islice(accumulate(map(len, parts)), 0, None, 2)
    for key, start in zip(parts[1::2] if plain else map(fold_key, parts[1::2]), starts):
        if (len(key) >= _MIN_KEY or key.isdigit()) and key not in vocab.UNINDEXED_WORDS and key not in keys:
            keys[key] = start
    return keys


def _split_words(text: str, between: str) -> list[tuple[str, int]]:
    """Keys for words that layout splits (see the module docstring);
    ``between`` is the text between the words, joined."""
    out: list[tuple[str, int]] = []
    end = -1
    # three scans with a plain first character are faster than one alternation
    signs = (*(sign.search(between) is not None for sign in _SPLITTER_SIGNS), "&" in text)
    found = sorted(
        span for pattern, sign in zip(_SPLITTER_PARTS, signs) if sign
        for span in _splitter_spans(pattern, text)
    )
    for a, b in found:
        if a < end:
            continue  # already inside the previous joined word
        # the word before the splitter, read backwards (a search for a word
        # ending at ``a`` would retry from every position before it)
        start = a - _WORD_HEAD_RE.match(text[max(0, a - 64) : a][::-1]).end()
        end = b
        while True:
            end = _WORD_HEAD_RE.match(text, end).end()
            more = _SPLITTER_RE.match(text, end)
            if more is None or more.end() == end:
                break
            end = more.end()
        word = fold_key(_joined(text[start:end]))
        if _CJK_RE.search(word):
            out += _cjk_pairs(word, start)  # offsets past the split are approximate
        elif len(word) >= _MIN_KEY:
            out.append((word, start))
    return out


def _splitter_spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    """``pattern``'s matches in ``text``. A hyphen at a line break holds one
    hyphen, its first character: the hyphens are found by ``str.find``
    (a plain search, far faster than the regex engine's scan of a whole
    source) unless there are so many that the scan is cheaper after all."""
    if pattern is not _SPLITTER_PARTS[0]:
        return [m.span() for m in pattern.finditer(text)]
    # Counted while found (no pass to count them first): past the limit, the
    # regex scan takes over and finds the same matches (none overlaps another:
    # a match holds one hyphen, its first character).
    left = len(text) // _HYPHEN_SCAN_RATIO
    spans = []
    for hyphen in _HYPHENS:
        at = text.find(hyphen)
        while at >= 0:
            left -= 1
            if left < 0:
                return [m.span() for m in pattern.finditer(text)]
            match = pattern.match(text, at)
            if match is not None:
                spans.append(match.span())
            at = text.find(hyphen, at + 1)
    return spans


class _Targets(dict):
    """Token → the list its places go to, decided the first time the token
    is looked up (``__missing__``): its key's list in ``index``, ``skipped``
    for a word too short or too common, ``cjk`` for a CJK token."""

    __slots__ = ("index", "skipped", "cjk")

    def __init__(self) -> None:
        super().__init__()
        self.index: Index = {}  # keys in the order their first spelling occurs
        self.skipped: list[int] = []
        self.cjk: list[int] = []

    def __missing__(self, token: str) -> list[int]:
        if token.isascii():  # most are: the rules of _key, inline
            key: str | None = token.lower()
            if (len(key) < _MIN_KEY and not key.isdigit()) or key in vocab.UNINDEXED_WORDS:
                key = ""
        else:
            key = _key(token)
        if key == "":
            target = self.skipped
        elif key is None:
            target = self.cjk
        else:
            target = self.index.get(key)
            if target is None:
                target = self.index[key] = []
        self[token] = target
        return target


def _key(token: str) -> str | None:
    """The key of one token: "" when too short or too common to be worth
    indexing, None when it holds CJK characters (indexed by pairs)."""
    if not token.isascii() and _CJK_RE.search(token):
        return None
    key = fold_key(token)
    if (len(key) < _MIN_KEY and not key.isdigit()) or key in vocab.UNINDEXED_WORDS:
        return ""
    return key


def _joined(word: str) -> str:
    return html.unescape(_JOIN_DROP_RE.sub("", word))


def _cjk_pairs(token: str, start: int) -> list[tuple[str, int]]:
    pairs: list[tuple[str, int]] = []
    for i, ch in enumerate(token):
        if not is_cjk(ch):
            continue
        if i + 1 < len(token) and is_cjk(token[i + 1]):
            pairs.append((ch + token[i + 1], start + i))
    rest = _CJK_RE.sub(" ", token).split()
    pairs += [(fold_key(word), start + token.find(word)) for word in rest if len(word) > 1]
    return pairs
