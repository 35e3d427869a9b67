"""The normalization ladder: each tier forgives one more kind of
presentation, and every tier keeps a map from its characters back to the
original text. Tiers are cumulative, tightest first:

``exact``          the text itself.
``whitespace``     runs of white space (NBSP, thin and ideographic spaces
                   included) become one space; a space touching a CJK
                   character is dropped (pangu spacing).
``cjk-linebreak``  a line break between two CJK characters is dropped too
                   (Chinese and Japanese do not space words).
``layout``         table pipes and rules, bullets, numbered-list and
                   blockquote markers at line starts are layout, not text.
``hyphenation``    a hyphen ending a line inside a word: read with the
                   hyphen (``cross-validation``) or joined (``annotators``).
``typography``     HTML entities, zero-width characters and soft hyphens,
                   ligatures, ``…``, fullwidth forms, smart quotes, primes,
                   dashes (not one right before a number), NFC.
``diacritics``     compatibility decomposition of letters, marks removed,
                   on both sides (``Jurgen Muller`` / ``Jürgen Müller``).
``case``           case folded, except a unit symbol after a number
                   (``5 mW``) and an all-caps word of 2-5 letters (``US`` is
                   not ``us``) unless the quotation is all caps. Last of the
                   sound tiers, so a policy accepting ``case`` accepts all.
``skeleton``       everything but letters, digits and CJK dropped. UNSOUND:
                   ``($10.0 million)`` and ``$100 million`` collide.

A normalized character ``i`` came from original characters
``[starts[i], ends[i])``; an expansion (``ﬁ`` → ``fi``) maps every produced
character to the whole original unit, so a match can be required to cover
whole original characters. Why each tier is sound: docs/quotes.md.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from anchorlint.quotes import steps
from anchorlint.quotes.rewrite import PLAIN, Mapped, identity

_HYPHEN_BREAK_RE = re.compile(r"[-\u2010\u00ad][ \t]*\r?\n")
_NOT_ASCII = r"[^\x00-\x7f]"
_TRIGGERS = {
    "cjk-linebreak": re.compile(rf"{steps.CJK_CLASS}[^\S\n]*\n\s*{steps.CJK_CLASS}"),
    "hyphenation": _HYPHEN_BREAK_RE,
    "typography": re.compile(rf"{_NOT_ASCII}|&[#\w]+;"),
    "case": re.compile(rf"[A-Z]|{_NOT_ASCII}"),
    "diacritics": re.compile(_NOT_ASCII),
}
TIERS = (
    "exact", "whitespace", "cjk-linebreak", "layout", "hyphenation", "typography", "diacritics", "case",
    "skeleton",
)
SOUND_TIERS = frozenset(TIERS[:-1])
_RANK = {name: rank for rank, name in enumerate(TIERS)}


class Reading(NamedTuple):
    """How the looser tiers read one quotation: hyphens at line breaks kept
    or joined, all-caps words kept apart from lower case or not (a named
    tuple: it is a cache key on every tier, and hashes in C)."""

    join_hyphens: bool = False
    keep_acronyms: bool = True


DEFAULT_READING = Reading()
# keep_acronyms -> the readings tried, tightest first (made once: dataclasses are slow to build)
_READINGS = {keep: (Reading(False, keep), Reading(True, keep)) for keep in (False, True)}


def readings(tier: str, quote: str, source: str = "") -> tuple[Reading, ...]:
    """The readings tried at ``tier`` for ``quote`` against ``source`` text,
    tightest first (joined hyphens only where a line ends in a hyphen)."""
    keep = not all_caps(quote)
    if rank(tier) < rank("hyphenation") or not (_HYPHEN_BREAK_RE.search(quote) or _HYPHEN_BREAK_RE.search(source)):
        return _READINGS[keep][:1]
    return _READINGS[keep]


# A line opening with layout: at the first line start, or after a line break
# found by a literal scan (a pattern opening with ``(?m)^`` is tried at
# every position; these two find the same lines).
_LAYOUT_FIRST_RE = re.compile(r"[ \t]*(?:[>|*+\u2022\u25e6-]|\d{1,3}[.)])")
_LAYOUT_NEXT_RE = re.compile(r"\n[ \t]*(?:[>|*+\u2022\u25e6-]|\d{1,3}[.)])")


def relevant(tier: str, text: str) -> bool:
    """Whether ``tier``'s own step can change ``text`` (a cheap, conservative
    test: a tier that changes neither side cannot find what the one below missed)."""
    if tier == "layout":
        return _LAYOUT_FIRST_RE.match(text) is not None or _LAYOUT_NEXT_RE.search(text) is not None
    trigger = _TRIGGERS.get(tier)
    if trigger is None:
        return True
    # ``isascii`` is known without a scan: it decides the triggers that need
    # a non-ASCII character, and those that any non-ASCII character fires
    if text.isascii():
        return tier not in _NON_ASCII_ONLY and trigger.search(text) is not None
    return tier in _ANY_NON_ASCII or trigger.search(text) is not None


_NON_ASCII_ONLY = frozenset(("cjk-linebreak", "diacritics"))
_ANY_NON_ASCII = frozenset(("typography", "case", "diacritics"))


@lru_cache(maxsize=1024)
def all_caps(text: str) -> bool:
    """Every cased letter is upper case (and there is one); a unit symbol
    after a number (``5 mW``) keeps its own case and is skipped."""
    bare = steps.without_units(text)
    return bare == bare.upper() and bare != bare.lower()


def rank(tier: str) -> int:
    if tier not in _RANK:
        raise ValueError(f"unknown tier {tier!r} (known: {', '.join(TIERS)})")
    return _RANK[tier]


@dataclass(frozen=True, slots=True)
class TierText:
    """One tier's text and its map to the original (None maps: identity).
    The map counts from ``base``: a window's map is a cheap copy of 0, 1, 2 …"""

    tier: str
    text: str
    starts: array | None = None
    ends: array | None = None
    base: int = 0

    def origin(self, a: int, b: int) -> tuple[int, int]:
        """The original span of normalized ``[a, b)`` (``b > a``)."""
        if self.starts is None or self.ends is None:
            return a + self.base, b + self.base
        return self.starts[a] + self.base, self.ends[b - 1] + self.base

    def position(self, original: int) -> int:
        """The first normalized position at or after ``original``."""
        local = original - self.base
        if local <= 0:
            return 0
        return local if self.starts is None else bisect_left(self.starts, local)

    def whole_units(self, a: int, b: int) -> bool:
        """Whether ``[a, b)`` neither starts nor ends inside an expansion."""
        starts, ends = self.starts, self.ends
        if starts is None or ends is None:
            return True
        if a > 0 and starts[a - 1] == starts[a]:
            return False
        return b >= len(ends) or ends[b] != ends[b - 1]


def apply(mapped: Mapped, tier: str, reading: Reading = DEFAULT_READING, memo: dict | None = None) -> Mapped:
    """``mapped`` at ``tier`` (layout first: it needs the line starts).
    With ``memo`` (one per text), the steps several tiers share are run once."""
    key: tuple = ()
    for step, argument in _chain(tier, reading):
        if memo is None:
            mapped = step(mapped, argument)
            continue
        key += (step, argument)
        done = memo.get(key)
        if done is None:
            done = memo[key] = step(mapped, argument)
        mapped = done
    return mapped


@lru_cache(maxsize=64)
def _chain(tier: str, reading: Reading) -> tuple[tuple[Callable[[Mapped, Any], Mapped], Any], ...]:
    """The steps of ``tier``, in the order they run."""
    level = rank(tier)
    chain: list[tuple[Callable[[Mapped, Any], Mapped], Any]] = []
    if level >= _RANK["layout"]:
        chain.append((_layout, None))
    if level >= _RANK["hyphenation"]:
        chain.append((steps.hyphen_breaks, reading.join_hyphens))
    if level >= _RANK["typography"]:
        chain.append((_typography, None))
    if level >= _RANK["whitespace"]:
        chain.append((steps.whitespace, level >= _RANK["cjk-linebreak"]))
    if level >= _RANK["case"]:
        chain.append((steps.fold_case, reading.keep_acronyms))
    if level >= _RANK["diacritics"]:
        chain.append((_strip_marks, None))
    if level >= _RANK["skeleton"]:
        chain.append((_skeleton, None))
    return tuple(chain)


def _layout(mapped: Mapped, _: None) -> Mapped:
    return steps.layout(mapped)


def _typography(mapped: Mapped, _: None) -> Mapped:
    return steps.typography(mapped)


def _strip_marks(mapped: Mapped, _: None) -> Mapped:
    return steps.strip_marks(mapped)


def _skeleton(mapped: Mapped, _: None) -> Mapped:
    return steps.skeleton(mapped)


def normalize(text: str, tier: str, reading: Reading = DEFAULT_READING, base: int = 0) -> TierText:
    """``text`` at ``tier``, with its map back to ``text`` (offsets shifted
    by ``base`` when ``text`` is a slice starting there)."""
    if tier == "exact":
        return TierText(tier, text, base=base)
    mapped = apply(identity(text), tier, reading)
    return TierText(tier, mapped[0], mapped[1], mapped[2], base)


@lru_cache(maxsize=8192)
def normalize_plain(text: str, tier: str, reading: Reading = DEFAULT_READING) -> str:
    """``text`` at ``tier`` without the map (for quotations)."""
    if tier == "exact":
        return text
    return apply((text, PLAIN, PLAIN), tier, reading, _plain_steps(text))[0]


@lru_cache(maxsize=256)
def _plain_steps(text: str) -> dict:
    """The steps already run on ``text`` (a quotation is read at several tiers)."""
    return {}
