"""An acronym and its expansion written beside it: ``**GSA**（US General
Services Administration）``, ``Cloud Native Computing Foundation (CNCF)``.
A card glosses an acronym the source uses by spelling it out; the words of
the expansion are no new referent when their initials spell the acronym
and one of the two stands in a parenthesis right after the other. A
program's short name in lower case is such an acronym too (``**adb**
（Android Debug Bridge）``, ``GNU Compiler Collection (gcc)``). The
acronym itself is checked as any name is. Pure: a card line in, spans out.
"""

from __future__ import annotations

import re

# A parenthesis and what stands right before it (markup and spaces between
# allowed): ``**GSA**（…）``, ``Foundation (CNCF)``.
_PAREN_RE = re.compile(r"[（(]([^（）()\n]{1,80})[）)]")
# An acronym in capitals (GSA, R&D), or a short name in lower case of three
# letters or more (adb, npm, gcc: a program's name as its command writes
# it); neither may be a piece of a path or a dotted name.
_ACRONYM_RE = re.compile(r"(?<![A-Za-z0-9./-])(?:[A-Z][A-Z0-9&]{1,7}|[a-z][a-z0-9]{2,5})(?![A-Za-z0-9]|[./-][A-Za-z0-9])")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'’-]*")
# Words an expansion may hold that its acronym does not spell.
_SMALL_WORDS = frozenset("of and for the on in at to by with &".split())
_BEFORE_GAP = " \t*_`"


def expansions(line: str) -> list[tuple[str, int, int]]:
    """(acronym, start, end) of each run of words on ``line`` whose
    initials spell an acronym written beside it, one of the two in a
    parenthesis right after the other; offsets of the run's words."""
    found: list[tuple[str, int, int]] = []
    if "(" not in line and "（" not in line:
        return found
    for paren in _PAREN_RE.finditer(line):
        inside, inside_at = paren.group(1), paren.start(1)
        before_end = paren.start()
        while before_end and line[before_end - 1] in _BEFORE_GAP:
            before_end -= 1
        # (the last word before the parenthesis: ``the CNCF (…)`` has two)
        acronym_before = None
        for acronym_before in _ACRONYM_RE.finditer(line, max(0, before_end - 10), before_end):
            pass
        if acronym_before is not None and acronym_before.end() == before_end:
            # GSA（US General Services Administration）: the run inside
            run = _spelling(inside, acronym_before.group())
            if run is not None:
                found.append((acronym_before.group(), inside_at + run[0], inside_at + run[1]))
        acronym_inside = _ACRONYM_RE.fullmatch(inside.strip(" *`_"))
        if acronym_inside is not None:
            # Cloud Native Computing Foundation (CNCF): the run before it
            run = _spelling(line[max(0, before_end - 120):before_end], acronym_inside.group(), at_end=True)
            if run is not None:
                offset = max(0, before_end - 120)
                found.append((acronym_inside.group(), offset + run[0], offset + run[1]))
    return found


def _spelling(text: str, acronym: str, at_end: bool = False) -> tuple[int, int] | None:
    """The span of the capitalised words of ``text`` (small words between
    them allowed) whose initials spell ``acronym``; with ``at_end``, only a
    run that ends ``text``."""
    words = [(word.group(), word.start(), word.end()) for word in _WORD_RE.finditer(text)]
    letters = acronym.replace("&", "").upper()
    for first in range(len(words)):
        if not words[first][0][0].isupper():
            continue
        initials, last = "", None
        for word, _, end in words[first:]:
            if word.lower() in _SMALL_WORDS and initials:
                continue
            if not word[0].isupper():
                break
            initials += word[0]
            last = end
            if len(initials) >= len(letters):
                break
        if initials == letters and last is not None and (not at_end or not text[last:].strip(" \t*_`")):
            return words[first][1], last
    return None
