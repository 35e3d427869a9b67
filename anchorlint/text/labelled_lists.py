"""AsciiDoc's labelled lists (``term:: text``): each run of labels is a list.

A man page written in AsciiDoc (``procs.1.adoc``) lists its options,
examples and keys as labelled items (``*--and*:: Show processes that
match all keywords.``), not as bullets. A faithful summary counts them
("thirteen options", ``六個範例``) as it counts a markdown list's items
or a roff page's ``.TP`` items (:mod:`anchorlint.text.roff_lists`).

An item is a line at the margin whose label, twelve words at most, ends in ``::``
(``:::`` and ``::::`` one and two levels deeper) followed by its text, or
by nothing when its text starts on the very next line (``--quiet::`` over
an indented description, as git's manuals write them). Items of one depth
are one list across blank lines, their descriptions and deeper items; a
heading, a shallower item or a paragraph from the margin after a blank
line ends it. Not items: reStructuredText's ``Example::`` before the blank
line of a literal block, its directives (``.. code-block:: ini``), code
(``std::vector``: no space after the marks) and Haskell signatures
(``f :: Int``: a space before them). Pure: text in, sizes out.
"""

from __future__ import annotations

import re

# A labelled item: the label from the margin (no directive's dots, no
# table's bar, no heading's mark, no quote), its marks, then its text or the
# line's end. The label holds no colon (no URL, no further marks).
_ITEM_RE = re.compile(r"(?![ \t.|#>=])([^\n:]{0,79}[^\s:])(:{2,4})(?:[ \t]+\S|[ \t]*$)")
# The most words a label takes: an option and its argument, or an example's
# title ("Show only the processes of the current user and session").
_LABEL_WORDS = 12
# A section title (AsciiDoc's ``== Name``, markdown's ``## Name``).
_HEADING_RE = re.compile(r"(?:=+|#+)[ \t]+\S")


def might_label(text: str) -> bool:
    """Can ``text`` hold a labelled list at all (most sources write no ``::``)?"""
    return ":: " in text or "::\n" in text or ":::" in text


def labelled_sizes(text: str) -> set[int]:
    """The number of items (two or more) of each run of labelled items at
    one depth."""
    lines = text.split("\n")
    sizes: set[int] = set()
    open_runs: dict[int, int] = {}  # depth -> items so far
    previous = -1  # the line of the last item
    for number in _marked_lines(text):
        depth = _item_depth(lines, number)
        if depth is None:
            continue
        if previous >= 0 and _ends_lists(lines[previous + 1:number]):
            sizes.update(open_runs.values())
            open_runs = {}
        for deeper in [d for d in open_runs if d > depth]:
            sizes.add(open_runs.pop(deeper))
        open_runs[depth] = open_runs.get(depth, 0) + 1
        previous = number
    sizes.update(open_runs.values())
    return {size for size in sizes if size >= 2}


def _marked_lines(text: str) -> list[int]:
    """The numbers of the lines that write ``::``, in order: a scan led by
    the marks, counting line feeds between them, so that the lines of a
    long source without a list are never visited one by one."""
    numbers: list[int] = []
    line, last = 0, 0
    for match in re.finditer("::", text):
        line += text.count("\n", last, match.start())
        last = match.start()
        if not numbers or numbers[-1] != line:
            numbers.append(line)
    return numbers


def _item_depth(lines: list[str], number: int) -> int | None:
    """The depth (0 for ``::``) of the labelled item on line ``number``, or
    None when the line is no item."""
    item = _ITEM_RE.match(lines[number])
    if item is None or len(item.group(1).split()) > _LABEL_WORDS:
        return None
    if item.end() == len(lines[number].rstrip()):  # the text starts on the next line, or the item is none
        following = lines[number + 1] if number + 1 < len(lines) else ""
        if not following.strip():
            return None  # (reST's "Example::", a blank line, a literal block)
    return len(item.group(2)) - 2


def _ends_lists(between: list[str]) -> bool:
    """Do the lines between two items end the lists open before them: a
    heading, or a paragraph written from the margin after a blank line?"""
    blank = False
    for line in between:
        if not line.strip():
            blank = True
            continue
        if _HEADING_RE.match(line) or blank and line[:1] not in " \t+":
            return True
        blank = False
    return False
