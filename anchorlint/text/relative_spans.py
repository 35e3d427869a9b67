"""A cadence is not a span after an event.

"cuts a minor release every 6 weeks" is not grounded by a source whose only
6 weeks is "supported until 6 weeks after the N+2 minor release": there the
figure measures the time from one event to another, not how often a thing
recurs. A card's figure written in digits right after "every" or "每" is
a period; a source figure written only as a span relative to an event (its
unit, then after, before, later, 後, 前) in sentences that name no period
(every, per, cycle, interval, 每, 週期 …) is none. Pure functions of the
card's line and the source's folded text.
"""

from __future__ import annotations

import re

from anchorlint.text.whole_figures import figure_sentences

# A period the card states: "every 6 weeks", "每 6 週", "每隔 6 週".
_EVERY_RE = re.compile(r"(?:\bevery|\beach|每隔|每)[ \t]*$", re.IGNORECASE)
# A span from an event: the unit (or a counter and unit), then the event's side.
_RELATIVE_RE = re.compile(r"[ \t]*[a-z\u4e00-\u9fff]{1,8}?[ \t]*"
                          r"(?:after|before|later|earlier|prior|following|之後|之前|以後|以前|後|前)")
# Words saying that a sentence speaks of a period, whatever its figure does.
_PERIOD_RE = re.compile(r"every|each|\bper\b|once|cadence|cycle|interval|period|frequen|recurr|schedul|"
                        r"weekly|monthly|daily|hourly|yearly|annual|每|週期|周期|間隔|间隔|一次|頻率|频率")
_REACH = 160  # how far a sentence is read either side of its figure


def every_before(line: str, start: int) -> bool:
    """Does the card's ``line`` write "every" or "每" right before the
    figure at ``start``?"""
    return _EVERY_RE.search(line, max(0, start - 12), start) is not None


def only_relative(text: str, figure: str) -> bool:
    """Does ``text`` (a source, folded to lower case) write ``figure``
    (digits) as a whole number, each time as a span from an event in a
    sentence that names no period?"""
    found = False
    for at, begin, end in figure_sentences(text, figure, _REACH):
        if not _RELATIVE_RE.match(text, at + len(figure)) or _PERIOD_RE.search(text, begin, end):
            return False
        found = True
    return found


# A minimum the card states right before its figure: "at least 3 months",
# "至少 6 個月", "最少 2 週", "不少於 30 天".
# (a Chinese minimum may have its verb between: 至少先棄用 3 個月, 至少保留 6 個月)
_MINIMUM_RE = re.compile(r"(?:\bat least|\bminimum of|\ba minimum|(?:至少|最少|不少於|不少于)[\u4e00-\u9fff]{0,4})[ \t]*$",
                         re.IGNORECASE)
# A minimum a source sentence states, whatever its figure.
_SOURCE_MINIMUM_RE = re.compile(r"at least|minimum|no less|no fewer|or more|or longer|至少|最少|不少|以上")


def minimum_before(line: str, start: int) -> bool:
    """Does the card's ``line`` state a minimum right before the figure at
    ``start``?"""
    return _MINIMUM_RE.search(line, max(0, start - 16), start) is not None


def only_cadence(text: str, figure: str) -> bool:
    """Does ``text`` (a source, folded to lower case) write ``figure``
    (digits) as a whole number, each time in a sentence naming a period
    or as a span from an event, and never in a sentence stating a
    minimum?"""
    found = False
    for at, begin, end in figure_sentences(text, figure, _REACH):
        if _SOURCE_MINIMUM_RE.search(text, begin, end):
            return False
        if not _RELATIVE_RE.match(text, at + len(figure)) and not _PERIOD_RE.search(text, begin, end):
            return False
        found = True
    return found
