"""The stem that sibling keys of one line share: a device report's
``fp16p=1  fp16s=1  fp16a=1`` gives fp16 with three flags (packed, storage,
arithmetic), and a card that says the device "supports fp16" writes the
thing those keys are about. Keys of one line that differ only by a last
letter are the stem's variants; one key alone (``fp16p=1``) is no stem's.
Pure: the source's text in, an answer out."""

from __future__ import annotations

import re

# What ends a key: spaces or tabs, then ``=`` or ``:``.
_KEY_END_RE = re.compile(r"[ \t]*[=:]")
# What may not stand right before the stem: it would be inside a longer key.
_JOINED_BEFORE = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")


def written_as_key_stem(stem: str, text: str) -> bool:
    """Does ``text`` (folded to lower case) write two keys or more on one
    line that are ``stem`` (lower case) with one letter more, each a
    different letter (``fp16p=1  fp16s=1``, ``queuec: 2  queueg: 0``)?
    Found with ``str.find``: a long source holds the stem a few times, and
    a pattern led by a look-behind is tried at every character."""
    letters: dict[int, set[str]] = {}  # line start -> the letters after the stem there
    at = text.find(stem)
    while at >= 0:
        end = at + len(stem)
        letter = text[end:end + 1]
        if ("a" <= letter <= "z" and not (at and text[at - 1] in _JOINED_BEFORE)
                and _KEY_END_RE.match(text, end + 1) is not None):
            seen = letters.setdefault(text.rfind("\n", 0, at) + 1, set())
            seen.add(letter)
            if len(seen) >= 2:
                return True
        at = text.find(stem, end)
    return False
