"""H5 secret: a credential or personal identifier copied into the card.

What it checks
    Each line (frontmatter included) for: password/secret/api-key/access-key/
    auth-token/private-key assignments with a value of 6+ characters, PEM
    private-key blocks, AWS access key ids, GitHub, Slack, Google and Stripe
    keys, JWTs, credentials embedded in URLs, Taiwan national ids, and
    credit-card numbers (13-19 digits that pass the issuer-prefix and Luhn
    checks, not glued to letters, digits or underscores). A line containing
    ``wiki-secret-ok`` is exempt. Messages name the kind, never the value.

Why
    Cards are copied into knowledge bases that many people and models read. A
    secret in a source must become a description ("the API key is stored in
    Vault"), not a copy.

Fails
    ``- 測試帳號 password: hunter2hunter2``

Passes
    ``- 測試帳號的密碼存放在 Vault`` or a line marked ``wiki-secret-ok``.

Options
    none.

Blind spots
    Patterns see shapes: deliberately obfuscated secrets pass, and example
    values that look real are flagged (mark them ``wiki-secret-ok``). The
    card-number shape has no checksum, so a 13-digit order number is flagged.
"""

from __future__ import annotations

from dataclasses import dataclass

import functools
import re
from collections.abc import Iterator

from anchorlint.text import wordlists
from anchorlint.model.card import Card
from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "H5"
NAME = "secret"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False

MESSAGES = {
    "default": {
        "en": "looks like a secret ({kinds}): describe it instead of copying it",
        "zh-TW": "疑似機敏值：{kinds}（應改寫成描述，不得照抄）",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""



@functools.cache
def secret_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The compiled patterns, built on first use: most cards never pass the
    screen below, and a one-card run need not compile them."""
    return tuple((kind, re.compile(source)) for kind, source in wordlists.SECRET_PATTERNS)


def __getattr__(name: str) -> object:  # _PATTERNS, compiled when first asked for
    if name == "_PATTERNS":
        return secret_patterns()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# Necessary conditions of the patterns, tested on the whole card at C speed
# before any line is looked at: most cards contain none of them.
_SCREEN_WORDS = ("pass", "secret", "key", "token", "priv")
_SCREEN_LITERALS = ("-----BEGIN", "AKIA", "xox", "AIza", "sk_", "eyJ", "://")
_SCREEN_RE = re.compile(r"[0-9]{4}[ -]?[0-9]{4}|gh[pousr]_")
# Characters that case-fold to ASCII letters under (?i) (long s, Kelvin sign):
# their presence disables the lower-case screen.
_FOLDING_ODDITIES = ("\u017f", "\u212a")


def may_contain_secret(text: str) -> bool:
    lowered = text.lower()
    return (
        any(word in lowered for word in _SCREEN_WORDS)
        or any(literal in text for literal in _SCREEN_LITERALS)
        or _SCREEN_RE.search(text) is not None
        or any(odd in text for odd in _FOLDING_ODDITIES)
    )


def card_may_contain_secret(card: Card) -> bool:
    """may_contain_secret for a card's text, screened once per card (H5 and
    the redaction of every finding both ask)."""
    cached = card.__dict__.get("_may_hold_secret")
    if cached is None:
        cached = card.__dict__["_may_hold_secret"] = may_contain_secret(card.text)
    return cached


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    if not card_may_contain_secret(ctx.card):
        return
    seen: set[str] = set()
    skip = ctx.mark_lines
    for line in ctx.card.lines:
        if wordlists.SECRET_EXEMPT_MARK in line.text or line.number in skip:
            continue
        kinds = [k for k in secret_kinds(line.text) if k not in seen]
        if kinds:
            seen.update(kinds)
            yield Hit(line.number, args={"kinds": kinds})


def secret_kinds(text: str) -> list[str]:
    """The kinds of secret this line looks like (never the matched text)."""
    return [kind for kind, pattern in secret_patterns() if pattern.search(text)]
