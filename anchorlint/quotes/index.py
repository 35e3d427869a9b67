"""Where a source's words are: each word folded as the loosest sound tier
would read it (case, diacritics, ligatures and fullwidth forms forgiven) →
its original offsets. Built once per source with a handful of C-level regex
passes, so that a quotation is looked for only around its rarest word
instead of normalizing the whole source at every tier.

Keys are words and numbers of two or more characters (and single digits),
and pairs of neighbouring CJK characters (also across white space). A word
the source splits with layout is indexed whole as well: hyphenated across a
line break (``annota-⏎tors``), cut by a soft hyphen or a zero-width
character, or spelt with an HTML entity (``caf&eacute;``).
"""

from __future__ import annotations

import html
import re
import unicodedata
from itertools import accumulate

from anchorlint.quotes.charclass import INVISIBLE, is_cjk
from anchorlint.quotes.steps import CJK_CLASS

_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_TOKEN_SPLIT_RE = re.compile(rf"([^\W_][^\W_{_MARKS}]*[{_MARKS}]*(?:[^\W_][{_MARKS}]*)*)")
_HIDDEN = "".join(sorted(INVISIBLE))
_JOINED_RE = re.compile(
    rf"[^\W\d_]+[-\u2010][ \t]*\r?\n[ \t]*[^\W\d_]+"
    rf"|[^\W_]+(?:[{_HIDDEN}]+[^\W_]+)+|[^\W_]*(?:&(?:#\w+|[A-Za-z]\w*);[^\W_]*)+"
)
_JOIN_DROP_RE = re.compile(rf"[-\u2010][ \t]*\r?\n[ \t]*|[{_HIDDEN}]")
_CJK_GAP_RE = re.compile(rf"({CJK_CLASS})\s+(?={CJK_CLASS})")
_CJK_RE = re.compile(CJK_CLASS)

Index = dict[str, list[int]]


def fold_key(token: str) -> str:
    """A word as the loosest sound tier reads it (for the index only)."""
    if token.isascii():
        return token.lower()
    bare = unicodedata.normalize("NFKD", token)
    return "".join(ch for ch in bare if not unicodedata.combining(ch)).casefold()


def build_index(text: str) -> Index:
    """Folded key → sorted original offsets where it starts."""
    parts = _TOKEN_SPLIT_RE.split(text)
    tokens = parts[1::2]
    starts = list(accumulate(map(len, parts)))[0::2]  # where each token begins
    table = {token: _key(token) for token in set(tokens)}
    index: Index = {}
    cjk: list[tuple[str, int]] = []
    for token, pos in zip(tokens, starts):
        key = table[token]
        if key is None:
            cjk.append((token, pos))
        elif key:
            index.setdefault(key, []).append(pos)
    extra = [(fold_key(_joined(m.group())), m.start()) for m in _JOINED_RE.finditer(text)]
    extra += [(pair, pos) for token, pos in cjk for pair, pos in _cjk_pairs(token, pos)]
    extra += [(m.group(1) + text[m.end()], m.start()) for m in _CJK_GAP_RE.finditer(text)]
    for key, pos in extra:
        index.setdefault(key, []).append(pos)
    if extra:
        for positions in index.values():
            positions.sort()
    return index


def _key(token: str) -> str | None:
    """The key of one token: "" when too short to be worth indexing, None
    when it holds CJK characters (indexed by pairs)."""
    if not token.isascii() and _CJK_RE.search(token):
        return None
    if len(token) < 2 and not token.isdigit():
        return ""
    return fold_key(token)


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
