"""A configuration file's value belongs to its directive.

valkey.conf writes ``timeout 0`` and ``tcp-keepalive 300``; a card's
"`timeout` disconnects a client idle for 300 seconds" uses a figure the
file has, as another directive's value. When the source is a configuration
file (its lines comments, blank or ``directive value``), a figure the card
writes after naming one of its directives in code, in the same clause, is
grounded only by that directive's value. A directive the file sets to no
figure, or one it does not set, says nothing; nor does a source that is
prose with a configuration example in it (an example's value is often not
the default the prose states).
"""

from __future__ import annotations

import re

from anchorlint.text.numbers import read_numbers

# ``directive value`` or ``directive = value`` / ``directive: value``, one
# value token (a quoted one too), on folded text.
_DIRECTIVE_RE = re.compile(r"([a-z][a-z0-9_.\-]*)(?:[ \t]+|[ \t]*[=:][ \t]*)(\"?[^\s#\"]+\"?)[ \t]*")
_COMMENT_STARTS = ("#", ";", "//")
_MOST_OTHER_LINES = 0.2  # a file with more lines of another kind is prose, not configuration
# The directive a card names in code last before a figure, in the same clause.
_NAMED_RE = re.compile(r"`([A-Za-z][A-Za-z0-9_.\-]*)`[^`;；。，,:：]*$")


def directive_values(text: str) -> dict[str, frozenset[str]]:
    """Directive -> the keys of the figures in its values, when folded
    ``text`` is a configuration file; empty otherwise."""
    values: dict[str, set[str]] = {}
    lines = other = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if not stripped or stripped.startswith(_COMMENT_STARTS):
            continue
        lines += 1
        match = _DIRECTIVE_RE.fullmatch(stripped)
        if match is None:
            other += 1
            continue
        keys = values.setdefault(match.group(1), set())
        keys.update(number.key for number in read_numbers(match.group(2)))
    if not lines or other > lines * _MOST_OTHER_LINES:
        return {}
    return {name: frozenset(keys) for name, keys in values.items()}


def named_directive(line: str, start: int) -> str | None:
    """The directive the card names in code last before the figure at
    ``start`` of ``line``, in the same clause (lower case), or None."""
    match = _NAMED_RE.search(line, 0, start)
    return None if match is None else match.group(1).lower()
