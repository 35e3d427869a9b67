"""Secret-shaped text: the patterns of text/wordlists.py compiled once, a
cheap screen, and the secrets a card holds. Shared by H5 (which names the
kinds) and by redaction (which keeps their text out of every output). Pure."""

from __future__ import annotations

import re

from anchorlint.model.card import Card
from anchorlint.text.wordlists import CONTENT_HASH_PATTERN, SECRET_EXEMPT_MARK, SECRET_PATTERNS

PATTERNS = tuple((kind, re.compile(source)) for kind, source in SECRET_PATTERNS)
CONTENT_HASH_RE = re.compile(CONTENT_HASH_PATTERN)

# Necessary conditions of the patterns, tested on the whole text at C speed
# before any line is looked at: most cards contain none of them.
_SCREEN_WORDS = ("pass", "secret", "key", "token", "priv")
_SCREEN_LITERALS = ("-----BEGIN", "AKIA", "xox", "AIza", "sk_", "eyJ", "://")
# Of "[0-9]{4}[ -]?[0-9]{4}|gh[pousr]_": the first character read as one set,
# which re skips to at C speed (an alternation is tried at every position).
_SCREEN_RE = re.compile(r"[0-9g](?:(?<=[0-9])[0-9]{3}[ -]?[0-9]{4}|(?<=g)h[pousr]_)")
# Characters that case-fold to ASCII letters under (?i) (long s, Kelvin sign):
# their presence disables the lower-case screen.
_FOLDING_ODDITIES = ("\u017f", "\u212a")
_SCREEN_CASED = _SCREEN_LITERALS + _FOLDING_ODDITIES  # searched in the text as it is


# The words as ASCII bytes, looked for in the text's ASCII letters folded:
# no character beyond ASCII lower-cases to one of their letters but the
# Kelvin sign (a folding oddity, looked for first) and the dotted I, whose
# i is followed by a dot above, which no word goes on with.
_SCREEN_WORD_BYTES = tuple(word.encode() for word in _SCREEN_WORDS)


def may_contain_secret(text: str) -> bool:
    # Plain loops, no generator expressions: redaction screens every short
    # text a finding carries (some 10,000 a run), where building the
    # generators cost more than the searches.
    for literal in _SCREEN_CASED:
        if literal in text:
            return True
    # (each character beyond ASCII one "?": lower-casing the whole text cost more)
    folded = text.encode("ascii", "replace").lower()
    for word in _SCREEN_WORD_BYTES:
        if word in folded:
            return True
    return _SCREEN_RE.search(text) is not None


def without_hashes(text: str) -> str:
    """``text`` with every 64-digit hexadecimal content hash (a data claim's
    pinned sha256) blanked, same length, so that its digit runs are not read
    as a card number."""
    if len(text) < 64:
        return text
    return CONTENT_HASH_RE.sub(lambda match: "h" * 64, text)


def secret_kinds(text: str, patterns: tuple[tuple[str, re.Pattern[str]], ...] = PATTERNS) -> list[str]:
    """The kinds of secret this line looks like (never the matched text)."""
    return [kind for kind, pattern in patterns if pattern.search(text)]


def patterns_in(text: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The patterns that can match a line of ``text``: those matching the
    whole text (a line's match is one in the whole text too: no pattern
    anchors to the text's ends, and a line end looks to each as the end of
    the line does)."""
    return tuple((kind, pattern) for kind, pattern in PATTERNS if pattern.search(text))


def card_patterns(text: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The patterns that can match a line of a card's ``text``, its content
    hashes aside (what H5 and card_secrets try line by line)."""
    return patterns_in(without_hashes(text))


def card_secrets(card: Card, screened: bool | None = None,
                 patterns: tuple[tuple[str, re.Pattern[str]], ...] | None = None) -> tuple[str, ...]:
    """The text of every secret on the card: each pattern match, and every
    line of a PEM block (its header is what the pattern sees). ``screened``
    is may_contain_secret(card.text) and ``patterns`` is
    card_patterns(card.text) when the caller already knows them."""
    if not (may_contain_secret(card.text) if screened is None else screened):
        return ()
    # Only the patterns the whole text matches can match a line (patterns_in);
    # most cards the screen lets through match none.
    if patterns is None:
        patterns = card_patterns(card.text)
    if not patterns:
        return ()
    found: list[str] = []
    in_block = False
    for line in card.lines:
        text = line.text
        if SECRET_EXEMPT_MARK in text:
            continue
        if in_block:
            found.append(text.strip())
            in_block = "-----END" not in text
            continue
        unhashed = without_hashes(text)
        for kind, pattern in patterns:
            for match in pattern.finditer(unhashed):
                found.append(match.group())
                in_block = in_block or kind == "pem"
    return tuple(dict.fromkeys(piece for piece in found if piece))
