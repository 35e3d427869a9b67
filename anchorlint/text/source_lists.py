"""The counts a source gives without writing the number: a list of five
items is a count of five (H7's counts, :mod:`anchorlint.text.counts`).

The sizes read are those a faithful summary counts: the items at one depth
of a markdown list or of an AsciiDoc labelled list (``term:: text``), a table's rows, a run of sibling headings (``#`` or
underlined) and those of them whose title carries a figure, a run of
references (``#5456 #5455``), and an enumeration within one sentence (``A, B and C``, ``A、B 與 C``), its
soft-wrapped lines joined. The document's own top sections (those under no
heading but its title, or under none when it has no title) are its
chapters, not a list of things: their number counts only parts or sections
(:func:`section_counts`), and the number of those with a figure only
releases, versions or entries (:func:`release_counts`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from anchorlint.text.inline_lists import UNDERLINE_RE, array_sizes, fence_toggles, inline_sizes, sentences
from anchorlint.text.code_rows import code_row_sizes, code_title_sizes
from anchorlint.text.labelled_lists import labelled_sizes, might_label
from anchorlint.text.term_lists import might_hold_term_lists, term_list_sizes
from anchorlint.text.lettered_items import lettered_sizes, might_letter
from anchorlint.text.rst_tables import might_hold_rst_tables, rst_table_sizes

_ITEM_LINE_RE = re.compile(r"^([ \t]*)(?:[-*+]|[0-9]{1,3}[.)])[ \t]+\S")
_HEADING_RE = re.compile(r"^(#{1,6})[ \t]+\S")


def listed_counts(text: str) -> frozenset[int]:
    """The sizes of the lists a source gives: each run of list items at one
    depth, each table's rows, each run of sibling headings, each run of
    references (``#5456 #5455``), each inline enumeration (``A, B and C``,
    ``A、B 與 C``) and each bracketed array (``["a", "b", "c"]``)."""
    return _sizes(text)[0]


def block_counts(text: str) -> frozenset[int]:
    """:func:`listed_counts` but the inline enumerations, none of which is
    read beyond nine items: all a count of ten or more needs, for less than
    reading every joining word of a book."""
    return _blocks(text)[0]


def might_list(text: str, size: int) -> bool:
    """Can ``text`` hold a list of ``size`` items? Its items take a line
    each (items, rows, headings), a reference each or a comma between two
    (a bracketed array; an inline enumeration is read up to nine): a cheap
    bound, so that most counts of ten or more never make the lists be read."""
    return (text.count("\n") + 1 >= size or text.count("#") + text.count("@") >= size
            or text.count(",") + 1 >= size)


def section_counts(text: str) -> frozenset[int]:
    """The number of the document's top sections (the headings under no
    heading but its title), which a card counts as its parts or sections
    (``五個部分``, ``four sections``)."""
    return _sizes(text)[1]


def versioned_counts(text: str) -> frozenset[int]:
    """The sizes of the lists whose every item carries a figure (a run of
    release headings, ``3.8, 3.9 and 3.10``, a table of versions), which
    alone ground a count of releases, versions or entries: ``四個版本`` is
    no count of four class names, ``3 個參數`` none of three ``Version 7.1.x``
    sections."""
    return _sizes(text)[2]


def stepped_counts(text: str) -> frozenset[int]:
    """The sizes of the ordered lists (``1.`` … ``4.``) and of the runs of
    step headings (``### Step 1``, ``## 2. Create an app``), which alone
    ground a count of steps: a procedure is numbered, and ``三步`` is no
    count of three alternatives written inline."""
    return _sizes(text)[3]


@lru_cache(maxsize=64)
def _sizes(text: str) -> tuple[frozenset[int], frozenset[int], frozenset[int], frozenset[int]]:
    blocks, top, figured, steps, lines = _blocks(text)
    inline, figured_inline = inline_sizes(sentences(lines))
    return blocks | _counts(inline), top, figured | _counts(figured_inline), steps


@lru_cache(maxsize=64)
def _blocks(text: str) -> tuple[frozenset[int], frozenset[int], frozenset[int], frozenset[int], list[str]]:
    """(The sizes of the lists that take lines or references, of the top
    sections, of the lists whose items carry figures, of the numbered
    procedures; the text's lines)."""
    lines = text.splitlines()
    joined = "\n" + "\n".join(lines)  # every line after a line feed (see _ITEM_AFTER_RE)
    listed, figured, ordered = _list_sizes(joined)
    if _SECOND_ITEM_RE.search(text) is not None:  # (most sources number nothing)
        ordered |= _numbered_runs(lines)
    rows, figured_rows = _table_sizes(lines, joined)
    if might_hold_rst_tables(text):
        rst_rows, rst_figured = rst_table_sizes(lines, joined)
        rows |= rst_rows
        figured_rows |= rst_figured
    nested, top, numbered, steps = _heading_sizes(lines, joined)
    if "#" in text or "@" in text:
        listed |= {len(_REFERENCE_RE.findall(run.group())) for run in _REFERENCE_RUN_RE.finditer(text)}
    if "==" in text or ">=" in text or "~=" in text:
        listed |= {run.group().count("\n") + 1 for run in _PINS_RE.finditer(text)}
    if might_letter(joined):
        listed |= lettered_sizes(lines)
    if might_label(text):  # (AsciiDoc's ``term:: text`` items: a man page's options)
        listed |= labelled_sizes(text)
    if might_hold_term_lists(text):  # (a definition list, bold-led paragraphs: a man page in markdown)
        listed |= term_list_sizes(text)
    if "```" in text or "~~~" in text:
        rows |= code_row_sizes(joined)
        if "\n# " in joined:
            rows |= code_title_sizes(joined)
    arrays = array_sizes(text)
    if "<li" in text or "<tr" in text or "<LI" in text or "<TR" in text:
        listed |= _html_sizes(text)
    return (_counts(listed | rows | nested | arrays), _counts(top), _counts(figured | figured_rows | numbered),
            _counts(ordered | steps), lines)


# A requirements file's lines, one pinned package each (``Sphinx==4.0.3``,
# ``requests>=2.31``): consecutive such lines are a list of packages.
_PIN = r"[ \t]*[A-Za-z0-9][\w.\-\[\],]*[ \t]*(?:===|==|>=|<=|~=|!=)[ \t]*[\w.*+!\-]+[ \t]*(?:[;#][^\n]*)?"
_PINS_RE = re.compile(rf"(?m)^{_PIN}(?:\n{_PIN})+$")


# A run of references written one after another, by spaces or commas
# (``(#5456 #5455 #5453 )`` in a contributor's link title, ``@a, @b``): a
# list without a joining word.
_REFERENCE_RE = re.compile(r"[#@][\w.-]*\w")
_REFERENCE_RUN_RE = re.compile(r"[#@][\w.-]*\w(?:[ \t]*[,，、]?[ \t]+[#@][\w.-]*\w|[ \t]*[,，、][#@][\w.-]*\w)+")


# A line that is one code span and nothing else: a command shown under a
# list item (``- Extract an archive:`` / `` `7z x archive.7z` ``).
_CODE_LINE_RE = re.compile(r"`[^`\n]+`[ \t]*$")


def _counts(sizes: set[int]) -> frozenset[int]:
    return frozenset(size for size in sizes if size >= 2)


# An item of an ordered list at the margin (up to three spaces, as
# markdown allows), its number; the second item of a run, which a text
# without one has none of (a scan led by its line break).
_NUMBERED_ITEM_RE = re.compile(r"^ {0,3}([0-9]{1,2})[.)][ \t]+\S")
_SECOND_ITEM_RE = re.compile(r"\n {0,3}2[.)][ \t]")
# The first characters of the lines that can open or close a code block,
# head a section or number an item: every other line is skipped unread.
_RUN_LINE_STARTS = frozenset(" \t#`~0123456789")


# The tags that open and close an HTML list or table, and their items and
# rows (``<ol type="a">``, ``<li>``, ``<tr>``; case aside).
_HTML_TAG_RE = re.compile(r"<(/?)(ol|ul|li|table|tr|th|td)\b", re.IGNORECASE)


def _html_sizes(text: str) -> set[int]:
    """The number of items of each HTML list (``<li>`` right under its
    ``<ol>``/``<ul>``, a nested list's own) and of rows of each HTML table,
    less a first row of header cells only (``<th>`` and no ``<td>``), as a
    markdown table's header row is no row (LZ4's benchmark: nine ``<tr>``,
    eight compressors)."""
    sizes: set[int] = set()
    stack: list[list] = []  # [tag, items or rows, header-only rows in order]
    for match in _HTML_TAG_RE.finditer(text):
        closing, tag = match.group(1), match.group(2).lower()
        if tag in ("ol", "ul", "table"):
            if not closing:
                stack.append([tag, 0, []])
            elif stack and stack[-1][0] == tag:
                _, count, headers = stack.pop()
                if tag == "table" and headers[:1] == [True]:
                    count -= 1  # the header row
                sizes.add(count)
        elif not closing and stack:
            top = stack[-1]
            if tag == "li" and top[0] != "table":
                top[1] += 1
            elif tag == "tr" and top[0] == "table":
                top[1] += 1
                top[2].append(True)
            elif tag == "td" and top[0] == "table" and top[2]:
                top[2][-1] = False  # a row with a data cell
    return {size for size in sizes if size >= 2}


def _numbered_runs(lines: list[str]) -> set[int]:
    """The lengths of the runs of ordered items at the margin whose numbers
    go on from 1 (``1.`` … ``4.``) within a section, whatever stands
    between them: an installation guide shows each step's commands in a
    code block under it, which ends the list as markdown renders it, yet
    the steps are numbered as one procedure. A heading or a restart at 1
    ends a run; the lines of a code block are no items."""
    runs: set[int] = set()
    expected = 1
    fenced = False
    for i, line in enumerate(lines):
        if line[:1] not in _RUN_LINE_STARTS:
            continue
        if fence_toggles(line, lines[i - 1] if i else "", fenced):
            fenced = not fenced
            continue
        if fenced:
            continue
        if line[:1] == "#":
            runs.add(expected - 1)
            expected = 1
            continue
        item = _NUMBERED_ITEM_RE.match(line) if line[:1] in " 0123456789" else None
        if item is None:
            continue
        number = int(item.group(1))
        if number == expected:
            expected += 1
        else:
            runs.add(expected - 1)
            expected = 2 if number == 1 else 1
    runs.add(expected - 1)
    return {size for size in runs if size >= 2}


# The lines read whole-text, from a line feed and the lines of the text
# joined by line feeds (no other line break is left in a line): a scan led
# by the line feed (a literal) skips to the few lines that can matter, where
# a pattern led by ``^`` would be tried at every character and a loop would
# visit every line of a book.
# An item may stand in a blockquote (``> * 中文分词``): its depth is read after
# the quote's marks, so that the unquoted items indented under it (``  *
# 最短路分词``, as READMEs nest a quoted list) are its sub-items.
_ITEM_AFTER_RE = re.compile(r"\n(?:>[ \t]?)*([ \t]*)(?:[-*+]|[0-9]{1,3}[.)])[ \t]+\S")  # _ITEM_LINE_RE after the line feed
_WRITTEN_LINE_RE = re.compile(r"\n\S")  # a line that starts with neither white space nor its end


def close_run(run: list[int], sizes: set[int], figured: set[int], ordered: set[int]) -> None:
    """Tally a run of list items that has ended (``run``: [indent, items,
    items with a figure, numbered items]): its size, and the same size as
    a run of figures or an ordered run when every item is one."""
    sizes.add(run[1])
    if run[2] == run[1]:
        figured.add(run[1])
    if run[3] == run[1]:
        ordered.add(run[1])


def _list_sizes(joined: str) -> tuple[set[int], set[int], set[int]]:
    """The sizes of the runs of list items at one depth, those of the runs
    whose every item carries a figure on its first line, and those of the
    ordered runs (every item numbered: ``1.``, ``2)``). ``joined``: a line
    feed and the lines joined by line feeds."""
    sizes: set[int] = set()
    figured: set[int] = set()
    ordered: set[int] = set()
    open_lists: list[list[int]] = []  # [indent, items, items with a figure, numbered items] from the outermost

    comments = _block_comments(joined) if "/*" in joined else ()
    end = 0  # the end of the last item's line
    for item in _ITEM_AFTER_RE.finditer(joined):
        if comments and joined[item.end(1)] == "*" and _inside_comment(comments, item.start()):
            continue  # a block comment's continued line (`` * Copyright …``): no item
        if open_lists and end != item.start() and _paragraph_between(joined, end, item.start()):
            # a paragraph ends every list
            for run in open_lists:
                close_run(run, sizes, figured, ordered)
            open_lists = []
        indent = len(item.group(1).expandtabs(4))
        while open_lists and open_lists[-1][0] > indent:
            close_run(open_lists.pop(), sizes, figured, ordered)
        if not (open_lists and open_lists[-1][0] == indent):
            open_lists.append([indent, 0, 0, 0])
        end = joined.find("\n", item.end())
        end = len(joined) if end < 0 else end
        open_lists[-1][1] += 1
        open_lists[-1][2] += _FIGURE_RE.search(joined, item.end() - 1, end) is not None
        open_lists[-1][3] += joined[item.end(1)].isdigit()
    for run in open_lists:
        close_run(run, sizes, figured, ordered)
    return sizes, figured, ordered


# A C-style block comment opening a line (``/*!``, ``/**``, ``/*``) to its
# close: a code source stored as markdown writes its lines `` * …``, which
# are no list (a glob such as ``src/**/*.js`` opens none: not at a line's start).
_BLOCK_COMMENT_RE = re.compile(r"\n[ \t]*/\*.*?\*/", re.DOTALL)


def _block_comments(joined: str) -> list[tuple[int, int]]:
    """The (start, end) of each block comment in ``joined``, in order."""
    return [match.span() for match in _BLOCK_COMMENT_RE.finditer(joined)]


def _inside_comment(comments: list[tuple[int, int]], at: int) -> bool:
    """Is ``at`` inside one of ``comments`` (in order)?"""
    place = bisect_right(comments, (at, at)) - 1  # the last comment starting before ``at``
    return place >= 0 and at < comments[place][1]


def _paragraph_between(joined: str, start: int, stop: int) -> bool:
    """Is one of the lines after the line feeds in ``joined[start:stop]`` (no
    list item among them) a paragraph's: written from its first character,
    not a line of one code span (an item's example, the command under it in
    tldr pages: the list goes on)?"""
    found = _WRITTEN_LINE_RE.search(joined, start, stop)
    while found is not None:
        first = found.start() + 1
        if joined[first] != "`":
            return True
        end = joined.find("\n", first, stop)
        end = stop if end < 0 else end
        if _CODE_LINE_RE.match(joined, first, end) is None:
            return True
        found = _WRITTEN_LINE_RE.search(joined, end, stop)
    return False


# A table's header rule, after the line feed: three dashes or more, or
# cells of one dash or more between pipes, as GitHub allows (``|-|-|``).
_RULE_AFTER_RE = re.compile(r"\n[ \t]*\|?[ \t]*:?-{3,}|\n[ \t]*\|(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*(?=\n|$)")


def _table_sizes(lines: list[str], joined: str) -> tuple[set[int], set[int]]:
    """The number of each table's rows (and, when some rows are set apart
    by a first cell in italics, as a benchmark's reference row ``_RAM
    sequential read_`` is, the number of the others), and of those tables
    whose every row's first cell carries a figure. A table: the rows
    (lines starting with ``|``) right under a header rule with a ``|``
    that is not itself a row of the table above it. A table may leave out
    its outer pipes (``Channel Argument| Client|Server`` over
    ``---|---|---``, as GitHub allows): its rows are the lines with a pipe
    under such a rule."""
    sizes: set[int] = set()
    figured: set[int] = set()
    number = at = 0  # the line starting at joined[at]
    read = -1  # the last line read as a table's row
    for rule in _RULE_AFTER_RE.finditer(joined):
        number += joined.count("\n", at, rule.start())
        at = rule.start()
        if number <= read or "|" not in lines[number]:
            continue
        outer = lines[number].lstrip().startswith("|")  # the table writes its outer pipes
        rows = with_figure = italic = 0
        read = number + 1
        while read < len(lines) and (
                lines[read].lstrip().startswith("|") if outer else "|" in lines[read] and lines[read].strip()):
            line = lines[read]
            rows += 1
            first = line.lstrip()[1:].split("|", 1)[0] if outer else line.split("|", 1)[0]
            with_figure += _FIGURE_RE.search(first) is not None
            italic += _ITALIC_CELL_RE.fullmatch(first.strip()) is not None
            read += 1
        read -= 1
        if rows > 0:
            sizes.add(rows)
            if 0 < italic < rows:
                sizes.add(rows - italic)
            if with_figure == rows:
                figured.add(rows)
    return sizes, figured


# A cell wholly in italics, one underscore or star each side (``_RAM
# sequential read_``; not ``__XXH3__`` nor ``**bold**``).
_ITALIC_CELL_RE = re.compile(r"_[^_\s][^_]*_|\*[^*\s][^*]*\*")


def _heading_sizes(lines: list[str], joined: str) -> tuple[set[int], set[int], set[int], set[int]]:
    """The sizes of the runs of sibling headings nested under a section
    (with the number of those of them whose title carries a figure: a
    changelog's releases, apart from its ``Unreleased``); the sizes of the
    top runs, under no heading but the document's title; the number of
    the headings of every run whose title carries a figure, and of those
    whose title numbers a step (``Step 1``, ``2. Create an app``)."""
    nested: set[int] = set()
    top: set[int] = set()
    numbered_runs: set[int] = set()
    step_runs: set[int] = set()
    headings = _headings(lines, joined)
    # The title: a first heading whose level no other heading shares.
    title = headings[0][0] if headings and all(lvl != headings[0][0] for lvl, _ in headings[1:]) else None
    # level -> [headings, numbered, named by identifiers, step headings] under the current parent
    runs: dict[int, list[int]] = {}
    parents: list[int] = []  # levels of the headings above the current one
    top_levels: set[int] = set()  # levels whose current run has no parent but the title

    def close(level: int) -> None:
        headings_in_run, numbered, named, steps, other = runs.pop(level)
        numbered_runs.add(numbered)
        step_runs.add(steps)
        if level in top_levels:
            top.add(headings_in_run)
        if level not in top_levels or named == headings_in_run:  # a reference's entries: a list
            nested.update((headings_in_run, numbered))
            if other:  # the last is a catch-all ("Other"): the run names one less
                nested.add(headings_in_run - 1)

    for level, title_text in headings:
        for deeper in [lvl for lvl in runs if lvl > level]:
            close(deeper)
        while parents and parents[-1] >= level:
            parents.pop()
        if level not in runs:
            top_levels.discard(level)
            if all(parent == title for parent in parents):
                top_levels.add(level)
        run = runs.setdefault(level, [0, 0, 0, 0, False])
        run[4] = _CATCH_ALL_RE.fullmatch(title_text.lstrip("#").strip()) is not None
        run[0] += 1
        run[1] += _FIGURE_RE.search(title_text) is not None
        run[2] += _IDENTIFIER_RE.fullmatch(title_text.lstrip("#").strip()) is not None
        run[3] += _STEP_TITLE_RE.match(title_text) is not None
        parents.append(level)
    for level in list(runs):
        close(level)
    return nested, top, numbered_runs, step_runs


# A heading that numbers a step: "Step 1", "1. Install", "第 2 步", "步驟 3".
_STEP_TITLE_RE = re.compile(
    r"[#\s]*(?:step[ \t]*[0-9]{1,2}\b|[0-9]{1,2}[.)、:：][ \t]|第[ \t]*(?:[0-9]{1,2}|[一二三四五六七八九十]{1,2})[ \t]*步"
    r"|步驟[ \t]*(?:[0-9]{1,2}|[一二三四五六七八九十]{1,2}))", re.IGNORECASE)


@lru_cache(maxsize=64)
def shaped_runs(text: str) -> frozenset[tuple[int, frozenset[str]]]:
    """The groups of two or more sibling headings of one shape, their
    titles the same words but one, which names each (``## Static Routes:
    157``, ``## GithubAPI Routes: 203``, … of a benchmark, beside its ``##
    Static Routes`` of timings), under any parent: (how many, the words
    they share, lower case). Such a group lists things of the kind its
    shared words name (routes), which a card counts by that noun."""
    lines = text.splitlines()
    runs: dict[tuple[int, int], list[str]] = {}  # (the parent heading's place, level) -> titles
    parents: list[tuple[int, int]] = []  # (level, place) of the headings above
    for place, (level, title) in enumerate(_headings(lines, "\n" + "\n".join(lines))):
        while parents and parents[-1][0] >= level:
            parents.pop()
        runs.setdefault((parents[-1][1] if parents else -1, level), []).append(title)
        parents.append((level, place))
    groups: set[tuple[int, frozenset[str]]] = set()
    for titles in runs.values():
        groups |= _shaped_groups(titles)
    return frozenset(groups)


def _shaped_groups(titles: list[str]) -> set[tuple[int, frozenset[str]]]:
    """:func:`shaped_runs` of one run of sibling titles."""
    counts: dict[tuple[int, int, tuple[str, ...]], int] = {}
    for title in titles:
        words = _FIGURES_RE.sub("0", title.lstrip("#").strip().lower()).split()
        for named in range(len(words) if len(words) >= 2 else 0):  # (a one-word title shares no word)
            rest = tuple(words[:named] + words[named + 1:])
            if any(char.isalpha() for char in words[named]):
                key = (len(words), named, rest)
                counts[key] = counts.get(key, 0) + 1
    return {(size, frozenset(_WORD_RE.findall(" ".join(key[2])))) for key, size in counts.items()
            if size >= 2 and _WORD_RE.search(" ".join(key[2])) is not None}


_FIGURES_RE = re.compile(r"[0-9][0-9.,]*")
_WORD_RE = re.compile(r"[a-z][a-z-]*[a-z]")


@lru_cache(maxsize=64)
def heading_titles(text: str) -> tuple[str, ...]:
    """The title of every heading of ``text``, ``#`` or underlined, as written."""
    lines = text.splitlines()
    return tuple(title.lstrip("#").strip() for _, title in _headings(lines, "\n" + "\n".join(lines)))


@lru_cache(maxsize=64)
def document_title(text: str) -> str:
    """The document's title as written (``# Configuration options for
    isort``): its first heading when no other heading shares its level,
    else ``""``. The sections under it are what :func:`section_counts`
    counts."""
    lines = text.splitlines()
    headings = _headings(lines, "\n" + "\n".join(lines))
    if not headings or any(level == headings[0][0] for level, _ in headings[1:]):
        return ""
    return headings[0][1].lstrip("#").strip()


def _headings(lines: list[str], joined: str) -> list[tuple[int, str]]:
    """(level, title) of every heading (:func:`_heading_lines`)."""
    return [(level, title) for _, level, title in _heading_lines(lines, joined)]


def section_list_sizes(text: str, versions: frozenset[str]) -> frozenset[int] | None:
    """The sizes of the lists (:func:`listed_counts`, but for the runs of
    headings below: a release's sub-sections are no items) in the sections whose heading writes one
    of ``versions`` (``## [3.2.0](…) (2022-05-05)``, ``## v3.5.9``), or
    None when no heading writes any: a count a card gives beside a
    release's version counts that release's items, not another's."""
    lines = text.splitlines()
    places = _heading_lines(lines, "\n" + "\n".join(lines))
    found = False
    sizes: set[int] = set()
    for at, (index, level, title) in enumerate(places):
        # (a version in brackets is an aside, not the release the section is:
        # "Focus on smooth transition (pre 6.0)")
        written = {version.lstrip("v") for version in _VERSION_RE.findall(
            _ASIDE_RE.sub(" ", _LINK_TARGET_RE.sub("]", title)))}
        if written.isdisjoint(versions):
            continue
        found = True
        end = next((other for other, deeper, _ in places[at + 1:] if deeper <= level), len(lines))
        body = lines[index + 1:end]
        # Its sub-headings are no items (### Fixes, ### Dependencies), but
        # still end the list before them: a line of prose in their place.
        for inner, _, _ in places[at + 1:]:
            if inner < end:
                body[inner - index - 1] = "_"
                if inner - index < len(body) and UNDERLINE_RE.match(body[inner - index]):
                    body[inner - index] = "_"
        sizes |= listed_counts("\n".join(body))
    return frozenset(sizes) if found else None


# A version a heading or a card line writes (3.2.0, v3.5.9, 2.10): two or more parts.
_VERSION_RE = re.compile(r"(?<![\w.])v?[0-9]+(?:\.[0-9]+){1,3}(?![\w]|\.[0-9])")
_LINK_TARGET_RE = re.compile(r"\]\([^)\s]*\)")
_ASIDE_RE = re.compile(r"\((?:pre|before|since|after|until|from|up to|through)\b[^)]*\)", re.IGNORECASE)


def card_versions(line: str) -> frozenset[str]:
    """The versions a card's line writes, without a ``v``."""
    return frozenset(version.lstrip("vV") for version in _VERSION_RE.findall(line)) if "." in line else frozenset()


# The only lines _heading_lines acts on: a fence (``` or ~~~ after white
# space), a ``#`` heading, an underline (one punctuation character three
# times or more).
_MARKED_AFTER_RE = re.compile(r"\n(?:[^\S\n]*(?:```|~~~)|#|([=\-^\"'*+_:.])\1\1)")


def _heading_lines(lines: list[str], joined: str) -> list[tuple[int, int, str]]:
    """(index of the title's line, level, title) of every heading
    (:func:`read_headings`), reading only the lines that open with a fence,
    a ``#`` or an underline's characters (``joined``: a line feed and the
    lines joined by line feeds); every other line leaves all as it is."""
    return read_headings(lines, _marked_lines(joined))


def _marked_lines(joined: str):
    """The index of each line :data:`_MARKED_AFTER_RE` finds, in order."""
    i = at = 0  # the line starting at joined[at]
    for marked in _MARKED_AFTER_RE.finditer(joined):
        i += joined.count("\n", at, marked.start())
        at = marked.start()
        yield i


def read_headings(lines: list[str], visited) -> list[tuple[int, int, str]]:
    """(index of the title's line, level, title) of every heading among the
    lines at the indices ``visited`` (ascending): markdown's ``#`` headings
    by their depth, and underlined ones (reST, setext) by the order in which
    their underline styles first appear, as reST ranks them; in a document
    that also writes ``#`` headings (markdown), a ``===`` or ``---``
    underline is markdown's setext level 1 or 2 (a changelog's ``2.10.1 -
    2021-02-06`` over ``===``, with ``### Fixes`` below it). A fenced code
    block's lines are none (a shell comment ``# install`` is no title).
    Visiting every line gives the same answer as visiting the marked ones
    (tests/properties/test_source_lists.py)."""
    out: list[tuple[int, int, str]] = []
    styles: list[str] = []
    setext: list[tuple[int, int]] = []  # (place in out, markdown level) of each === or --- heading
    atx = False  # a # heading seen
    fenced = False
    first = _after_front_matter(lines)
    for i in visited:
        if i < first:
            continue
        line = lines[i]
        if fence_toggles(line, lines[i - 1] if i else "", fenced):
            fenced = not fenced
            continue
        if fenced:
            continue
        match = _HEADING_RE.match(line)
        if match is not None:
            out.append((i, len(match.group(1)), line))
            atx = True
            continue
        underline = UNDERLINE_RE.match(line) if i else None
        title = lines[i - 1].strip() if i else ""
        if underline is None or not title or UNDERLINE_RE.match(title) or _ITEM_LINE_RE.match(lines[i - 1]):
            continue
        overlined = i >= 2 and lines[i - 2].strip() == line.strip()
        style = ("over" if overlined else "") + underline.group(1)
        if style not in styles:
            styles.append(style)
        if style in _SETEXT_LEVELS:
            setext.append((len(out), _SETEXT_LEVELS[style]))
        out.append((i - 1, 10 + styles.index(style), title))  # below every # level: one kind per document
    if setext and atx:  # markdown
        for place, level in setext:
            out[place] = (out[place][0], level, out[place][2])
    return out


_SETEXT_LEVELS = {"=": 1, "-": 2}  # markdown's underlines (an overlined title is reST's)


# A heading that gathers the rest (``#### Other``, ``其他``): no item of its own.
_CATCH_ALL_RE = re.compile(r"(?:others?|other platforms|misc(?:ellaneous)?|其他|其它|其他平台)[:：]?", re.IGNORECASE)


def _after_front_matter(lines: list[str]) -> int:
    """The index of the first line after a leading YAML front matter (0
    when there is none): its closing ``---`` is no underline, and the
    setting above it (``sidebar_position: 4``) no heading over the title."""
    if not lines or lines[0].rstrip() != "---":
        return 0
    for i in range(1, len(lines)):
        if lines[i].rstrip() in ("---", "..."):
            return i + 1
    return 0


_FIGURE_RE = re.compile("[0-9]")
# A section titled by an identifier (``limit_request_line``, ``Config.from_file``,
# ``--max-workers``): a reference's entry, one of a list of options or calls,
# not a chapter.
_IDENTIFIER_RE = re.compile(
    r"[`*]*-{0,2}[A-Za-z][A-Za-z0-9]*(?:[_.:/-]+[A-Za-z0-9]+)+(?:\(\))?[`*]*"
    r"|[`*]*[a-z]+[A-Z][A-Za-z0-9]*(?:\(\))?[`*]*")
