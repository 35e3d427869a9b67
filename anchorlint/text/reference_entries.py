"""A reference number belongs to the change its list item states.

A changelog states each change in a list item and names its pull request
or issue there: ``* Fix the browserify transform. (… in [#9642](…))``, or
in items nested under it (``- #1789 PR by @someone.``). A card that gives
a change a reference (``removes ReactLink's PropTypes dependency
(#9642)``) says that number is this change's. When the source writes the
number only in items that share no word with the card's clause, while an
item naming other references shares two words or more with it (``Remove
PropTypes dependency from ReactLink. (#9766)``), the number is another
change's: grounded by the source, given to the wrong thing. A faithful
card's clause shares a word with its own item (a name, a code span, the
thing fixed) and is left alone; a clause in words the source does not use
(a translation) shares none with any item and says nothing either way.
Pure functions of a card's line and a source's markdown.
"""

from __future__ import annotations

import re

from anchorlint.text.counts import FUNCTION_WORDS

# A reference the card writes: ``#9642``, ``PR 12``, ``issue #58``,
# ``GH-7``, ``pull request 1402`` (a heading's ``#`` is no reference: a
# digit follows the sign at once). Two digits or more.
_CARD_REFERENCE_RE = re.compile(
    r"(?:(?<![\w&])#|(?<![\w-])(?:GH-|(?:PR|pull request|issue)[ \t]#?))([0-9]{2,})(?![0-9])", re.IGNORECASE)
# Where the clause a reference is given to starts: a clause's end, or the
# close of an earlier parenthesis (``(#4280), a '/' after … (#4281)``).
_CLAUSE_START_RE = re.compile(r"[;；。)）]|\.(?=\s)")
# A list item's marker, after its indentation.
_ITEM_RE = re.compile(r"([ \t]*)(?:[-*+]|[0-9]+[.)])[ \t]")
# A link's target and a bare address: where a change is, not what it says.
_ADDRESS_RE = re.compile(r"\]\([^)\s]*\)|https?://\S+")
_WORD_RE = re.compile(r"[a-z][a-z0-9-]{2,}")
_FEWEST_SHARED = 2  # words another change's item shares with the card's clause


def card_references(line: str) -> list[tuple[str, int, frozenset[str]]]:
    """Each reference on a card's ``line``: its figure, the figure's offset
    and the words of the clause it is given to (what the line says before
    it, back to a clause's end or an earlier parenthesis's close)."""
    out = []
    for match in _CARD_REFERENCE_RE.finditer(line):
        start = match.start()
        begin = 0
        for end in _CLAUSE_START_RE.finditer(line, 0, start):
            begin = end.end()
        out.append((match.group(1), match.start(1), change_words(line[begin:start])))
    return out


def change_words(text: str) -> frozenset[str]:
    """The words of ``text`` that say what changed: Latin, three letters or
    more (a code span's ``create-react-class`` whole), no function word,
    lower case, a plural's ``s`` and a possessive's ``'s`` cut."""
    words = set()
    for word in _WORD_RE.findall(text.lower()):
        if word in FUNCTION_WORDS:
            continue
        words.add(word[:-1] if word.endswith("s") and not word.endswith("ss") else word)
    return frozenset(words)


def reference_items(text: str) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """Each outermost list item of a source's markdown ``text`` (with the
    lines indented under it, nested items too) that writes a reference:
    the figures it references and its words (link targets left out)."""
    out = []
    lines = text.split("\n")
    at = 0
    while at < len(lines):
        marker = _ITEM_RE.match(lines[at])
        if marker is None:
            at += 1
            continue
        indent, end = len(marker.group(1)), at + 1
        while end < len(lines) and _inside_item(lines, end, indent):
            end += 1
        item = "\n".join(lines[at:end])
        at = end
        figures = frozenset(match.group(1) for match in _SOURCE_REFERENCE_RE.finditer(item))
        if figures:
            out.append((figures, change_words(_ADDRESS_RE.sub(" ", item))))
    return tuple(out)


# A reference a source writes: as a card does, or as the address of a pull
# request or an issue (``/pull/9642``, ``/issues/139``).
_SOURCE_REFERENCE_RE = re.compile(
    r"(?:(?<![\w&])#|/(?:pull|issues)/|(?<![\w-])(?:GH-|(?:PR|pull request|issue)[ \t]#?))([0-9]{2,})(?![0-9])",
    re.IGNORECASE)


def _inside_item(lines: list[str], at: int, indent: int) -> bool:
    """Does line ``at`` belong to the item whose marker is indented by
    ``indent``: indented deeper, or blank with the next written line
    indented deeper?"""
    line = lines[at]
    if line.strip():
        return len(line) - len(line.lstrip(" \t")) > indent
    for later in range(at + 1, len(lines)):
        if lines[later].strip():
            return len(lines[later]) - len(lines[later].lstrip(" \t")) > indent
    return False


def given_another_change(figure: str, words: frozenset[str],
                         items: tuple[tuple[frozenset[str], frozenset[str]], ...]) -> bool:
    """Is the reference ``figure`` the card gives to a clause of ``words``
    another change's: the source's items referencing it share no word with
    the clause, and an item referencing others shares two or more?"""
    own = [item_words for figures, item_words in items if figure in figures]
    if not own or any(words & item_words for item_words in own):
        return False
    return any(len(words & item_words) >= _FEWEST_SHARED for figures, item_words in items if figure not in figures)
