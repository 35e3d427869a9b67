"""Figures a source writes inside other tokens, and what they are.

The number reader takes a figure wherever one starts a token, and a figure
read with no unit grounds a card's figure of any unit and any count. Some
tokens open with a figure that is no quantity at all:

- A hexadecimal hash (``8a06cd7``, the short hash of a commit a changelog
  links): its leading digits are part of an identifier. It holds no
  figure: "eight React releases" is no count of it.
  A shorter id (four to six digits, ``586b6e``) is a hash only where a
  git command names an object by it (``git cat-file blob 586b6e``,
  ``git show 1a2b3c``): elsewhere ``586b6e`` might as well be a figure
  glued to letters.
- A man page's section (``sshd(8)``, ``ssh_config(5)``): it names the
  manual's volume, not eight of anything.
- A designator's figure after its series' name (``RFC 1951``, ``ISO
  8601``, ``PKCS#8``, ``PEP 8``): the document's number in its series, a
  place in a sequence as ``step 4`` is. Man sections and designators count
  nothing: the source's ``(8)`` names what a card's ``sshd(8)`` names,
  never ``最多 8 次``.
- A duration glued to its unit's letter (``10m``, ``2d``) on a line
  about time (``retention ... human readable time, such as "10m"``): its
  unit is the letter's, minutes or days, so strict units judge it (``10
  毫秒`` is not the source's ``10m``). Elsewhere ``10m`` may be ten metres
  or ten million. A run of such literals alone is not read so: the run
  ``"1s 5s 10s 30s 1m 2m 3m …"`` of a delay-level setting lists values
  whose places (level 3) a card names, and its ``3m`` read as three
  minutes would ground a card's invented "level 3 waits 3 minutes".

Folded (lower-case) text in; pure functions of it.
"""

from __future__ import annotations

import re

from anchorlint.text.grounding_words import SERIES_WORDS, TIME_WORDS

# Seven to forty hexadecimal digits, as git and content hashes are written,
# read from the figure that opens the token (the caller's figure is followed
# by a letter a-f, so the token has one).
_HASH_RE = re.compile(r"[0-9a-f]{7,40}(?![0-9a-z_])")
HEX_LETTERS = frozenset("abcdef")


# Four to six hexadecimal digits, and the git words that name an object by
# such a short id right before it (``blob 586b6e``, ``git show 1a2b3c``).
_SHORT_HASH_RE = re.compile(r"[0-9a-f]{4,6}(?![0-9a-z_])")
_GIT_OBJECT_BEFORE_RE = re.compile(
    r"(?<![a-z0-9_-])(?:blob|tree|commit|tag|show|checkout|switch|revert|cherry-pick|reset(?: --hard| --soft)?|rebase|diff|log|cat-file(?: -[pts])?) $")


def hash_figure(text: str, start: int, end: int) -> bool:
    """Is the figure at ``text[start:end]`` the opening digits of a
    hexadecimal hash token (``8a06cd7``, or a short id a git command names,
    ``blob 586b6e``)? The reader starts a figure only after no letter or
    digit, so the hash starts at ``start``."""
    if end >= len(text) or text[end] not in HEX_LETTERS:
        return False
    if _HASH_RE.match(text, start) is not None:
        return True
    return (start > 0 and text[start - 1] == " " and _SHORT_HASH_RE.match(text, start) is not None
            and _GIT_OBJECT_BEFORE_RE.search(text, max(0, start - 24), start) is not None)


# A man page's name right before its section's bracket, emphasis marks
# around it or not (``*getsid*(2)``): a word that is no method of an object
# (``time.sleep(3)`` is a call), then the section's single digit and an
# optional suffix of letters (``3p``, ``1ssl``).
_MAN_NAME_RE = re.compile(r"(?<![a-z0-9_.*])[*]{0,2}[a-z][a-z0-9_+\-]*[a-z0-9_][*]{0,2}\($")
_MAN_SECTION_AFTER_RE = re.compile(r"[a-z]{0,3}\)")


def man_section(text: str, start: int, end: int) -> bool:
    """Is the figure at ``text[start:end]`` a man page's section
    (``sshd(8)``)?"""
    return (end - start == 1 and text[start] != "0" and start >= 3 and text[start - 1] == "("
            and _MAN_SECTION_AFTER_RE.match(text, end) is not None
            and _MAN_NAME_RE.search(text, max(0, start - 40), start) is not None)


# A series' name before its document's number, one space apart (``rfc
# 1951``), or any name of two letters or more glued to ``#`` (``pkcs#8``,
# ``react#9642``; a lone ``#895`` is an issue's, read before). A hyphen
# (``iso-8601``) is read as any name's part before.
_SERIES_BEFORE_RE = re.compile(rf"(?<![a-z0-9_])(?:(?:{'|'.join(SERIES_WORDS)}) |[a-z]{{2,}}#)$")
SERIES_ENDS = frozenset(" #")
PAGE_ENDS = SERIES_ENDS | {"("}  # what stands right before a figure naming a document


def series_number(text: str, start: int) -> bool:
    """Is the figure at ``text[start]`` a document's number in a series
    (``rfc 1951``, ``pkcs#8``)? The caller has seen a space or ``#``
    before it."""
    if text[start - 1] == "#":
        if not text[start - 3:start - 1].isalpha():
            return False  # (#895: an issue's, read before)
    elif not text.endswith(SERIES_WORDS, max(0, start - 5), start - 1):
        return False  # (most figures after a space: no series' name before it; the search tries every place)
    return _SERIES_BEFORE_RE.search(text, max(0, start - 32), start) is not None


def names_a_page(text: str, start: int, end: int) -> bool:
    """Is the figure at ``text[start:end]`` a designator's number or a man
    page's section: a figure that names a document, counting nothing?"""
    before = text[start - 1] if start else ""
    return (before in SERIES_ENDS and series_number(text, start)) or (before == "(" and man_section(text, start, end))


def page_name(text: str, start: int, end: int) -> str | None:
    """The document the figure at ``text[start:end]`` names, as written
    (``rfc 2119``, ``pkcs#8``, ``sshd(8)``; emphasis marks dropped), when
    :func:`names_a_page`; None otherwise. Read on a card's line."""
    before = text[start - 1] if start else ""
    if before in SERIES_ENDS and series_number(text, start):
        found = _SERIES_BEFORE_RE.search(text, max(0, start - 32), start)
        return None if found is None else text[found.start():end]
    if before == "(" and man_section(text, start, end):
        found = _MAN_NAME_RE.search(text, max(0, start - 40), start)
        return None if found is None else text[found.start():end].replace("*", "") + ")"
    return None


# The letters a duration literal is glued to whose unit is not read as
# one (``h``, ``s`` and ``ms`` are): minutes and days.
DURATION_LETTERS = {"m": "minute", "d": "day"}
_TIME_WORD_RE = re.compile(rf"(?<![a-z])(?:{'|'.join(TIME_WORDS)})(?![a-z])")
_LETTER_END_RE = re.compile(r"[md](?![a-z0-9_])")


def duration_unit(text: str, start: int, end: int) -> str | None:
    """The unit of a duration literal at ``text[start:end]`` and the letter
    glued after it (``10m``: minute; ``2d``: day), when its line writes a
    word about time; None otherwise."""
    if _LETTER_END_RE.match(text, end) is None:
        return None
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if _TIME_WORD_RE.search(text, line_start, line_end) is None:
        return None
    return DURATION_LETTERS[text[end]]
