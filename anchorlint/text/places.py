"""A numbered place the card points at: ``第 7 行``, ``第 2 步``, ``第 4 次``,
``line 4``, ``step 3``, ``page 2``, ``Section 5``. An ordinal is no count, yet
a place that does not exist is an invention like any figure: ``第 7 行`` for a
decorator on line 6. A single digit naming such a place is an anchor; a step
is also grounded by a numbered procedure of the source that has it, and a
section by a heading of the source numbered so. Pure."""

from __future__ import annotations

import re

# 第 N + what is numbered (行 line, 頁 page, 節 section, 步 step, 次 time,
# 章 chapter, 項/條 item); English: line N, step N, page N.
_ORDINAL_BEFORE_RE = re.compile(r"第[ \t]?$")
_PLACE_AFTER_RE = re.compile(r"[ \t]?([行頁页節节步次章項项條条])")
_PLACE_WORD_BEFORE_RE = re.compile(r"\b(line|step|page)[ \t]$", re.IGNORECASE)
_STEP = frozenset({"步", "step"})


def place_named(text: str, start: int, end: int) -> str:
    """What the number at ``text[start:end]`` numbers (``行``, ``步``,
    ``step`` …), or "" when it names no place."""
    if _ORDINAL_BEFORE_RE.search(text, max(0, start - 2), start) is not None:
        after = _PLACE_AFTER_RE.match(text, end)
        return "" if after is None else after.group(1)
    word = _PLACE_WORD_BEFORE_RE.search(text, max(0, start - 6), start)
    return "" if word is None else word.group(1).lower()


def is_step(place: str) -> bool:
    return place in _STEP


def labelled_step(text: str, key: str) -> bool:
    """Whether a heading (``### 3. Define``, ``## Step 3 -``) or an ordered
    list item (``3. Run``) of the source ``text`` is labelled ``key``."""
    if key not in text:
        return False
    label = rf"(?:^#{{1,6}}[ \t]+(?:step[ \t]+)?{key}\b|^[ \t]*{key}[.)][ \t])"
    return re.search(label, text, re.IGNORECASE | re.MULTILINE) is not None


# A section or chapter the card points at: "Section 5", "sections 5", "§5",
# "chapter 3" (第 5 節 and 第 3 章 are read by place_named).
_SECTION_WORD_BEFORE_RE = re.compile(r"(?:\b(?:sections?|chapters?)[ \t]|§[ \t]?)$", re.IGNORECASE)
_SECTION_PLACES = frozenset("節节章")


def names_section(text: str, start: int, end: int) -> bool:
    """Does the number at ``text[start:end]`` number a section or chapter
    (``Section 5``, ``§5``, ``第 5 節``, ``第 3 章``)?"""
    if _SECTION_WORD_BEFORE_RE.search(text, max(0, start - 10), start) is not None:
        return True
    return place_named(text, start, end) in _SECTION_PLACES


def labelled_section(text: str, key: str) -> bool:
    """Whether a heading of the source ``text`` is numbered ``key``: an ATX
    heading (``## 5. Title``, ``## 5) Title``, ``## Section 5``), an
    underlined one (``5. Title`` over ``====``) or a plain-text document's
    section title (``5.  Security Considerations``, two spaces after the
    number as RFCs write it). A section's number is its label, which the
    number reader leaves out (``15.`` also labels a list item)."""
    if key not in text:
        return False
    number = re.escape(key)
    label = (rf"^#{{1,6}}[ \t]+(?:(?:section|chapter|§)[ \t]*)?{number}(?:[.)]?[ \t]|[.)]?$)"
             rf"|^{number}[.)][ \t]+\S[^\n]*\n(?:=+|-+)[ \t]*$"
             rf"|^{number}\.[ \t]{{2,}}\S")
    return re.search(label, text, re.IGNORECASE | re.MULTILINE) is not None
