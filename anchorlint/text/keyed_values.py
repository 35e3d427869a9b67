"""A figure the card binds to a key is judged by the source's values of it.

"`PYTHONOPTIMIZE=3`" is a claim about one setting: the source's
``PYTHONOPTIMIZE=2`` answers it, a stray 3 elsewhere (a protocol version,
a third item) does not. The same holds for what a card calls an option's
default or minimum: "預設 2" where the source says "The default is 0" and
writes 2 only as "A value of 2 will …" gives the 2 a role the source never
gives it. A card binds a figure to a key when it writes

- a setting: an identifier and ``=`` right before it (``OLLAMA_DEBUG=3``,
  ``mode=755``) or a long flag (``--jobs 4``, ``--jobs=4``);
- a key in prose: a lower-case word right before it (``width 60``), when
  the source sets that word on a line of its own (``width: 80``);
- a qualifier: a word for a default or a minimum before it in its clause
  (``預設 2``, ``defaults to 100``, ``最小 10``), for a maximum right
  before it (``最大不得超過 8190``; not ``最多``: ``最多放 13 顆``
  restates "holds 13 drives"), or ``by default`` after it (``5 by
  default``).

The source's values of a setting are the figures it writes after that
identifier and ``=`` or ``:`` (``PYTHONOPTIMIZE=2``) or alone after it on
a configuration line (``tcp-backlog 511``); of a qualifier, the figures
of each of its clauses that names a default (or a minimum: "at least",
"至少" too; or a maximum: "up to", "larger than", "limit", "最多" too), a
figure right before "by default", and, for a
default, a list item or table cell holding a figure alone. A source that
gives the key no value says nothing, and the figure is read as before.
(One-letter flags, ``-d 5``, are
:func:`anchorlint.text.card_anchors.flag_value`'s.) Pure functions of a
card's line and a source's text; a source is read for one key at a time,
with ``str.find`` (a source may be a book).
"""

from __future__ import annotations

import re

from anchorlint.text.numbers import COUNTERS, read_numbers

DEFAULT = "default"
MINIMUM = "minimum"
MAXIMUM = "maximum"

# A setting right before a card's figure: ``KEY=`` (an identifier, spaces
# around = allowed) or a long flag, ``--name`` then a space or =.
_SETTING_BEFORE_RE = re.compile(r"(?<![\w.\-/])(--[a-z][a-z0-9-]*[ =]|[a-z_][a-z0-9_.]*[ \t]?=[ \t]?)$", re.I)
# A lower-case word (a key's name, ``width``) and one space before a figure.
_WORD_BEFORE_RE = re.compile(r"(?<![\w.\-/])([a-z][a-z0-9_.\-]*[a-z0-9]) $")
# The card's words that make a figure in their clause a default or a minimum.
_CARD_QUALIFIERS = ((DEFAULT, re.compile(r"(?:\bdefault(?:s|ed)?\b|預設|默認|默认|缺省)")),
                    (MINIMUM, re.compile(r"(?:\bminimum\b|\bmin\b|最小|最低|下限)", re.I)),
                    (MAXIMUM, re.compile(r"(?:\bmaximum\b|\bmax\b|最大|上限)", re.I)))
# A part of each card qualifier, looked for before the qualifiers are.
_QUALIFIER_HINT_RE = re.compile("efault|預設|默|缺省|min|最小|最低|下限|max|最大|上限", re.I)
_QUALIFIED_AFTER_RE = re.compile(r"[ \t]*(?:[a-z]+[ \t]+)?by default\b", re.I)
_NAME_BEFORE_RE = re.compile(r"\b[A-Z][A-Za-z0-9]*[ \t]$")
# How far before a figure its qualifier may stand, and what may not lie
# between them: a clause's end or another figure.
_REACH = 16
_BOUND_REACH = 8
_BETWEEN_RE = re.compile(r"[0-9０-９，,；;。、（(]|\. ")
_COUNTED_RE = re.compile(f"[ \t]?[{COUNTERS}]")

# A source's figure as a value: digits and points, a scale or unit letter.
_VALUE = r"([0-9][0-9.]*[a-z%]{0,3})(?![0-9a-z])"
# After a setting's name in a source: ``=`` or ``:`` and its value, quotes
# and code marks allowed (``PYTHONOPTIMIZE=2``, ``"width": 80``) ...
_SIGNED_VALUE_RE = re.compile(r"[\"']?[ \t]*[=:][ \t]*[\"'`*]*" + _VALUE)
# ... or, on a configuration line, the value alone (``tcp-backlog 511``).
_LINE_VALUE_RE = re.compile(r"[ \t]+" + _VALUE + r"[ \t]*(?:\n|$)")
# A line that sets a key alone: ``width: 80``, ``  "width": 80,``.
_LINE_SETTING_RE = re.compile(r"[\"']?[ \t]*[:=][ \t]*[\"']?" + _VALUE + r"[\"']?,?[ \t]*(?:\n|$)")
_LONG_FLAG_VALUE_RE = re.compile(r"[ =][\"'`*]*" + _VALUE)
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-/")
# The source's words for a default and a minimum (a bound the card's
# "最小" may restate: "at least", "至少"); a Latin one must start its word.
_SOURCE_WORDS = {DEFAULT: ("default", "預設", "默認", "默认", "缺省"),
                 MINIMUM: ("minimum", "min", "at least", "no less than", "最小", "最低", "最少", "至少", "下限",
                           "不少於", "不少于"),
                 MAXIMUM: ("maximum", "max", "at most", "up to", "no more than", "larger than", "greater than",
                           "exceed", "limit", "最多", "最大", "上限", "至多", "不超過", "不超过")}
# What ends a source's clause after its qualifier: its figures are the
# qualified ones.
# (Not the comma of 1,666, nor a line's end inside a paragraph: "can't be
# larger than" and "32768" on the next line.)
_SOURCE_CLAUSE_END_RE = re.compile(r"[，;；。]|[,.](?!\S)|\n[ \t]*(?:\n|[-*+|#>]|[0-9]+\.[ \t])")
_SOURCE_REACH = 80
_FIGURE_RE = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)*[a-z%]{0,3}")
_FIGURE_BEFORE_RE = re.compile(r"([0-9][0-9.]*)[ \t]*(?:[a-z%]+[ \t]+){0,2}$")
# A figure that is all of a list item or of a table cell, code and bold
# marks aside (each pattern opens with a literal: a fast scan).
_BARE_ITEM_RE = re.compile(r"\n[ \t]*[-*+][ \t]+[`*\"']*([0-9][0-9.]*[a-z%]{0,3})[`*\"']*[ \t]*(?=\n)")
_BARE_CELL_RE = re.compile(r"\|[ \t]*[`*\"']*([0-9][0-9.]*[a-z%]{0,3})[`*\"']*[ \t]*(?=\||\n)")


def card_key(line: str, start: int, end: int) -> str | None:
    """The key the card binds the figure at ``line[start:end]`` to: a
    setting (``pythonoptimize=``, ``--jobs``, lower case), :data:`DEFAULT`
    or :data:`MINIMUM`; None when it binds it to none."""
    # (cheap looks first: most figures follow no sign and no qualifier)
    match = _SETTING_BEFORE_RE.search(line, max(0, start - 40), start) if (
        "=" in line[max(0, start - 3):start] or "--" in line) else None
    if match is not None:
        setting = match.group(1).lower()
        return setting.rstrip(" =") if setting.startswith("--") else setting.replace(" ", "").replace("\t", "")
    if _QUALIFIED_AFTER_RE.match(line, end) is not None and _NAME_BEFORE_RE.search(line, max(0, start - 24), start) is None:
        return DEFAULT  # (not "PEP 540 by default": a name's number)
    window = line[max(0, start - _REACH):start]
    if _QUALIFIER_HINT_RE.search(window) is None:
        return None
    for qualifier, pattern in _CARD_QUALIFIERS:
        found = None
        # A bound stands right before its figure (最多 50 位, 最大不得超過 8190),
        # not a clause away (上限的選擇是為了讓視窗寬度設為 80).
        for found in pattern.finditer(window, max(0, len(window) - _BOUND_REACH) if qualifier == MAXIMUM else 0):
            pass
        if found is not None and _BETWEEN_RE.search(window, found.end()) is None and not (
                "的" in window[found.end():] and _COUNTED_RE.match(line, end)):
            return qualifier  # (not "預設的五個服務提供者": a count of the default ones)
    return None


def prose_key(line: str, start: int) -> str | None:
    """The key a lower-case word right before the figure at ``line[start:]``
    may name (``width 60``: ``"width "``), to be asked of the source: it
    binds the figure only when the source sets that key on a line."""
    match = _WORD_BEFORE_RE.search(line, max(0, start - 32), start)
    return None if match is None else match.group(1) + " "


def source_values(text: str, key: str) -> frozenset[str]:
    """The keys (and written forms) of the figures the folded source
    ``text`` gives ``key`` (a :func:`card_key` or :func:`prose_key`)."""
    values: set[str] = set()
    if key in (DEFAULT, MINIMUM, MAXIMUM):
        _qualified(text, key, values)
    elif key.endswith(" "):
        _named(text, key[:-1], values, lines_only=True)
    elif key.startswith("--"):
        at = text.find(key)
        while at >= 0:
            match = _LONG_FLAG_VALUE_RE.match(text, at + len(key))
            if match is not None:
                _add(values, match.group(1))
            at = text.find(key, at + len(key))
    else:
        _named(text, key[:-1], values, lines_only=False)
    return frozenset(values)


def _named(text: str, name: str, values: set[str], lines_only: bool) -> None:
    """Add the values ``text`` sets ``name`` to: after ``=`` or ``:``, or
    alone after it on a configuration line; with ``lines_only``, only on a
    line that sets it alone (``width: 80``, not ``offset=2 length=4``)."""
    if lines_only and len(text) >= _LONG:
        _line_named(text, name, values)
        return
    at = text.find(name)
    while at >= 0:
        end = at + len(name)
        if at == 0 or text[at - 1] not in _KEY_CHARS:
            line_start = text.rfind("\n", 0, at) + 1
            alone = not text[line_start:at].strip(" \t\"'-*")  # the line opens with the name
            match = None
            if lines_only:
                match = _LINE_SETTING_RE.match(text, end) if alone else None
            else:
                match = _SIGNED_VALUE_RE.match(text, end)
                if match is None and alone:
                    match = _LINE_VALUE_RE.match(text, end)
            if match is not None:
                _add(values, match.group(1))
        at = text.find(name, end)


# From this length on (a book) the lines that set a name are found by a scan
# from line start to line start: the name's every place (in, to, of…) cost more.
_LONG = 100_000
# What may stand before a name alone on its line (``  "width": 80``, ``- width: 80``).
_LINE_LEAD = r"[ \t\"'*\-]*"


def _line_named(text: str, name: str, values: set[str]) -> None:
    """:func:`_named` with ``lines_only``: the values of the lines that open
    with ``name`` (after spaces, quotes and marks, but not right after a
    hyphen: ``-width`` is another word), found from each line's start."""
    escaped = re.escape(name)
    first = re.match(_LINE_LEAD + escaped, text)
    ends = [] if first is None or (first.end() > len(name) and text[first.end() - len(name) - 1] == "-") else [
        first.end()]
    ends += [match.end() for match in re.finditer("\n" + _LINE_LEAD + escaped, text)
             if text[match.end() - len(name) - 1] != "-"]
    for end in ends:
        match = _LINE_SETTING_RE.match(text, end)
        if match is not None:
            _add(values, match.group(1))


def _qualified(text: str, qualifier: str, values: set[str]) -> None:
    """Add the figures ``text`` calls a default (a minimum, a maximum):
    those of each clause after a word for it, one right before "by default",
    and for a default the figures standing alone as a list item or a table
    cell, as a reference page lists values (gunicorn's "* ``4094``", a
    Default column's cells)."""
    for word in _SOURCE_WORDS[qualifier]:
        latin = word.isascii()
        at = text.find(word)
        while at >= 0:
            end = at + len(word)
            after = text[end:end + 2]
            if not latin or (not _word_goes_on(text, at - 1) and not (
                    _word_goes_on(after, 0) and (after[:1] != "s" or _word_goes_on(after, 1)))):  # (defaults too)
                tail = text[end:end + _SOURCE_REACH]
                stop = _SOURCE_CLAUSE_END_RE.search(tail)
                clause = tail[:stop.start()] if stop is not None else tail
                for figure in _FIGURE_RE.findall(clause):  # every figure of the clause: "for Draion-7 is 1099"
                    _add(values, figure.replace(",", ""))
            at = text.find(word, end)
    if qualifier != DEFAULT:
        return
    at = text.find("by default")
    while at >= 0:
        before = _FIGURE_BEFORE_RE.search(text, max(0, at - 32), at)
        if before is not None:
            _add(values, before.group(1))
        at = text.find("by default", at + 10)
    lines = "\n" + text + "\n"
    for pattern in (_BARE_ITEM_RE, _BARE_CELL_RE):
        for match in pattern.finditer(lines):
            _add(values, match.group(1))


def _word_goes_on(text: str, at: int) -> bool:
    """Is ``text[at]`` a letter, digit or ``_`` (``default_merge_limit`` is
    an identifier, not the word)?"""
    return 0 <= at < len(text) and (text[at].isalnum() or text[at] == "_")


def _add(values: set[str], figure: str) -> None:
    """Add the figure, as the number reader keys it and as written (a
    card's ``65536k`` may be read with its scale, or without)."""
    figure = figure.rstrip(".")
    if figure.isdigit():  # (most: the number reader's key is the digits without leading zeros)
        values.update((figure.lstrip("0") or "0", figure))
        return
    numbers = read_numbers(figure)
    if numbers:
        values.update((numbers[0][2], figure))


_AFTER_SIGN_RE = re.compile(r"=([0-9]+)")


def setting_figures(text: str) -> frozenset[str]:
    """The figures the folded source ``text`` writes right after ``=``:
    the only ones :func:`only_as_setting` may answer yes for."""
    return frozenset(_AFTER_SIGN_RE.findall(text))


# A setting's name and ``=`` right before a source's figure (``mode=755``).
_SETTING_NAME_BEFORE_RE = re.compile(r"[a-z_][a-z0-9_.\-]*=$")


def only_as_setting(text: str, figure: str) -> bool:
    """Does the folded source ``text`` write ``figure`` (digits) only as the
    value of a ``KEY=value`` setting (``mode=755``)? Then it grounds no
    count: "755 個" counts things, ``mode=755`` is a permission."""
    found = False
    pattern = re.compile(r"(?<![\w.])" + re.escape(figure) + r"(?![\w.]*[0-9])")
    for match in pattern.finditer(text):
        if _SETTING_NAME_BEFORE_RE.search(text, max(0, match.start() - 40), match.start()) is None:
            return False
        found = True
    return found
