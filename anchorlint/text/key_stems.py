"""The stem that sibling keys of one line share: a device report's
``fp16p=1  fp16s=1  fp16a=1`` gives fp16 with three flags (packed, storage,
arithmetic), and a card that says the device "supports fp16" writes the
thing those keys are about. Keys of one line that differ only by a last
letter are the stem's variants; one key alone (``fp16p=1``) is no stem's.
Pure: the source's text in, an answer out."""

from __future__ import annotations

import re

_KEY_END = r"[ \t]*[=:]"


def written_as_key_stem(stem: str, text: str) -> bool:
    """Does ``text`` (folded to lower case) write two keys or more on one
    line that are ``stem`` (lower case) with one letter more, each a
    different letter (``fp16p=1  fp16s=1``, ``queuec: 2  queueg: 0``)?"""
    pattern = re.compile(rf"(?<![0-9a-z_.\-]){re.escape(stem)}([a-z]){_KEY_END}")
    letters: dict[int, set[str]] = {}  # line start -> the letters after the stem there
    for match in pattern.finditer(text):
        line = text.rfind("\n", 0, match.start()) + 1
        seen = letters.setdefault(line, set())
        seen.add(match.group(1))
        if len(seen) >= 2:
            return True
    return False
