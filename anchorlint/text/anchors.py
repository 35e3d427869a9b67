"""Anchors: the specifics that translation and paraphrase cannot carry away.

A paraphrase may change every word of a sentence, but it does not create a
new referent. Latin-letter names (Windows, OAuth2, CONSTITUTION.md, v1.4) and
numbers of two or more digits (30, 2026, 1.4, 80%) survive translation
verbatim, so a faithful card's anchors are substrings of its source.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

LATIN_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[._\-][A-Za-z0-9]+)*")
NUMBER_RE = re.compile(r"[0-9]{2,}(?:\.[0-9]+)*%?|[0-9]\.[0-9]+")

# Every character an anchor can contain once folded. Any occurrence of an
# anchor in a source lies inside one maximal run of these characters.
ANCHOR_RUN_RE = re.compile(r"[a-z0-9._%\-]+")


def _fold_table(fold_percent: bool) -> dict[int, str]:
    table = {code: chr(code + 32) for code in range(ord("A"), ord("Z") + 1)}
    table.update({code: chr(code - 0xFF10 + 0x30) for code in range(0xFF10, 0xFF1A)})
    table.update({code: chr(code - 0xFF21 + 0x61) for code in range(0xFF21, 0xFF3B)})
    table.update({code: chr(code - 0xFF41 + 0x61) for code in range(0xFF41, 0xFF5B)})
    if fold_percent:
        table[0xFF05] = "%"
    return table


_FOLD_GO = _fold_table(fold_percent=False)
_FOLD_DEFAULT = _fold_table(fold_percent=True)
_FULLWIDTH_RE = re.compile("[\uff05\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")


def fold(text: str, *, compat: bool = False) -> str:
    """Fold fullwidth digits and letters to ASCII and lower-case ASCII letters.

    Only ASCII letters change case: Go's fold leaves every other letter alone,
    so ``str.lower()`` is exact only for pure-ASCII text.
    """
    if text.isascii():
        return text.lower()
    if _FULLWIDTH_RE.search(text) is None:
        # Lower-case the ASCII bytes only; UTF-8 never hides ASCII inside a
        # multi-byte sequence, so this is exact and far faster than translate.
        return text.encode("utf-8", "surrogatepass").translate(_ASCII_LOWER).decode(
            "utf-8", "surrogatepass"
        )
    return text.translate(_FOLD_GO if compat else _FOLD_DEFAULT)


_ASCII_LOWER = bytes.maketrans(
    bytes(range(ord("A"), ord("Z") + 1)), bytes(range(ord("a"), ord("z") + 1))
)


def extract_anchors(folded: str, stop_words: Iterable[str] | frozenset[str]) -> list[str]:
    """Anchors of already-folded text, de-duplicated in first-seen order:
    every Latin anchor first, then every number (the Go original's order)."""
    seen: set[str] = set()
    out: list[str] = []
    for match in LATIN_RE.findall(folded):
        if len(match) < 2 or match in stop_words or match in seen:
            continue
        seen.add(match)
        out.append(match)
    for match in NUMBER_RE.findall(folded):
        if match not in seen:
            seen.add(match)
            out.append(match)
    return out


def anchor_runs(folded_source: str) -> str:
    """A compact index of a folded source for anchor lookups.

    Joins the distinct maximal runs of anchor characters with newlines. An
    anchor (which never contains a newline) is a substring of the source if
    and only if it is a substring of this index, so lookups keep the Go
    original's substring semantics while scanning far less text.
    """
    return "\n".join(dict.fromkeys(ANCHOR_RUN_RE.findall(folded_source)))
