"""The whole-text readings of a source's lists, tables and headings equal
the line-by-line readings they replace (kept here as the specification;
the headings' reader is one function, asked to visit every line, and a
run of items is tallied by the reader's own close_run): only the
lines a scan finds can change anything."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text import source_lists
from conftest import examples

_ITEM_LINE_RE = re.compile(r"^([ \t]*)(?:[-*+]|[0-9]{1,3}[.)])[ \t]+\S")
_TABLE_RULE_RE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}")


def list_sizes_by_line(lines: list[str]) -> tuple[set[int], set[int], set[int]]:
    sizes: set[int] = set()
    figured: set[int] = set()
    ordered: set[int] = set()
    open_lists: list[list[int]] = []

    for line in lines:
        item = _ITEM_LINE_RE.match(line)
        if item is None:
            if line[:1] == "`" and source_lists._CODE_LINE_RE.match(line):
                continue
            if line.strip() and not line[:1].isspace():
                for run in open_lists:
                    source_lists.close_run(run, sizes, figured, ordered)
                open_lists = []
            continue
        indent = len(item.group(1).expandtabs(4))
        while open_lists and open_lists[-1][0] > indent:
            source_lists.close_run(open_lists.pop(), sizes, figured, ordered)
        if not (open_lists and open_lists[-1][0] == indent):
            open_lists.append([indent, 0, 0, 0])
        open_lists[-1][1] += 1
        open_lists[-1][2] += source_lists._FIGURE_RE.search(line, item.end() - 1) is not None
        open_lists[-1][3] += line[len(item.group(1))].isdigit()
    for run in open_lists:
        source_lists.close_run(run, sizes, figured, ordered)
    return sizes, figured, ordered


def table_sizes_by_line(lines: list[str]) -> tuple[set[int], set[int]]:
    sizes: set[int] = set()
    figured: set[int] = set()
    rows = -1
    with_figure = italic = 0
    outer = True
    for line in lines + [""]:
        if rows >= 0 and (line.lstrip().startswith("|") if outer else "|" in line and line.strip()):
            rows += 1
            first = line.lstrip()[1:].split("|", 1)[0] if outer else line.split("|", 1)[0]
            with_figure += source_lists._FIGURE_RE.search(first) is not None
            italic += source_lists._ITALIC_CELL_RE.fullmatch(first.strip()) is not None
            continue
        if rows > 0:
            sizes.add(rows)
            if 0 < italic < rows:
                sizes.add(rows - italic)
            if with_figure == rows:
                figured.add(rows)
        rows = 0 if _TABLE_RULE_RE.match(line) and "|" in line else -1
        outer = rows < 0 or line.lstrip().startswith("|")
        with_figure = italic = 0
    return sizes, figured


LINES = (
    "", " ", "text 1", "Text", "- a", "- a 1", "  - b", "    - c 2", "\t- d", "1. x", "2) y", "10. z", "* e", "+ f",
    "`cmd`", "`a` b", "```", "```py", "  ```", "~~~", "~~~~", "===", "---", "----", "^^^", "***", "___", "...",
    ":::", "'''", "# T", "## A 1", "### Step 1", "#### x_y", "##", "#no", "| a | b |", "|---|---|", "| 1 | _r_ |",
    "| _it_ | 2 |", " | x |", ":--|--:", "--- | ---", "---|---", "a|b", "1 | b", "_i_ | 2", "title: x", "\u3000- q", "\xa0x", "> q",
)
BREAKS = ("\n", "\n", "\n", "\r\n", "\r", "\x0b", "\x1c", "\x85", "\u2028")
# Mostly the lines above (each kind the readers tell apart), now and then any short text.
lines = st.one_of(st.sampled_from(LINES), st.sampled_from(LINES), st.sampled_from(LINES), st.text(max_size=3))
documents = st.lists(st.tuples(lines, st.sampled_from(BREAKS)), max_size=30).map(
    lambda pairs: "".join(line + end for line, end in pairs))


def _read(text: str) -> tuple[list[str], str]:
    lines = text.splitlines()
    return lines, "\n" + "\n".join(lines)


@settings(max_examples=examples(1000))
@given(documents)
def test_list_sizes_equal_the_line_by_line_reading(text):
    lines, joined = _read(text)
    assert source_lists._list_sizes(joined) == list_sizes_by_line(lines)


@settings(max_examples=examples(1000))
@given(documents)
def test_table_sizes_equal_the_line_by_line_reading(text):
    lines, joined = _read(text)
    assert source_lists._table_sizes(lines, joined) == table_sizes_by_line(lines)


@settings(max_examples=examples(1000))
@given(documents)
def test_headings_equal_the_line_by_line_reading(text):
    lines, joined = _read(text)
    # The same reader visiting every line: skipping the unmarked ones changes nothing.
    assert source_lists._heading_lines(lines, joined) == source_lists.read_headings(lines, range(len(lines)))
