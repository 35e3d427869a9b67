"""Path globs for per-path settings, with the folder-aware meaning people
expect from .gitignore and pre-commit rather than fnmatch's (where ``*``
crosses folders).

* ``*`` matches within one path segment, ``?`` one character of a segment,
  ``[...]`` a character class, ``**`` any number of segments (``**/`` may
  match none).
* A glob without ``/`` matches any segment: ``drafts`` matches every file
  under any folder called drafts, ``*.draft.md`` every such file.
* A glob with ``/`` is anchored at the configuration file's folder and
  matches a path or any folder above it: ``archive/2024`` covers everything
  beneath that folder. A trailing ``/`` is ignored.
"""

from __future__ import annotations

import re
from functools import lru_cache


class GlobError(ValueError):
    """A glob that cannot be compiled (an unclosed character class)."""


@lru_cache(maxsize=256)
def compile_glob(glob: str) -> re.Pattern[str]:
    body = glob.strip("/")
    if not body:
        raise GlobError("an empty glob matches nothing")
    out: list[str] = []
    i = 0
    while i < len(body):
        if body.startswith("**/", i):
            out.append("(?:[^/]+/)*")
            i += 3
        elif body.startswith("**", i):
            out.append(".*")
            i += 2
        elif body[i] == "*":
            out.append("[^/]*")
            i += 1
        elif body[i] == "?":
            out.append("[^/]")
            i += 1
        elif body[i] == "[":
            end = body.find("]", i + 2)
            if end < 0:
                raise GlobError(f"unclosed '[' in {glob!r}")
            inner = body[i + 1 : end].replace("\\", "\\\\")
            out.append("[^" + inner[1:] + "]" if inner.startswith("!") else "[" + inner + "]")
            i = end + 1
        else:
            out.append(re.escape(body[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


def glob_matches(glob: str, relpath: str) -> bool:
    """Whether ``relpath`` (POSIX, relative to the configuration's folder)
    falls under ``glob``."""
    pattern = compile_glob(glob)
    parts = [part for part in relpath.split("/") if part and part != "."]
    if "/" not in glob.strip("/"):
        return any(pattern.match(part) for part in parts)
    return any(pattern.match("/".join(parts[:n])) for n in range(len(parts), 0, -1))
