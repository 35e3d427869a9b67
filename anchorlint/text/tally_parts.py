"""Which parts of a card's own enumeration are the items its count counts.

:func:`anchorlint.text.counts.tally_says` reads a count's items from the
card's line: the parts after its colon, or those right before it. Three
kinds of writing put parts there that are no items of the count:

- a verb between the parts and the count ("names the pager it uses and
  gives five keyboard shortcuts", ``A 與 B 有三種``): the count is the
  verb's object, and what comes before are clauses, not its items;
- a clause of an item after a colon whose items each open with a code span
  (``兩個值：`state` 是…，`toggle` 是…，參數 `newValue` 可以省略``): the part
  that does not open with one goes on with the item before it;
- a run of short items inside one item, after a preposition ("accurate
  for int64, uint64 and double"): one item of the outer enumeration.
"""

from __future__ import annotations

import re

# Verbs that take a count as their object: a part ending in one leads up to
# the count, it is no item the count tallies.
COUNT_VERBS = frozenset(
    "gives give lists list has have names shows show offers offer provides provide includes include "
    "contains contain adds add supports support defines define describes describe documents document "
    "covers cover exposes expose ships ship takes take accepts accept returns return needs need requires "
    "require uses use gets get".split())
_CJK_COUNT_VERB_RE = re.compile(r"(?:有|提供|列出|列了|給出|给出|包含|包括|含|支援|支持|定義|定义|新增|收錄|收录|需要|用了|回傳|返回)[ \t]*$")
_LATIN_WORD_RE = re.compile(r"[A-Za-z]+")


def leads_up_with_verb(last: str) -> bool:
    """Do the words between a joining word and a count hold a verb that
    takes the count as its object ("gives", ``有``, ``提供``)?"""
    if _CJK_COUNT_VERB_RE.search(last) is not None:
        return True
    return any(word.lower() in COUNT_VERBS for word in _LATIN_WORD_RE.findall(last))


# Prepositions that, before the last word of a part, may open a run of
# short items inside that one item ("accurate for int64, uint64 and double").
_RUN_PREPOSITIONS = frozenset(("for", "of", "in", "on", "with", "from", "to", "via", "into", "under", "like"))


def merge_nested_runs(parts: list[str], joiners: re.Pattern[str]) -> list[str]:
    """``parts`` (an enumeration split at its separators, the last part
    not yet split at its joining word) with each nested run made one part:
    a part before the last that a joining word splits into short words
    ("uint64 and double") closes a run that opened at the nearest earlier
    part ending in a preposition and a short word ("accurate for int64"),
    the parts between them short words too."""
    out: list[str] = []
    for part in parts[:-1]:
        pieces = [piece.strip() for piece in joiners.split(part.strip(), maxsplit=1)]
        opened = _run_opener(out, pieces) if len(pieces) == 2 and all(_short(p) for p in pieces) else None
        if opened is None:
            out.append(part)
            continue
        out[opened:] = [", ".join(out[opened:] + [part])]
    return out + parts[-1:]


def _run_opener(out: list[str], pieces: list[str]) -> int | None:
    """The index in ``out`` of the part that opens the run ``pieces`` close,
    or None: only short parts between, the opener's last two words a
    preposition and a short word."""
    for at in range(len(out) - 1, -1, -1):
        words = out[at].split()
        if len(words) >= 3 and words[-2].lower() in _RUN_PREPOSITIONS and _short(words[-1]):
            return at
        if not _short(out[at]):
            return None
    return None


def _short(part: str) -> bool:
    """Is ``part`` one short name (one word, at most 20 characters)?"""
    words = part.split()
    return len(words) == 1 and len(words[0]) <= 20


def span_opened(parts: list[tuple[int, int]], original: str, joiners: re.Pattern[str]) -> int | None:
    """How many of the parts (spans of ``original``, the text after a
    count's colon) open an item, when each part that opens with a code
    span says something of it (``` `state` 是… ```, "`before` runs
    first"), the first among them, and some part does not open with one
    (``參數 `newValue` 可以省略``): that part goes on with the item before
    it. A part that opens with a joining word (``以及選用的 callback``,
    "and `c` …") is the last item. None when the parts are not of that
    shape (``` `import` 指令 ```: names of things, not clauses about them)."""
    texts = [original[begin:stop] for begin, stop in parts]
    spanned = [text.lstrip().startswith("`") for text in texts]
    if len(parts) < 2 or not spanned[0] or all(spanned):
        return None
    if not all(_says_something(text) for text, span in zip(texts, spanned) if span):
        return None
    return sum(span or joiners.match(text) is not None for text, span in zip(texts, spanned))


_AFTER_SPAN_RE = re.compile(r"\s*`[^`\n]*`(.*)", re.S)
_CJK_RE = re.compile(r"[\u4e00-\u9fff]")


def _says_something(part: str) -> bool:
    """Does the part go on after its opening code span with a clause (two
    Latin words or three Chinese characters at least), not a bare noun?"""
    rest = _AFTER_SPAN_RE.match(part)
    if rest is None:
        return False
    words = rest.group(1)
    return len(_LATIN_WORD_RE.findall(words)) >= 2 or len(_CJK_RE.findall(words)) >= 3
