"""Counts: a single digit that counts something (``three releases``,
``6 target triples``, ``四種``, ``4 個執行緒``), and the counts a source
gives without writing the number (a list of five items is a count of five).

H7's ``single_digit: count`` makes a counting digit an anchor. A faithful
summary derives counts: "three limits" where the source lists three, "五個問題"
for a changelog section of five bullets, "兩個頁腳" after naming both. Such a
count is grounded by the same number in the source, by a list the source
gives with that many items (:func:`anchorlint.text.source_lists.listed_counts`),
or by the card's own enumeration beside it (:func:`card_tally`), whose items
are checked in turn.
"""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.text.numbers import COUNTERS
from anchorlint.text.tally_parts import leads_up_with_verb, merge_nested_runs, span_opened

# CJK counters after a numeral (三種, 4 個執行緒). Those that are units (天,
# 秒, 月) give the number a unit and make it an anchor already.
# A counter of kinds or groups may follow 大 ("major": 十一大類, 四大項),
# which leaves it a count (not a unit's: 四大天王 counts no days).
_CJK_COUNTED_RE = re.compile(f"[ \t]?(?:大[類类項项組组]|[{COUNTERS}])")
_COUNTER_SET = frozenset(COUNTERS)
_BLANKS = (" ", "\t")
# A plural noun within the next three words, none of them a function word
# (``three releases``, ``6 target triples``, ``three Python versions``).
# Irregular plurals count too (``Nine people``).
_LATIN_COUNTED_RE = re.compile(
    r" (?:[A-Za-z0-9][\w.+-]* ){0,2}?(?:[A-Za-z][\w-]*[a-z](?<![su'’])s|people|children|men|women)\b")
FUNCTION_WORDS = _FUNCTION_WORDS = frozenset(
    "a an the and or of to in on at by for from with as is are was were be been has have had do does did "
    "not no this that these those it its their our your we they he she which who than then so but if "
    "more most less least other others each every all both per".split()
)
# A determiner before the digit points back at things already named (``the
# two targets``, ``these three``, ``這兩個``): an anaphor, not a new count.
_ANAPHOR_RE = re.compile(r"(?:\b(?:the|these|those|both)|[這那該此其每第])[ \t]?$", re.IGNORECASE)
# Such a determiner right after an enumeration, in its sentence (``3.7.x 與
# 3.6.x 這兩個系列``, ``A、B 或 C，這三種情況``, "A and B, the two"): it
# points back at those items, and the count is their tally.
_TALLIED_ANAPHOR_RE = re.compile(r"[ \t]*[,，]?[ \t]*(?:\b(?:the|these|those)|[這那])[ \t]?$", re.IGNORECASE)


def _tallied_on_line(text: str, start: int, end: int) -> bool:
    """Does the card's own enumeration on the line of ``text[start:end]``
    (a card's text is read whole) tally the count after an anaphor?"""
    begin = text.rfind("\n", 0, start) + 1
    stop = text.find("\n", end)
    line = text[begin:] if stop < 0 else text[begin:stop]
    return _tally(line, start - begin, end - begin) is not None


# A count standing for the things it counts, named just before: "Six
# settings are gone ... Ten were renamed". (Not "three of them": a part of
# things already named, as an anaphor points back at them.)
_COUNT_AS_NOUN_RE = re.compile(r" (?:were|are|have been|had been|remain|stay)\b", re.IGNORECASE)


def counts_something(text: str, start: int, end: int) -> bool:
    """Does the number at ``text[start:end]`` (a line, case kept) count
    something: a CJK counter or an English plural noun right after it, or
    a verb that makes it the things counted, and no determiner that makes
    it an anaphor before it?"""
    if _ANAPHOR_RE.search(text[max(0, start - 8):start]) is not None and not (
            _TALLIED_ANAPHOR_RE.search(text, max(0, start - 12), start) and _tallied_on_line(text, start, end)):
        return False  # (這/these right after the card's own enumeration count its items; 第, 每, both never)
    if _CJK_COUNTED_RE.match(text, end) is not None or _COUNT_AS_NOUN_RE.match(text, end) is not None:
        return True
    match = _LATIN_COUNTED_RE.match(text, end)
    if match is None:
        return _elided(text, start, end)
    words = match.group().split()
    if len(words) > 1 and words[0].lower() == "other":
        words = words[1:]  # "2 other options": still a count of options (of the rest: counts_others)
    return not any(word.lower() in _FUNCTION_WORDS for word in words)


# A count whose noun is left out: "three more" (apply, of them), or a
# number ending its clause after a count in its sentence, whose noun it
# shares ("at least two minor versions, NumPy support at least five").
_MORE_RE = re.compile(r" more\b(?! than)", re.IGNORECASE)
# A quantity before a number that ends its clause ("at least five,"):
# not a range's end ("numbered 0 to 4").
_QUANTIFIED_RE = re.compile(r"\b(?:at least|at most|up to|only|just|another|nearly|about|over)[ \t]$", re.IGNORECASE)
_CLAUSE_ENDS_RE = re.compile(r"[ \t]*(?:[,.;:)]|$)", re.MULTILINE)
_PARALLEL_COUNT_RE = re.compile(
    r"\b(?:[0-9]+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:[A-Za-z][\w-]* ){0,2}?"
    r"([A-Za-z][\w-]*[a-z](?<![su'’])s)\b", re.IGNORECASE)


def _elided(text: str, start: int, end: int) -> bool:
    """Does the number at ``text[start:end]``, with no noun after it, count
    what the same sentence counted before it ("three more", "at least
    five" after "two minor versions")? Not when what it counted is a
    unit ("eighteen months ... twelve more": a measure)."""
    if _MORE_RE.match(text, end) is None and (
            _CLAUSE_ENDS_RE.match(text, end) is None or _QUANTIFIED_RE.search(text, max(0, start - 10), start) is None):
        return False
    begin = max(text.rfind("\n", 0, start) + 1, start - 200)
    stop = text.rfind(". ", begin, start)
    parallel = None
    for parallel in _PARALLEL_COUNT_RE.finditer(text, begin if stop < 0 else stop + 2, start):
        pass  # the last count before it
    if parallel is None:
        return False
    if _ANAPHOR_RE.search(text[max(0, parallel.start() - 8):parallel.start()]) is not None:
        return False  # "the 3 replicas ..., at least 3": both point back at things already named
    from anchorlint.text.numbers import unit_at

    return unit_at(" " + text[parallel.start(1):parallel.end(1)].lower(), 0) is None


# "A, B and 2 other options": the count after the items the card names.
_OTHERS_RE = re.compile(r"[ \t]+other\b", re.IGNORECASE)
_NAMED_BEFORE_OTHERS_RE = re.compile(r"([^:：;；。(（]*?)[ \t]*,?[ \t]+(?:and|or)[ \t]*$", re.IGNORECASE)


def counts_others(text: str, start: int, end: int) -> int | None:
    """For a count of the rest ("`plugins` and 2 other options"), how many
    items the card names before it, which a list of the whole holds too
    (None when the count is no such one, 0 when it names none it joins)."""
    if _OTHERS_RE.match(text, end) is None:
        return None
    named = _NAMED_BEFORE_OTHERS_RE.search(text, 0, start)
    if named is None:
        return 0
    parts = [part for part in re.split(r"[ \t]*,[ \t]*", named.group(1).strip()) if part.strip()]
    return len(parts) if parts and all(len(part.split()) <= 4 for part in parts) else 0


def counted_after(text: str, end: int) -> bool:
    """Does a counter or a counted noun follow the figure that ends at
    ``text[end]`` (``24 節課程``, "the last 10 records"): a count of
    things, not a measure?"""
    after = text[end:end + 1]  # _CJK_COUNTED_RE.match(text, end), without a pattern called per figure
    if after in _COUNTER_SET or (after in _BLANKS and text[end + 1:end + 2] in _COUNTER_SET):
        return True
    match = _LATIN_COUNTED_RE.match(text, end) if text[end:end + 1] == " " else None
    return match is not None and not any(word.lower() in _FUNCTION_WORDS for word in match.group().split())


def counted_thing(text: str, end: int) -> str:
    """What the count ending at ``text[end]`` counts, as the card writes it:
    its CJK counter (``種``, ``段``) or its English plural noun
    (``releases``); two counts of one number count the same thing only when
    these agree. A generic counter (``個``) counts what its noun names:
    ``八個參數`` and ``8 個執行緒`` count two things."""
    match = _CJK_COUNTED_RE.match(text, end) or _LATIN_COUNTED_RE.match(text, end)
    if match is None:
        return ""
    thing = match.group().split()[-1].lower().removeprefix("大")  # (十一大類 counts what 十一類 counts)
    if thing in _GENERIC_COUNTERS:
        noun = _NOUN_AFTER_RE.match(text, match.end())
        if noun is not None:
            thing += noun.group(1).lower()
    return thing


_GENERIC_COUNTERS = frozenset("個个")
# The noun after a generic counter: a Latin word or the first two CJK characters.
_NOUN_AFTER_RE = re.compile(r"[ \t]?([A-Za-z][\w-]*|[\u4e00-\u9fff]{1,2})")


# A limit or a default before the count ("up to 3", "最多 4 段", "預設 3 個")
# or after what it counts ("3 lines by default", "3 executors per node"),
# and a count per item (每個 worker 4 個): a setting's value, not a tally.
_SETTING_BEFORE_RE = re.compile(
    r"(?:\b(?:up to|at most|at least|no more than|no fewer than|not more than|a maximum of|a minimum of"
    r"|maximum|minimum|max|min|defaults? to|default(?: value)? (?:is|of))|最多|至多|至少|最少|最高|上限|下限"
    r"|不超過|不超过|不少於|不少于|多達|多达|(?:預設|预设|默認|默认|每)[^，。；,;\n]{0,10}?)[ \t]*(?:為|为|是|值為)?[ \t]*$",
    re.IGNORECASE)
_SETTING_AFTER_RE = re.compile(r"[ \t]*(?:by default|per\b|each\b|apiece|at most|at a time|（?預設）?$)", re.IGNORECASE)


# What each of some things holds (每張表有八項測試, "each table has eight
# benchmarks"): a count of its parts, as the English reads, not a number
# per item a setting gives (每個 worker 4 個).
_EACH_HAS_RE = re.compile(r"每[^，。；,;\n]{0,8}?(?:有|含|包含|包括|共|共有|列出)[ \t]*")


# A width counted in cells (縮排四格空白, 4 spaces, 80 columns): a measure.
_WIDTH_COUNTED_RE = re.compile(r"[ \t]?格|(?: [A-Za-z]+)? (?:spaces|columns|cols)\b", re.IGNORECASE)


def counts_a_setting(text: str, start: int, end: int) -> bool:
    """Is the count at ``text[start:end]`` a limit, a default, a number
    per item or a width (``up to 3 executors``, ``最多 4 段``, ``3 lines by
    default``, ``縮排四格``)?
    A setting's value is a quantity the source states, not the length of a
    list it gives."""
    before = _SETTING_BEFORE_RE.search(text, max(0, start - 24), start)
    if before is not None and _EACH_HAS_RE.fullmatch(before.group()) is None:
        return True
    if _WIDTH_COUNTED_RE.match(text, end) is not None:
        return True
    match = _CJK_COUNTED_RE.match(text, end) or _LATIN_COUNTED_RE.match(text, end)
    return match is not None and _SETTING_AFTER_RE.match(text, match.end()) is not None


# What a count of a document's own top sections counts: its parts (五個部分,
# 四大部分, four sections, three main parts).
_SECTIONS_COUNTED_RE = re.compile(
    r"[ \t]?(?:個|大)?(?:部分|章|節)|(?: [A-Za-z]+)? (?:sections|parts|chapters)\b", re.IGNORECASE)


def counts_sections(text: str, end: int) -> bool:
    """Does the count ending at ``text[end]`` count parts or sections?"""
    return _SECTIONS_COUNTED_RE.match(text, end) is not None


# What a count of releases counts (三個版本, 兩個次版本, four releases, all three
# entries; not 主版本: "兩個主版本的中間" places a release between two majors,
# it tallies none): things a source lists with a figure each (release headings,
# version numbers, dated entries).
_RELEASES_COUNTED_RE = re.compile(
    r"[ \t]?(?:個|次)?(?:次|小|修正|修補)?(?:版本|版|發行|發布|發佈|更新|條目)"
    r"|(?: [A-Za-z]+)? (?:releases|versions|entries|editions|advisories|updates)\b", re.IGNORECASE)


# What a count of steps counts (三步, 四個步驟, three steps): a procedure's
# numbered steps.
_STEPS_COUNTED_RE = re.compile(r"[ \t]?(?:個)?步(?:驟)?|(?: [A-Za-z]+)? steps\b", re.IGNORECASE)


def counts_steps(text: str, end: int) -> bool:
    """Does the count ending at ``text[end]`` count steps?"""
    return _STEPS_COUNTED_RE.match(text, end) is not None


def counts_releases(text: str, end: int) -> bool:
    """Does the count ending at ``text[end]`` count releases or entries?"""
    return _RELEASES_COUNTED_RE.match(text, end) is not None


# What a number of times counts: occurrences (重試 3 次, 出現兩回, twice as
# "2 times"), which no list of things or run of sections gives.
_TIMES_COUNTED_RE = re.compile(r"[ \t]?(?:次|回|遍|趟)| times\b", re.IGNORECASE)


def counts_times(text: str, end: int) -> bool:
    """Does the count ending at ``text[end]`` count times (occurrences)?"""
    return _TIMES_COUNTED_RE.match(text, end) is not None


# The names a card writes in a count's sentence ("close、fixes、resolved
# 等九個關鍵字", "nine keywords, among them `close` and `fixes`"): runs of
# Latin letters, digits and the marks an identifier carries.
_NAME_RE = re.compile(r"-{0,2}[A-Za-z0-9_][\w.:/+-]*")
_SENTENCE_END_RE = re.compile(r"[。；;！？!?\n]|\.(?:\s|$)")


def names_in_sentence(line: str, start: int) -> frozenset[str]:
    """The names, lower-cased, of the sentence of ``line`` holding the count
    that starts at ``start``."""
    begin = 0
    for match in _SENTENCE_END_RE.finditer(line, 0, start):
        begin = match.end()
    end = _SENTENCE_END_RE.search(line, start)
    sentence = line[begin:len(line) if end is None else end.start()]
    return frozenset(name.rstrip(".:").lower() for name in _NAME_RE.findall(sentence))


# ---------------------------------------------------------------- the card's own tally

# Items of an enumeration: separated by commas, 、 or semicolons, the last
# joined by and/or/與/和/及/或/以及. Items are short (no sentence inside).
JOINERS = r"(?:\b(?:and|or)\b|以及|與|和|及|或)"
_JOINED_RE = re.compile(rf"[ \t]*(?:,|，|、|;|；)?[ \t]*{JOINERS}[ \t]*")
_SEPARATOR_RE = re.compile(r"[ \t]*(?:,|，|、|;|；)[ \t]*")


def spans_after_colon(line: str, end: int) -> frozenset[str]:
    """The code spans, as written, of the sentence after the colon that
    closes what the count ending at ``line[end]`` counts ("Four options
    combine keywords: `--and` and `--or` show …, `--nand` and `--nor`
    hide them"), or none: the things counted, named in the clauses that
    say what each does."""
    colon = _TALLY_COLON_RE.match(line, end)
    if colon is None or "`" not in line or _OTHER_COUNT_RE.search(line, end, colon.end()) is not None:
        return frozenset()
    stop = _SENTENCE_END_RE.search(line, colon.end())
    sentence = line[colon.end():len(line) if stop is None else stop.start()]
    # An item opens with its span; a span later in an item's clause (zsh 寫進
    # `~/.zshrc`) or in its parenthesis (`raw`（unsafe 的 `RawTable`）) is a detail.
    sentence = _PAREN_RE.sub("", sentence)
    opaque = _CODE_SPAN_RE.sub(_opaque, sentence)  # (the `and` of `--and` joins nothing)
    starts = [0] + [separator.end() for separator in _ITEM_PARTS_RE.finditer(opaque)]
    spans = (_CODE_SPAN_RE.match(sentence, _BLANK_RUN_RE.match(sentence, start).end()) for start in starts)
    return frozenset(span.group() for span in spans if span)


_ITEM_PARTS_RE = re.compile(rf"[,，、;；]|{JOINERS}")
_BLANK_RUN_RE = re.compile(r"[ \t]*")


def card_tally(line: str, start: int, end: int) -> int | None:
    """How many items the card enumerates right after the count (after a
    colon in its sentence and clause, to the end of the sentence:
    ``三個參數：A、B 與 C``) or right before it, the last item ending at the
    count (``A 與 B 兩個頁腳``, ``A、B、C 三種``) or at a comma before a
    total (``A、B 與 C，共三個``); None when it enumerates none. What a parenthesis or a code span holds is one item's detail."""
    tally = _tally(line, start, end)
    return None if tally is None else tally[0]


def tally_says(line: str, start: int, end: int, value: int) -> bool | None:
    """What the card's own enumeration says of its count of ``value``: True
    when it has that many items; False when it contradicts it (items right
    before the count are what it counts, ``A、B、C、D 五個X``; after a
    colon, more items than the count); None when it says nothing (no
    enumeration, or fewer items after the colon: examples, or the fields
    of each item, as in ``七則漏洞：日期、CVE 編號與受影響版本``)."""
    tally = _tally(line, start, end)
    if tally is None:
        return None
    items, exhaustive, _ = tally
    if items == value:
        return True
    if exhaustive is None:  # an apposition: it agrees or says nothing
        return None
    return False if exhaustive or items > value else None


def tallied_items(line: str, start: int, end: int, value: int) -> tuple[int, int] | None:
    """Where (start, end columns of ``line``) the card writes the items of
    its own enumeration when they are as many as the count of ``value``
    (:func:`tally_says` True), else None: a count that stands on those items
    stands only as well as they do (``A、B、C 與 D 四種`` with an invented
    ``D``)."""
    tally = _tally(line, start, end)
    return None if tally is None or tally[0] != value else tally[2]


def last_item(line: str, end: int, items_end: int) -> bool:
    """Does what ends at ``line[end]`` stand in the last item of the
    enumeration that ends at ``items_end``: no separator or joining word
    between them?"""
    return _LATER_ITEM_RE.search(line, end, items_end) is None


_LATER_ITEM_RE = re.compile(rf"[,，、;；]|{JOINERS}")


def bracketed_tally(line: str, end: int) -> int | None:
    """How many items a parenthesis right after what the count ending at
    ``line[end]`` counts names as all of them ("4 auth mechanisms (basic,
    bearer, digest)": three), or None: no such parenthesis, a lead-in or
    an "etc." that makes them some, or a breakdown by figures ("10 fields
    (8 strings, 2 ints)")."""
    inside = _COUNTED_PAREN_RE.match(line, end)
    if inside is None or _JOINER_IN_GAP_RE.search(line, end, inside.start(1)) is not None:
        return None
    listed = _CODE_SPAN_RE.sub(_opaque, inside.group(1))
    parts = _SEPARATOR_RE.split(listed)
    if len(parts) < 2 or _SOME_RE.search(listed) or any(
            not 0 < len(part.split()) <= 4 or len(part.strip()) > 30 or part.strip()[:1].isdigit() for part in parts):
        return None
    return _items(listed)


def _tally(line: str, start: int, end: int) -> tuple[int, bool | None, tuple[int, int]] | None:
    """(items, whether they are all the count counts, where they stand) of
    :func:`card_tally`: items right before the count, or in a parenthesis
    right after what it counts (``five people (@a, @b, @c and @d)``), are
    all of them unless a lead-in or an "etc." says they are some."""
    inside = _COUNTED_PAREN_RE.match(line, end)
    if inside is not None and _JOINER_IN_GAP_RE.search(line, end, inside.start(1)) is None:
        listed = _CODE_SPAN_RE.sub(_opaque, inside.group(1))
        parts = _SEPARATOR_RE.split(listed)
        # A list of short items, not a remark: "(auto, never, character, word)".
        if len(parts) >= 2 and not _SOME_RE.search(listed) and all(
                0 < len(part.split()) <= 4 and len(part.strip()) <= 30 for part in parts):
            return _items(listed), True, inside.span(1)
    after = _PAREN_RE.sub(_opaque, _CODE_SPAN_RE.sub(_opaque, line[end:]))
    colon = _TALLY_COLON_RE.match(after)
    # The colon opens the enumeration of the last count before it, not of an
    # earlier one (三組基準共拿 zap 與六個對手比較：…).
    if colon is not None and _OTHER_COUNT_RE.search(after, 0, colon.end()) is None:
        tail = re.split(r"[。\n]|\.(?:\s|$)", after[colon.end():], maxsplit=1)[0]
        if "、" in tail and not re.search("[;；]", tail):
            # A Chinese enumeration: 、 between items; a ， ends it (a clause
            # follows), but for "，以及 C". Semicolons separate longer items.
            tail = _CLAUSE_COMMA_RE.split(tail, 1)[0]
        elif "、" in tail:
            tail = _before_closing_semicolon(tail)
        items = _items(tail)
        opened = span_opened(_part_spans(tail), line[end + colon.end():], _JOINED_RE) if (
            items >= 3 and "`" in line and "、" not in tail) else None  # (a 、 run names things: no clauses)
        begin = end + colon.end()
        if opened is not None and opened >= 2:  # each thing counted, named and described in turn: all of them
            return opened, True, (begin, begin + len(tail))
        if items >= 2:
            return items, False, (begin, begin + len(tail))
    before = _PAREN_RE.sub(_opaque, _CODE_SPAN_RE.sub(_opaque, line[:start]))
    anaphor = _TALLIED_ANAPHOR_RE.search(before, max(0, start - 12)) if start else None
    if anaphor is not None:  # the items end before the determiner that points back at them
        start = anaphor.start()
        before = before[:start]
    total = _TOTAL_AFTER_RE.search(before) if "共" in before or "合" in before else None
    if total is not None:  # A、B 與 C，共三個: the total of the enumeration before the comma
        start = total.start()
        before = before[:start]
    clause = re.split(r"[：:。，,；;（(\n]", before)[-1]  # (a card's text, read whole: its line)
    before = clause.strip()
    if before.endswith("、"):  # (安裝管道、命令列與 Node.js 用法、十二個預設配置檔: the count is an item, not their total)
        return None
    parts = _JOINED_RE.split(before)
    if len(parts) == 1:  # Chinese enumerates with 、 alone: 1.17、1.16、1.15、1.14 四個版本
        parts = before.rsplit("、", 1)
    if len(parts) == 2 and all(part.strip() for part in parts) and "、" in parts[1]:
        return _run_after_joiner(parts, total is None, start, clause)
    if len(parts) == 2 and all(part.strip() for part in parts) and _ends_at_count(parts[1]):
        # A total may count more than its clause names (預設 A，也可用 B、C，共三種).
        return len(_SEPARATOR_RE.split(parts[0].strip())) + 1, total is None, (start - len(clause), start)
    return _apposed_items(line, end, after)


def _run_after_joiner(parts: list[str], exhaustive: bool, start: int, clause: str) -> tuple[int, bool, tuple[int, int]] | None:
    """The tally of a clause whose joining word stands before a run of
    items joined by 、 (``Linux 發行版與 i386、amd64、arm64 三種``): a joining
    word goes before the last item, so here it joins what is before it to
    the whole run, which is what the count counts; what is before it is an
    item too only when it is of the run's kind (Latin names and figures
    both, or Chinese words both: ``x86 與 i386、amd64 三種`` is three)."""
    run = [item for item in parts[1].split("、") if item.strip()]
    if len(run) < 2 or not _ends_at_count(run[-1]):
        return None
    left = _SEPARATOR_RE.split(parts[0].strip())
    if _latin_end(left[-1]) == all(_latin_end(item) for item in run):
        return len(left) + len(run), exhaustive, (start - len(clause), start)
    begin = start - (len(clause) - len(clause.rstrip())) - len(parts[1])  # (the clause was read stripped)
    return len(run), exhaustive, (begin, start)


def _latin_end(item: str) -> bool:
    """Does the item end in a Latin name or figure (a code span made
    opaque), not in a Chinese word?"""
    return re.search(r"[\u3040-\u9fff]", item.strip()[-1:]) is None


# What a count counts, then the comma of an apposition naming its items
# ("two types, numbers and strings", "三種型別，數字、字串與布林").
_APPOSED_COMMA_RE = re.compile(
    rf"(?:[ \t]?[{COUNTERS}][\u4e00-\u9fff]{{0,4}}|(?: [A-Za-z][\w-]*){{1,3}})[ \t]*[,，][ \t]*")
_CLAUSE_END_RE = re.compile(r"[;；:：。\n]|\.(?:\s|$)")


def _apposed_items(line: str, end: int, after: str) -> tuple[int, None, tuple[int, int]] | None:
    """The items of an apposition after the count ending at ``line[end]``
    (``after``: the line from there, spans made opaque): short items to the
    clause's end, the last joined by and/or/與, as an enumeration after a
    colon is read. They agree with a count of as many, and say nothing of
    another (``None`` for whether they are all it counts), for a comma may
    as well open a clause of another kind."""
    comma = _APPOSED_COMMA_RE.match(after)
    if comma is None or not counted_after(line, end):
        return None
    stop = _CLAUSE_END_RE.search(after, comma.end())
    tail = after[comma.end():len(after) if stop is None else stop.start()]
    parts = _SEPARATOR_RE.split(tail.strip())
    last = _JOINED_RE.split(parts[-1], maxsplit=1)
    if len(last) != 2 or not all(last):
        return None
    items = parts[:-1] + last
    if not all(0 < len(item.split()) <= 3 for item in items) or any(
            item.split()[0].lower() in _FUNCTION_WORDS for item in items):
        return None
    begin = end + comma.end()
    return len(items), None, (begin, begin + len(tail))


def _before_closing_semicolon(tail: str) -> str:
    """The Chinese enumeration after a count's colon up to the semicolon
    that ends it, when its items are joined by 、 before the first
    semicolon and by none after (``四個位元：第 0 位…、第 3 位表示是匯出；
    函式本體…``: the clause after it is no item); else all of ``tail``,
    whose semicolons separate longer items."""
    semicolon = _SEMICOLON_RE.search(tail)
    if semicolon is None:
        return tail
    first, rest = tail[:semicolon.start()], tail[semicolon.end():]
    return _CLAUSE_COMMA_RE.split(first, 1)[0] if "、" in first and "、" not in rest else tail


_SEMICOLON_RE = re.compile("[;；]")


# What the count counts, then a parenthesis holding its items.
_COUNTED_PAREN_RE = re.compile(r"[^，。；;,:：、（()\n]{0,24}?[ \t]*[（(]([^（）()\n]+)[）)]")
_JOINER_IN_GAP_RE = re.compile(JOINERS)
# Words that say a parenthesis names only some of the items.
_SOME_RE = re.compile(
    r"^[ \t]*(?:e\.g|i\.e|eg\b|such as|including|like|for example|例如|比如|包括|包含|如)"
    r"|(?:等|等等|\betc\.?|\.\.\.|…|……)[ \t]*$", re.IGNORECASE)


# The colon that opens the count's enumeration: in the count's own clause.
_TALLY_COLON_RE = re.compile(r"(?:[^:：；;。.\n]|\.(?!\s|$))*[:：]")
_OTHER_COUNT_RE = re.compile(
    rf"(?:[0-9]+|[一二兩两三四五六七八九十百])[ \t]?[{COUNTERS}]"
    r"|\b(?:[0-9]+|two|three|four|five|six|seven|eight|nine|ten) [A-Za-z-]+s\b", re.IGNORECASE)
_CLAUSE_COMMA_RE = re.compile(rf"，(?![ \t]*{JOINERS})")
_PAREN_RE = re.compile(r"（[^（）\n]*）|\([^()\n]*\)")


# A run of names a Chinese line writes right before a count, the last one
# ending at it (``Too heated、Off-topic、Resolved、Spam 五種理由``, ``inputs、
# outputs 與 parsers 三類``): Latin items of a few words, no figure, joined
# by 、 and at most one joining word before the last.
_NAME_ITEM = r"[A-Za-z`][A-Za-z `'._+/-]{0,30}?"
_NAMES_BEFORE_RE = re.compile(
    rf"(?<![A-Za-z0-9`'._+/-])({_NAME_ITEM}(?:[ \t]*、[ \t]*{_NAME_ITEM})+(?:[ \t]*[與和及或][ \t]*{_NAME_ITEM})?)[ \t]*$")
_NAME_SEPARATOR_RE = re.compile(r"[ \t]*[、與和及或][ \t]*")


# A total after a comma that follows an enumeration (``cmake、pkg-config
# 與 python3，共六個套件``): the enumeration is what it counts.
_TOTAL_AFTER_RE = re.compile(r"[，,][ \t]*(?:共|一共|總共|总共|合計|合计|共計|共计)[ \t]*$")


# What a count names after its colon: figures, code and Latin names only, a
# command-line flag's dashes included (``五個：200、201、202 與 204``,
# ``四個函式：qoi_read、qoi_decode``, ``三個旗標：--a、--b 與 --c``), not the
# Chinese words that may name each item's fields (``七則漏洞：日期、CVE 編號``).
# A comma before a joining word (``，以及 Windows 的安裝檔``) goes on with the
# enumeration: the names before it are not all of it.
_NAMED_ITEMS_RE = re.compile(r"[ \t]*-{0,2}[A-Za-z0-9`][A-Za-z0-9 `'._+/:()-]*(?:[ \t]*(?:、|[與和及或])[ \t]*"
                             r"-{0,2}[A-Za-z0-9`][A-Za-z0-9 `'._+/:()-]*)+[ \t]*(?=$|[。；;]|，(?![ \t]*(?:以及|[與和及或])))")
# The counted thing between the count and its colon: a counter and a few words.
_UP_TO_COLON_RE = re.compile(r"[^，。；;:：、\n]{0,12}?[：:]")


def names_after(line: str, end: int) -> int | None:
    """How many figures, code spans or Latin names a Chinese line
    enumerates after the colon that closes what the count at
    ``line[:end]`` counts (``共有五個：200、201、202 與 204``: four), or
    None when it enumerates none so or says they are some."""
    colon = _UP_TO_COLON_RE.match(line, end)
    if colon is None:
        return None
    written = line
    if "（" in line or "(" in line:  # an item's detail in brackets is part of it: `language`（預設 `en`，…）
        line = _PAREN_RE.sub(_opaque, line)
    match = _NAMED_ITEMS_RE.match(line, colon.end())
    if match is None and _COUNTER_COLON_RE.fullmatch(line, end, colon.end()) and "第" not in line[max(0, end - 8):end]:
        match = _WORD_ITEMS_RE.match(line, colon.end())  # 四位：玉霄、莊家鉅、懷宇 (第四、五步： numbers steps)
    if match is None and _KIND_COLON_RE.fullmatch(line, end, colon.end()) and not _SOME_RE.search(line[end:colon.end()]):
        return _kinds_named(written[colon.end():])
    if match is None or _SOME_RE.search(match.group()) or _SOME_RE.search(line[end:colon.end()]):
        return None
    return len([part for part in _NAME_SEPARATOR_RE.split(match.group()) if part.strip()])


def _kinds_named(rest: str) -> int | None:
    """How many kinds the words after a count of kinds' colon name
    (``四種常見 NLP 任務：文字生成、文字補全、翻譯與摘要``: four; ``三種之一：身分檔、
    SSH 私鑰，或代表標準輸入的 -``: three, a last item after ``，或``), an
    item's bracketed detail no item; None when they are no such run of
    two or more. A joining word joins the last two items of the 、 run
    (``參與`` inside an earlier item joins nothing)."""
    match = _KIND_ITEMS_RE.match(_PAREN_RE.sub("", rest))
    if match is None or _SOME_RE.search(match.group()):
        return None
    parts = match.group(1).split("、")
    joined = [part for part in _KIND_JOINER_RE.split(parts[-1], maxsplit=1) if part.strip()]
    items = len(parts) - 1 + len(joined) + (match.group(2) is not None)
    return items if items >= 2 else None


# A colon right after the counter (``四位：``, ``分三類：``): what follows is
# the things counted themselves, Chinese words too (``字面值與複製``), not
# the fields of each thing a noun names (``七則漏洞：日期、CVE 編號與受影響版本``).
_COUNTER_COLON_RE = re.compile(rf"[ \t]?[{COUNTERS}][ \t]*[：:]")
# A count of kinds or items and what they are (``四種常見 NLP 任務：``,
# ``五項資訊：``, ``三種之一：``): the words after its colon name the kinds
# themselves, not each one's fields (``七則漏洞：日期、CVE 編號``), in Chinese
# words too, each up to a clause's length, the last one after ``，或``,
# ``，以及`` too, to the sentence's end: a comma before anything else
# opens a clause that may go on naming them (``zsh 寫進 …、bash 寫進 …，fish
# 在 …``), and they are read no further.
_KIND_COLON_RE = re.compile(r"[ \t]?[種种類类項项][^，。；;:：、\n]{0,12}[：:]")
_KIND_ITEM = r"[^、，,。；;:：\n]{1,40}?"
_KIND_JOINER = r"(?:以及|或是|[與和及或])"
_KIND_JOINER_RE = re.compile(rf"[ \t]*{_KIND_JOINER}[ \t]*")
_KIND_ITEMS_RE = re.compile(
    rf"[ \t]*({_KIND_ITEM}(?:[ \t]*、[ \t]*{_KIND_ITEM})*)"
    rf"(?:[ \t]*，[ \t]*{_KIND_JOINER}[ \t]*({_KIND_ITEM}))?[ \t]*(?=$|[。；;])")
_WORD_ITEM = r"[^、，,。；;:：\n與和及或（）()]{1,15}(?:[ \t]*[（(][^（）()\n]{0,30}[）)])?"
_WORD_ITEMS_RE = re.compile(
    rf"[ \t]*{_WORD_ITEM}(?:[ \t]*(?:、|[與和及或])[ \t]*{_WORD_ITEM})+[ \t]*(?=$|[。；;，,])")


def names_before(line: str, start: int, end: int) -> int | None:
    """How many names a Chinese line enumerates right before the count at
    ``line[start:end]`` (a run of Latin items joined by 、), or None when it
    writes no such run: what the count counts, when a counter follows."""
    if start < 3 or "、" not in line[:start]:
        return None
    match = _NAMES_BEFORE_RE.search(line, max(0, start - 200), start)
    if match is None or _CJK_COUNTED_RE.match(line, end) is None:
        return None
    return len([part for part in _NAME_SEPARATOR_RE.split(match.group(1)) if part.strip()])


# What ends a phrase that leads up to the count rather than an item
# (``與 2.8.1 修正的 2 個``, "and versioning in the next 2 versions").
# A count after 各/每 counts per item ("A、B 各三個"), and one after 等 or
# "etc." names only some of the items ("A、B 等五個"). A hedge is no item:
# "one PATH argument and about thirty-five options" joins the count to the
# argument as the next item, it tallies nothing.
_LEAD_UP_RE = re.compile(
    r"(?:[的之各每等約约]|\betc\.?|\band others|\band so on"
    r"|\b(?:about|around|roughly|approximately|nearly|almost))\s*$", re.IGNORECASE)


def _ends_at_count(last: str) -> bool:
    """Is ``last``, the words between the joining word and the count, one
    item (``紀元`` in ``…與紀元四種``), not a phrase that leads up to it
    ("negotiation and versioning in the next 2 versions" tallies nothing)?"""
    if len(last.split()) > 3 or _LEAD_UP_RE.search(last) is not None or leads_up_with_verb(last):
        return False  # ("... and gives five keyboard shortcuts": the count is the verb's object)
    return not any(word.lower() in _FUNCTION_WORDS for word in re.findall(r"[A-Za-z]+", last))


_CODE_SPAN_RE = re.compile(r"`[^`\n]*`")


def _opaque(match: re.Match[str]) -> str:
    """The span as one opaque word of the same length (offsets hold)."""
    return "x" * len(match.group())


def _items(text: str) -> int:
    """The items of an enumeration: the parts between separators, the last
    one split at its first joining word (the item after it may hold an
    ``and`` of its own: "licence details and technical details on building
    and using it" is two)."""
    parts = [part for part in re.split(r"[;；]", text) if part.strip()]
    if len(parts) >= 2:
        return len(parts)
    parts = [part for part in _SEPARATOR_RE.split(text) if part.strip()]
    if len(parts) >= 4 and _JOINED_RE.search(text) is not None:
        parts = merge_nested_runs(parts, _JOINED_RE)  # ("accurate for int64, uint64 and double" is one item)
    if len(parts) >= 2:
        last = _JOINED_RE.split(parts[-1].strip(), maxsplit=1)
        return len(parts) - 1 + (2 if len(last) == 2 and all(p.strip() for p in last) else 1)
    return len([part for part in _JOINED_RE.split(text.strip()) if part.strip()]) if _JOINED_RE.search(text) else 0


def _part_spans(text: str) -> list[tuple[int, int]]:
    """Where the parts of an enumeration between its separators stand in
    ``text`` (code spans made opaque: a comma inside one separates nothing)."""
    spans, begin = [], 0
    for separator in _SEPARATOR_RE.finditer(text):
        spans.append((begin, separator.start()))
        begin = separator.end()
    joined = _JOINED_RE.search(text, begin)  # the last part splits at its first joining word, as _items reads it
    if joined is not None and text[begin:joined.start()].strip() and text[joined.end():].strip():
        spans.append((begin, joined.start()))
        begin = joined.start()  # (the joining word opens the last item)
    spans.append((begin, len(text)))
    return [(b, e) for b, e in spans if text[b:e].strip()]
