"""A dotted join of plain words that names the source's own enumeration:
``major.minor.patch`` for a source's "a major, minor, and patch version".

Writers of version schemes, paths of settings and the like join words with
dots; a card that writes ``major.minor.patch`` where the source lists
"major, minor, and patch" restates that list, in its order. An invented
file or setting name (``config.yaml``, ``cache.size``) is not grounded this
way: its last part is a file's extension, or the source never lists its
words one after another in an enumeration of three or more.

Pure: folded text in.
"""

from __future__ import annotations

import re

_PLAIN_DOTTED_RE = re.compile(r"[a-z]{2,}(?:\.[a-z]{2,})+")
# What joins two items of an enumeration in running text.
_JOIN = r"(?:,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or)[ \t]+)"
_SHORTEST_LIST = 3
# The extensions of files a card names: a dotted name ending with one is a
# file, not a list (config.yaml, notes.txt).
_FILE_EXTENSIONS = frozenset(
    "yaml yml json toml ini cfg conf txt md rst html htm xml csv tsv py js ts go rs java rb sh lock log"
    " env sql png jpg svg pdf zip gz tar".split())


def enumerated(key: str, source_text: str) -> bool:
    """Is the folded dotted name ``key`` (``major.minor.patch``) a run of
    consecutive items, in order, of an enumeration of three or more that
    the source writes ("a major, minor, and patch version")?"""
    if _PLAIN_DOTTED_RE.fullmatch(key) is None:
        return False
    parts = key.split(".")
    if parts[-1] in _FILE_EXTENSIONS or parts[0] not in source_text:
        return False
    body = _JOIN.join(parts)
    # At least three items: one more item before or after the card's run.
    item = r"[a-z][a-z\-]*"
    pattern = rf"(?<![a-z.])(?:{item}{_JOIN}{body}|{body}{_JOIN}{item})(?![a-z.])"
    needed = _SHORTEST_LIST - len(parts)
    if needed <= 0:
        pattern = rf"(?<![a-z.]){body}(?![a-z.])"
    return re.search(pattern, source_text) is not None
