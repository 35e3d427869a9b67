"""A dotted path of keys (``root.path``, ``spec.containers``) that a
source's configuration writes nested: a JSON or inline-TOML object (``"root":
{"path": ...}``) or a YAML mapping (``root:`` and ``path:`` indented under
it). A writer names a nested setting by its path; the source spells the same
keys one level inside another. A key the source does not write inside the
one before it (``root.size``) is not grounded.
"""

from __future__ import annotations

import re

# A path of two keys or more: identifiers joined by dots, no part a number.
KEY_PATH_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)+")
# How far an object is read for its keys (a configuration's object is short).
_OBJECT_CHARS = 4000


def nests(path: str, text: str) -> bool:
    """Does ``text`` write the keys of ``path`` (lower case), each inside
    the object or mapping of the one before it?"""
    keys = path.split(".")
    return _nested(keys, text)


def _nested(keys: list[str], text: str, braced: bool | None = None) -> bool:
    """The first key anywhere in ``text`` (or, when ``text`` is an object's
    body, ``braced`` or indented, among its own keys), the rest inside the
    object the key opens."""
    for match in _key_re(keys[0]).finditer(text):
        if braced is not None and not _own_key(text, match.start(), braced):
            continue
        if len(keys) == 1:
            return True
        body, body_braced = _object_after(text, match)
        if body and _nested(keys[1:], body, body_braced):
            return True
    return False


def _own_key(body: str, at: int, braced: bool) -> bool:
    """Is the key at ``body[at:]`` one of the body's own, not one of an
    object nested in it: outside every bracket of a braced body (JSON), or
    indented no deeper than the first key of an indented one (YAML)?"""
    before = body[:at]
    if braced:
        return before.count("{") + before.count("[") <= before.count("}") + before.count("]")
    line_start = before.rfind("\n") + 1
    return _indent(body[line_start:]) <= _indent(body)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" -"))


def _key_re(key: str) -> re.Pattern[str]:
    """A key as a configuration writes it: quoted or bare, before ``:`` or
    ``=``, not the end of a longer name."""
    return re.compile(rf"(?<![\w.\-\"'])[\"']?{re.escape(key)}[\"']?[ \t]*[:=]", re.MULTILINE)


def _object_after(text: str, match: re.Match[str]) -> tuple[str, bool]:
    """The body of the object a key opens, and whether it is braced: the
    braces after it, or the lines indented more deeply under it (YAML); ""
    when its value is no object."""
    rest = text[match.end():match.end() + _OBJECT_CHARS]
    value = rest.lstrip(" \t")
    if value.startswith("{"):
        depth = 0
        for at, char in enumerate(value):
            depth += (char == "{") - (char == "}")
            if depth == 0:
                return value[1:at], True
        return value[1:], True
    if not value.startswith(("\n", "\r", "#")):
        return "", False  # a value on the key's own line: a leaf
    line_start = text.rfind("\n", 0, match.start()) + 1
    indent = _indent(text[line_start:match.start()])
    body = []
    for line in rest.splitlines()[1:]:
        if line.strip() and _indent(line) <= indent:
            break
        body.append(line)
    return "\n".join(line for line in body if line.strip()), False
