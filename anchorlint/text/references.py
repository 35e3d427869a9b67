"""Figures that a reference gives: they name something, they count nothing.

A source's ``:issue:`1312``` names issue 1312, its ``p. 96`` a page, its
``<img height="273">`` a setting of an image: a card's "issue 1312" or
"#895" restates them, its "1312 fields", "96 pages" or "273 毫秒" does not
(the source gives no 1312 of anything). The number reader gives such a
figure the unit of a figure inside a name, and the card's own reference
(``到 #7271 回報``) is read with no unit, so the two meet.
"""

from __future__ import annotations

import re

# What stands right before a figure that a reference gives (its last
# character, then the reference): an rST role (:issue:`1312`, :pr:`88`), a
# GitHub reference (#895, GH-12), a page locator (p. 96, pp.12), an issue or a
# pull request named in words (issue 895, PR 12), a value of an HTML tag's
# attribute (<img height="273">). Folded text.
REFERENCE_ENDS = frozenset("`# .\"'=-")
_REFERENCE_BEFORE_RE = re.compile(
    r"(?:(?<![a-z0-9_]):[a-z]+:`|(?<![a-z0-9_&])#|(?<![a-z0-9_])gh-|(?<![a-z0-9_])pp?\.[ \t]?"
    r"|(?<![a-z0-9_])(?:issue|pr|pull request|bug)[ \t]#?)$")
# What a reference that ends in a space or a tab writes before it: ``p.``'s
# point, the last letter of issue, pr, pull request and bug.
_BEFORE_A_GAP = frozenset(".ertg")
_TAG_ATTRIBUTE_RE = re.compile(r"<[a-z][a-z0-9]*(?:[ \t]+[a-z][a-z0-9_:-]*(?:=(?:\"[^\"<>\n]*\"|'[^'<>\n]*'|[^ \t\"'<>\n]*))?)*"
                               r"[ \t]+[a-z][a-z0-9_:-]*=[\"']?$")


def referenced(text: str, start: int) -> bool:
    """Is the figure at ``text[start]`` given by a reference: an issue, a
    pull request or a page it names, or a value set in an HTML tag? (The
    line's text before it decides; a tag is read back to its ``<``.)"""
    if text[start - 1] in " \t" and (start < 2 or text[start - 2] not in _BEFORE_A_GAP):
        return False  # (most figures: a space after a word that opens no reference)
    if _REFERENCE_BEFORE_RE.search(text, max(0, start - 16), start) is not None:
        return True
    if text[start - 1] not in "\"'=":
        return False
    opened = text.rfind("<", max(0, start - 400), start)
    return opened >= 0 and _TAG_ATTRIBUTE_RE.match(text[opened:start]) is not None


# A name a card writes before a figure, one space apart (``PEP 527``,
# ``RFC 7231``, ``ISO 8601``): letters only, standing as a word.
_DESIGNATOR_BEFORE_RE = re.compile(r"(?<![A-Za-z0-9_.\-])([A-Za-z]{2,})[ \t]$")


def designator_before(line: str, start: int) -> str | None:
    """The name the card writes right before the figure at ``line[start]``
    (``pep`` for ``per PEP 527``, lower-case), or None."""
    match = _DESIGNATOR_BEFORE_RE.search(line, max(0, start - 24), start)
    return None if match is None else match.group(1).lower()


def writes_joined(text: str, joined: str) -> bool:
    """Does the (lower-case) ``text`` write ``joined`` (``pep-527``: a name
    and its figure joined by a hyphen) as a whole token? The joined form and
    the spaced one name one thing: the source's ``PEP-527`` is the card's
    ``PEP 527``, whatever its figure would count."""
    return re.search(rf"(?<![a-z0-9_]){re.escape(joined)}(?![0-9])", text) is not None
