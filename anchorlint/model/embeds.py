"""Image embeds of one line, found in linear time (used by F1).

The two embeds are specified by regular expressions (f1_unresolved_image's
``_MARKDOWN_RE`` and ``_WIKI_RE``), but ``re`` retries them from every ``![``
and each retry can rescan the rest of the line: a line of ``![![![...`` took
quadratic time. The scanners below find exactly the matches ``finditer``
finds: every retry from a later ``![`` stops where an earlier one stopped,
so each stop is computed once and searched for forward only.
"""

from __future__ import annotations

import re

_NOT_WHITESPACE = re.compile(r"\S")


class _Next:
    """The first match of ``pattern`` at or after a position, for queries
    that mostly move forward: an answer stays valid for every position
    between the query that found it and the answer itself."""

    def __init__(self, text: str, pattern: re.Pattern[str]) -> None:
        self.text, self.pattern = text, pattern
        self.asked, self.found = 1, 0  # an empty interval: nothing cached yet

    def __call__(self, position: int) -> int:
        if not self.asked <= position <= self.found:
            match = self.pattern.search(self.text, position)
            self.asked, self.found = position, match.start() if match else len(self.text)
        return self.found


def markdown_images(text: str) -> list[tuple[int, str]]:
    """(offset of ``!``, target as written, angle brackets kept) of every
    ``![alt](target "title")`` in ``text``, as ``_MARKDOWN_RE`` finds them."""
    scan = _Scanner(text)
    found: list[tuple[int, str]] = []
    start = text.find("![")
    while start >= 0:
        close = scan.alt_close(start + 2)
        target = None if close is None else scan.image(close)
        if target is None:
            start = text.find("![", start + 1)
        else:
            found.append((start, text[target[0] : target[1]]))
            start = text.find("![", target[2])
    return found


class _Scanner:
    """One finder per place a search is made, so each sees its positions
    in increasing order and never rescans; everything after the alt text
    depends only on where it closed, so that is computed once per ``]``."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.bracket = _Next(text, re.compile(r"[\]\\]"))
        self.target_start = _Next(text, _NOT_WHITESPACE)
        self.target_end = _Next(text, re.compile(r"[\s)]"))
        self.angle_end = _Next(text, re.compile(r"[>\n]"))
        self.tails = (_Tail(text), _Tail(text))  # after <target>, after target
        self.alt_from, self.alt_stop = 1, 0
        self.last: tuple[int, tuple[int, int, int] | None] = (-1, None)

    def alt_close(self, alt: int) -> int | None:
        """The ``]`` closing an alt text starting at ``alt`` (escapes skipped).
        A later alt inside the same scan is token-aligned with it (it follows
        ``![``), so it stops at the same place."""
        if not self.alt_from <= alt <= self.alt_stop:
            self.alt_from, position, text = alt, alt, self.text
            while True:
                position = self.bracket(position)
                if position >= len(text) or text[position] == "]":
                    break
                if position + 1 >= len(text) or text[position + 1] == "\n":
                    break  # a backslash that escapes nothing ends the alt text
                position += 2
            self.alt_stop = position
        stop = self.alt_stop
        return stop if stop < len(self.text) and self.text[stop] == "]" else None

    def image(self, close: int) -> tuple[int, int, int] | None:
        """(target start, target end, match end) after the ``]`` at ``close``."""
        if self.last[0] != close:
            self.last = (close, self._image(close))
        return self.last[1]

    def _image(self, close: int) -> tuple[int, int, int] | None:
        text = self.text
        if text[close + 1 : close + 2] != "(":
            return None
        target = self.target_start(close + 2)
        if text[target : target + 1] == "<":
            end = self.angle_end(target + 1)
            tail = self.tails[0].end(end + 1) if text[end : end + 1] == ">" else None
            if tail is not None:
                return target, end + 1, tail
        end = self.target_end(target)
        tail = self.tails[1].end(end) if end > target else None
        return None if tail is None else (target, end, tail)


class _Tail:
    """``(?:\\s+(?:"[^"]*"|'[^']*'|\\([^)]*\\)))?\\s*\\)`` at increasing positions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.title_start = _Next(text, _NOT_WHITESPACE)
        self.closers = {quote: _Next(text, re.compile(re.escape(quote))) for quote in "\"')"}
        self.after_title = _Next(text, _NOT_WHITESPACE)

    def end(self, position: int) -> int | None:
        """Where the tail ends when it matches at ``position``."""
        text = self.text
        after_space = self.title_start(position)
        opener = text[after_space : after_space + 1]
        if after_space > position and opener in ("\"", "'", "("):
            closer = self.closers[")" if opener == "(" else opener](after_space + 1)
            if closer < len(text):
                end = self.after_title(closer + 1)
                if text[end : end + 1] == ")":
                    return end + 1
        return after_space + 1 if opener == ")" else None


def wiki_images(text: str) -> list[tuple[int, str]]:
    """(offset of ``!``, name) of every ``![[name|...]]``, as ``_WIKI_RE`` finds them."""
    name_end = _Next(text, re.compile(r"[\]|#\n]"))
    suffix_end = _Next(text, re.compile(r"[\]\n]"))
    found: list[tuple[int, str]] = []
    start = text.find("![[")
    while start >= 0:
        end = name_end(start + 3)
        if end > start + 3 and text[end : end + 1] in ("#", "|"):
            close = suffix_end(end + 1)
        else:
            close = end
        if end > start + 3 and text[close : close + 2] == "]]":
            found.append((start, text[start + 3 : end]))
            start = text.find("![[", close + 2)
        else:
            start = text.find("![[", start + 1)
    return found
