"""The names a card writes after the colon that ends a count's clause:
"Four options apply to most commands: `--dry-run`, `--interactive` and
`--verbose`" names three options, and its four is no count of them.

A count's own colon is read by :func:`anchorlint.text.counts.names_after`
when it closes what the count counts (``共有五個：200、201、202 與 204``);
the colon may also end a longer clause, the count its subject: an English
sentence ("N options apply to …:") or a Chinese clause whose code span
holds a colon of its own (``四個 hook 明確指定 `language_version: python3.8`：
black、flake8 與 interrogate``). What follows it names what the count
counts only when it is all names to the sentence's end. Pure: a line in,
a number out.
"""

from __future__ import annotations

import re

from anchorlint.text.counts import (  # the tally reader's own marks
    _CODE_SPAN_RE, _OTHER_COUNT_RE, _PAREN_RE, _SENTENCE_END_RE, _SOME_RE, _opaque)


def names_closing_clause(line: str, end: int) -> int | None:
    """How many names the line enumerates after the colon that ends the
    clause of the count ending at ``line[end]`` when they are all the rest
    of its sentence: code spans, Latin names of a word or two or figures,
    joined by commas or 、 and and/or/與 ("Four options apply to most
    commands: `--dry-run`, `--interactive` and `--verbose`", ``四個 hook 明確指定
    `language_version: python3.8`：black、flake8 與 interrogate``: three).
    None when the clause holds no such colon (a sentence end, a comma or
    another count before it), the rest holds other words (prose, Chinese
    words that may be each item's fields), or a lead-in or 等 says the
    names are some."""
    masked = _PAREN_RE.sub(_opaque, _CODE_SPAN_RE.sub(_opaque, line))  # (a code span's colon ends nothing)
    colon = _CLAUSE_COLON_RE.match(masked, end)
    if colon is None or _OTHER_COUNT_RE.search(masked, end, colon.end()) is not None:
        return None
    rest = _SENTENCE_END_RE.split(masked[colon.end():], 1)[0].strip()
    if _SOME_RE.search(rest) or _SOME_RE.search(masked[end:colon.end() - 1]):
        return None
    parts = [part for part in _LIST_SEPARATOR_RE.split(rest) if part]
    if len(parts) < 2 or not all(_LIST_NAME_RE.fullmatch(part) for part in parts):
        return None
    return len(parts)


# The rest of the count's clause up to its colon: no comma, no sentence end.
_CLAUSE_COLON_RE = re.compile(r"(?:[^，,。；;:：\n.]|\.(?!\s|$)){0,60}?[：:]")
_LIST_SEPARATOR_RE = re.compile(r"[ \t]*(?:[,，、][ \t]*(?:(?:and|or)\b)?|\b(?:and|or)\b|[與和及或])[ \t]*")
_LIST_NAME_RE = re.compile(r"-{0,2}[A-Za-z0-9][A-Za-z0-9_.+/'-]*(?:[ \t]+[A-Za-z0-9][A-Za-z0-9_.+/'-]*)?")
