"""A version a card binds to what happened in it is that event's version.

A card writes ``3.2.0 引入的 chunk 回收回歸``, ``在 v1.2 軟棄用``,
"deprecated in 1.7": the version of an event (introduced, deprecated,
removed: text/grounding_words.RELEASE_EVENTS). A source that writes the
event with versions ("This regression was introduced in 3.1.0",
"soft-deprecated … in Elixir v1.1") binds it to those: the card's version
is grounded for the event only when a sentence of the source writes it with
the event, or the version heads a section of the source (a changelog's
release, ``## 22.1.0``, ``* 3.2.0 (November 9, 2012)``) in which a sentence
naming no other version writes it (``### Deprecated`` items). A source
that never writes the event with a version says nothing either way.

A card's ``自 v2.21.0 起`` (since) is the first version of something; a
source that writes that version only as the last of a range ("v2.21.0 and
below", ``<= 2.21.0``, ``2.21.0 以下``) says the opposite.

Folded text in (lower case, fullwidth forms folded); pure.
"""

from __future__ import annotations

import re

from anchorlint.text.grounding_words import RELEASE_EVENTS
from anchorlint.text.version_names import _SENTENCE_END_RE

_VERSION = r"v?([0-9]+(?:\.[0-9]+)+)"
# A version, then the event right after it (``3.2.0 引入``, ``v1.2 軟棄用``,
# ``1.7 版中已棄用``), or an English event then its version ("deprecated in
# 1.7", "removed in version 2.0").
_BEFORE_EVENT = r"[ \t]*(?:版本|版)?[ \t]*(?:中|時|时|裡|里)?[ \t]*(?:就|才|已經|已经|已|被|首次|正式)?[ \t]*(?:軟|软|硬)?[ \t]*"
_AFTER_EVENT = r"[ \t]+(?:in|since|as[ \t]+of|with|by)[ \t]+(?:version[ \t]+|release[ \t]+)?"
_EVENT_RES = {
    event: re.compile(
        r"(?<![0-9a-z_.])" + _VERSION + _BEFORE_EVENT + "(?:" + "|".join(w for w in words if not w.isascii()) + ")"
        + "|(?:" + "|".join(w for w in words if w.isascii()) + ")" + _AFTER_EVENT + _VERSION + r"(?![0-9a-z_]|\.[0-9])")
    for event, (words, _) in RELEASE_EVENTS.items()
}
# The first version of something: ``自 v2.21.0 起``, ``從 2.0 開始``,
# ``2.0 起``, "since 2.0", "as of v2.0", "starting with 2.0".
_SINCE_RE = re.compile(
    r"(?:(?<![0-9a-z_.])(?:自|從|从)[ \t]*)?(?<![0-9a-z_.])" + _VERSION
    + r"[ \t]*(?:版本|版)?[ \t]*(?:起|開始|开始)"
    r"|\b(?:since|as[ \t]+of|starting[ \t]+(?:with|from|in))[ \t]+(?:version[ \t]+)?" + _VERSION + r"(?![0-9a-z_]|\.[0-9])")
_SINCE_WORDS = ("起", "開始", "开始", "since", "as of", "starting")
# The last version of a range, inclusive: "2.21.0 and below", ``<= 2.21.0``,
# ``2.21.0 以下``, "up to and including 2.21.0".
_UP_TO_AFTER_RE = re.compile(r"[ \t]*(?:(?:and|or)[ \t]+(?:below|earlier|older|lower|prior)|(?:及|或)?(?:以下|以前|更早|更舊|更旧))")
_UP_TO_BEFORE_RE = re.compile(r"(?:<=|≤|up[ \t]+to[ \t]+and[ \t]+including)[ \t]*(?:version[ \t]+)?v?$")
# A version in a source sentence.
_SOURCE_VERSION_RE = re.compile(r"(?<![0-9a-z_.])v?([0-9]+(?:\.[0-9]+)+)(?![0-9a-z_]|\.[0-9])")
# A line a version heads: after heading marks (and a word: ``## Version
# 3.3``, ``## jemalloc 3.3.0``), a list marker, a link's bracket or a
# table's bar (``## [22.1.0]``, ``* 3.2.0 (…)``).
_HEAD_RE = re.compile(
    r"[ \t]*(?:#{1,6}[ \t]+(?:[a-z][\w.-]*[ \t]+)?|[-*+][ \t]+|\|[ \t]*)?\[?v?([0-9]+(?:\.[0-9]+)+)(?![0-9a-z_]|\.[0-9])")
_SECTION_LINES = 200  # lines a release's section is read for: longer than one release's notes
_SENTENCE_REACH = 400


def card_events(line: str) -> list[tuple[str, str, int, int]]:
    """(event, version, start, end) of each version the folded ``line``
    binds to an event ("since" included), ``start``/``end`` the version's
    columns (0-based, its ``v`` included)."""
    out: list[tuple[str, str, int, int]] = []
    for event, pattern in _EVENT_RES.items():
        if not any(word in line for word in RELEASE_EVENTS[event][0]):
            continue  # (most lines: none of the event's words; the pattern would try every place)
        for match in pattern.finditer(line):
            group = 1 if match.group(1) else 2
            out.append((event, match.group(group), match.start(group), match.end(group)))
    for match in _SINCE_RE.finditer(line) if any(word in line for word in _SINCE_WORDS) else ():
        group = 1 if match.group(1) else 2
        out.append(("since", match.group(group), match.start(group), match.end(group)))
    return out


def event_versions(text: str, event: str) -> frozenset[str]:
    """The versions the folded source ``text`` writes in a sentence with
    ``event``'s words."""
    found: set[str] = set()
    for stem in RELEASE_EVENTS[event][1]:
        at = text.find(stem)
        while at >= 0:
            found.update(_SOURCE_VERSION_RE.findall(_sentence(text, at)))
            at = text.find(stem, at + len(stem))
    return frozenset(found)


def event_in_section(text: str, event: str, version: str) -> bool:
    """Does a section the version heads in the folded source ``text`` write
    ``event``'s words in a sentence naming no version?"""
    stems = RELEASE_EVENTS[event][1]
    for start, end in _sections(text, version):
        section = text[start:end]
        for stem in stems:
            at = section.find(stem)
            while at >= 0:
                if not _SOURCE_VERSION_RE.search(_sentence(section, at)):
                    return True
                at = section.find(stem, at + len(stem))
    return False


def _sections(text: str, version: str):
    """(start, end) of each section of the folded ``text`` that
    ``version`` heads: after its line, to the next line a version heads at
    the margin (the next release), within a bound. Found from the
    version's places (``str.find``), not by reading every line."""
    for at in _places(text, version):
        start = text.rfind("\n", 0, at) + 1
        head = _HEAD_RE.match(text, start)
        if head is None or head.start(1) != at:
            continue
        end = text.find("\n", at)
        begin = end = len(text) if end < 0 else end + 1
        for _ in range(_SECTION_LINES):
            if end >= len(text) or (_HEAD_RE.match(text, end) is not None and text[end] not in " \t"):
                break
            following = text.find("\n", end)
            end = len(text) if following < 0 else following + 1
        yield begin, end


def _places(text: str, version: str):
    """Where ``text`` writes ``version`` (or it with ``.0`` added) as a
    whole token, a ``v`` before it allowed: the start of each figure."""
    at = text.find(version)
    while at >= 0:
        end = at + len(version)
        if text.startswith(".0", end) and not text[end + 2:end + 3].isdigit():
            end += 2
        before = text[at - 2:at - 1] if text[at - 1:at] == "v" else text[at - 1:at]
        after = text[end:end + 2]
        if not (before.isalnum() and before < "\u2e80" or before in ("_", ".")) and not (
                after[:1].isalnum() and after[:1] < "\u2e80" or after[:1] == "_"
                or (after[:1] == "." and after[1:].isdigit())):
            yield at
        at = text.find(version, at + 1)


def only_up_to(text: str, version: str) -> bool:
    """Does the folded source ``text`` write ``version`` (a ``v`` before
    it allowed) only as the last of a range, inclusive ("and below",
    ``<=``, ``以下``)? False when it does not write it."""
    found = False
    for at in _places(text, version):
        end = at + len(version)
        if text.startswith(".0", end) and not text[end + 2:end + 3].isdigit():
            end += 2
        start = at - 1 if text[at - 1:at] == "v" else at
        if not (_UP_TO_AFTER_RE.match(text, end) or _UP_TO_BEFORE_RE.search(text[max(0, start - 30):start])):
            return False
        found = True
    return found


def same_version(written: str, version: str) -> bool:
    """The same version, a ``.0`` added or left out (``2.0`` and ``2.0.0``)."""
    return written == version or written == version + ".0" or version == written + ".0"


def _sentence(text: str, at: int) -> str:
    """The sentence of ``text`` around ``at``, read within a window."""
    window = max(0, at - _SENTENCE_REACH)
    start = window
    for end in _SENTENCE_END_RE.finditer(text, window, at):
        start = end.end()
    after = _SENTENCE_END_RE.search(text, at, at + _SENTENCE_REACH)
    return text[start:after.start() if after else min(len(text), at + _SENTENCE_REACH)]
