"""Finding ``<!-- anchorlint-... -->`` comments in a line, in linear time,
and blanking them out of the text the rules read."""

from __future__ import annotations

import re
from dataclasses import dataclass

# A directive comment, as a regular expression: the specification. re would
# rescan the rest of the line from every unclosed ``<!--``; comments() finds
# exactly its matches in linear time.
COMMENT_RE = re.compile(r"<!--[ \t]*(anchorlint-[A-Za-z-]*)(.*?)-->")
_HEAD_RE = re.compile(r"<!--[ \t]*(anchorlint-[A-Za-z-]*)")


@dataclass(frozen=True, slots=True)
class Comment:
    """One match of COMMENT_RE: its span, the directive's name, its body."""

    start: int
    end: int
    name: str
    body: str
    body_start: int


def comments(text: str) -> list[Comment]:
    """Every COMMENT_RE match in ``text``, in linear time. The name is the
    longest ``[A-Za-z-]*`` run after which a ``-->`` follows on the line;
    the body runs to the first such ``-->``. When none follows the whole
    run, only a run ending in ``--`` right before a ``>`` can still close."""
    found: list[Comment] = []
    closer = newline = (-1, -1)  # (asked from, found at): forward searches, reused
    start = text.find("<!--")
    while start >= 0:
        head = _HEAD_RE.match(text, start)
        if head is None:
            start = text.find("<!--", start + 1)
            continue
        name_end = head.end()
        if not closer[0] <= name_end <= closer[1]:
            closer = (name_end, text.find("-->", name_end) % (len(text) + 1))
        if not newline[0] <= name_end <= newline[1]:
            newline = (name_end, text.find("\n", name_end) % (len(text) + 1))
        close = closer[1] if closer[1] < len(text) and closer[1] < newline[1] else -1
        if close < 0 and text.startswith("-->", name_end - 2) and name_end - 2 >= head.start(1) + 11:
            name_end = close = name_end - 2
        if close < 0:
            start = text.find("<!--", start + 1)
            continue
        found.append(Comment(start, close + 3, text[head.start(1) : name_end], text[name_end:close], name_end))
        start = text.find("<!--", close + 3)
    return found


def blank_comments(text: str) -> str:
    out, position = [], 0
    for comment in comments(text):
        out += [text[position : comment.start], " " * (comment.end - comment.start)]
        position = comment.end
    return "".join(out) + text[position:]
