"""Result lines in a code block as a table's rows.

A benchmark's or a test run's output, pasted in a fenced code block, gives
one line per case, each opening with the case's identifier: Go's
``BenchmarkServerGet1ReqPerConn   500000   2495 ns/op``, one line per
benchmark. A faithful summary counts them ("each table has eight
benchmarks") as it counts a table's rows. Such a run: three consecutive
lines or more of one block of one form, each opening with a CamelCase
identifier whose first word they share (``Benchmark…``, ``Test…``), or
each a name followed by the same ``key = value`` fields (ncnn's
``squeezenet  min = 11.73  max = 11.88  avg = 11.78``); a line of
another form (a command, a setting, a heading line, a blank line) ends
it, so the block's other lines are not counted with the run. Pure: text
in, sizes out.
"""

from __future__ import annotations

import re

# A fenced block's body (``` or ~~~ fences at a line's start).
_BLOCK_RE = re.compile(r"\n[ \t]*(```|~~~)[^\n]*\n(.*?)\n[ \t]*\1", re.DOTALL)
# A line opening with a CamelCase identifier: its first word, then more of it.
_STEM_RE = re.compile(r"([A-Z][a-z]{2,})[A-Z0-9_]\w*")
# A result line of fields: a name, then one or more ``key = value`` (or
# ``key: value``) fields and nothing else. A bare setting (``loop_count =
# 10``) has no name before its key, and a list item's dash is no name.
_FIELDS_LINE_RE = re.compile(r"[ \t]*\w[^\s=:]*(?:[ \t]+[A-Za-z_]\w*[ \t]*[=:][ \t]*[^\s=:]+)+[ \t]*")
_FIELD_KEY_RE = re.compile(r"[ \t]([A-Za-z_]\w*)[ \t]*[=:]")
_FEWEST_ROWS = 3


def code_row_sizes(joined: str) -> set[int]:
    """The number of lines of each run of result lines (three or more)
    in the fenced code blocks of ``joined`` (a line feed and the lines
    joined by line feeds)."""
    sizes: set[int] = set()
    for block in _BLOCK_RE.finditer(joined):
        form, run = "", 0  # the run's form, its lines so far
        for line in block.group(2).split("\n"):
            current = _form(line)
            if current and current == form:
                run += 1
                continue
            if run >= _FEWEST_ROWS:
                sizes.add(run)
            form, run = current, 1 if current else 0
        if run >= _FEWEST_ROWS:
            sizes.add(run)
    return sizes


def _form(line: str) -> str | tuple[str, ...]:
    """What a run's lines share: the first word of the CamelCase
    identifier the line opens with, or the keys of its fields after a
    name; "" for a line of no such form."""
    match = _STEM_RE.match(line)
    if match is not None:
        return match.group(1)
    if "=" not in line and ":" not in line or _FIELDS_LINE_RE.fullmatch(line) is None:
        return ""
    return tuple(_FIELD_KEY_RE.findall(line))


# A title line in a code block: "# " then a capitalised word ("# Strings",
# "# Mixed (Bad Data)"), as a benchmark's output heads each case.
_TITLE_RE = re.compile(r"#[ \t]+[A-Z][^\n]*")
# A line of a titled group: indented under its title.
_INDENTED_RE = re.compile(r"[ \t]+\S")


def code_title_sizes(joined: str) -> set[int]:
    """The number of titled groups of each fenced code block of ``joined``
    (a line feed and the lines joined by line feeds) that is cut, whole,
    into three or more groups, each a ``# Title`` line over indented
    lines: a run's output giving one section per case (clsx's benchmark,
    "seven kinds of input"). A block with any other line (a command, a
    comment over a command) is a script, whose comments count nothing."""
    sizes: set[int] = set()
    for block in _BLOCK_RE.finditer(joined):
        titles, under = 0, 0  # titles so far; lines under the current one
        for line in block.group(2).split("\n"):
            if not line.strip():
                continue
            if _TITLE_RE.fullmatch(line):
                if titles and not under:
                    break  # a title over nothing: no section of output
                titles, under = titles + 1, 0
            elif titles and _INDENTED_RE.match(line):
                under += 1
            else:
                break
        else:
            if titles >= _FEWEST_ROWS and under:
                sizes.add(titles)
    return sizes
