"""What a source grounds, read once per source and shared by every card
citing it: its names at token boundaries (with their joins, singulars and
parts) and its numbers in every written form, each with the units it is
given. Pure: built from the source text alone; each part on first use."""

from __future__ import annotations

import re
from functools import cached_property

from anchorlint.text.card_anchors import NAME, NUMBER, Anchor, unfullwidth
from anchorlint.text.grounding_words import ABBREVIATIONS
from anchorlint.text.numbers import read_numbers
from anchorlint.text.tokens import TOKEN_RE, joined_pattern, name_keys, source_keys, squash, stems

# Two adjacent words, for names a card writes joined (``InkStone``/``ink stone``).
_PAIR_RE = re.compile(r"(?<![a-z0-9_])([a-z0-9]+)[ \-]+(?=([a-z0-9]+))")


class SourceIndex:
    """Token-aligned lookups of card anchors in one source."""

    __slots__ = ("text", "__dict__")

    def __init__(self, text: str) -> None:
        self.text = unfullwidth(text).lower()

    @cached_property
    def names(self) -> set[str]:
        return source_keys(set(TOKEN_RE.findall(self.text)))

    @cached_property
    def pairs(self) -> set[str]:
        """Every two adjacent words joined, and their singulars."""
        keys: set[str] = set()
        for first, second in _PAIR_RE.findall(self.text):
            keys.update(stems(first + second))
        return keys

    @cached_property
    def numbers(self) -> dict[str, set[str | None]]:
        """Number key -> the units the source gives it (None: no unit). A
        version also gives its shorter prefixes (3.14.15 gives 3.14)."""
        table: dict[str, set[str | None]] = {}
        for number in read_numbers(self.text):
            table.setdefault(number.key, set()).add(number.unit)
            if number.version:
                parts = number.key.split(".")
                for size in range(2, len(parts)):
                    table.setdefault(".".join(parts[:size]), set()).add(None)
            elif number.decimals:
                whole, _, fraction = number.key.partition(".")
                for size in range(len(fraction)):
                    rounded = f"{float(number.key):.{size}f}"
                    if float(rounded) != float(number.key):
                        table.setdefault("~" + rounded, set()).add(number.unit)
        return table

    def has_name(self, key: str) -> bool:
        """A card token (folded) at token boundaries in the source, or in a
        form a faithful writer gives it."""
        keys = name_keys(key)
        names = self.names
        if any(k in names for k in keys):
            return True
        if any(k in self.pairs for k in keys):
            return True
        return self._abbreviation(keys[0]) or self._joined(keys[0])

    def _abbreviation(self, key: str) -> bool:
        expansions = ABBREVIATIONS.get(key, ())
        if any(self._phrase(expansion) for expansion in expansions):
            return True
        short = _REVERSE.get(key)
        return short is not None and short in self.names

    def _phrase(self, phrase: str) -> bool:
        words = [re.escape(word) for word in re.split(r"[ \-]", phrase)]
        pattern = r"(?<![a-z0-9_])" + r"[ \-]?".join(words) + r"(?![a-z0-9_])"
        return re.search(pattern, self.text) is not None

    def _joined(self, key: str) -> bool:
        cache = self.__dict__.setdefault("_joined_cache", {})
        if key not in cache:
            cache[key] = len(key) >= 4 and joined_pattern(key).search(self.text) is not None
        return cache[key]

    def has_number(self, anchor: Anchor, strict_units: bool = True) -> bool:
        """The same number (or one the card's precision rounds it to), with
        the card's unit or none, unless units are not strict."""
        units = self.numbers.get(anchor.key)
        if units is None and not anchor.version:
            units = self.numbers.get("~" + anchor.key)
        if units is None:
            return False
        if anchor.unit is None or not strict_units or anchor.unit in units:
            return True
        return None in units and not anchor.small

    def grounds(self, anchor: Anchor, strict_units: bool = True) -> bool:
        if anchor.kind == NAME:
            return self.has_name(anchor.key)
        if anchor.kind == NUMBER:
            return self.has_number(anchor, strict_units)
        return anchor.key.rstrip("/") in self.text

    def locate(self, anchor: Anchor) -> tuple[int, int] | None:
        """Where the source writes the anchor (offsets into the source
        text), when it writes it as the card does; None otherwise."""
        key = anchor.key if anchor.kind != NAME else squash(anchor.key)
        pattern = (
            re.escape(anchor.key) if anchor.kind != NAME else "[ ._\\-]?".join(map(re.escape, key))
        )
        match = re.search(rf"(?<![a-z0-9_]){pattern}", self.text)
        return None if match is None else match.span()


_REVERSE = {squash(expansion): short for short, expansions in ABBREVIATIONS.items() for expansion in expansions}
