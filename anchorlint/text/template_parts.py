"""A count of the parts of a dotted template the card writes beside it:
"version numbers have three parts: MAJOR.MINOR.PATCH", ``版本號由
MAJOR.MINOR.PATCH 三段組成``.

A summary of a version scheme counts the parts of the template it quotes;
the template is the card's own enumeration of them, its parts joined by
dots, and the count is grounded when it is as many (the template itself is
checked in turn) and contradicted when it is not (``四段`` beside
``MAJOR.MINOR.PATCH``). A template is a dotted join of placeholders, each in
capitals (``MAJOR``) or a single letter (``x.y.z``): a file or setting name
(``config.yaml``, ``cache.size``) is none. Pure: a card line in, a number out.
"""

from __future__ import annotations

import re

# What a count of parts counts: 三段, 三個部分, three parts, four components.
_PARTS_COUNTED_RE = re.compile(
    r"[ \t]?(?:個[ \t]?)?(?:段|部分)|(?: [A-Za-z]+)? (?:parts|components|segments|fields|numbers)\b", re.IGNORECASE)
# A dotted template: two or more placeholders, all in capitals or all one letter.
_TEMPLATE_RE = re.compile(r"(?<![\w.])(?:[A-Z][A-Z_]*(?:\.[A-Z][A-Z_]*)+|[A-Za-z](?:\.[A-Za-z])+)(?![\w]|\.\w)")
# The count's sentence: a full stop, a Chinese stop or a semicolon ends it.
_SENTENCE_END_RE = re.compile(r"[。；;！？!?\n]|\.(?:\s|$)")


def template_parts(line: str, start: int, end: int) -> int | None:
    """How many parts the one dotted template in the sentence of the count
    at ``line[start:end]`` has, when the count counts parts; None when it
    counts something else or its sentence writes no template, or several."""
    if _PARTS_COUNTED_RE.match(line, end) is None or "." not in line:
        return None
    begin = 0
    for stop in _SENTENCE_END_RE.finditer(line, 0, start):
        begin = stop.end()
    stop = _SENTENCE_END_RE.search(line, end)
    templates = _TEMPLATE_RE.findall(line, begin, len(line) if stop is None else stop.start())
    return templates[0].count(".") + 1 if len(templates) == 1 else None
