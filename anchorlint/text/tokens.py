"""Names at token boundaries, and the forms a faithful writer gives them.

A name is grounded only by the same token in the source: ``java`` is not in
``javascript``, ``x86`` not in ``x86_64``, ``win`` not in ``windows``. What a
faithful writer does to a name is tolerated: case, plural and possessive
(``APIs``, ``API's``), hyphen, dot, space or CamelCase joins (``pre-commit`` /
``precommit`` / ``pre commit``), and a common abbreviation whose expansion the
source writes (``k8s`` / Kubernetes). All functions work on folded text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# A Latin token: letters and digits, joined by . - _ or an apostrophe. Its
# first character is written apart (``[…][…]*`` for ``[…]+``): a pattern that
# opens with a plain class is scanned for faster by the ``re`` engine.
_TOKEN_CHAR = r"[a-z0-9\u00df-\u024f]"
TOKEN_RE = re.compile(rf"{_TOKEN_CHAR}{_TOKEN_CHAR}*(?:[._\-'’]{_TOKEN_CHAR}+)*")
URL_RE = re.compile(r"(?:https?|ftp)://[^\s<>()\[\]`'\"\u3000-\u303f\uff00-\uffef]+")
_SEPARATORS_RE = re.compile(r"[._\-'’ ]")
_PARTS_RE = re.compile(r"[.\-]")
_WORD_PARTS_RE = re.compile(r"[._\-]")
_POSSESSIVE_RE = re.compile(r"['’]s$")


def squash(token: str) -> str:
    """The token without separators: ``pre-commit`` -> ``precommit``."""
    return _SEPARATORS_RE.sub("", token)


def stems(key: str) -> tuple[str, ...]:
    """Singular forms of a squashed key (``apis`` -> ``api``), itself first."""
    if len(key) < 4 or not key.endswith("s") or key[-2].isdigit():
        return (key,)
    out = [key, key[:-1]]
    if key.endswith("es"):
        out.append(key[:-2])
    if key.endswith("ies"):
        out.append(key[:-3] + "y")
    return tuple(out)


def name_keys(token: str) -> tuple[str, ...]:
    """The keys under which a card's token may occur in a source index."""
    token = _POSSESSIVE_RE.sub("", token)
    return stems(squash(token))


def source_keys(tokens: Iterable[str]) -> tuple[set[str], set[str]]:
    """The keys a source's distinct tokens provide, as (exact, singular):
    exact holds each token squashed and each run of its parts split at ``.``
    and ``-`` (``node.js`` gives ``node``, ``js`` and ``nodejs``; ``x86_64``
    stays whole); singular holds the singular forms of the plural ones."""
    tokens = tokens if isinstance(tokens, (set, frozenset)) else set(tokens)
    exact = {token for token in tokens if token.isalnum()}  # most tokens: nothing to split or drop
    singular: set[str] = set()
    for token in [token for token in exact if token.endswith("s")]:
        singular.update(stems(token)[1:])
    for token in tokens - exact:
        token = _POSSESSIVE_RE.sub("", token)
        # Identifiers split at _ only when no part carries a digit:
        # prodname_github_app names GitHub App, x86_64 does not name x86.
        split = _WORD_PARTS_RE if "_" in token and not any(c.isdigit() for c in token) else _PARTS_RE
        if "." in token or "-" in token or split is _WORD_PARTS_RE:
            parts = [squash(part) for part in split.split(token) if part]
            for i in range(len(parts)):
                for j in range(i + 1, min(len(parts), i + 4) + 1):
                    exact.add("".join(parts[i:j]))
        key = squash(token)
        exact.add(key)
        if key.endswith("s"):
            singular.update(stems(key)[1:])
    return exact, singular


def written_stem(token: str) -> str:
    """The token as written without a possessive or plural ending."""
    token = _POSSESSIVE_RE.sub("", token)
    for ending in ("es", "s"):
        if len(token) > len(ending) + 2 and token.endswith(ending) and not token[-len(ending) - 1].isdigit():
            return token[: -len(ending)]
    return token


def joined_pattern(key: str) -> re.Pattern[str]:
    """A source pattern for a squashed key written with spaces, hyphens or
    dots between its letters (``inkstone`` finds ``ink stone``), whole tokens
    only, with an optional plural."""
    body = "[ ._\\-]*".join(re.escape(char) for char in key)
    return re.compile(rf"{after_boundary(body)}(?:s|es)?(?![a-z0-9_])")


def after_boundary(body: str) -> str:
    """``(?<![a-z0-9_])`` + ``body``, written with the boundary check after
    the body's first character when that is a plain one: a pattern that opens
    with a literal is scanned for far faster over a whole source."""
    if not body or not (body[0].isalnum() or body[0] == "_") or body[0] == "\\":
        return rf"(?<![a-z0-9_]){body}"
    return rf"{body[0]}(?<![a-z0-9_]{body[0]}){body[1:]}"
