"""A program's ``--help`` output as a list: its option entries are items.

clap, argparse and their kin print one entry per option, each opening a
line with its flags (``-v, --verbose``, ``    --index <INDEX>``), the
description after two spaces or on the lines under it, indented deeper::

    Options:
      -v, --verbose
              Be verbose
          --index <INDEX>
              The name of a directory index file to serve

A faithful summary counts them ("thirty-five options", ``三十五個選項``), as
it counts a markdown list's items; but such a list counts options only (a
README's nine flags ground no ``九種語言``), so its length grounds a count
only of options, flags or arguments. A run of entries is one list; a line that
is neither an entry nor indented deeper than the entry above it (the next
``Arguments:`` heading, the end of the block) ends it. A flag inside a
description (``--paging=never').``) or a command continued with ``\\``
opens no entry. Folded or raw text in; pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

# An entry: its flags (a short one and its long form, or either alone), an
# argument (``<INDEX>``, ``=FILE``, ``[N]``, ``...``), then the line's end
# or two spaces before the description. Led by a line break: a scan skips
# from one to the next.
_ENTRY_RE = re.compile(
    r"\n([ \t]*)(?:-[A-Za-z0-9?](?:,[ \t]*--[A-Za-z0-9][\w-]*)?|--[A-Za-z0-9][\w-]*)"
    r"(?:(?:[ =]?<[^<>\n]+>|=[A-Z_]+|[ =]?\[[^\[\]\n]+\])(?:\.\.\.)?|\.\.\.)?"
    r"(?=[ \t]*\n|[ \t]*$|  +\S)")
_SHORTEST = 3  # two flag lines are an example more often than a list


# What a count of options names after its figure: the noun, after a
# counter or one describing word ("thirty-five options", 三十五個選項,
# "12 command-line flags").
_OPTION_NOUN_RE = re.compile(
    r"[ \t]*(?:[個个項项種种][ \t]*)?(?:命令列|命令行|[A-Za-z-]+ )?"
    r"(?:選項|选项|旗標|旗标|參數|参数|options\b|flags\b|switches\b|arguments\b)", re.IGNORECASE)


def counts_options(line: str, end: int) -> bool:
    """Does the count ending at ``line[end]`` count options or flags?"""
    return _OPTION_NOUN_RE.match(line, end) is not None


@lru_cache(maxsize=64)
def option_list_sizes(text: str) -> frozenset[int]:
    """The number of entries in each run of ``--help`` option entries."""
    sizes: set[int] = set()
    run, indent, end = 0, 0, -1  # entries so far, the last one's indent, where its line ends
    for entry in _ENTRY_RE.finditer("\n" + text):
        if run and not _under(text, end, entry.start(), indent):
            if run >= _SHORTEST:
                sizes.add(run)
            run = 0
        run += 1
        indent = len(entry.group(1).expandtabs())
        line_end = text.find("\n", entry.end() - 1)  # (the text is one shorter than the scanned one)
        end = len(text) if line_end < 0 else line_end
    if run >= _SHORTEST:
        sizes.add(run)
    return frozenset(sizes)


def _under(text: str, start: int, stop: int, indent: int) -> bool:
    """Is every line of ``text[start:stop]`` blank or indented deeper than
    ``indent`` (the entry above's description)?"""
    for line in text[start:stop].split("\n"):
        if line.strip() and len(line) - len(line.lstrip(" \t")) <= indent:
            return False
    return True
