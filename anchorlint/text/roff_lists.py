"""The lists of a man page written in roff: mdoc's ``.Bl`` … ``.El`` and
man's tagged paragraphs (``.TP``, ``.IP tag``, ``.HP``).

A man page lists its key bindings or options with list macros, not with
markdown's bullets: ``.Bl -tag`` opens a list, each ``.It Ic k`` opens an
item that runs to the next ``.It`` or the list's ``.El`` (its description
lines are the item's, not a paragraph that ends the list), and a nested
``.Bl`` is a list of its own. In man(7), each ``.TP``, ``.HP`` or ``.IP``
with a tag opens an item; a bare ``.IP`` goes on with the item above; a
section or a plain paragraph (``.SH``, ``.SS``, ``.PP``, ``.P``, ``.LP``)
ends the run. A faithful summary counts these lists ("thirty key
bindings", ``三十組預設按鍵``) as it counts a markdown list's items. The
source is read as written: the text a reader sees drops the macros.
Pure: text in, sizes out.
"""

from __future__ import annotations

import re
from functools import lru_cache

# A roff request line: a dot, the macro, its arguments.
_REQUEST_RE = re.compile(r"(?m)^\.([A-Za-z]{1,3})\b[ \t]*(.*)$")
_ENDS_TAGGED_RUN = frozenset({"SH", "SS", "PP", "P", "LP", "Sh", "Ss"})
# An mdoc macro among an item's words (``Ic``, ``Fl``, ``Ar``): no name.
_MACRO_WORD_RE = re.compile(r"[A-Z][a-z]")
_NAME_RE = re.compile(r"[A-Za-z0-9][\w.+-]*")
# A font change (``\fB``, ``\fR``, ``\f(CW``): no part of a name.
_FONT_RE = re.compile(r"\\f(?:\(..|\[[^]\n]*\]|.)")


def might_hold_roff_lists(text: str) -> bool:
    """Does ``text`` write a list macro at all (most sources do not)?"""
    return "\n.It" in text or "\n.TP" in text or "\n.IP" in text or "\n.HP" in text


@lru_cache(maxsize=64)
def roff_lists(text: str) -> tuple[tuple[int, frozenset[str]], ...]:
    """(items, the names their tags write, lower-cased) of each list of
    two items or more (:mod:`anchorlint.text.roff_lists`)."""
    lists: list[tuple[int, frozenset[str]]] = []
    open_lists: list[list] = []  # [items, names] of each .Bl, the innermost last
    tagged: list = [0, set()]  # the run of man(7) tagged paragraphs
    for request in _REQUEST_RE.finditer(text):
        macro, arguments = request.group(1), request.group(2)
        if macro == "Bl":
            open_lists.append([0, set()])
        elif macro == "El" and open_lists:
            _close(open_lists.pop(), lists)
        elif macro == "It" and open_lists:
            open_lists[-1][0] += 1
            open_lists[-1][1].update(_names(arguments))
        elif macro in ("TP", "HP") or (macro == "IP" and arguments.strip()):
            tagged[0] += 1
            if macro == "IP":
                tagged[1].update(_names(arguments))
            else:  # the tag is the next line
                end = text.find("\n", request.end() + 1)
                tagged[1].update(_names(text[request.end() + 1:len(text) if end < 0 else end]))
        elif macro in _ENDS_TAGGED_RUN:
            _close(tagged, lists)
            tagged = [0, set()]
    _close(tagged, lists)
    return tuple(lists)


def _close(run: list, lists: list[tuple[int, frozenset[str]]]) -> None:
    if run[0] >= 2:
        lists.append((run[0], frozenset(run[1])))


def _names(arguments: str) -> set[str]:
    """The names an item's tag writes (``Ic [Up], k, ^P``: up, k, p)."""
    arguments = _FONT_RE.sub("", arguments).replace("\\-", "-")
    words = [word for word in arguments.split() if _MACRO_WORD_RE.fullmatch(word) is None]
    return {name.lower() for word in words for name in _NAME_RE.findall(word)}
