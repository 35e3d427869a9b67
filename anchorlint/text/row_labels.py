"""A measure the card gives to a table row's label belongs to that row.

A benchmark's output or a table gives one row per case, each opening with
its label: ``BenchmarkEcho_StaticAll   49341   24343 ns/op``, ``| Gin |
19319 |``, ``L2 快取參考數量級   7 ns   14x L1 cache``. "標準函式庫的
HttpServeMux 則是 24343 ns" is a claim about HttpServeMux's row; Echo's
row writing 24343 ns does not ground it. A multiplier is a pair's: "L1 的
20 倍" is not grounded by main memory's ``20x L2 cache``. A row: a line of a fenced code
block or of a ``|`` table whose label (its first column: up to two spaces
or a ``|``, then up to a ``:``) writes a Latin name and is followed by a
figure. The names a label gives: its words (split at spaces; a snake_case
word is one name) and the tail of each CamelCase part after a joint
(``BenchmarkHttpServeMux_StaticAll`` gives ``HttpServeMux``, not
``Http``). Pure
functions of the source's text and the card's line.
"""

from __future__ import annotations

import re

# A fenced block's body (``` or ~~~ fences at a line's start).
_BLOCK_RE = re.compile(r"^[ \t]*(```|~~~)[^\n]*\n(.*?)^[ \t]*\1", re.DOTALL | re.MULTILINE)
_TABLE_ROW_RE = re.compile(r"^[ \t]*\|([^|\n]*)\|([^\n]*)$", re.MULTILINE)
_COLUMN_GAP_RE = re.compile(r" {2,}|\t")
_LABEL_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9.+#-]*[A-Za-z0-9+#]|[A-Za-z]")
_CAMEL_JOINT_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_DIGIT_RE = re.compile(r"[0-9]")
_THOUSANDS_RE = re.compile(r",(?<=[0-9],)(?=[0-9]{3})")  # (led by the comma, the digit before it looked back at)
_MARKUP = " \t*_`[]"
# Where a card's clause ends, as figure_subjects reads it.
_CLAUSE_END_RE = re.compile(r"[；;。！？，,、：與和及或]|:(?:\s|$)|\.(?:\s|$)|\b(?:and|or|but|while|whereas)\b")

Rows = tuple[tuple[str, str], ...]


def label_rows(written: str) -> Rows:
    """Each row of ``written`` (a source as written, fences and all): its
    label and the rest of the row, digit groups unseparated (``10,000``
    -> ``10000``); a closed fenced block's rows first, then the ``|``
    table rows (in a fence too). The names a label gives are read only for
    the names a card asks about (:func:`labelled`). One walk over the
    lines: a pattern spanning a block tried at every line cost more."""
    fenced = "```" in written or "~~~" in written
    if not fenced and "|" not in written:
        return ()
    code: list[tuple[str, str]] = []
    table: list[tuple[str, str]] = []
    fence, block = "", []  # the open fence's marker, its lines so far
    for line in written.split("\n"):
        stripped = line.lstrip(" \t")
        if fenced and stripped[:3] in ("```", "~~~") and (not fence or stripped[:3] == fence):
            if fence:  # closed: its lines are rows
                for inner in block:
                    _code_row(code, inner)
                fence, block = "", []
            else:
                fence = stripped[:3]
            continue
        if fence:
            block.append(line)
        if stripped[:1] == "|":
            second = stripped.find("|", 1)
            if second > 0:
                _add(table, stripped[1:second].strip(_MARKUP), stripped[second + 1:])
    return tuple(code + table)


def _code_row(rows: list[tuple[str, str]], line: str) -> None:
    """A code block's line as a row: its label up to two spaces or a ``: ``."""
    if _DIGIT_RE.search(line) is None:
        return  # (a row gives a figure)
    cells = line.strip()
    label = _COLUMN_GAP_RE.split(cells, 1)[0].partition(": ")[0]
    _add(rows, label, cells[len(label):])


def _add(rows: list[tuple[str, str]], label: str, rest: str) -> None:
    """Keep the row when its label names something and a figure follows."""
    if _DIGIT_RE.search(rest) and any(word.strip(_MARKUP) for word in label.split()):
        rows.append((label, _THOUSANDS_RE.sub("", rest)))


def label_names(label: str) -> frozenset[str]:
    """The names (lower case) a row's ``label`` gives."""
    names = set()
    for word in label.split():
        names.add(word.strip(_MARKUP).lower())
        for part in word.split("_"):  # Go's Benchmark<Name>_<case>: CamelCase parts only
            for match in _LABEL_WORD_RE.finditer(part):
                whole = match.group()
                for joint in _CAMEL_JOINT_RE.finditer(whole):
                    if joint.start() > 0:
                        names.add(whole[joint.start():].lower())
    names.discard("")
    return frozenset(names)


def labelled(rows: Rows, name: str) -> tuple[int, ...]:
    """The indices of the ``rows`` whose label gives ``name`` (lower case);
    a label not writing it is not read (each of its names is part of it)."""
    return tuple(at for at, (label, _) in enumerate(rows)
                 if name in label.lower() and name in label_names(label))


def names_before(line: str, start: int, names: list[tuple[str, int, int]]) -> list[str]:
    """The ``names`` (lower case, with their columns on ``line``) the card
    writes before the figure at ``start`` in its clause: a measure's
    subject comes first ("ServeMux 則是 24343 ns"; in "主記憶體 100 ns（L2 的
    20 倍）" L2 is the ratio's base, not the 100's subject)."""
    begin = 0
    for match in _CLAUSE_END_RE.finditer(line, 0, start):
        begin = match.end()
    return [name for name, at, until in names if at >= begin and until <= start]


# The base a card's multiplier is of: "L1 的 20 倍", "20x L1", "20 times L1".
_BASE_BEFORE_RE = re.compile(r"([A-Za-z][A-Za-z0-9_.+-]*)[ \t]*的[ \t]*$")
_BASE_AFTER_RE = re.compile(r"[ \t]*(?:x|×|times)[ \t]+(?:(?:that of|the)[ \t]+)?([A-Za-z][A-Za-z0-9_.+-]*)", re.IGNORECASE)


def ratio_base(line: str, start: int, end: int) -> str | None:
    """The name (lower case) the card's multiplier at ``start:end`` is of,
    or None when it names none right beside it."""
    before = _BASE_BEFORE_RE.search(line, max(0, start - 30), start)
    if before is not None:
        return before.group(1).lower()
    after = _BASE_AFTER_RE.match(line, end)
    return after.group(1).lower() if after is not None else None


def row_ratio_bases(rows: Rows, figure: str) -> set[str]:
    """The names (lower case) the rows write ``figure`` as a multiple of
    (``20x L2 cache`` gives ``l2``)."""
    pattern = re.compile(rf"(?<![0-9.]){re.escape(figure)}[ \t]*(?:x|×|times)[ \t]+([A-Za-z][A-Za-z0-9_.+-]*)",
                         re.IGNORECASE)
    return {match.group(1).lower() for _, rest in rows for match in pattern.finditer(rest)}


def _figure_re(figure: str) -> re.Pattern[str]:
    # Led by the figure, the character before it looked back at from its
    # end: a pattern opening with a look-behind is tried at every character
    # of the source.
    return re.compile(rf"{re.escape(figure)}(?<![0-9.][\s\S]{{{len(figure)}}})(?![0-9]|\.[0-9])")


def writes_figure(rest: str, figure: str) -> bool:
    """Does a row's text write ``figure`` as a whole figure?"""
    return _figure_re(figure).search(rest) is not None


def figure_count(text: str, figure: str) -> int:
    """How many times ``text`` writes ``figure`` as a whole figure."""
    return len(_figure_re(figure).findall(text))


def unseparated(text: str) -> str:
    """``text`` with its digit groups unseparated, as rows are kept."""
    return _THOUSANDS_RE.sub("", text)
