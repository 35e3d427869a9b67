"""The normalization ladder: each tier forgives more presentation, and every
tier keeps a map from its characters back to the original text.

Tiers are cumulative and built from the original text in one pass each:

``exact``       the text itself.
``whitespace``  runs of white space (line breaks, NBSP, thin and ideographic
                spaces included) become one space; white space touching a
                CJK character is dropped (Chinese and Japanese do not space
                words, so a hard-wrapped line or pangu spacing is layout).
``typography``  HTML entities decoded; a hyphen or soft hyphen ending a line
                between two letters rejoins the word; zero-width characters
                and soft hyphens dropped; ligatures, ``…``, fullwidth forms,
                smart quotes, primes, CJK corner quotes, minus signs and
                dashes folded to ASCII (not a dash right before a number,
                which is not a minus sign); combining accents composed
                (NFC); then white space as above.
``case``        case folded, except a unit symbol right after a number
                (``5 mW`` keeps ``mW``; the symbols are listed in
                wordlists.CASE_SENSITIVE_UNITS): there case is content.
``skeleton``    everything but letters, digits and CJK characters dropped.
                UNSOUND: ``($10.0 million)`` and ``$100 million`` collide.

A normalized character ``i`` came from original characters
``[starts[i], ends[i])``. An expansion (``ﬁ`` → ``fi``) maps every produced
character to the whole original unit, so a match can be required to cover
whole original characters (``fi`` may match ``ﬁ``, ``i`` alone may not).
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Callable
from dataclasses import dataclass

from anchorlint.quotes import vocab as wordlists
from anchorlint.quotes.charclass import INVISIBLE, is_cjk
from anchorlint.quotes.rewrite import Mapped, identity, rewrite

TIERS = ("exact", "whitespace", "typography", "case", "skeleton")
SOUND_TIERS = frozenset(TIERS[:4])

_CJK_CLASS = (
    "[\u3000-\u30ff\u3100-\u312f\u31a0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\uff61-\uff9f\U00020000-\U0003ffff]"
)
# Only the white space that changes: runs, non-space characters, a space
# touching CJK, and spaces at either end (a lone ASCII space between two
# other characters is already normalized, and skipping it keeps this fast).
_WS_RE = re.compile(rf"\s{{2,}}|[^\S ]|(?<={_CJK_CLASS}) | (?={_CJK_CLASS})|\A | \Z")
_ENTITY_RE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_LINE_HYPHEN_RE = re.compile(r"(?<=[^\W\d_])[-\u2010\u00ad][ \t]*\r?\n[ \t]*(?=[^\W\d_])")
_INVISIBLE_RE = re.compile("[" + "".join(sorted(INVISIBLE)) + "]+")
_EXPANSIONS = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st", "…": "..."}
_EXPAND_RE = re.compile("[" + "".join(_EXPANSIONS) + "]")
_COMBINING_RE = re.compile(
    r".[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+", re.DOTALL
)
_UNIT_RE = re.compile(r"(?<=\d) ?([^\W\d_]{1,5})(?![^\W\d_])")
_SKELETON_DROP_RE = re.compile(r"[\W_]+")


def _typography_table() -> dict[int, str]:
    table = {code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}
    for chars, target in (("‘’‚‛′‵", "'"), ("“”„‟″‶「」『』", '"'), ("‐‑‒−﹣", "-")):
        table.update({ord(ch): target for ch in chars})
    return table


_TYPOGRAPHY = _typography_table()
# Dashes fold to a hyphen, except an en or em dash right before a number
# that does not follow one: "value —5" is punctuation, "-5" is negative.
_DASH_RE = re.compile(r"[–—―﹘](?!\d)|(?<=\d)[–—―﹘]")


@dataclass(frozen=True, slots=True)
class TierText:
    """One tier's text and its map to the original (None maps: identity)."""

    tier: str
    text: str
    starts: array | None = None
    ends: array | None = None

    def origin(self, a: int, b: int) -> tuple[int, int]:
        """The original span of normalized ``[a, b)`` (``b > a``)."""
        if self.starts is None or self.ends is None:
            return a, b
        return self.starts[a], self.ends[b - 1]

    def whole_units(self, a: int, b: int) -> bool:
        """Whether ``[a, b)`` neither starts nor ends inside an expansion."""
        starts, ends = self.starts, self.ends
        if starts is None or ends is None:
            return True
        if a > 0 and starts[a - 1] == starts[a]:
            return False
        return b >= len(ends) or ends[b] != ends[b - 1]


def _collapse_space(match: re.Match[str]) -> str:
    text, (a, b) = match.string, match.span()
    if a == 0 or b == len(text) or is_cjk(text[a - 1]) or is_cjk(text[b]):
        return ""
    return " "


def _entity(match: re.Match[str]) -> str:
    import html

    return html.unescape(match.group())


def _whitespace(mapped: Mapped) -> Mapped:
    return rewrite(mapped, _WS_RE, _collapse_space)


def _typography(mapped: Mapped) -> Mapped:
    mapped = rewrite(mapped, _ENTITY_RE, _entity)
    mapped = rewrite(mapped, _LINE_HYPHEN_RE, lambda m: "")
    mapped = rewrite(mapped, _INVISIBLE_RE, lambda m: "")
    mapped = rewrite(mapped, _EXPAND_RE, lambda m: _EXPANSIONS[m.group()])
    mapped = rewrite(mapped, _COMBINING_RE, lambda m: unicodedata.normalize("NFC", m.group()))
    text, starts, ends = mapped
    text = _DASH_RE.sub("-", text.translate(_TYPOGRAPHY))  # one character for one: the map holds
    return _whitespace((text, starts, ends))


def _fold_case(mapped: Mapped) -> Mapped:
    expanding = [ch for ch in set(mapped[0]) if len(ch.casefold()) != 1]
    if expanding:  # rare (ß, İ): fold these first, mapping each to its unit
        pattern = re.compile("[" + re.escape("".join(expanding)) + "]")
        mapped = rewrite(mapped, pattern, lambda m: m.group().casefold())
    text, starts, ends = mapped
    pieces: list[str] = []
    pos = 0
    for match in _UNIT_RE.finditer(text):
        if match.group(1).casefold() not in wordlists.CASE_SENSITIVE_UNITS:
            continue
        a, b = match.span(1)
        pieces.append(text[pos:a].casefold())
        pieces.append(text[a:b])
        pos = b
    pieces.append(text[pos:].casefold())
    return "".join(pieces), starts, ends


def _skeleton(mapped: Mapped) -> Mapped:
    return rewrite(mapped, _SKELETON_DROP_RE, lambda m: "")


_STEPS: dict[str, tuple[Callable[[Mapped], Mapped], ...]] = {
    "whitespace": (_whitespace,),
    "typography": (_typography,),
    "case": (_typography, _fold_case),
    "skeleton": (_typography, _fold_case, _skeleton),
}


def normalize(text: str, tier: str) -> TierText:
    """``text`` at ``tier``, with its map back to ``text``."""
    if tier == "exact":
        return TierText(tier, text)
    if tier not in _STEPS:
        raise ValueError(f"unknown tier {tier!r} (known: {', '.join(TIERS)})")
    mapped = identity(text)
    for step in _STEPS[tier]:
        mapped = step(mapped)
    return TierText(tier, mapped[0], mapped[1], mapped[2])


# A tier that can be computed from the tier below it (the others start from
# the original text, because typography needs the original line breaks).
_DERIVED = {"case": ("typography", _fold_case), "skeleton": ("case", _skeleton)}


def derive(base: TierText, tier: str) -> TierText | None:
    """``tier`` computed from ``base`` when ``base`` is the tier it builds
    on (saves renormalizing a large source); None otherwise."""
    below, step = _DERIVED.get(tier, (None, None))
    if step is None or base.tier != below or base.starts is None or base.ends is None:
        return None
    text, starts, ends = step((base.text, base.starts, base.ends))
    return TierText(tier, text, starts, ends)


def normalize_plain(text: str, tier: str) -> str:
    """``text`` at ``tier`` without the map (for quotations)."""
    return normalize(text, tier).text
