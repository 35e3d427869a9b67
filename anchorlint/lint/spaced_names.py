"""A name and its number written apart (issue 11, item 1's space joins): the
card's ``RFC 4627``, ``ISO 8601``, ``CentOS 7`` or ``Python 3`` is the
source's ``RFC4627``, ``ISO8601``, ``CentOS7``, ``Python3``. (The other way
round, and with a hyphen, the card's one token is already grounded as a
join: ``RFC4627`` and ``RFC-4627`` by the source's ``RFC 4627``.) So are
the words of a name the card spaces and the source joins (``Hugging Face``,
``HuggingFace``), and a name the source writes only glued to its version
(``Python`` for ``python3.8``), and the parts of a source token joined
by ``_`` or ``-`` that the card writes apart in the same order (``nvidia
A100`` for ``nvidia_a100-sxm4-80gb``). Pure."""

from __future__ import annotations

import re

from anchorlint.model.card import Card
from anchorlint.model.source_index import SourceIndex
from anchorlint.text.card_anchors import NAME, NUMBER, Anchor, unfullwidth

# After a name: one space, then a figure ending at a token boundary.
_FIGURE_AFTER_RE = re.compile(r" ([0-9]+(?:\.[0-9]+)*)(?![0-9A-Za-z_]|[.\-][0-9A-Za-z])")
# Before a figure: a run of two or more letters that is a token of its own, then one space.
_LETTERS_BEFORE_RE = re.compile(r"(?<![0-9A-Za-z_.\-])([A-Za-z]{2,}) $")
_LETTERS_RE = re.compile(r"[A-Za-z]{2,}")
_FIGURE_RE = re.compile(r"[0-9]+(?:\.[0-9]+)*(?:\.[xX])?")  # (5.x: a series)


def glued_in_source(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Whether ``anchor``, a run of letters or a figure written apart from
    the figure or letters beside it on its card line, is grounded by the
    source writing the two glued together as one whole token, or joined
    by ``_`` or ``-`` as two parts of one."""
    if anchor.kind == NAME and _CAPITALISED_PARTS_RE.fullmatch(anchor.text) and index.writes(
            anchor.text.lower()) and _identifier_parts_in(anchor.text, index):
        return True
    if anchor.kind == NAME and (index.writes("_") or index.writes("-")) and _PART_RE.fullmatch(
            anchor.text) and _joined_parts(unfullwidth(card.lines[anchor.line - 1].text),
                                           anchor.col - 1, anchor.end_col - 1, index.text):
        return True
    if anchor.kind == NAME and _LETTERS_RE.fullmatch(anchor.text):
        line = unfullwidth(card.lines[anchor.line - 1].text)
        if _joined_words(line, anchor.col - 1, anchor.end_col - 1, index.text):
            return True
        if len(anchor.text) >= 3 and _versioned_in(anchor.text.lower(), index):
            return True
        match = _FIGURE_AFTER_RE.match(line, anchor.end_col - 1)
        joined = None if match is None else anchor.text + match.group(1)
    elif anchor.kind == NUMBER and _FIGURE_RE.fullmatch(anchor.text):
        line = unfullwidth(card.lines[anchor.line - 1].text)
        match = _LETTERS_BEFORE_RE.search(line, 0, anchor.col - 1)
        if match is not None and _glued_token((match.group(1) + anchor.text).lower(), index.text):
            return True
        return _run_of_versions(anchor.text, line, anchor.col - 1, index.text)
    else:
        return False
    return joined is not None and _glued_token(joined.lower(), index.text)


def _glued_token(key: str, text: str) -> bool:
    """``key`` (letters and figure) a whole token of the folded source:
    not the ``python3`` of ``python3.8`` nor the ``iso8601`` of
    ``ISO8601-1``; a file's extension may follow (``rfc4627.txt``)."""
    if key not in text:
        return False
    return re.search(rf"(?<![0-9a-z_]){re.escape(key)}(?![0-9a-z_]|[.\-][0-9])", text) is not None


# A name, its figure, then more figures joined by commas, "and", "or" or
# a Chinese joiner, up to the one in question (``Debian 10, 11 and ``,
# ``Debian 10、11、``): the run ends where the figure opens.
_JOINER = r"(?:,? and |,? or |, ?| ?[、與和及或] ?)"
_FIGURE = r"[0-9]+(?:\.[0-9]+)*"
_RUN_BEFORE_RE = re.compile(
    rf"(?<![0-9A-Za-z_.\-])([A-Za-z]{{2,}}) {_FIGURE}(?:{_JOINER}{_FIGURE})*{_JOINER}$")


def _run_of_versions(figure: str, line: str, start: int, text: str) -> bool:
    """Is the figure at ``line[start:]`` one of a run of figures after one
    name (``Debian 10, 11 and 12``, ``Debian 10、11、12``: the name is
    written once for all of them), grounded by the folded source ``text``
    writing that name with this figure, glued (``Debian11``) or spaced
    (``Debian 11``), as one whole token?"""
    run = _RUN_BEFORE_RE.search(line, max(0, start - 80), start)
    if run is None:
        return False
    name = run.group(1).lower()
    return _glued_token(name + figure, text) or _glued_token(f"{name} {figure}", text)


# A capitalised word written right next to the name, one space apart.
_WORD_AFTER_RE = re.compile(r" ([A-Z][A-Za-z]+)")
_WORD_BEFORE_RE = re.compile(r"(?<![0-9A-Za-z_.\-])([A-Z][A-Za-z]+) $")


def _joined_words(line: str, start: int, end: int, text: str) -> bool:
    """Is the capitalised word at ``line[start:end]``, with the capitalised
    word before or after it, one whole token of the folded source ``text``
    (the card's ``Hugging Face`` for the source's ``HuggingFace``)?"""
    word = line[start:end]
    after = _WORD_AFTER_RE.match(line, end)
    if after is not None and _glued_token((word + after.group(1)).lower(), text):
        return True
    before = _WORD_BEFORE_RE.search(line, max(0, start - 40), start)
    return before is not None and _glued_token((before.group(1) + word).lower(), text)


# A token's part: letters and digits, a letter among them (``A100``, ``nvidia``).
_PART_RE = re.compile(r"[0-9A-Za-z]*[A-Za-z][0-9A-Za-z]*")
_PART_AFTER_RE = re.compile(r" ([0-9A-Za-z]{2,})(?![0-9A-Za-z_.\-])")
_PART_BEFORE_RE = re.compile(r"(?<![0-9A-Za-z_.\-])([0-9A-Za-z]{2,}) $")


def _joined_parts(line: str, start: int, end: int, text: str) -> bool:
    """Is the name at ``line[start:end]`` (letters, maybe digits), with
    the word one space before or after it, two neighbouring parts of a
    source token joined by ``_`` or ``-`` (the card's ``nvidia A100`` for
    the folded source's ``nvidia_a100-sxm4-80gb``)? Each part whole: a
    name inside a longer word (``Win`` of ``windows-10``) is no part."""
    word = line[start:end].lower()
    pairs = []
    after = _PART_AFTER_RE.match(line, end)
    if after is not None:
        pairs.append((word, after.group(1).lower()))
    before = _PART_BEFORE_RE.search(line, max(0, start - 40), start)
    if before is not None:
        pairs.append((before.group(1).lower(), word))
    return any((f"{first}_{second}" in text or f"{first}-{second}" in text) and re.search(
        rf"(?<![0-9a-z]){re.escape(first)}[_\-]{re.escape(second)}(?![0-9a-z])", text) is not None
        for first, second in pairs)


# A capitalised name with a lower-case letter, maybe of parts joined by
# `_` (``Gjson``, ``GetOne``, ``Sonic_Fast``): a word in capitals
# (``CPU``, ``x86``) splits at no hump and is left to the rules above.
_CAPITALISED_PARTS_RE = re.compile(r"[A-Z][0-9A-Za-z]*[a-z][0-9A-Za-z]*(?:_[A-Z][0-9A-Za-z]*)*")
_IDENTIFIER_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def _identifier_parts_in(name: str, index: SourceIndex) -> bool:
    """:func:`_identifier_parts` of the source, once per source and name."""
    memo = index.__dict__.setdefault("_identifier_parts_memo", {})
    found = memo.get(name)
    if found is None:
        found = memo[name] = _identifier_parts(name, index.cased)
    return found


def _identifier_parts(name: str, text: str) -> bool:
    """Does ``text`` write ``name`` as a run of whole parts of an identifier
    joined by `_` (``BenchmarkGetOne_Gjson-16``: its parts Benchmark, Get,
    One, Gjson split at `_`, `-` and the capital opening each hump)? A
    benchmark or constant names its things by such parts; the card that
    names them writes them alone (``GetOne``, ``Gjson``). Case as written:
    a hump is a lower-case letter or digit, then a capital."""
    start = text.find(name)
    while start != -1:
        end = start + len(name)
        first = start
        while first > 0 and text[first - 1] in _IDENTIFIER_CHARS:
            first -= 1
        last = end
        while last < len(text) and text[last] in _IDENTIFIER_CHARS:
            last += 1
        before = text[start - 1] if start > first else ""
        after = text[end] if end < last else ""
        opens = before in ("", "_") or (before.islower() or before.isdigit())
        closes = after in ("", "_") or (after.isupper() and not name[-1].isupper())
        if "_" in text[first:last] and opens and closes and (before or after):
            return True
        start = text.find(name, start + 1)
    return False


def _versioned_in(name: str, index: SourceIndex) -> bool:
    """:func:`_versioned_token` of the source, once per name: the cards
    citing one source ask about the same names again and again."""
    memo = index.__dict__.get("_versioned_memo")
    if memo is None:
        memo = index.__dict__["_versioned_memo"] = {}
    found = memo.get(name)
    if found is None:
        # (an ASCII name the folded text lacks is not in the text as written:
        # answered from the source's memo, not a scan of a long source)
        found = memo[name] = (not name.isascii() or index.writes(name)) and _versioned_token(name, index.raw)
    return found


def _versioned_token(name: str, text: str) -> bool:
    """Does the source ``text`` write ``name`` in lower case glued to a
    version, as one whole token (``python3.8``, ``node18``, ``gcc12``: a
    program's name as a command or setting writes it, the name's own
    mention with its version)? A name in capitals with a figure is one
    name (``PBKDF2`` is no mention of a ``PBKDF``)."""
    if name not in text:
        return False
    # Led by the name, the boundary before it looked back at from its end: a
    # pattern opening with a look-behind is tried at every character.
    return re.search(rf"{re.escape(name)}(?<![0-9A-Za-z_][\s\S]{{{len(name)}}})[0-9]+(?:\.[0-9]+)*(?![0-9A-Za-z_])",
                     text) is not None


# A name holding a figure (``aarch64``, ``x86_64``, in bold or code), then
# a parenthesis right after it, up to where the gloss's figure opens.
_NAME_BEFORE_GLOSS_RE = re.compile(
    r"(?<![0-9A-Za-z_.\-])([A-Za-z][0-9A-Za-z_.\-]*[0-9][0-9A-Za-z_]*)[*`]{0,2}[ \t]?[（(][ \t]?$")
_DIGIT_RUN_RE = re.compile(r"[0-9]+")


def glossed_name(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the figure the first word of a parenthesis glossing the name
    right before it, a name the source writes that holds that figure
    (``aarch64（64 位元 ARM 架構）``, ``x86_64 (64-bit)``)? It is the name's
    own figure read out, no figure the writer brings."""
    if anchor.kind != NUMBER or not anchor.key.isdigit() or anchor.col < 4:
        return False
    line = unfullwidth(card.lines[anchor.line - 1].text)
    match = _NAME_BEFORE_GLOSS_RE.search(line, max(0, anchor.col - 41), anchor.col - 1)
    if match is None or anchor.key not in _DIGIT_RUN_RE.findall(match.group(1)):
        return False
    return _glued_token(match.group(1).lower(), index.text)
