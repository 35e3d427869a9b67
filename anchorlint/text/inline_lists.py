"""The enumerations a source writes in running text (``A, B and C``,
``A、B 與 C``), read per sentence: a list is a sentence, not a physical
line, so a paragraph's soft-wrapped lines are joined first (RFC 2119's key
words, wrapped after the sixth, are one list of eleven, not a second list
of four). Part of :mod:`anchorlint.text.source_lists`; pure: text in,
sizes out."""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.text.counts import JOINERS
from anchorlint.text.grounding_words import INTRODUCTORY_WORDS, LIST_LEAD_INS, RUN_PREPOSITIONS, SHORT_LEAD_INS

_JOINER_RE = re.compile(JOINERS)
# Where an inline enumeration cannot go on: the end of a sentence or clause,
# or a line break the joining kept (a list item's, a heading's, a table
# row's end).
_CLAUSE_END_RE = re.compile(r"[。!?！？;；:：\n]|\.(?:\s|$)")
_LIST_SEPARATOR_RE = re.compile(r"[,，、]")
_MOST_ITEMS = 9  # an enumeration of more is a list in all but name; none is read beyond it
# A line that starts a block of its own, not the next line of a wrapped
# sentence: a list item, a heading, a table row, a quote, a fence, a reST
# directive, a blank line.
_BLOCK_START_RE = re.compile(r"[ \t]*(?:[-*+][ \t]|[0-9]{1,3}[.)][ \t]|#|\||>|```|~~~|\.\. |$)")
_LIST_MARKER_RE = re.compile(r"[ \t]*(?:[-*+]|[0-9]{1,3}[.)])[ \t]+")
# A reST or setext heading's underline, a rule: one punctuation character repeated.
UNDERLINE_RE = re.compile(r"^([=\-~^\"'`#*+_:.])\1{2,}[ \t]*$")
# The item after the joining word: to the next separator or clause end.
_LAST_ITEM_RE = re.compile(r"[^,，、。!?！？;；:：\n]*")
_FIGURE_RE = re.compile("[0-9]")


def fence_toggles(line: str, previous: str, fenced: bool) -> bool:
    """Does ``line`` open or close a fenced code block? A line of tildes
    right under a line of text is a reST or setext underline, not a fence."""
    stripped = line.lstrip()
    if stripped.startswith("```"):
        return True
    if not stripped.startswith("~~~"):
        return False
    return fenced or not previous.strip() or UNDERLINE_RE.match(line) is None


def sentences(lines: list[str]) -> str:
    """The text with each paragraph's soft-wrapped lines joined. List
    markers go: a bullet is no word of its first item. Lines in a fenced
    code block stay apart, as do headings, table rows and underlines."""
    out: list[str] = []
    joinable = False  # may the next line continue the previous one?
    fenced = False
    previous = ""
    for line in lines:
        stripped = line.lstrip()
        toggles = fence_toggles(line, previous, fenced)
        previous = line
        if toggles:
            fenced = not fenced
            out.append(line)
            joinable = False
            continue
        underline = UNDERLINE_RE.match(line) is not None
        if joinable and not fenced and not underline and _BLOCK_START_RE.match(line) is None:
            out[-1] += " " + stripped
            continue
        marker = None if fenced else _LIST_MARKER_RE.match(line)
        out.append(line[marker.end():] if marker else line)
        joinable = not fenced and not underline and bool(stripped) and not stripped.startswith(("#", "|"))
    return "\n".join(out)


def inline_sizes(text: str) -> tuple[set[int], set[int]]:
    """The sizes of the enumerations in running text, and those of them
    whose every item carries a figure (``3.8, 3.9 and 3.10``). Before each
    joining word (and, or, 與, 和, 及, 或): the short items separated by
    commas or 、 within its clause, and one item after it. A clause's first
    part that opens it (a sentence adverb, a subordinate clause) is no item,
    unless a serial comma before the joining word marks a list of three or
    more; a lead-in is none ("For example, A, B and C" is three). An ``or``
    between two items of a list that goes on after them ("A, B 或 C, D, E")
    joins alternatives within one item: that list ends at its clause's end."""
    sizes: set[int] = set()
    figured: set[int] = set()
    joiners = list(_JOINER_RE.finditer(text))
    inner = {joiner.start() for joiner in joiners if _inner_alternative(text, joiner)}
    for joiner in joiners:
        start = joiner.start()
        if start in inner:
            end = _CLAUSE_END_RE.search(text, joiner.end())
            end = len(text) if end is None else end.start()
            if any(joiner.end() < other.start() < end for other in joiners):
                continue  # the list ends at a later joining word
            items, parts = _items_before(text, end, inner)
            if 1 < items < _MOST_ITEMS:
                sizes.add(items)
                if all(_FIGURE_RE.search(part) for part in parts[len(parts) - items:]):
                    figured.add(items)
            continue
        items, parts = _items_before(text, start, inner)
        if 0 < items < _MOST_ITEMS:  # longer runs are cut by the window: their size is unknown
            sizes.add(items + 1)
            last = _LAST_ITEM_RE.match(text, joiner.end())
            if all(_FIGURE_RE.search(part) for part in (*parts[len(parts) - items:], last.group())):
                figured.add(items + 1)
    return sizes, figured


def _items_before(text: str, start: int, inner: set[int]) -> tuple[int, list[str]]:
    """The items of the enumeration that ends at ``text[start]``, counted
    back within its clause (one clause, one joining word) to its first item,
    and the parts they were read from."""
    window_start = max(0, start - _MOST_ITEMS * 61)
    window = text[window_start:start]
    ends = [end.end() for end in _CLAUSE_END_RE.finditer(window)]
    ends += [end.end() for end in _JOINER_RE.finditer(window) if window_start + end.start() not in inner]
    if ends:
        window = window[max(ends):]
    if "、" in window and "，" in window:
        # A Chinese enumeration that joins its items with 、 is that run: the
        # clauses a ， sets before it are no items ("本課程希望介紹 SLM，並結合
        # Phi-3，學習文字、視覺及 MoE" is three). (A ， right before 以及 is none.)
        comma = window.rstrip(" \t\n，").rfind("，")
        if comma >= 0 and "、" in window[comma:]:
            window = window[comma + 1:]
    trimmed = window.rstrip(" \t\n")
    serial = trimmed.endswith((",", "，"))
    parts = _LIST_SEPARATOR_RE.split(trimmed.rstrip(",，、"))  # an Oxford comma before the joiner
    led = _led_items(parts)
    if led:
        return led, parts
    items = 0
    for at in range(len(parts) - 1, -1, -1):
        lead_in = _LEAD_IN_RE.search(parts[at])
        if lead_in is not None:  # the first item, after its lead-in, if written beside it
            return items + _item(parts[at][lead_in.end():]), parts
        if at and _opens_run(parts, at, text, start):  # "a key file, in PKCS#1, PKCS#8, or OpenSSH format"
            return items + _item(parts[at].split(None, 1)[1]), parts
        if not _item(parts[at]) or (at == 0 < items and not serial and _introduction(parts[at])):
            break
        items += 1
    return items, parts


def _opens_run(parts: list[str], at: int, text: str, joiner: int) -> bool:
    """Does a preposition open part ``at`` (not the first) and the run of
    items that ends at the joining word at ``text[joiner]``: "An SSH key
    file, in PKCS#1, PKCS#8, or OpenSSH format" lists three formats, and
    the key file it describes is no fourth item. Not when the items after it
    open with the same word ("on Linux, on macOS, and on Windows": each
    item is a place, the first one's too)."""
    words = parts[at].split(None, 1)
    if len(words) < 2 or words[0].lower() not in RUN_PREPOSITIONS:
        return False
    last = _JOINER_RE.match(text, joiner)
    later = [*parts[at + 1:], _LAST_ITEM_RE.match(text, last.end()).group() if last is not None else ""]
    return not any(part.split(None, 1)[:1] == words[:1] for part in later)


def _inner_alternative(text: str, joiner: re.Match[str]) -> bool:
    """Is this ``or``/``或`` inside an item: between two short items of a
    list that goes on after them with the separator it used before them?"""
    if joiner.group() not in ("or", "或"):
        return False
    before = _LIST_SEPARATOR_RE.findall(text, max(0, joiner.start() - 61), joiner.start())
    after = _AFTER_ALTERNATIVE_RE.match(text, joiner.end())
    return bool(before) and after is not None and after.group(1) == before[-1] and _item(after.group(2)) and (
        after.group(2).split()[0].lower() not in _CLAUSE_WORDS)


# After an inner ``or``: its item, the list's separator, and the next item.
# (A closing bracket ends the list: "(such as A, B, or C), please" has no
# item after C.)
_AFTER_ALTERNATIVE_RE = re.compile(r"[^,，、\n。;；:：)）]{1,60}?([,，、])([^,，、\n。;；:：]{1,60})")
# Words that open a clause, not an item ("A, B, or C, which is ...").
_CLAUSE_WORDS = frozenset("which who that where when so but and or then if as while because".split())
# A lead-in to examples ("For example", "such as", 例如): no item. 如 only
# before what is not a Chinese character (如果 is "if").
_LEAD_IN_RE = re.compile(
    "(?:^|(?<![A-Za-z]))(?:" + "|".join(re.escape(word) for word in LIST_LEAD_INS) + ")(?![A-Za-z])"
    "|(?:" + "|".join(SHORT_LEAD_INS) + r")(?=[^\u4e00-\u9fff])", re.IGNORECASE)
# A bracketed array of quoted or code items: ``["a", "b", "c"]``, ``('x', 'y')``.
_ARRAY_ITEM = r"(?:\"[^\"\n]{1,60}\"|'[^'\n]{1,60}'|`[^`\n]{1,60}`)"
_ARRAY_RE = re.compile(rf"[\[(]\s*{_ARRAY_ITEM}(?:\s*,\s*{_ARRAY_ITEM})+\s*,?\s*[\])]")
_ARRAY_ITEM_RE = re.compile(_ARRAY_ITEM)


def array_sizes(text: str) -> set[int]:
    """The sizes of bracketed arrays of quoted or code items (a JSON or
    Python list in a configuration reference is a list of that many)."""
    if "[" not in text and "(" not in text:
        return set()
    return {len(_ARRAY_ITEM_RE.findall(match.group())) for match in _ARRAY_RE.finditer(text)}


@lru_cache(maxsize=64)
def array_items(text: str) -> tuple[tuple[int, frozenset[str]], ...]:
    """(size, items lower-cased, without their quotes and leading dots) of
    every bracketed array (:func:`array_sizes`): ``('.git', '.tox',
    'build')`` holds ``git``, ``tox`` and ``build``, as a card names them."""
    if "[" not in text and "(" not in text:
        return ()
    return tuple(
        (len(items), frozenset(item[1:-1].strip().lstrip(".").lower() for item in items))
        for match in _ARRAY_RE.finditer(text) if (items := _ARRAY_ITEM_RE.findall(match.group())))


# A run of three or more items each set in the same markup, bold or code,
# separated by commas and nothing else: ``**close**, **closes**, **closed**``,
# `` `-a`, `-b`, `-c` ``: a keyword list written without a joining word; or
# with one before the last (`` `amd64`, `arm64`, … and `s390x` ``, read
# whatever its length, where an enumeration is read up to nine). The
# whole run only: a separator before or after it makes it part of a longer
# list. Such a run is no list a count of anything may take its length from
# (a source's runs of option names would ground counts of other things);
# only a count the card gives beside items it names from it
# (lint/grounding_default.named_run).
_MARKED_SEPARATOR = r"(?:[ \t]*[,，、][ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or)[ \t]+|[ \t]*[與和及或][ \t]*)"
# Each opens with its mark and checks what stands before it after that (a
# scan skips to a literal; a pattern led by a look-behind is tried at every
# position).
_BOLD_RUN_RE = re.compile(
    rf"\*\*(?<![,，、] \*\*)(?<![,，、]\*\*)[^*\n]{{1,40}}\*\*(?:{_MARKED_SEPARATOR}\*\*[^*\n]{{1,40}}\*\*){{2,}}"
    r"(?![ \t]*[,，、])")
_CODE_RUN_RE = re.compile(
    rf"`(?<![,，、] `)(?<![,，、]`)[^`\n]{{1,40}}`(?:{_MARKED_SEPARATOR}`[^`\n]{{1,40}}`){{2,}}(?![ \t]*[,，、])")
_BOLD_ITEM_RE = re.compile(r"\*\*([^*\n]{1,40})\*\*")
_CODE_ITEM_RE = re.compile(r"`([^`\n]{1,40})`")
# A code item in typographic quotes, as a man page converted to markdown
# writes them (‘`name`’, “`size`”): the quotes are no separator's part.
_QUOTED_CODE_RE = re.compile("[‘“](`[^`\n]{1,40}`)[’”]")


_OPTION_HEAD = 240  # characters before a run where the option it belongs to is defined


@lru_cache(maxsize=64)
def run_options(text: str) -> tuple[tuple[int, str], ...]:
    """(size, the folded text right before it) of every run of three or
    more code items: where a reference defines the option whose values the
    run lists (`` `-s`, `--sort=SORT_FIELD` `` … "Valid sort fields are")."""
    if "‘`" in text or "“`" in text:
        text = _QUOTED_CODE_RE.sub(r"\1", text)
    return tuple((len(_CODE_ITEM_RE.findall(run.group())), text[max(0, run.start() - _OPTION_HEAD):run.start()].lower())
                 for run in _CODE_RUN_RE.finditer(text))


@lru_cache(maxsize=64)
def marked_runs(text: str) -> tuple[tuple[int, frozenset[str]], ...]:
    """(size, items lower-cased) of every run of three or more bold or code
    items separated by commas alone (``**close**, **closes**, **closed**``),
    code items in typographic quotes too (‘`name`’, ‘`size`’)."""
    runs: list[tuple[int, frozenset[str]]] = []
    if "‘`" in text or "“`" in text:
        text = _QUOTED_CODE_RE.sub(r"\1", text)
    for hint, run_re, item_re in (("**", _BOLD_RUN_RE, _BOLD_ITEM_RE), ("`", _CODE_RUN_RE, _CODE_ITEM_RE)):
        if hint in text:
            for run in run_re.finditer(text):
                items = [item.strip().rstrip(":：").lower() for item in item_re.findall(run.group())]
                runs.append((len(items), frozenset(items)))
    return tuple(runs)


def _introduction(part: str) -> bool:
    """Does a clause's first part open it rather than name an item: a
    sentence adverb or a subordinate clause before the first comma
    ("Alternatively, you can run Hadoop and Spark")?"""
    words = part.split()
    first = words[0].lower() if words else ""
    return first in INTRODUCTORY_WORDS or (len(words) == 1 and first.endswith("ly"))


def _led_items(parts: list[str]) -> int:
    """The items after a lead-in to examples ("such as A, B, or C"; 例如),
    when one opens a part: examples may be phrases of up to ten words
    ("shell execution flaws during Git command parsing"), the lead-in
    telling that what follows is a list; 0 when no part has a lead-in
    or a part after it is a clause."""
    for at in range(len(parts) - 1, -1, -1):
        lead_in = _LEAD_IN_RE.search(parts[at])
        if lead_in is not None:
            led = [parts[at][lead_in.end():], *parts[at + 1:]]
            return len(led) if len(led) > 1 and all(_example(part) for part in led) else 0
    return 0


def _example(part: str) -> bool:
    """An example after a lead-in: a phrase of at most ten words."""
    words = part.split()
    return 0 < len(words) <= 10 and len(part.strip()) <= 80 and all(len(word) <= 30 for word in words)


def _item(part: str) -> bool:
    """Is this an item of an enumeration: a name or a short phrase (at most
    five words, 30 characters without spaces), not a clause?"""
    words = part.split()
    return 0 < len(words) <= 5 and len(part.strip()) <= 60 and all(len(word) <= 30 for word in words)
