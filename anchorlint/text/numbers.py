"""Numbers in every written form, with the unit they carry.

Reads figures (``5,000``, ``2.5``, ``80%``, ``1½``, ``v1.4.2``, ``512MB``),
CJK numerals (``十五``, ``兩萬``, ``一百二十``, ``1萬2千``, ``百分之八十``,
``二〇二六年``), English number words (``thirty``, ``twenty-four``, ``1.2
million``) and dates (``2023-10-02``, ``October 2, 2023``, ``24-Apr-2024``) out
of folded text (fullwidth folded, ASCII lower case). Each reading is a
:class:`Number`: its span, a canonical key (``"5000"``, ``"2.5"``,
``"3.14.15"``, ``"2/3"``) and its unit (a key of ``grounding_words.UNITS``, or
None). The card and the source are read by the same function, so a card's
``15`` meets a source's ``十五``. Ambiguous readings are not made: a lone CJK
numeral needs a counter after it (``十分重要`` is not ten), ``may`` is a month
only next to a day.
"""

from __future__ import annotations

import re
from collections import namedtuple
from collections.abc import Iterator
from operator import attrgetter

from anchorlint.text.grounding_words import (
    BINARY_SIZE_SUFFIXES, FREQUENCY_UNITS, MODIFYING_UNITS, MONTHS, NOUNS_IN_SHU, NUMBER_WORDS, ORDINAL_WORDS, RADIX_WORDS, SCALE_WORDS, UNIT_QUALIFIERS,
    UNITS, VAGUE_BEFORE_DOZEN,
)


class Number(namedtuple("Number", "start end key unit decimals version", defaults=(None, 0, False))):
    """A number as read from text: its span, canonical key (``"5000"``,
    ``"2.5"``, ``"3.14.15"``, ``"2/3"``), unit, digits after the point as
    written, and whether it is a version (two or more points, or a ``v``
    prefix). A named tuple, not a dataclass: a source gives tens of thousands
    and a frozen dataclass costs three times as much to build."""

    __slots__ = ()

    @property
    def small(self) -> bool:
        """A single digit: an anchor only with a unit (H7's ``single_digit``)."""
        return not self.version and self.decimals == 0 and self.key.isdigit() and int(self.key) < 10


# ---------------------------------------------------------------- units

def _unit_tables() -> tuple[dict[str, str], dict[str, str]]:
    latin: dict[str, str] = {}
    cjk: dict[str, str] = {}
    for canonical, forms in UNITS.items():
        for form in forms:
            (latin if form.isascii() else cjk)[form] = canonical
    return latin, cjk


_LATIN_UNITS, _CJK_UNITS = _unit_tables()
# The CJK units by their first character, longest first: the longest unit
# written at a place is the first of its character's that the text goes on
# with (a pattern of the sixty alternatives tried each of them at the place).
_CJK_UNIT_FORMS: dict[str, tuple[str, ...]] = {}
for _form in sorted(_CJK_UNITS, key=len, reverse=True):  # (sorted is stable: ties keep the table's order)
    _CJK_UNIT_FORMS[_form[0]] = (*_CJK_UNIT_FORMS.get(_form[0], ()), _form)
del _form


def _cjk_unit(text: str, at: int) -> str | None:
    """The longest CJK unit ``text`` writes at ``at``, or None."""
    for form in _CJK_UNIT_FORMS.get(text[at:at + 1], ()):
        if text.startswith(form, at):
            return form
    return None

# Words that begin with a unit's character but name no unit (日期 is a date).
_NOT_UNITS = ("日期", "日誌", "日常", "日後", "日前", "月份", "年份", "年度", "年代", "年輕", "年紀", "天然", "週期", "周期",
              "周邊", "秒殺", "成員", "成本", "成功", "成為", "成熟", "成果", "位置", "位址", "頁腳", "頁首")
_PAREN_FIGURE_RE = re.compile(r"\([0-9]+\)")
_NEW_BLOCK_RE = re.compile(r"[ \t]*(?:$|[-*+#>|\n]|[0-9]+[.)] )", re.MULTILINE)
_WORD_RE = re.compile(r"[a-z%]+(?: cent)?")
_GENERIC_COUNTERS = "個个"
# A rate keeps its time unit: "1500 per hour" is not "1500 a day". Its unit
# is "per " and the time's (``per hour``), read after the figure in English
# and before it in Chinese (每小時 1500).
_RATE_AFTER_RE = re.compile(r"(?:per|an?|each|every) (sec|second|min|minute|hour|hr|day|week|month|year)\b")
_RATE_BEFORE_RE = re.compile("每(秒鐘|秒钟|秒|分鐘|分钟|小時|小时|個小時|个小时|天|日|週|周|星期|月|年) ?$")
_RATE_WORDS = frozenset(("per", "a", "an", "each", "every"))


_UNIT_GAP = frozenset(" \t\n\u00a0-)*_+")  # what may stand between a number and its unit
_UNIT_GAP_RE = re.compile(r"[ \t\n\u00a0\-)*_+]+")
# The characters other than ASCII at which unit_at can find a unit: for any
# other, it finds none (callers skip the call).
_UNIT_OPENERS = frozenset("\u00a0(％" + _GENERIC_COUNTERS + "".join(form[0] for form in _CJK_UNITS))
# Every character at which unit_at can find a unit: those, a gap, a
# bracket, a percent sign or a lower-case letter. At any other (a full stop,
# a comma, a figure, the text's end) it finds none.
_UNIT_STARTS = _UNIT_OPENERS | _UNIT_GAP | frozenset("(%abcdefghijklmnopqrstuvwxyz")


def unit_at(text: str, at: int) -> str | None:
    """The unit written at ``text[at:]`` (after a number), or None."""
    n = len(text)
    glued = at
    if at < n and text[at] in _UNIT_GAP:
        if text[at] == " " and (at + 1 == n or text[at + 1] not in _UNIT_GAP):
            at += 1  # one space, the most common gap
        else:
            gap_start, at = _UNIT_GAP_RE.match(text, at).span()
            newline = text.find("\n", gap_start, at)
            while newline >= 0:
                if _NEW_BLOCK_RE.match(text, newline + 1):
                    return None  # a unit goes on with a wrapped line, not into the next item
                newline = text.find("\n", newline + 1, at)
    if at >= n:
        return None
    char = text[at]
    if char == "(":
        figure = _PAREN_FIGURE_RE.match(text, at)  # fourteen (14) months
        return None if figure is None else unit_at(text, figure.end())
    if char in "%％":
        return "percent"
    if char.isascii():
        match = _WORD_RE.match(text, at)
        if match is None:
            return None
        word = match.group()
        if word in _RATE_WORDS:
            rate = _RATE_AFTER_RE.match(text, at)
            if rate is not None:
                return "per " + _LATIN_UNITS[rate.group(1)]
        unit = (_LATIN_UNITS.get(word) or (" " in word and _LATIN_UNITS.get(word.split(" ")[0]))
                or (word in FREQUENCY_UNITS and _frequency(text, at, word))
                or (at == glued and BINARY_SIZE_SUFFIXES.get(word)) or None)
        if unit is None and len(word) >= 4 and text.startswith(" ", match.end()):
            # One describing word between a number and its unit: 9 fractional
            # digits, 4 additional hours.
            match = _WORD_RE.match(text, match.end() + 1)
            word = "" if match is None else match.group()
            unit = _LATIN_UNITS.get(word)
        if unit is not None and word in UNIT_QUALIFIERS:
            after = _WORD_RE.match(text, match.end() + 1) if text[match.end():match.end() + 1] in (" ", "-") else None
            unit = None if after is None or after.group() in UNIT_QUALIFIERS else _LATIN_UNITS.get(after.group())
        return unit
    if text.startswith(_NOT_UNITS, at):
        return None
    form = _cjk_unit(text, at)
    if form is not None:
        return _CJK_UNITS[form]
    if char in _GENERIC_COUNTERS:
        if at + 1 >= n or text[at + 1] == char or _modifies_a_noun(text, at + 1):
            return None
        return unit_at(text, at + 1)
    return None


# What may follow a unit word without making it part of a longer noun: a
# particle, a joining word or a verb's marker (八個核心的, 四個核心與).
_AFTER_A_WHOLE_NOUN = frozenset("的之與和及或跟、都是在，。；：）)")


def _modifies_a_noun(text: str, at: int) -> bool:
    """Is the unit word at ``text[at:]``, after a generic counter, an
    adjective that begins a longer noun (兩個核心概念, 三個核心模組)? A
    counter counts the whole noun, whose head is its last word: two core
    concepts are no cores. Without a counter the unit is counted
    (四核心處理器). (:data:`~anchorlint.text.grounding_words.MODIFYING_UNITS`)"""
    form = _cjk_unit(text, at)
    if form is None or form not in MODIFYING_UNITS:
        return False
    after = text[at + len(form):at + len(form) + 1]
    return "\u4e00" <= after <= "\u9fff" and after not in _AFTER_A_WHOLE_NOUN


def rate_before(text: str, start: int) -> str | None:
    """The rate a Chinese 每 before a figure gives it (每小時 1500: per hour), or None."""
    if start == 0 or text[start - 1] not in " 秒鐘钟分時时天日週周期月年" or text.find("每", max(0, start - 5), start) < 0:
        return None  # (most figures follow a space, few a 每 within reach)
    rate = _RATE_BEFORE_RE.search(text, max(0, start - 5), start)
    return None if rate is None else "per " + _CJK_UNITS[rate.group(1)]


def _frequency(text: str, at: int, word: str) -> str | None:
    """The unit of a frequency adjective joined to its number by one hyphen
    (``3-monthly``, ``six-weekly``), or None."""
    if word not in FREQUENCY_UNITS or at < 2 or text[at - 1] != "-" or text[at - 2] in _UNIT_GAP:
        return None
    return FREQUENCY_UNITS[word]


# ---------------------------------------------------------------- CJK numerals

_CJK_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5,
               "六": 6, "七": 7, "八": 8, "九": 9}
_CJK_SMALL_SCALES = {"十": 10, "百": 100, "千": 1000}
_CJK_BIG_SCALES = {"萬": 10_000, "万": 10_000, "億": 100_000_000, "亿": 100_000_000}
_CJK_CHARS = "".join(_CJK_DIGITS) + "".join(_CJK_SMALL_SCALES) + "".join(_CJK_BIG_SCALES)
# The numerals that may follow a figure within one number: a scale (1萬2千,
# 2 萬, 3千5百). A digit numeral after a figure starts another number: the
# count of ``1.14 五個版本`` is five.
_CJK_SCALE_RUN = "十百千萬万億亿"
# A figure or a numeral run, possibly mixed (1萬2千), or 百分之…, or …分之….
# Like FIGURE_RE, it opens with its first character's class, outside any
# group. Groups: after 百, 分之 and the run; or the run after its first
# character, a digit; or the run after its first character, a numeral; then …分之….
_CJK_RUN = rf"(?:[0-9{_CJK_CHARS}]|\.[0-9])*"
CJK_NUMBER_RE = re.compile(
    rf"[0-9{_CJK_CHARS}]"
    rf"(?:(?<=百)(分之)((?:[0-9]+(?:\.[0-9]+)? ?)?[{_CJK_CHARS}]{_CJK_RUN})"
    rf"|(?<=[0-9])([0-9]*(?:,[0-9]{{3}})*(?:\.[0-9]+)? ?[{_CJK_SCALE_RUN}]{_CJK_RUN})"
    rf"|(?<=[{_CJK_CHARS}])({_CJK_RUN}))"
    rf"(分之[{_CJK_CHARS}]+)?"
)
_CJK_HINT_RE = re.compile(f"[{_CJK_CHARS}]")
_CJK_BLOCKERS = ("第", "初", "星期", "週", "周", "禮拜", "統", "唯", "之")
# "Several" before a numeral led by 十: 幾十 is always vague; 數十 too unless
# that 數 ends a noun (參數十個 is ten parameters; NOUNS_IN_SHU), and then
# still before a larger scale (數十億).
_VAGUE_BEFORE = "數数幾几"


def cjk_value(text: str) -> float | None:
    """The value of a run of CJK numerals, possibly mixed with figures."""
    if "〇" in text or (all(c in _CJK_DIGITS for c in text) and len(text) > 1):
        digits = [str(_CJK_DIGITS[c]) for c in text if c in _CJK_DIGITS]
        return float("".join(digits)) if len(digits) == len(text) else None
    total, section, pending = 0.0, 0.0, None
    i = 0
    while i < len(text):
        char = text[i]
        if char.isdigit() or char == ".":
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] == "."):
                j += 1
            try:
                pending = float(text[i:j])
            except ValueError:
                return None
            i = j
            continue
        if char in _CJK_DIGITS:
            pending = float(_CJK_DIGITS[char])
        elif char in _CJK_SMALL_SCALES:
            section += (1.0 if pending is None else pending) * _CJK_SMALL_SCALES[char]
            pending = None
        elif char in _CJK_BIG_SCALES:
            section += pending or 0.0
            total += (section or 1.0) * _CJK_BIG_SCALES[char]
            section, pending = 0.0, None
        i += 1
    return total + section + (pending or 0.0)


# ---------------------------------------------------------------- figures and words

_MONTH_NUMBER = {name: index + 1 for index, names in enumerate(MONTHS) for name in names.split()}


# A pattern that opens with a literal or a character class lets the scan skip
# every other character fast: so the boundary checks that Python's ``re``
# cannot skip on (``\b``, lookbehinds) come after the first character.
def _led_alternation(words: list[str], behind: str) -> str:
    """``words`` as one alternation tried in their order, grouped by first
    letter, each group opening with its letter and then ``behind`` (a
    lookbehind of two characters, the letter last): a scan then skips to a
    possible first letter and tries only the words that start with it."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(re.escape(word[1:]))
    return "|".join(f"{first}{behind}(?:{'|'.join(rests)})" for first, rests in groups.items())


# A letter, not \w, before a month: a month glued to Chinese text is one.
_MONTH_ALT = _led_alternation(sorted(_MONTH_NUMBER, key=len, reverse=True), r"(?<![a-z].)")
_DATE_RES = (
    # 2023-10-02, 2023/10/02, 2023.10.02: a month and a day that can be one, and
    # no fourth part (2022.0.0.0 is a calendar-led version, not a date)
    (re.compile(r"((?:19|20)(?<![0-9.]..)[0-9]{2})[-/.](0?[1-9]|1[0-2])[-/.](0?[1-9]|[12][0-9]|3[01])(?![0-9]|\.[0-9])"),
     "ymd"),
    # 2028-06: a year and a month (a two-digit month, not a range: 2019-20)
    (re.compile(r"((?:19|20)(?<![0-9.]..)[0-9]{2})-(0[1-9]|1[0-2])(?![0-9]|-[0-9])"), "ym"),
    # 24-apr-2024, 2023-nov-14
    (re.compile(rf"([0-9](?<![0-9].)[0-9]?)-({_MONTH_ALT})-([0-9]{{4}})(?![0-9])"), "dmy"),
    (re.compile(rf"([0-9](?<![0-9].)[0-9]{{3}})-({_MONTH_ALT})-([0-9]{{1,2}})(?![0-9])"), "ymd"),
    # october 2, 2023 / oct. 2 / october 2023
    # (a letter, not \w, before a month: a date glued to Chinese text, 在june 15, 2026測試, is one)
    (re.compile(rf"({_MONTH_ALT})\.? ([0-9]{{1,2}})(?:st|nd|rd|th)?(?:, ([0-9]{{4}}))?(?![0-9])"), "md y"),
    # 2 october 2023, 3rd november, 2023 (not "the 2nd may fail")
    (re.compile(rf"([0-9](?<![0-9.].)[0-9]?)(?: |(?:st|nd|rd|th) (?!may(?![a-z])))({_MONTH_ALT})(?![a-z])"
                rf"(?:,? ([0-9]{{4}}))?"), "dm y"),
    # october 2023 (after the forms with a day)
    (re.compile(rf"({_MONTH_ALT})\.?,? ([0-9]{{4}})(?![0-9])"), "m y"),
)
# Every date pattern has a four-digit year next to a separator or a month name.
# (Each pattern scanned over a whole text opens with a plain class, not a
# repeat: the ``re`` engine skips fast only to a class or a literal.)
_YEAR_HINT_RE = re.compile(r"[0-9][0-9]{3}[-/.]")
# The same, looked for from each separator (a literal, which a scan skips to
# several times faster than to a class), the four digits looked back at.
_YEAR_MARK_RES = tuple(re.compile(rf"\{mark}(?<=[0-9]{{4}}\{mark})") for mark in "-/.")


def year_hinted(text: str) -> bool:
    """``_YEAR_HINT_RE.search(text) is not None``: four digits before a
    ``-``, ``/`` or ``.``."""
    return any(pattern.search(text) is not None for pattern in _YEAR_MARK_RES)


_MONTH_DASH_RE = re.compile(r"[0-9]-[a-z]{3,9}-[0-9]")
# Month names, ordinal words and number words are read only where the text
# writes them as a whole run of letters (each pattern checks that no letter
# stands before or after), and each has three letters or more: the set of
# those runs tells which readers can find anything, for far less than a scan
# by each pattern.
_LETTER_RUN_RE = re.compile("[a-z][a-z]{2,}")


def letter_runs(text: str) -> set[str]:
    """The runs of three or more ASCII letters of folded ``text``."""
    return set(_LETTER_RUN_RE.findall(text))


_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3}
# A figure: 5,000, 1_000, 2.5, 3.14.15, v1.4, version 2. It opens with the
# class of its first character, consumed outside any group, and checks what
# stands before after it: the ``re`` engine scans for a pattern that opens
# with a class character by character, and tries one that opens with a
# lookahead or a group at every position. Groups: the rest of a ``v`` or
# ``version `` prefix and the figure after it; or the figure after its first
# digit; then the fraction, the scale word, ``k``, and a part after a hyphen.
_DIGITS = r"[0-9]{1,3}(?:(?:,[0-9]{3})+|(?:_[0-9]{3})+)(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)*"
_DIGITS_AFTER_FIRST = r"[0-9]{0,2}(?:(?:,[0-9]{3})+|(?:_[0-9]{3})+)(?:\.[0-9]+)?|[0-9]*(?:\.[0-9]+)*"
FIGURE_RE = re.compile(
    r"[v0-9](?<![a-z0-9_.].)(?<![0-9],.)"
    rf"(?:(?<=v)(|ersion )({_DIGITS})|(?<=[0-9])({_DIGITS_AFTER_FIRST}))"
    r"([½¼¾⅓⅔])?(?![0-9]|\.[0-9]|,[0-9]{3}|_[0-9])"
    r"(?: ?(hundred|thousand|million|billion)\b|(k)\b)?"
    r"(?=-([0-9]+)(?![0-9.]))?"
)
_WORD_ALT = _led_alternation(sorted(NUMBER_WORDS, key=len, reverse=True), r"(?<!\w.)")  # \b before
WORD_NUMBER_RE = re.compile(
    rf"({_WORD_ALT})(?:[- ]({'|'.join(w for w, v in NUMBER_WORDS.items() if 0 < v < 10)}))?\b"
    r"(?: (hundred|thousand|million|billion)\b)?"
)


def _key(value: float) -> str:
    if value == int(value):
        return str(int(value))
    return f"{value:.3f}".rstrip("0")


def figure_parts(match: re.Match[str], text: str) -> tuple[str | None, ...]:
    """A FIGURE_RE match as (prefix, digits, fraction, scale word, ``k``,
    part after a hyphen): its first character given back to its part."""
    prefix, digits, rest, fraction, scale, kilo, part = match.groups()
    if digits is None:  # no prefix: the figure is its first digit and the rest
        return None, text[match.start()] + rest, fraction, scale, kilo, part
    return "v" + prefix, digits, fraction, scale, kilo, part  # v or version


def _figure(match: re.Match[str], text: str) -> Number | None:
    prefix, digits, rest, fraction, scale, kilo, part = match.groups()  # as figure_parts gives them back
    start, after = match.span()
    if digits is None:
        digits = text[start] + rest
    else:
        prefix = "v" + prefix
    plain = digits.replace(",", "").replace("_", "") if "," in digits or "_" in digits else digits  # 5,000 and 1_000
    end = after
    if part is not None and plain.isdigit() and int(part) < int(plain) and not (scale or kilo or fraction):
        # 140-3, 800-63: a numbered standard (a range would rise: 18-36)
        return Number(start, end + 1 + len(part), f"{int(plain)}-{int(part)}", None, 0, version=True)
    if end < len(text) and text[end] in "%％":
        end += 1  # the span of a percentage includes its sign
    if plain.count(".") >= 2 or prefix:
        return Number(start, end, ".".join(str(int(p)) for p in plain.split(".")), None, 0, version=True)
    if not (scale or kilo or fraction) and text[after:after + 1] in _SHORT_SCALES:
        short = _SHORT_SCALE_RE.match(text, after) or _ten_thousand_at_mark(text, after)
        unit = unit_at(text, after + 1) if short is not None else None
        if short is not None and unit is None:  # 1M files, 46W行: the letter is the scale
            return Number(start, after + 1, _key(float(plain) * _SHORT_SCALES[short.group()]), None)
    if scale or kilo or fraction:  # each scale word multiplies by more than one
        value = float(plain) + (_FRACTIONS[fraction] if fraction else 0.0)
        multiplier = SCALE_WORDS.get(scale or "", 1000 if kilo else 1)
        return Number(start, end, _key(value * multiplier), unit_at(text, after))
    # Trailing zeros are kept: 3.10 is a version as often as a decimal.
    whole, _, part = plain.partition(".")
    key = whole if whole[0] != "0" else str(int(whole))
    if part:
        key += "." + part
    else:
        ordinal = _ORDINAL_SUFFIX_RE.match(text, after) if text.startswith(_ORDINAL_SUFFIXES, after) else None
        if ordinal is not None:  # 2nd, 21st: the number, its unit after the suffix
            end = after = ordinal.end()
    unit = unit_at(text, after) if text[after:after + 1] in _UNIT_STARTS else None
    if unit == "second" and text[after:after + 1] == "s" and _DECADE_RE.fullmatch(plain):
        unit = None  # the 1990s: a decade (1990 年代), not 1990 seconds
    if unit is None:
        if text.startswith(":1", after) and _RATIO_RE.match(text, after):
            unit = "ratio"  # 4.5:1
        elif text.startswith(_BITS_STARTS, after) and _bits_of_a_byte(text, start, after):
            unit = "bit"
        else:
            unit = rate_before(text, start)
    elif unit == "percent" and _TENTHS_RE.match(text, after):
        return Number(start, end, _key(float(plain) * 10), unit)  # 7 成 = 70%
    return _new(Number, (start, end, key, unit, len(part), False))


# Numbers built without the named tuple's Python-level __new__ (a source
# gives tens of thousands): every field given, in order.
_new = tuple.__new__
_ORDINAL_SUFFIXES = ("st", "nd", "rd", "th")
# A letter glued to a figure as its scale (folded): ``1M files`` is a million
# files only before a counted noun in the plural (``5m timeout`` may be
# minutes); zh-CN writes 萬 as ``W`` (``46W行``) before a Chinese word, and
# on a Chinese line before a slash, a mark or the line's end (``近5w/s``,
# ``5w，``, ``10w+``), where no Latin word follows to make it a unit.
_SHORT_SCALES = {"m": 1_000_000, "w": 10_000}
_SHORT_SCALE_RE = re.compile(r"m(?= [a-z]{3,}s\b)|w(?=[\u4e00-\u9fff])")
_TEN_THOUSAND_AT_MARK_RE = re.compile(r"w(?=[/+，。、；：）),;.!?？！]|$)", re.MULTILINE)
_HAN_RE = re.compile(r"[\u4e00-\u9fff]")
_ORDINAL_SUFFIX_RE = re.compile(r"(?:st|nd|rd|th)(?![a-z])")
_RATIO_RE = re.compile(r":1(?![0-9:.])")
_DECADE_RE = re.compile(r"1[89][0-9]0|20[0-9]0")
_TENTHS_RE = re.compile(r" ?成")


def _ten_thousand_at_mark(text: str, after: int) -> re.Match[str] | None:
    """The ``w`` of ``5w/s`` or ``5w，`` at ``after``, when its line is
    Chinese: 萬 (ten thousand) there, as before a Chinese word."""
    match = _TEN_THOUSAND_AT_MARK_RE.match(text, after)
    if match is None:
        return None
    line_start, line_end = text.rfind("\n", 0, after) + 1, text.find("\n", after)
    return match if _HAN_RE.search(text, line_start, len(text) if line_end < 0 else line_end) else None


def read_dates(text: str, taken: bytearray, words: set[str] | None = None) -> list[Number]:
    """Year, month and day of every date, each with its unit. ``words``: the
    text's :func:`read_words` (or all its :func:`letter_runs`), when the
    caller has them."""
    out: list[Number] = []
    years = year_hinted(text)
    named = (read_words(text) if words is None else words).intersection(_MONTH_NUMBER)
    if not years and not named:
        return out
    dashed = bool(named) and _MONTH_DASH_RE.search(text) is not None
    months = places(text, named, _LETTERS) if named else []
    year_starts = None
    for n, (pattern, order) in enumerate(_DATE_RES):
        # 0-1: 2023-10-02, 2028-06 need a year; 2-3: 24-apr-2024 a dashed month; 4-6 a month name
        if not (years if n < 2 else dashed if n < 4 else named):
            continue
        if n in _LED_BY_YEAR:
            if year_starts is None:
                year_starts = places(text, ("19", "20"), _DIGITS_AND_POINT)
            matches = matches_at(pattern, text, year_starts)
        elif n in _LED_BY_MONTH:
            matches = matches_at(pattern, text, months)
        elif n == _DAY_BEFORE_MONTH:  # 2 may, 3rd november: a day two to five characters before its month
            matches = matches_at(pattern, text, sorted({at - gap for at in months for gap in (2, 3, 4, 5) if at >= gap}))
        else:
            matches = pattern.finditer(text)
        for match in matches:
            if _overlaps(taken, match.start(), match.end()):
                continue
            _take(taken, match.start(), match.end())
            for group, unit in _DATE_FIELDS[n]:
                raw = match.group(group)
                if raw is None:
                    continue
                key = str(_MONTH_NUMBER[raw]) if raw in _MONTH_NUMBER else str(int(raw))
                at = match.start(group)
                out.append(_new(Number, (at, at + len(raw), key, unit, 0, False)))
    return out


# The date patterns whose every match opens with a year's 19 or 20, and
# those whose every match opens with a month name that is a whole run of
# letters (one of the text's letter runs; so is every number word and
# ordinal): found by trying the pattern only where the text writes one, not
# scanning for its first character's class (every 1 or 2, every letter a
# month name opens with), which costs ten times as much per character.
_LED_BY_YEAR = (0, 1)
_LED_BY_MONTH = (4, 6)
_DAY_BEFORE_MONTH = 5  # its day and a space or an ordinal's suffix and a space before a month name
_DIGITS_AND_POINT = "0123456789."  # never before a year (the year patterns' look-behind)
_LETTERS = "abcdefghijklmnopqrstuvwxyz"  # never before a month name, number word or ordinal


def places(text: str, words, not_after: str) -> list[int]:
    """Every place where ``text`` writes one of ``words`` after none of the
    characters ``not_after`` (a match there would fail), in order."""
    places = []
    for word in words:
        at = text.find(word)
        while at >= 0:
            if at == 0 or text[at - 1] not in not_after:
                places.append(at)
            at = text.find(word, at + 1)
    return sorted(set(places))


def matches_at(pattern: re.Pattern[str], text: str, starts: list[int]) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern that can match only at one of
    ``starts`` and never matches empty: tried at each in order, after the
    last match's end (look-behinds see the text before a start as in a scan)."""
    end = 0
    for at in starts:
        if at >= end:
            match = pattern.match(text, at)
            if match is not None:
                end = match.end()
                yield match


# Per date pattern, (group, unit) of its year, month and day, in that order.
_DATE_FIELDS = tuple(
    tuple((order.replace(" ", "").index(field) + 1, unit)
          for field, unit in (("y", "year"), ("m", "month_of"), ("d", "day_of")) if field in order)
    for _, order in _DATE_RES
)


def _overlaps(taken: bytearray, start: int, end: int) -> bool:
    return taken.find(1, start, end) >= 0


def _take(taken: bytearray, start: int, end: int) -> None:
    taken[start:end] = b"\x01" * (end - start)


def read_numbers(
    text: str, taken: bytearray | None = None, *, dates: bool = True, words: set[str] | None = None
) -> list[Number]:
    """Every number of folded ``text``, in order of position. ``taken``: one
    byte per character, 1 where the text was already read as something else
    (a name, a URL, a date); updated in place. ``words``: the text's
    :func:`read_words` (or all its :func:`letter_runs`), when the caller
    has them."""
    taken = bytearray(len(text)) if taken is None else taken
    words = read_words(text) if words is None else words
    out = read_dates(text, taken, words) if dates else []
    if _enumerator_hinted(text):  # "15. ", "十五、": a list's or a section's label
        first = _ENUMERATOR_RE.match(text)
        if first is not None:
            _take(taken, first.start(1), first.end(1))
        for match in _LATER_ENUMERATOR_RE.finditer(text):
            _take(taken, match.start(1), match.end(1))
    for match in FIGURE_RE.finditer(text):
        start, end = match.span()
        if taken.find(1, start, end) >= 0:
            continue
        # A figure followed by 萬/千/… is read by the CJK reader (2 萬 = 20000).
        at = end + 1 if text[end:end + 1] == " " else end
        following = text[at:at + 1]
        if following in _CJK_SCALE_CHARS:
            continue
        if following in _RADIX_STARTS and text.startswith(RADIX_WORDS, at):
            continue  # 16 進位: a number base, a word (as 十六進位)
        number = _figure(match, text)
        if number is not None:
            out.append(number)
            if number.end > end:
                end = number.end
            taken[start:end] = b"\x01" * (end - start)
    if not words.isdisjoint(FRACTION_WORDS):
        out += _fractions(text, taken)
    ordinals = words.intersection(ORDINAL_WORDS)
    if ordinals:
        out += _ordinal_words(text, taken, ordinals)
    # A number word, as an ordinal or a month name, is a whole run of letters:
    # tried where the text writes one of those it has (see read_dates).
    counted = words.intersection(NUMBER_WORDS)
    for match in matches_at(WORD_NUMBER_RE, text, places(text, counted, _LETTERS)) if counted else ():
        if _overlaps(taken, match.start(), match.end()):
            continue
        tens, ones, scale = match.groups()
        if tens == "dozen" and _vague_dozen(text, match.start()):
            continue
        value = NUMBER_WORDS[tens] + (NUMBER_WORDS[ones] if ones else 0)
        value *= SCALE_WORDS.get(scale or "", 1)
        end = match.end()
        if not scale and text.startswith(_AND_A_HALF, end) and not text[end + 11:end + 12].isalnum():
            end += len(_AND_A_HALF)  # "two and a half years" is 2.5 years, not two of them
            out.append(Number(match.start(), end, _key(value + 0.5), unit_at(text, end)))
        else:
            out.append(Number(match.start(), end, str(value), unit_at(text, end)))
        _take(taken, match.start(), end)
    out += _cjk_numbers(text, taken)
    out.sort(key=_START)
    return _ranges(text, out)


def _vague_dozen(text: str, start: int) -> bool:
    """Is the ``dozen`` at ``start`` a vague multiple ("several dozen", "a
    few dozen"), no twelve?"""
    before = text[max(0, start - 10):start]  # the longest word and its space
    return any(before.endswith(word + " ") and (len(before) == len(word) + 1 or not before[-len(word) - 2].isalpha())
               for word in VAGUE_BEFORE_DOZEN)


# A fraction in words: "two-thirds", "one third", "a third of", "three quarters" (the
# numerator's word, then the denominator's); key "2/3", as 三分之二 reads.
_DENOMINATORS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4,
                 "fourth": 4, "fourths": 4, "fifth": 5, "fifths": 5}
FRACTION_WORDS = frozenset(_DENOMINATORS) - {"half", "halves", "fourth", "fifth"}
# The letter runs the readers look for (read_dates, read_numbers): month
# names, ordinal and number words, a fraction's denominators. Each is three
# letters a-z or more, as every letter run is.
READ_WORDS = frozenset(_MONTH_NUMBER) | frozenset(ORDINAL_WORDS) | frozenset(NUMBER_WORDS) | FRACTION_WORDS
_READ_WORD_BYTES = frozenset(word.encode() for word in READ_WORDS)
_LETTERS_ONLY = bytes(byte if 97 <= byte <= 122 else 32 for byte in range(256))


def read_words(text: str) -> set[str]:
    """The words of READ_WORDS among the letter runs of folded ``text``: all
    that read_dates and read_numbers ask of them. Read from the text as
    bytes, each byte but a-z a space (a character beyond ASCII one byte),
    split: a third of what finding every letter run with a pattern costs
    over a source."""
    runs = text.encode("ascii", "replace").translate(_LETTERS_ONLY).split()
    return {word.decode() for word in _READ_WORD_BYTES.intersection(runs)}
_NUMERATORS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}
# The denominator's word first (a scan skips to its first letter fast; a
# pattern led by the numerator's words is tried at every word of a long
# source), then the numerator's word right before it.
_DENOMINATOR_RE = re.compile(r"(thirds?|quarters?|fourths|fifths)\b")
_NUMERATOR_BEFORE_RE = re.compile(r"\b(a|one|two|three|four)(-|\s+)$")


def _fractions(text: str, taken: bytearray) -> list[Number]:
    """The fractions written in words (``two-thirds``, ``a third of``): one
    number each, whose parts are no numbers of their own (the 3 of "a
    two-third majority" counts nothing)."""
    out = []
    for match in _DENOMINATOR_RE.finditer(text):
        if match.start() and text[match.start() - 1].isalpha():
            continue  # the end of another word
        before = _NUMERATOR_BEFORE_RE.search(text, max(0, match.start() - 12), match.start())
        if before is None or _overlaps(taken, before.start(), match.end()):
            continue
        word, denominator_word = before.group(1), match.group(1)
        numerator, denominator = _NUMERATORS[word], _DENOMINATORS[denominator_word]
        if not denominator_word.endswith("s") and word == "a" and before.group(2) != "-" and not text.startswith(
                " of", match.end()):
            continue  # "a third party", "a quarter later": an ordinal, a period
        if numerator >= denominator:
            continue  # "three thirds", "four quarters": a whole, or counted parts
        out.append(Number(before.start(), match.end(), f"{numerator}/{denominator}"))
        _take(taken, before.start(), match.end())
    return out


_ENUMERATOR = rf"[ \t>*+\-]*(?:#+[ \t]*)?([0-9]{{1,3}}(?=[.)）][ \t])|[{_CJK_CHARS}]+(?=[、.．]))"
_ENUMERATOR_RE = re.compile("^" + _ENUMERATOR, re.MULTILINE)
# The same after a line's first: led by the newline before it, which the
# scan skips to (a pattern led by ``^`` is tried at every position). No
# enumerator holds a newline, so the matches are the same.
_LATER_ENUMERATOR_RE = re.compile("\n" + _ENUMERATOR)
# Every enumerator ends with a digit or a numeral before one of these marks;
# a scan for that (a class first) is far cheaper than for the line-start pattern.
_ENUMERATOR_HINT_RE = re.compile(rf"[0-9{_CJK_CHARS}][.)）、．]")
# The same, looked for from each mark (a literal: a scan skips to it several
# times faster than to a class), the digit or numeral looked back at.
_ENUMERATOR_MARK_RES = tuple(re.compile(rf"{re.escape(mark)}(?<=[0-9{_CJK_CHARS}]{re.escape(mark)})")
                             for mark in ".)）、．")


def _enumerator_hinted(text: str) -> bool:
    """``_ENUMERATOR_HINT_RE.search(text) is not None``."""
    return any(pattern.search(text) is not None for pattern in _ENUMERATOR_MARK_RES)
_ORDINAL_ALT = _led_alternation(sorted(ORDINAL_WORDS, key=len, reverse=True), r"(?<!\w.)")  # \b before
_ORDINAL_RE = re.compile(rf"({_ORDINAL_ALT})\b")
_TENS_BEFORE_RE = re.compile(rf"\b({'|'.join(w for w in NUMBER_WORDS if 20 <= NUMBER_WORDS[w] < 100)})-$")
_UNIT_SECOND_RE = re.compile(r"(?:[0-9]|[0-9][ -]|" + "|".join(NUMBER_WORDS) + r")[ -]?$")


def _ordinal_words(text: str, taken: bytearray, ordinals: set[str]) -> list[Number]:
    """``sixth``, ``twenty-first``: the number, with the unit after it (the
    ``second Year`` is year 2). ``30 seconds``' second is a unit, not 2.
    ``ordinals``: those the text's letter runs hold."""
    out: list[Number] = []
    for match in matches_at(_ORDINAL_RE, text, places(text, ordinals, _LETTERS)):
        word, start = match.group(1), match.start()
        before = _TENS_BEFORE_RE.search(text, max(0, start - 8), start) if text[start - 1:start] == "-" else None
        tens = before.group(1) if before is not None else None
        if before is not None:
            start = before.start()
        if _overlaps(taken, start, match.end()):
            continue
        if word == "second" and (tens or _UNIT_SECOND_RE.search(text, max(0, start - 12), start)):
            continue  # thirty-second, 30 second: a duration
        value = ORDINAL_WORDS[word] + (NUMBER_WORDS[tens] if tens else 0)
        out.append(Number(start, match.end(), str(value), unit_at(text, match.end())))
        _take(taken, start, match.end())
    return out


_START = attrgetter("start")
# 位 after a number counts people (三位維護者) except after 低/高 (low, high):
# 低 7 位, 高六位 are a byte's low seven and high six bits; 最高 3 位 (at
# most three) and 提高/降低 (raise, lower) are no such place.
_LOW_HIGH_RE = re.compile(r"(?<![最提降較更])[低高] ?$")
_BITS_AFTER_RE = re.compile(r" ?位(?![置址])")
_BITS_STARTS = ("位", " 位")  # how every match of _BITS_AFTER_RE starts


def _bits_of_a_byte(text: str, start: int, end: int) -> bool:
    return _BITS_AFTER_RE.match(text, end) is not None and _LOW_HIGH_RE.search(text, max(0, start - 2), start) is not None
# A half after a count of years, in both languages: the count and the half
# are one figure (兩年半 = two and a half years = 2.5 years).
_AND_A_HALF = " and a half"
_YEAR_AND_A_HALF = "年半"
_CJK_SCALE_CHARS = frozenset("萬万億亿千百")
_RADIX_STARTS = frozenset(word[0] for word in RADIX_WORDS)


def cjk_number_parts(match: re.Match[str], text: str) -> tuple[str | None, str, str | None]:
    """A CJK_NUMBER_RE match as (百分之, the run, …分之…): its first
    character given back to its part."""
    percent, body, after_digit, after_numeral, fraction = match.groups()
    if percent is not None:
        return "百" + percent, body, fraction
    return None, text[match.start()] + (after_numeral if after_digit is None else after_digit), fraction


def _cjk_numbers(text: str, taken: bytearray) -> list[Number]:
    out: list[Number] = []
    if text.isascii() or _CJK_HINT_RE.search(text) is None:
        return out
    for match in (CJK_NUMBER_RE if _scaled_figure(text) else _CJK_NUMERAL_RE).finditer(text):
        start, end = match.span()
        if end - start == 1:  # one numeral (其二，一致): a number only with a unit or a counter after it
            after = text[end:end + 1]
            if not (after in _UNIT_STARTS or after in COUNTERS):
                continue
        percent, body, fraction = cjk_number_parts(match, text)
        if taken.find(1, start, end) >= 0 or text[max(0, start - 2):start].endswith(_CJK_BLOCKERS):
            continue
        if body[0] in "百千萬万億亿" and not percent:
            continue  # 千萬, 萬一, 百分: words, not numbers
        if text.startswith(RADIX_WORDS, end):
            continue  # 十六進位, 二進制: a number base, a word
        if body[0] == "十" and start and text[start - 1] in _VAGUE_BEFORE and (
                text[start - 1] in "幾几" or body[1:2] in _CJK_BIG_SCALES or text[start - 2:start - 1] not in NOUNS_IN_SHU):
            continue  # 數十個, 數十億, 幾十萬: "dozens", "billions", "tens of thousands", no figure (as 數百萬 is none)
        if fraction:
            value = cjk_value(body.replace(" ", ""))
            below = cjk_value(fraction[2:]) if value is not None else None
            key = f"{_key(below)}/{_key(value)}" if below else None
            if key:
                out.append(Number(start, end, key))
            continue
        after = text[end:end + 1]
        if percent:
            unit = "percent"
        else:
            unit = unit_at(text, end) if after in _UNIT_STARTS else None
        if unit is None and after == "位" and _bits_of_a_byte(text, start, end):
            unit = "bit"
        counted = unit is not None or (after != "" and after in COUNTERS)
        if not percent and not counted and len(body) < 2:
            continue  # a lone numeral that counts nothing: 一致, 十分
        if not percent and not counted and not any(c in "十百千萬万億亿〇" for c in body):
            continue
        # 1,312 萬: a figure grouped by thousands before its scale is one figure.
        value = cjk_value(body.replace(" ", "").replace(",", ""))
        if value is None:
            continue
        if unit == "year" and text.startswith(_YEAR_AND_A_HALF, end):
            value += 0.5  # 兩年半: two and a half years, not two
        if unit == "percent" and not percent and _TENTHS_RE.match(text, end):
            value *= 10  # 三成 = 30%
        out.append(_new(Number, (start, end, _key(value), unit, 0, False)))
        _take(taken, start, end)
    return out


# The CJK counters (measure words) that make a numeral before them a count,
# each in its traditional form and, where it has another, its simplified one:
# a zh-CN source's 四层和七层 and a zh-TW card's 四層與七層 count alike.
# 圈 (laps: 繞地球八圈) and 盤 (games) count rounds, as 趟 輪 遍 局 場 回 次 do.
COUNTER_FORMS = (
    "個个", "位", "名", "人", "件", "次", "回", "年", "歲岁", "元", "塊块", "本", "張张", "條条", "項项", "種种",
    "家", "間间", "台", "輛辆", "隻", "頁页", "章", "節节", "篇", "份", "批", "組组", "套", "支", "把", "座",
    "層层", "樓楼", "天", "週", "周", "倍", "筆笔", "款", "題题", "顆颗", "片", "杯", "箱", "包", "雙双", "票",
    "場场", "局", "趟", "遍", "度", "秒", "成", "月", "日", "號号", "步", "段", "格", "類类", "級级", "輪轮",
    "列", "欄栏", "則则", "處处", "句", "行", "圈", "盤盘",
)
COUNTERS = "".join(COUNTER_FORMS)
# A simplified counter -> its traditional form (层 -> 層): one counter.
TRADITIONAL_COUNTERS = {forms[1]: forms[0] for forms in COUNTER_FORMS if len(forms) == 2}
# CJK_NUMBER_RE led by a numeral only. Every match it makes at a figure
# reaches a scale right after the figure (2萬, 1.5 億): in a text where no
# figure stands so, the two make the same matches, and this one tries no
# match at each digit (most of a card's digits are figures of their own).
_CJK_NUMERAL_RE = re.compile(CJK_NUMBER_RE.pattern.replace("[0-9", "[", 1))


def _scaled_figure(text: str) -> bool:
    """Does a figure stand right before a scale (``2萬``, ``3 千``)?"""
    for scale in _CJK_SCALE_RUN:
        at = text.find(scale)
        while at >= 0:
            before = text[max(0, at - 2):at]
            if before[-1:] in _ASCII_DIGITS or (before[-1:] == " " and before[:-1] in _ASCII_DIGITS):
                return True
            at = text.find(scale, at + 1)
    return False


_ASCII_DIGITS = frozenset("0123456789")


def _ranges(text: str, numbers: list[Number]) -> list[Number]:
    """In ``6-9 months`` or ``5 到 10 年`` the first number has the unit too."""
    out = list(numbers)
    for i in range(len(out) - 2, -1, -1):
        this, after = out[i], out[i + 1]
        if this.unit is None and after.unit is not None and (
            _RANGE_RE.fullmatch(text, this.end, after.start) or _listed(this, text[this.end:after.start])
        ):
            out[i] = Number(this.start, this.end, this.key, after.unit, this.decimals, this.version)
    return out


_RANGE_RE = re.compile(r" ?(?:-|–|~|to|到|至|or|或) ?")
# ``2, 3, 5, or 9 bytes`` and ``2、3、5 或 9 個位元組``: a short list of small
# counts shares the unit written after its last item.
_LIST_RE = re.compile(r" ?(?:,|，|、)(?: ?(?:or|and|或|和|與|及))? ?")


def _listed(number: Number, between: str) -> bool:
    return not number.decimals and not number.version and len(number.key) <= 2 and (
        _LIST_RE.fullmatch(between) is not None)
