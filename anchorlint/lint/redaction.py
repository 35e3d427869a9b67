"""Keeping secrets out of everything anchorlint writes.

H5 names the kind of a secret, never its text. But other rules quote card
text: H7 quotes an ungrounded anchor (``akiaiosfodnn7example`` is one), the
quotation rules quote the source, S1 quotes a source reference. Before a
finding leaves the engine, every text it carries is redacted here: what
any secret pattern matches, on the card or anywhere in the text, and any
anchor taken from inside a secret the card holds. Redacted findings are what
reporters print, ``--mark`` writes into ``quality_warnings`` and the cache
stores. Lines marked ``wiki-secret-ok`` hold no secret by their author's
word. The secrets themselves are found by text/secrets.py (shared with H5);
each card's are computed once, on its rule context. Pure: text in, text out.
"""

from __future__ import annotations

from collections.abc import Mapping

from anchorlint.text.anchors import fold
from anchorlint.text.secrets import CONTENT_HASH_RE, PATTERNS, may_contain_secret

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

REDACTED = "[redacted]"
# Shorter pieces of a secret (an anchor like "12" or "ab") give nothing away.
_MIN_PIECE = 4


def redact_text(text: str, secrets: tuple[str, ...]) -> str:
    """``text`` with every secret in it replaced; a piece of a secret (an
    anchor folded from it) is replaced whole."""
    if not secrets:  # most cards hold none: then only the patterns apply, a function of the text
        done = _SCREENED.get(text)
        if done is None:
            if len(_SCREENED) >= 1 << 14:  # bounded: a long-lived process redacts many texts
                _SCREENED.clear()
            done = _SCREENED[text] = _patterns_redacted(text)
        return done
    for secret in secrets:
        if secret in text:
            text = text.replace(secret, REDACTED)
        elif text.endswith("…"):
            text = _cut_secret(text, secret)
    if len(text) >= _MIN_PIECE and secrets:
        folded = fold(text)
        if any(folded in fold(secret) for secret in secrets):
            return REDACTED
    return _patterns_redacted(text)


# Texts redacted for a card holding no secret -> the result: the findings of
# the cards of one source quote the same anchors and references.
_SCREENED: dict[str, str] = {}


def _patterns_redacted(text: str) -> str:
    """``text`` with what any secret pattern matches replaced."""
    if may_contain_secret(text):
        # Content hashes are kept whole; the patterns apply between them.
        pieces = CONTENT_HASH_RE.split(text)
        hashes = CONTENT_HASH_RE.findall(text)
        for _, pattern in PATTERNS:
            pieces = [pattern.sub(REDACTED, piece) for piece in pieces]
        text = "".join(piece + (hashes[i] if i < len(hashes) else "") for i, piece in enumerate(pieces))
    return text


def redact_value(value: Any, secrets: tuple[str, ...]) -> Any:
    """Strings redacted inside lists, tuples and dicts; other values as they are."""
    if isinstance(value, str):
        return redact_text(value, secrets)
    if isinstance(value, (list, tuple)):
        return type(value)(redact_value(item, secrets) for item in value)
    if isinstance(value, Mapping):
        return {key: redact_value(item, secrets) for key, item in value.items()}
    return value


def redact_args(args: Mapping[str, Any], secrets: tuple[str, ...]) -> dict[str, Any]:
    """A finding's values redacted (redact_value), and a text holding another
    of its values that is a piece of a secret redacted whole: H7 quotes the
    source token its anchor is found inside ("only inside
    'Tr0ub4dor-Correct-Horsey'"), through which the redacted anchor shows."""
    out = redact_value(dict(args), secrets)
    pieces = [value.lower() for name, value in args.items()
              if isinstance(value, str) and value and out[name] == REDACTED]
    if pieces:
        for name, value in out.items():
            if isinstance(value, str) and value != REDACTED and any(piece in value.lower() for piece in pieces):
                out[name] = REDACTED
    return out


def _cut_secret(text: str, secret: str) -> str:
    """An excerpt cut inside a secret (``... sk_live_Q4m…``) ends with the
    secret's first characters: those go too."""
    body = text[:-1]
    for size in range(min(len(secret), len(body)), _MIN_PIECE - 1, -1):
        if body.endswith(secret[:size]):
            return body[: len(body) - size] + REDACTED + "…"
    return text
