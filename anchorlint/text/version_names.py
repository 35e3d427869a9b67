"""A version written after a product's name belongs to that name.

A card's ``Poetry 3.8`` is not grounded by a source that writes 3.8 only as
``Python 3.8``: the figure is there, but as another product's version. A
figure the source writes bare (``3.8``, ``v3.8``, ``version 3.8``), after
the same name, or in a sentence that also names the card's product still
grounds it. Pure functions of the card's line and the source's text."""

from __future__ import annotations

import re

# A product's name as a card or source writes it before a version: a
# capitalised word (Poetry, Kubernetes) or one with a dot or inner capital
# (Node.js, macOS), possibly joined by dots, hyphens or pluses. One space
# or tab between: a wider gap is a column's (``Rust      19`` in an aligned
# table is a row's name and its count, not Rust 19).
_NAME_BEFORE_RE = re.compile(r"(?<![A-Za-z0-9_.+-])([A-Za-z][A-Za-z0-9_+-]*(?:\.[A-Za-z][A-Za-z0-9_+-]*)*)[ \t]$")

# Words that introduce a version rather than name a product: a figure after
# them is written bare. Lower-cased.
_NOT_NAMES = frozenset({
    "v", "ver", "version", "versions", "release", "releases", "rel", "since", "from", "to",
    "until", "before", "after", "and", "or", "at", "as", "of", "in", "on", "is", "the", "a",
    "with", "than", "by", "for", "requires", "require", "supports", "support", "use", "using",
    "see", "step", "chapter", "section", "page", "table", "figure", "part", "level", "phase",
    "stage", "tier", "type", "rfc", "note", "item", "line", "revision", "build", "patch",
    "update", "pr", "issue", "bug", "milestone", "sprint", "week", "day", "month", "year",
    "q", "h", "api", "up", "about", "around", "over", "under", "only", "also", "then",
})

# A sentence's end: what splits a source into the sentences a name and a
# version may share.
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(`*])|\n\s*\n|\n(?=\s*(?:[-*+#>|]|\d+[.)]))|[。！？]")


# What a name ends with (its last character, before the space or slash).
_NAME_ENDS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+-")
# What a pin ends with before its figure (an operator, ``@``, a quote or a caret).
_PIN_ENDS = frozenset("=<>@\"'^~")
# A name joined to its version by a slash (``HTTP/3``): a letter word, no
# path before it (``docs/api/3``).
_SLASHED_NAME_RE = re.compile(r"(?<![A-Za-z0-9_.+/-])([A-Za-z][A-Za-z0-9_+-]*)/$")


def product_name(line: str, start: int) -> str | None:
    """The product name the card writes directly before the figure that
    starts at ``start`` on ``line`` (after a space, or a slash: ``HTTP/3``),
    or None."""
    if start < 2 or line[start - 2] not in _NAME_ENDS:
        return None  # (most figures: no Latin letter or digit two places before; the search tries every place)
    before = line[max(0, start - 80):start]
    match = _NAME_BEFORE_RE.search(before) or (_SLASHED_NAME_RE.search(before) if before[-1:] == "/" else None)
    if match is None or not _is_name(match.group(1)):
        return None
    return match.group(1)


def lower_name(line: str, start: int) -> str | None:
    """The lower-case word of letters the card writes directly before the
    figure at ``start`` (``gfortran 6.5``), one no version-introducing word
    (``version``, ``since``), or None: a name only if its source says so."""
    if start < 2 or line[start - 2] not in _NAME_ENDS:
        return None
    match = _NAME_BEFORE_RE.search(line, max(0, start - 80), start)
    word = match.group(1) if match is not None else ""
    if len(word) < 3 or not word.isalpha() or not word.islower() or word in _NOT_NAMES:
        return None
    return word


def figure_places(line: str, start: int, end: int):
    """Where ``line`` writes the figure at ``line[start:end]``: there first,
    then each later place it stands as a whole token."""
    yield start
    written = line[start:end]
    at = line.find(written, end)
    while at >= 0:
        after = at + len(written)
        if (not at or not (line[at - 1].isalnum() or line[at - 1] in "_.")) and (
                after == len(line) or not (line[after].isalnum() or line[after] == "_"
                                           or (line[after] == "." and line[after + 1:after + 2].isdigit()))):
            yield at
        at = line.find(written, at + 1)


def _is_name(word: str) -> bool:
    if word.lower() in _NOT_NAMES or word.isdigit():
        return False
    return word[0].isupper() or "." in word or any(ch.isupper() for ch in word[1:])


def _fold(name: str) -> str:
    return re.sub(r"[^0-9a-z]", "", name.lower())


def _same_name(word: str, name: str) -> bool:
    """Node and Node.js, Kubernetes and kubernetes: the word contains the
    name, or is its start of four letters or more."""
    a, b = _fold(word), _fold(name)
    return bool(a) and bool(b) and (b in a or (len(a) >= 4 and b.startswith(a)))


def attached_elsewhere(name: str, figure: str, source: str) -> bool:
    """Does ``source`` (case kept) write ``figure`` only directly after
    product names other than ``name``, each in a sentence that never names
    ``name``? False when the figure is absent: that is for the ordinary
    check to say. Where the source writes it only as a label (an ordered
    item's ``3.``, a link's ``#3-authorization``) it is no product's
    version either: True."""
    found = False
    for at in _occurrences(figure, source):
        preceding = source[max(0, at - 80):at]
        if preceding[-1:] == "#" or (figure.isdigit() and _LABEL_AFTER_RE.match(source, at + len(figure)) and _LABEL_BEFORE_RE.fullmatch(
                source, source.rfind("\n", 0, at) + 1, at)):
            found = True
            continue
        if _nested_value(source, at, figure, name):
            found = True
            continue
        pin = _pin(preceding)
        if pin is not None:  # a pinned requirement's version is that package's, whatever its sentence
            if _pinned_name(pin, name):
                return False
            found = True
            continue
        before = _NAME_BEFORE_RE.search(preceding)
        if before is None or not _is_name(before.group(1)) or _same_name(before.group(1), name):
            return False
        if _initials_of(name, preceding):
            return False
        if names_in_sentence(name, source, at):
            return False
        found = True
    return found


# A nested mapping's setting of a figure alone: an indented ``key: 1.0``
# (quoted or not) in a YAML or TOML-like example.
_NESTED_KEY_RE = re.compile(r"[ \t]+([A-Za-z_][A-Za-z0-9_.-]*)[ \t]*[:=][ \t]*[\"']?v?$")
_VALUE_END_RE = re.compile(r"[\"']?[ \t]*(?:#.*)?$", re.MULTILINE)


def _nested_value(source: str, at: int, figure: str, name: str) -> bool:
    """Is the figure at ``at`` the value of a nested setting whose mapping
    does not name ``name`` (``extra:`` then ``    version: 1.0``, a theme's
    variable)? A setting's value is that setting's, no product's version;
    a mapping naming the product (``python-version: 3.11``, ``repository:
    nginx`` beside ``tag: "1.25.3"``) keeps it the product's."""
    start = source.rfind("\n", 0, at) + 1
    match = _NESTED_KEY_RE.fullmatch(source, start, at)
    if match is None or _VALUE_END_RE.match(source, at + len(figure)) is None:
        return False
    return name.lower() not in _mapping(source, start, match.end(1) - len(match.group(1)) - start).lower()


_MAPPING_LINES = 20  # lines read either way: an example's mapping is shorter


def _mapping(source: str, start: int, indent: int) -> str:
    """The mapping of the setting line at ``start`` (indented ``indent``):
    its parent's line and the lines around it indented as deep or
    deeper."""
    before = source[:start].rsplit("\n", _MAPPING_LINES + 1)[1:] if start else []
    after = source[start:].split("\n", _MAPPING_LINES)[:_MAPPING_LINES]
    lines = []
    for line in reversed(before):
        lines.append(line)
        if line.strip() and len(line) - len(line.lstrip(" \t")) < indent:
            break  # the parent's key
    for line in after:
        if line.strip() and len(line) - len(line.lstrip(" \t")) < indent:
            break
        lines.append(line)
    return "\n".join(lines)


# A figure that labels a list item or heading (``3. [Authorization]``, at
# its line's start) or names a link's target (``#3-authorization``).
_LABEL_BEFORE_RE = re.compile(r"[ \t]*(?:#{1,6}[ \t]+)?")
_LABEL_AFTER_RE = re.compile(r"[.)][ \t]")


def glued_forms(name: str, figure: str) -> tuple[str, str, str]:
    """The figure glued to the name (folded) as :func:`glued` looks for it."""
    return name.lower() + figure, name.lower() + "/" + figure, name.lower() + "-" + figure


def glued(name: str, figure: str, folded: str) -> bool:
    """Does the folded source write the figure glued to the name
    (``python3``, ``http/2``, ``win-8``): that name's version?"""
    for joined in glued_forms(name, figure):
        at = folded.find(joined)
        while at >= 0:
            end = at + len(joined)
            if (not at or not folded[at - 1].isalnum()) and not (
                    end < len(folded) and (folded[end].isdigit() or (folded[end] == "." and folded[end + 1:end + 2].isdigit()))):
                return True
            at = folded.find(joined, at + 1)
    return False


def named_only(figure: str, source: str) -> bool:
    """Does ``source`` (case kept) write the whole figure ``figure`` only
    directly after product names (``MSVC 14``), never counting something
    itself (``Run 4 workers``)? Such a figure is part of a name: it grounds
    no count. False when the figure is absent."""
    from anchorlint.text.counts import counts_something

    found = False
    for at in _occurrences(figure, source):
        if _in_date(source, at, at + len(figure)):
            continue  # (a date's month or day: no count, and the source's numbers say so)
        before = _NAME_BEFORE_RE.search(source[max(0, at - 80):at])
        if before is None or not _is_name(before.group(1)):
            return False
        if counts_something(source, at, at + len(figure)):
            return False
        found = True
    return found


# A whole date a figure may be the month or day of: ``2017-12-07``,
# ``2017/12/07``.
_DATE_RE = re.compile(r"(?<![\w.])[12]\d{3}([-/])\d{1,2}\1\d{1,2}(?![\w.])")


def _in_date(source: str, start: int, end: int) -> bool:
    """Is ``source[start:end]`` the month or day of a whole date?"""
    if source[start - 1:start] not in ("-", "/") and source[end:end + 1] not in ("-", "/"):
        return False  # (most figures: nothing glues them to a date)
    line_start = source.rfind("\n", 0, start) + 1
    line_end = source.find("\n", end)
    line = source[line_start:len(source) if line_end < 0 else line_end]
    return any(date.start() <= start - line_start and end - line_start <= date.end() for date in _DATE_RE.finditer(line))


# A pinned requirement binds a version to a package (requirements.txt
# ``sphinx-rtd-theme==0.5.2``, ``click >= 8.0``, ``pkg<2``, npm's
# ``pkg@1.2``, pyproject's ``pkg = "^1.2"``, package.json's ``"pkg":
# "^1.2"``). A one-character operator follows the name directly: "mode <540>"
# is prose. A colon binds only after a quoted key (JSON): YAML's ``tag:
# "1.25.3"`` is a setting, whose key names no package.
_PIN_BEFORE_RE = re.compile(
    r"(?<![\w.+/@-])@?([A-Za-z][\w.+-]*(?:/[A-Za-z][\w.+-]*)?)"
    r"(?:[ \t]*(?:===?|[<>!~]=)|[<>@]|[ \t]*=[ \t]*[\"'][\^~]?)[ \t]*$"
    r"|[\"]@?([A-Za-z][\w.+-]*(?:/[A-Za-z][\w.+-]*)?)[\"][ \t]*:[ \t]*[\"][\^~]?[ \t]*$")
_OPEN_TAG_RE = re.compile(r"<[A-Za-z][^<>]*$")  # inside an HTML tag: id="1.81.0" is an attribute
# Keys that hold a version without naming a package (``tag = "1.2"``,
# ``"rev": "2.0"``). Lower-cased.
_SETTING_KEYS = frozenset({"tag", "image", "ref", "rev", "branch", "default", "value", "name", "id", "appversion"})


def _pin(preceding: str) -> str | None:
    """The package a pin right before a figure binds it to, or None."""
    if preceding.rstrip(" \t")[-1:] not in _PIN_ENDS:
        return None  # (most figures: no operator or quote right before; the search tries every place)
    pin = _PIN_BEFORE_RE.search(preceding)
    if pin is None or _OPEN_TAG_RE.search(preceding) is not None:
        return None
    package = pin.group(1) or pin.group(2)
    return None if package.lower() in _NOT_NAMES or package.lower() in _SETTING_KEYS else package


def _pinned_name(package: str, name: str) -> bool:
    """Is the card's ``name`` the pinned ``package``: its whole name, or a
    run of its last parts (``dateutil`` for ``python-dateutil``)? A
    package's first part names the host it plugs into (``sphinx-rtd-theme``
    is a theme, not Sphinx; ``pytest-cov`` is not pytest)."""
    parts = [part for part in re.split(r"[-_./]", package.lower()) if part]
    wanted = _fold(name)
    return any("".join(parts[at:]) == wanted for at in range(len(parts)))


def attached_name(figure: str, source: str) -> tuple[str, int] | None:
    """The product name ``source`` writes directly before its first
    ``figure`` that follows one, and where that figure starts: what a
    finding names when the card's version belongs to another product
    (a pinned package's too: ``sphinx-rtd-theme==0.5.2``)."""
    for at in _occurrences(figure, source):
        preceding = source[max(0, at - 80):at]
        pin = _pin(preceding)
        if pin is not None:
            return pin, at
        before = _NAME_BEFORE_RE.search(preceding)
        if before is not None and _is_name(before.group(1)):
            return before.group(1), at
    return None


def _glues(char: str) -> bool:
    """Does ``char`` continue a token it touches? A letter or digit does;
    a Chinese or Japanese character does not: Chinese prose writes figures
    without spaces (``需要Bitbucket v4.8以上版本``)."""
    return char.isalnum() and char < "\u2e80"


def _occurrences(figure: str, source: str):
    """Where ``source`` writes ``figure`` as a whole token, a ``v`` before it
    included (``v3.8``): the start of each. str.find first, as a long source
    rarely holds the figure."""
    at = source.find(figure)
    while at >= 0:
        end = at + len(figure)
        start = at - 1 if at and source[at - 1] in "vV" else at
        clear_before = start == 0 or not (_glues(source[start - 1]) or source[start - 1] in "_.")
        clear_after = end == len(source) or not (
            _glues(source[end]) or source[end] == "_"
            or (source[end] == "." and end + 1 < len(source) and source[end + 1].isdigit()))
        if clear_before and clear_after:
            yield start
        at = source.find(figure, at + 1)


# The capitalised words directly before a figure: `Visual Studio` in
# "Visual Studio 2017".
_NAME_RUN_RE = re.compile(r"((?:[A-Z][A-Za-z0-9_+-]*[ \t]+){2,})$")


def _initials_of(name: str, preceding: str) -> bool:
    """Is the card's ``name`` the initials of the capitalised words the
    source writes before its figure (`VS` for Visual Studio)?"""
    run = _NAME_RUN_RE.search(preceding)
    if run is None or not name.isupper() or len(name) < 2:
        return False
    initials = "".join(word[0] for word in run.group(1).split())
    return initials.endswith(name)


def sentence_of(source: str, at: int) -> tuple[int, int]:
    """Where the sentence of ``source`` around ``at`` starts and ends, read
    within a window of it, so a long source is not scanned from its start
    for each figure."""
    window_start = max(0, at - _SENTENCE_REACH)
    start = window_start
    for end in _SENTENCE_END_RE.finditer(source, window_start, at):
        start = end.end()
    end_match = _SENTENCE_END_RE.search(source, at, at + _SENTENCE_REACH)
    return start, end_match.start() if end_match else min(len(source), at + _SENTENCE_REACH)


def names_in_sentence(name: str, source: str, at: int) -> bool:
    """Does the sentence of ``source`` around ``at`` name ``name``?"""
    start, end = sentence_of(source, at)
    sentence = source[start:end]
    return any(_same_name(word, name) for word in re.findall(r"[\w.+-]+", sentence))


_SENTENCE_REACH = 400  # characters either side: longer than any sentence a name and its version share
