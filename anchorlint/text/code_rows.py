"""Result lines in a code block as a table's rows.

A benchmark's or a test run's output, pasted in a fenced code block, gives
one line per case, each opening with the case's identifier: Go's
``BenchmarkServerGet1ReqPerConn   500000   2495 ns/op``, one line per
benchmark. A faithful summary counts them ("each table has eight
benchmarks") as it counts a table's rows. Such a run: three consecutive
lines or more of one block that each open with a CamelCase identifier
whose first word they share (``Benchmark…``, ``Test…``); a command, a
heading line or a blank line ends it. Pure: text in, sizes out.
"""

from __future__ import annotations

import re

# A fenced block's body (``` or ~~~ fences at a line's start).
_BLOCK_RE = re.compile(r"\n[ \t]*(```|~~~)[^\n]*\n(.*?)\n[ \t]*\1", re.DOTALL)
# A line opening with a CamelCase identifier: its first word, then more of it.
_STEM_RE = re.compile(r"([A-Z][a-z]{2,})[A-Z0-9_]\w*")
_FEWEST_ROWS = 3


def code_row_sizes(joined: str) -> set[int]:
    """The number of lines of each run of result lines (three or more)
    in the fenced code blocks of ``joined`` (a line feed and the lines
    joined by line feeds)."""
    sizes: set[int] = set()
    for block in _BLOCK_RE.finditer(joined):
        stem, run = "", 0
        for line in block.group(2).split("\n"):
            match = _STEM_RE.match(line)
            current = match.group(1) if match is not None else ""
            if current and current == stem:
                run += 1
                continue
            if run >= _FEWEST_ROWS:
                sizes.add(run)
            stem, run = current, 1 if current else 0
        if run >= _FEWEST_ROWS:
            sizes.add(run)
    return sizes
