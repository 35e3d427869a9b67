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

# A Latin token: letters and digits, joined by . - _ or an apostrophe.
TOKEN_RE = re.compile(r"[a-z0-9\u00df-\u024f]+(?:[._\-'’][a-z0-9\u00df-\u024f]+)*")
URL_RE = re.compile(r"(?:https?|ftp)://[^\s<>()\[\]`'\"\u3000-\u303f\uff00-\uffef]+")
_SEPARATORS_RE = re.compile(r"[._\-'’ ]")
_PARTS_RE = re.compile(r"[.\-]")
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


def source_keys(tokens: Iterable[str]) -> set[str]:
    """Every key a source's distinct tokens provide: the token squashed, its
    singular, and each run of its parts split at ``.`` and ``-`` (``node.js``
    gives ``node``, ``js`` and ``nodejs``; ``x86_64`` stays whole)."""
    keys: set[str] = set()
    add = keys.add
    for token in tokens:
        token = _POSSESSIVE_RE.sub("", token)
        if "." in token or "-" in token:
            parts = [squash(part) for part in _PARTS_RE.split(token) if part]
            for i in range(len(parts)):
                for j in range(i + 1, min(len(parts), i + 4) + 1):
                    for key in stems("".join(parts[i:j])):
                        add(key)
        key = squash(token)
        add(key)
        if key.endswith("s"):
            keys.update(stems(key))
    return keys


def joined_pattern(key: str) -> re.Pattern[str]:
    """A source pattern for a squashed key written with spaces, hyphens or
    dots between its letters (``inkstone`` finds ``ink stone``), whole tokens
    only, with an optional plural."""
    body = "[ ._\\-]?".join(re.escape(char) for char in key)
    return re.compile(rf"(?<![a-z0-9_]){body}(?:s|es)?(?![a-z0-9_])")
