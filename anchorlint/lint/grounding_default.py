"""The default mode's anchor check: which lines are read, which anchors they
carry, and which of them the source grounds. Pure functions of (card,
source, policy); ``--compat`` keeps the Go original's check
(:func:`anchorlint.lint.grounding.ground`)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter, itemgetter

from anchorlint.lint.body import MECHANICAL_COUNT_RE, GroundingBody
from anchorlint.lint.grounding_policy import GroundingPolicy, SectionNames
from anchorlint.model.card import CONTENT, FRONTMATTER, HEADING, WS_CHARS, Card, Line
from anchorlint.model.source_index import SourceIndex, scaled_restates
from anchorlint.text.card_anchors import NAME, NUMBER, Anchor, block_rows, new_anchor, unfullwidth
from anchorlint.text.grounding_words import (
    CJK_PLAIN_WORDS, CONCEPT_WORDS, DOCUMENT_KINDS, FILE_FORMATS, INTRODUCTORY_WORDS, LATIN_ABBREVIATIONS,
    NAME_ADJECTIVE_ENDINGS, NAME_PREFIXES, PROJECT_FOLDERS, SOFTWARE_KINDS)
from anchorlint.text.latin import is_latin_line
from anchorlint.text.tokens import TOKEN_RE

# Frontmatter fields a reader sees first; other keys (source paths, dates,
# tags) are written by a program.
_SHOWN_KEYS_RE = re.compile(r"^(gloss|title|description):[ \t]*")
_SHOWN_KEYS = ("gloss:", "title:", "description:")  # what a line must start with to match
# The units whose figure a Chinese clause gives to what it names
# (:func:`said_of_another`); a repeat of one is read in its own clause.
_CLAUSE_UNITS = frozenset({"percent"})


@dataclass(frozen=True, slots=True)
class CardLines:
    """What one walk over a card's lines gives the default mode's check:
    the grounding body (:func:`anchorlint.lint.grounding.grounding_body`),
    the lines whose anchors are checked, as (line number, text from
    ``offset``, offset, region, section), and the paths of the files the
    card cites."""

    body: GroundingBody
    checked: tuple[tuple[int, str, int, str, str | None], ...]
    paths: tuple[str, ...]


def read_lines(card: Card, policy: GroundingPolicy) -> CardLines:
    """The card's :class:`CardLines`, in one walk over its lines (a card is
    walked once for H7 and H8, not once for each). The checked lines are the
    grounding body, the title and every heading outside the mechanical
    sub-sections, and the frontmatter's ``gloss``, ``title`` and
    ``description``; the cited paths are its ``source_path:`` and the lines
    listing its sources. The body is grounding_body's (a property test holds
    them equal)."""
    names = policy.sections
    points, triples, mechanical = names.points, names.triples, names.mechanical
    listed = mechanical[0]  # the sub-section that lists the sources
    daemon_relations = None if card.wiki_shape else names.relations_daemon
    skeleton = _skeleton(names)
    body: list[Line] = []
    claims: list[Line] = []
    checked: list[tuple[int, str, int, str, str | None]] = []
    paths: list[str] = []
    # The generator's count line writes this phrase: a card without it has
    # no such line (most cards; the pattern is then not tried on each bullet).
    generated = _MECHANICAL_PHRASE in card.text
    for line in card.lines:
        number, text, stripped, kind, section, subsection = line
        if kind == CONTENT:
            if subsection in mechanical:
                if subsection == listed:
                    paths.append(text.split(">>")[0])
                continue
            dash = stripped[:1] == "-"
            if dash and generated and MECHANICAL_COUNT_RE.match(stripped):
                continue
            body.append(line)
            checked.append((number, text, 0, "body", section))
            # is_bullet(stripped), spelt out: this loop reads every line of every card.
            if dash and len(stripped) > 2 and stripped[1] in WS_CHARS and (
                section in points or subsection == triples or section == daemon_relations
            ):
                claims.append(line)
        elif kind == FRONTMATTER:
            match = _SHOWN_KEYS_RE.match(text) if text.startswith(_SHOWN_KEYS) else None
            if match is not None:
                checked.append((number, text[match.end():], match.end(), "frontmatter", None))
            match = _PATH_KEYS_RE.match(text) if text.startswith("source") else None
            if match is not None:
                paths.append(match.group(1))
        elif kind == HEADING:
            if subsection not in mechanical:
                title = text.lstrip("#")
                if title.strip() not in skeleton:
                    checked.append((number, title, len(text) - len(title), "heading", section))
        elif subsection == listed:
            paths.append(text.split(">>")[0])
    return CardLines(GroundingBody(tuple(body), tuple(claims)), tuple(checked), tuple(paths))


_MECHANICAL_PHRASE = "本文件整理成"  # in every match of MECHANICAL_COUNT_RE


@lru_cache(maxsize=16)
def _skeleton(names: SectionNames) -> frozenset[str]:
    """The card layout's own section names: skeleton, not claims."""
    return frozenset({*names.wiki, *names.daemon, names.triples, *names.mechanical})


@lru_cache(maxsize=16)
def _stop_words(configured: frozenset[str]) -> frozenset[str]:
    """The configured stop words, the Latin abbreviations of prose
    (``i.e``, ``e.g``) and the conventional names of a repository's
    documents (``README``, ``NEWS``: a kind of document, not a referent):
    the default mode reads every Latin token of a Chinese line and every
    dotted one of an English line as a name."""
    return configured | LATIN_ABBREVIATIONS | DOCUMENT_KINDS


def card_anchors(card: Card, read: CardLines, policy: GroundingPolicy, source_name: str = "") -> list[Anchor]:
    """Every anchor of the checked lines, one per (kind, key, unit) in each
    place a reader looks (the frontmatter, the title and headings, the body),
    in the order the card writes them. Names that are parts of the card's own
    source path (``source_path:``, the ``### 出處`` lines) are the document's
    name, not a claim: a title ``# memo-3`` for ``../memo-3.md``. Nor is what
    the wiki adds to the names it writes (:func:`_wiki_spans`)."""
    return anchors_and_repeats(card, read, policy, source_name)[0]


def anchors_and_repeats(
    card: Card, read: CardLines, policy: GroundingPolicy, source_name: str = ""
) -> tuple[list[Anchor], list[tuple[Anchor, Anchor]]]:
    """:func:`card_anchors`, and each later occurrence of a count it keeps
    once (a single digit without a unit: ``四種``, ``最多 4 段``) paired with
    the kept one, for :func:`repeated_counts`."""
    lines, paths = read.checked, read.paths
    names = policy.sections  # an entity bullet's leading bold term is a name: "- **runc**（OCI runtime）"
    own = _own_names(tuple([source_name, *paths] if source_name else paths))
    rows = block_rows(lines, _stop_words(policy.stop_words), single_digit=policy.single_digit,
                      heading=[line[3] == "heading" for line in lines], named=(names.wiki[2], names.daemon[2]))
    by_number = {line[0]: line for line in lines}
    wiki = _wiki_spans(card, lines, source_name)

    def dropped(row: tuple, line: tuple, place: str) -> bool:
        if own and (row[2] in own or row[1].lower() in own):
            return True
        if wiki and row[3] in wiki and _inside(wiki[row[3]], row[4], row[5]):
            return True
        if place != "body" and _cut_short(card.text, (line[1], line[2]), row[4], row[5]):
            return True
        # a title 2026-01-14 release-checklist for its source's file name
        return place != "body" and row[0] == NUMBER and bool(own) and "#" + row[2] in own

    seen: dict[tuple, tuple] = {}  # (place, kind, key, unit) of each kept anchor -> its row
    kept: list[tuple] = []
    repeats: list[tuple[tuple, tuple]] = []
    for row in rows:  # (kind, text, key, line, ...), see Anchor.row
        line = by_number[row[3]]
        place = line[3]
        identity = (place, row[0], row[2], row[6])  # one per Anchor.identity (kind, key, unit) in each place
        first = seen.get(identity)
        if first is not None:
            # A repeat of a kept anchor, dropped unless it may be a count (a
            # small number without a unit), whose grounding can be its own.
            if row[0] == NUMBER and (row[9] and row[6] is None or row[6] in _CLAUSE_UNITS or (
                    row[6] is None and (_keyed_row(row, line) or _keyed_row(first, by_number[first[3]])))
                    or row[6] in _SPAN_UNITS and _span_later(card, row)) and not dropped(row, line, place):
                repeats.append((row, first))
            continue
        # (dropped(), written out: this runs for every anchor of every card)
        if own and (row[2] in own or row[1].lower() in own):
            continue
        if wiki and row[3] in wiki and _inside(wiki[row[3]], row[4], row[5]):
            continue
        if place != "body" and _cut_short(card.text, (line[1], line[2]), row[4], row[5]):
            continue
        if place != "body" and row[0] == NUMBER and own and "#" + row[2] in own:
            continue  # a title 2026-01-14 release-checklist for its source's file name
        if row[0] == NAME and (_plain_word(row[1], line[1], row[4] - line[2] - 1) or (
                (row[2] in _CONCEPT_KEYS or "-" in row[2]) and _concept_word(row[1], line[1], row[4] - line[2] - 1))):
            continue
        seen[identity] = row
        kept.append(row)
    kept.sort(key=_POSITION)
    return ([new_anchor(Anchor, row) for row in kept],
            [(new_anchor(Anchor, row), new_anchor(Anchor, first)) for row, first in repeats])


_POSITION = itemgetter(3, 4)  # (line, col) of a row


def _keyed_row(row: tuple, line: tuple) -> bool:
    """Does the card bind the figure of ``row`` on its checked ``line`` to
    a key (``width 60`` after ``-w 60``: each keyed use answers for itself,
    :func:`keyed_values`)?"""
    from anchorlint.text.keyed_values import card_key, prose_key

    start = row[4] - 1 - line[2]
    text = unfullwidth(line[1])
    return card_key(text, start, start + row[5] - row[4]) is not None or (
        not row[9] and prose_key(text, start) is not None)


def _plain_word(written: str, line: str, at: int) -> bool:
    """Is a name token, at ``line[at:]``, a lower-case word of computing in
    a Chinese line (``token``, ``import``, ``key-value``: CJK_PLAIN_WORDS,
    each part of a hyphened word)? A concept the prose kept in English, not
    a referent. In a Latin line a lower-case word is no name already; the
    bold term a bullet opens with (``- **token**``) is the name of what the
    bullet is about, and a word in code (`` `cache 300` ``, `` `--timeout` ``)
    is what a program reads: both stay names."""
    if not written.islower():
        return False
    if written not in CJK_PLAIN_WORDS and not all(part in CJK_PLAIN_WORDS for part in written.split("-")):
        return False
    before = line[:at]
    return not is_latin_line(line) and before.lstrip() not in ("- **", "* **") and before.count("`") % 2 == 0


# A concept word as a folded token, singular or plural (``cpus``).
_CONCEPT_KEYS = CONCEPT_WORDS | frozenset(word + "s" for word in CONCEPT_WORDS)
# What a hyphened word may join to a concept word and still name a kind
# (``GPU-accelerated``, ``multi-GPU``, ``CPU-bound``).
_CONCEPT_JOINED = CONCEPT_WORDS | NAME_ADJECTIVE_ENDINGS | NAME_PREFIXES


def _concept_word(written: str, line: str, at: int) -> bool:
    """Is a name token, at ``line[at:]``, a word naming a kind of thing
    (``CPU``, ``GPUs``, ``CI``, ``Web``: CONCEPT_WORDS), or a hyphened
    word joining one only to what says how it relates (``GPU-accelerated``,
    ``multi-GPU``), written in capitals or capitalised, in a line of either
    script? What everybody knows, not a referent a source must write. In
    lower case it may be a program's or a package's name (``cli``); the
    bold term a bullet opens with and a word in code stay names, as
    :func:`_plain_word` keeps them."""
    if written.islower():
        return False
    parts = [_singular(part) for part in written.split("-")]
    folded = [part.lower() for part in parts]
    if not any(part in CONCEPT_WORDS for part in folded) or not all(part in _CONCEPT_JOINED for part in folded):
        return False
    if not all(part.isupper() or part == part.capitalize() for part, low in zip(parts, folded) if low in CONCEPT_WORDS):
        return False
    before = line[:at]
    return before.lstrip() not in ("- **", "* **") and before.count("`") % 2 == 0 and not _ends_name(before)


# The Latin word right before a concept word, past spaces ("Cirrus CI").
_WORD_BEFORE_RE = re.compile(r"([A-Za-z][A-Za-z0-9.+]*(?:-[A-Za-z0-9.+]+)*)[ \t]+$")


def _ends_name(before: str) -> bool:
    """Does ``before`` end with a capitalised word that a concept word after
    it continues into one name (``Cirrus CI``, ``Travis CI``, ``Chrome
    Web Store``)? Not a function or sentence word capitalised by its place
    (``The CLI``), nor an adjective coined from a name (``Kubernetes-native
    CI``)."""
    match = _WORD_BEFORE_RE.search(before[-40:])
    if match is None or not match.group(1)[0].isupper():
        return False
    from anchorlint.text.counts import FUNCTION_WORDS

    word = match.group(1).lower()
    return word not in FUNCTION_WORDS and word not in INTRODUCTORY_WORDS and word.split("-")[-1] not in NAME_ADJECTIVE_ENDINGS


def _singular(word: str) -> str:
    """An acronym's plural written with a lower-case s (``CPUs``) as its singular."""
    return word[:-1] if len(word) > 2 and word[-1] == "s" and word[:-1].isupper() else word


# A card name a wiki numbered to tell two cards of one name apart:
# "合約審查規則（十一）", "Release notes (2)". Group 1 is the name up to the
# counter; the card's title and its [[links]] give such names.
_COUNTED_NAME_RE = re.compile(r"(.*?\S[ \t]*[（(])(?:[0-9]{1,3}|[一二三四五六七八九十]{1,3})[）)]")
# A [[link]]'s name (up to the link's end, anchor or alias) when it ends,
# white space aside, with a closing parenthesis: a counted name can only be
# such a one, and most links are not (found by the pattern, not one by one).
_PAREN_LINK_RE = re.compile(r"\[\[([^\]\n|#]*[)）][^\S\n]*)(?![^\]\n|#])")


def _wiki_spans(card: Card, lines: list[tuple[int, str, int, str]], source_name: str) -> dict[int, list]:
    """Per line, the (start, end) columns of what the wiki, not the writer,
    put into a checked line: the counter wherever it writes a numbered card
    name (the card's own, from its title, or one it links to), and the folder
    when it names a document as ``folder／file`` (``# Side Projects／memo-27``
    for ``Projects/Side Projects/memo-27.md``)."""
    wanted: dict[str, tuple[int, int]] = {}  # written form -> its wiki part (start, end)
    if "）" in card.text or ")" in card.text:
        title = next((line[1] for line in lines if line[3] == "heading" and line[2] == 1), "")
        for name in [title] + (_PAREN_LINK_RE.findall(card.text) if "[[" in card.text else []):
            name = name.strip()
            counter = _counter_span(name)
            if counter is not None:
                wanted[name] = counter
    for joined, span in _folder_names(source_name):
        wanted[joined] = span
    spans: dict[int, list] = {}
    # Each checked line is (a part of) a line of the card's text: a name that
    # text never writes is in none of them (most cards write none).
    wanted = {name: span for name, span in wanted.items() if name in card.text}
    for number, text, offset, _, _ in lines if wanted else ():
        for name, (start, end) in wanted.items():
            at = text.find(name)
            while at >= 0:
                spans.setdefault(number, []).append((offset + at + start + 1, offset + at + end + 1))
                at = text.find(name, at + len(name))
    return spans


@lru_cache(maxsize=1024)
def _folder_names(source_name: str) -> tuple[tuple[str, tuple[int, int]], ...]:
    """How the wiki names a document in a folder (``folder／file`` and
    ``folder/file``), each with the span of its folder part: the cards of a
    source share it."""
    folders = source_name.replace("\\", "/").split("/")
    if len(folders) < 2 or not folders[-2]:
        return ()
    folder, stem = folders[-2], folders[-1].rsplit(".", 1)[0]
    return tuple((joined, (0, len(folder))) for joined in (folder + "／" + stem, folder + "/" + stem))


@lru_cache(maxsize=4096)
def _counter_span(name: str) -> tuple[int, int] | None:
    """Where the wiki's counter stands in a counted card name (the cards of one
    source link the same names), or None for a name that is not counted."""
    # A counted name ends with its closing parenthesis (cheaper to see than
    # the pattern, which tries every split of the name).
    match = _COUNTED_NAME_RE.fullmatch(name) if name.endswith(("）", ")")) else None
    return None if match is None else (len(match.group(1)), len(name) - 1)


# A Latin word or figure goes on: a letter or digit, or a joiner and one
# (``1.7`` cut from ``1.7.16``).
_GOES_ON_RE = re.compile(r"[._/-]?[A-Za-z0-9]")


def _cut_short(card_text: str, line: tuple[str, int], col: int, end_col: int) -> bool:
    """Is the anchor the last word of a gloss or title cut off at a length
    limit, which the card writes in full elsewhere (``… a second reviewe``
    for the body's ``a second reviewer``; ``September 14, 20`` for
    ``September 14, 2025``)? The words before it must match too. A long
    gloss joins cut sentences with semicolons, so the cut may also stand
    right before one (``… before it is publi；Every contract …``)."""
    text, offset = line
    start, end = col - 1 - offset, end_col - 1 - offset
    cut = end if text.startswith(("；", ";"), end) else len(text.rstrip())
    if start < 8 or cut - end > 1 or text[end:cut].isalnum():  # ``2025-04-``: the cut may follow a hyphen
        return False
    tail = text[start - 8:cut]
    at = card_text.find(tail)
    while at >= 0:
        if _GOES_ON_RE.match(card_text, at + len(tail)):
            return True
        at = card_text.find(tail, at + 1)
    return False


def _inside(spans: list, col: int, end_col: int) -> bool:
    return any(start <= col and end_col <= end for start, end in spans)


_PATH_KEYS_RE = re.compile(r"^(?:source_path|source):[ \t]*(.+)$")
_PATH_PART_RE = re.compile(r"[^/\\`'\"\s]+")
_DIGITS_RE = re.compile(r"[0-9]+")
_FOLDERS_RE = re.compile(r"^.*[/\\]")  # everything up to the last separator


def source_path_names(card: Card, policy: GroundingPolicy, source_name: str = "") -> frozenset[str]:
    """The folded names of the files the card cites (and of the source's file,
    when the caller knows its path)."""
    paths = read_lines(card, policy).paths
    return _own_names(tuple([source_name, *paths] if source_name else paths))


@lru_cache(maxsize=1024)
def _own_names(paths: tuple[str, ...]) -> frozenset[str]:
    """The names of the files at ``paths`` (the cards of one source cite the
    same paths: the set is built once for them)."""
    names: set[str] = set()
    for path in paths:
        names |= _path_names(path)
    return frozenset(names)


@lru_cache(maxsize=4096)
def _path_names(path: str) -> frozenset[str]:
    """The folded names one path's file name gives (every card citing a
    source repeats it). Only the file name: the folders are where a repository
    keeps the document, not its name, and a card naming one of them (``API``
    for ``docs/specs/api/vendors.md``) says something the document does not;
    except a project's own folder in a folder of other projects' code
    (``tornado`` in ``vendor/tornado/SECURITY.md``: :func:`_project_folders`)."""
    names: set[str] = set()
    path = unfullwidth(path).lower()
    file_name = _FOLDERS_RE.sub("", path)
    for part in _project_folders(path[:len(path) - len(file_name)]):
        names.add(part)
        names.update(TOKEN_RE.findall(part))
    for part in _PATH_PART_RE.findall(file_name):
        stem = part.rsplit(".", 1)[0] if "." in part.strip(".") else part
        names.update({part, stem})
        names.update(TOKEN_RE.findall(stem))
        # Numbers as "#14" (2026-01-14 release-checklist.md): a title or a
        # gloss naming the document repeats them.
        names.update("#" + str(int(digits)) for digits in _DIGITS_RE.findall(stem))
    return frozenset(names)


def _project_folders(folders: str) -> list[str]:
    """The folders of ``folders`` (a path up to its file name) that a
    folder of other projects' code holds (``vendor/tornado/``; a scope's
    next folder too, ``node_modules/@babel/core/``): each is named as its
    project is, and the card calls the project whose document it cites by
    that name (item 197)."""
    parts = [part for part in re.split(r"[/\\]", folders) if part]
    named: list[str] = []
    for at, part in enumerate(parts[:-1]):
        if part in PROJECT_FOLDERS:
            project = parts[at + 1]
            named.append(project)
            if project.startswith("@") and at + 2 < len(parts):
                named.append(parts[at + 2])
    return named


def ungrounded(
    anchors: list[Anchor], index: SourceIndex, policy: GroundingPolicy, card: Card | None = None,
    repeats: list[tuple[Anchor, Anchor]] | None = None,
) -> list[Anchor]:
    """The anchors the source does not ground; with ``card``, also the day
    of a whole date the source never gives (:func:`misdated`), and with
    ``repeats`` (:func:`anchors_and_repeats`) the repeated counts that
    answer for themselves and are not grounded (:func:`repeated_counts`),
    in the card's order."""
    allow = policy.allow
    if allow:
        missing = [
            anchor for anchor in anchors
            if anchor.key not in allow and anchor.text.lower() not in allow
            and not index.grounds(anchor, policy.strict_units, policy.abbreviations)
        ]
    else:  # nothing allowed (the usual case): only the source answers
        strict, abbreviations = policy.strict_units, policy.abbreviations
        missing = [anchor for anchor in anchors if not index.grounds(anchor, strict, abbreviations)]
    if missing and any(anchor[0] == NAME and not anchor[1].isascii() for anchor in missing) or (
            missing and _accented(index)):
        missing = [anchor for anchor in missing
                   if anchor[0] != NAME or not accents_folded(anchor, index, policy.abbreviations)]
    if card is not None and missing:
        from anchorlint.lint.spaced_names import glossed_name, glued_in_source

        missing = [anchor for anchor in missing
                   if not glued_in_source(anchor, card, index) and not glossed_name(anchor, card, index)
                   and not numbered_step(anchor, card, index)
                   and not numbered_section(anchor, card, index) and not identifier_pattern(anchor, card, index)
                   and not own_file(anchor, card, index) and not header_designator(anchor, index)
                   and not header_people(anchor, card, index) and not key_stem(anchor, index)]
    # The passes below but the derived ones read numbers only (most anchors
    # are names; many cards write no number).
    numbers = [anchor for anchor in anchors if anchor[0] == NUMBER] if card is not None else []
    if numbers:
        grounded = [anchor for anchor in numbers if anchor not in missing]
        missing = _with_found(anchors, missing, miscounted(grounded, card))
    if numbers and policy.strict_units:
        grounded = [anchor for anchor in numbers if anchor not in missing]
        missing = _with_found(anchors, missing, measured_counts(grounded, card, index))
    derived: list[Anchor] = []  # the counts a list or the card's own enumeration grounds
    if card is not None and missing:
        # (with single_digit: never only counts of ten or more are anchors)
        kept = []
        for anchor in missing:
            (derived if derived_count(anchor, card, index) or tallied_measure(anchor, card) else kept).append(anchor)
        missing = kept
    if card is not None and missing:
        missing = [anchor for anchor in missing
                   if not sequence_restated(anchor, card, index) and not measure_worked_out(anchor, card, index)
                   and not scheduled(anchor, card, index) and not bounded_count(anchor, card, index)]
    if card is not None and any(anchor.unit == "times" for anchor in missing):
        shown = ratios_shown(anchors, missing, card)
        if shown:
            missing = [anchor for anchor in missing if anchor not in shown]
    if missing:
        missing = [anchor for anchor in missing if not enumerated_words(anchor, index)]
    if card is not None and missing:
        spelled = spelled_out(missing, card, index)
        if spelled:
            missing = [anchor for anchor in missing if anchor not in spelled]
    if numbers and policy.strict_units:
        elsewhere = versions_elsewhere([anchor for anchor in numbers if anchor not in missing], card, index,
                                       sorted({anchor[3] for anchor in anchors}))
        if elsewhere:
            missing = [elsewhere.get(anchor, anchor) for anchor in anchors
                       if anchor in missing or anchor in elsewhere]
    if numbers and policy.strict_units:
        swapped = table_swaps(numbers, missing, card, index) + other_directives(numbers, missing, card, index)
        missing = _with_found(anchors, missing, swapped)
    if numbers and policy.strict_units:
        bound = bound_elsewhere(anchors, numbers, missing, card, index, policy)
        missing = _with_found(anchors, missing, bound)
    if numbers and policy.strict_units:
        missing = _with_found(anchors, missing, row_bound(anchors, numbers, missing, card, index))
        missing = _with_found(anchors, missing, bound_to_items(numbers, missing, card, index))
    if numbers and policy.strict_units and any(anchor[6] in _RESTATED_UNITS for anchor in numbers):
        missing = _with_found(anchors, missing, misquoted_spans(numbers, missing, card, index))
    if numbers and policy.strict_units and any(anchor[6] in _PERIOD_UNITS for anchor in numbers):
        missing = _with_found(anchors, missing, spans_not_periods(numbers, missing, card, index))
    if numbers and policy.strict_units and any(anchor[6] in _PERIOD_UNITS for anchor in numbers):
        missing = _with_found(anchors, missing, minimums_of_cadences(numbers, missing, card, index))
    if numbers and policy.strict_units and any("." in anchor[2] for anchor in numbers):
        missing = _with_found(anchors, missing, required_but_advised(numbers, missing, card, index))
    if numbers and policy.strict_units:
        measures = [anchor for anchor in numbers if anchor[6] in _CLAUSE_UNITS and anchor not in missing]
        if repeats and measures:  # a percent said again in another clause is read there too
            measures += [repeat for repeat, first in repeats if first in measures]
        unsaid = said_of_another(measures, card, index) if measures else []
        if unsaid:
            missing = sorted({*missing, *unsaid}, key=_ANCHOR_POSITION)
    if card is not None and any(anchor.unit == "times" for anchor in missing):
        # After the binding of measures to their subjects: a ratio between
        # two named rows is no measure of either (LZ4's 1.7 倍 of Snappy).
        missing = [anchor for anchor in missing if not ratio_of_named(anchor, card, index)]
    if card is not None and policy.strict_units and "`" in card.text:
        missing = _with_found(anchors, missing, cut_paths(anchors, missing, card, index))
    if numbers and any(anchor.unit in _DAYS for anchor in numbers):
        grounded = [anchor for anchor in numbers if anchor not in missing]
        missing = _with_found(anchors, missing, misdated(card, grounded, index))
    if derived:  # (an item added to a run of the source's is grounded elsewhere: none may be missing)
        unsure = tallied_over_invented(derived, missing, card, index)
        if unsure:
            missing = sorted(missing + unsure, key=_ANCHOR_POSITION)
    if numbers and any(anchor.unit == "day" for anchor in numbers):
        missing = _with_found(anchors, missing, durations_dated(numbers, missing, card, index))
    if numbers and any(anchor.unit in _SPAN_UNITS for anchor in numbers):
        # (a span's figure repeats a date's day the card wrote before: 11 月 7 日, then 7 天後)
        spans = numbers + [repeat for repeat, _ in repeats or () if repeat.unit in _SPAN_UNITS]
        apart = spans_between_releases(spans, missing, card, index)
        if apart:
            missing = sorted({*missing, *apart}, key=_ANCHOR_POSITION)
    if numbers and any(anchor.unit == "month_of" for anchor in numbers):
        missing = _with_found(anchors, missing, misdated_months(card, numbers, missing, index))
    if numbers and card is not None:
        stated = counted_otherwise(numbers, missing, card, index)
        if policy.strict_units:
            stated += counted_apart(numbers, missing, card, index)
        if stated:
            missing = [anchor for anchor in anchors if anchor in missing or anchor in stated]
    if repeats and card is not None:
        extra = repeated_counts([pair for pair in repeats if pair[0][6] is None and pair[0][9]], missing, card, index,
                                policy)
        if extra:
            missing = sorted(missing + extra, key=_ANCHOR_POSITION)
    if numbers and policy.strict_units and any(anchor[6] in _DAYS for anchor in numbers):
        paired = dates_of_other_releases(anchors, numbers, missing, card, index)
        if paired:  # (missing may hold repeated counts, which are not among anchors)
            missing = sorted({*missing, *paired}, key=_ANCHOR_POSITION)
    if numbers and policy.strict_units and any(anchor[8] or "." in anchor[2] for anchor in numbers):
        events = versions_of_other_events(numbers, missing, card, index)
        if events:
            missing = sorted({*missing, *events}, key=_ANCHOR_POSITION)
    if numbers:
        missing = keyed_values(numbers + [pair[0] for pair in repeats or () if pair[0][6] is None], missing, card, index)
    if numbers and policy.strict_units and "`" in card.text:
        # (after the keyed values: a flag's value written for it elsewhere, -i=4,
        # grounds the flag's figure, but not a command copied with it changed)
        changed = commands_changed(numbers, missing, card, index)
        if changed:
            missing = sorted({*missing, *changed}, key=_ANCHOR_POSITION)
    return missing


# Latin letters that Unicode does not decompose into a base letter and a
# mark (ø is no o with a stroke to NFKD), written as a writer without them
# writes them (Bjørn as Bjorn, an address's bjorn).
_UNDECOMPOSED = str.maketrans({"ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss",
                               "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ı": "i"})
_ACCENTED_RE = re.compile("[\u00c0-\u024f]")


def _without_accents(text: str) -> str:
    """``text`` with its Latin letters' accents and strokes dropped (José
    Jose, Bjørn Bjorn); other scripts as they are."""
    import unicodedata

    return "".join(char for char in unicodedata.normalize("NFKD", text.translate(_UNDECOMPOSED))
                   if not unicodedata.combining(char))


def _accented(index: SourceIndex) -> bool:
    """Does the source write a Latin letter with an accent or a stroke? Once per source."""
    memo = _source_memo(index, "_accented_memo")
    if "accented" not in memo:
        memo["accented"] = not index.written.isascii() and _ACCENTED_RE.search(index.written) is not None
    return memo["accented"]


def accents_folded(anchor: Anchor, index: SourceIndex, abbreviations: frozenset[str]) -> bool:
    """Is the name grounded once both sides drop their letters' accents
    and strokes (``Bjørn`` for an address's ``bjorn``, ``Jose`` for the
    source's ``José``)? A name is the same name with or without them."""
    plain = _without_accents(anchor.text)
    if plain != anchor.text and plain.isascii():
        if index.has_name(plain.lower(), plain, abbreviations):
            return True
    if not _accented(index):
        return False
    memo = _source_memo(index, "_accented_memo")
    if "plain" not in memo:  # the source without accents, indexed once, only when a name asks
        memo["plain"] = SourceIndex(_without_accents(index.written))
    return memo["plain"].has_name(plain.lower(), plain, abbreviations)


_CODE_SPAN_RE = re.compile(r"`([^`\n]+)`")
_FIGURE_TOKEN_RE = re.compile(r"[0-9]+(?:\.[0-9]+)*")


def commands_changed(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded figures the card writes in a code span (a command, a
    setting) that the source writes, token for token, with another figure
    in that place and never as the card does: ``shfmt -i 4 -ci -bn`` for
    the source's ``shfmt -i 2 -ci -bn``. A command copied with one value
    changed is not grounded by the value written elsewhere (``-i=4`` in
    another example)."""
    return [anchor for anchor in numbers
            if anchor not in missing and anchor.unit is None and changed_command(anchor, card, index) is not None]


def changed_command(anchor: Anchor, card: Card, index: SourceIndex) -> tuple[str, int] | None:
    """(the source's figure, its line) where the source writes the card's
    code span around ``anchor`` with another figure in its place and
    nowhere as the card does (:func:`commands_changed`); None otherwise."""
    line = card.lines[anchor.line - 1].text
    if "`" not in line:
        return None
    at = anchor.col - 1
    for span in _CODE_SPAN_RE.finditer(line):
        if not span.start(1) <= at < span.end(1):
            continue
        code = span.group(1)
        tokens = tuple(code.split())
        before = code[:at - span.start(1)]
        place = len(before.split()) - (0 if not before or before[-1].isspace() else 1)
        if len(tokens) < 3 or not 0 <= place < len(tokens) or _FIGURE_TOKEN_RE.fullmatch(tokens[place]) is None:
            return None
        return _changed_in_source(tokens, place, index)
    return None


def _changed_in_source(tokens: tuple[str, ...], place: int, index: SourceIndex) -> tuple[str, int] | None:
    """(the other figure, its 1-based line) where the source writes
    ``tokens`` (a code span's, split at spaces) with another figure at
    ``place``, and nowhere as they are; None otherwise. The source's lines
    and code spans, split so, once per source (for a card that asks)."""
    memo = _source_memo(index, "_code_tokens_memo")
    if "runs" not in memo:
        runs: dict[int, dict[tuple[str, ...], int]] = {}
        written = index.written
        for number, text in enumerate(written.splitlines(), 1):
            split = tuple(text.split())
            if 3 <= len(split) <= 12:
                runs.setdefault(len(split), {}).setdefault(split, number)
        if "`" in written:
            for span in _CODE_SPAN_RE.finditer(written):
                split = tuple(span.group(1).split())
                if 3 <= len(split) <= 12:
                    runs.setdefault(len(split), {}).setdefault(split, written.count("\n", 0, span.start()) + 1)
        memo["runs"] = runs
    same_length = memo["runs"].get(len(tokens), {})
    if tokens in same_length:
        return None
    for other, number in same_length.items():
        if (other[place] != tokens[place] and _FIGURE_TOKEN_RE.fullmatch(other[place])
                and other[:place] == tokens[:place] and other[place + 1:] == tokens[place + 1:]):
            return other[place], number
    return None


def _with_found(anchors: list[Anchor], missing: list[Anchor], found: list[Anchor]) -> list[Anchor]:
    """``missing`` with the anchors a later pass ``found`` ungrounded, in
    the card's order (``missing`` itself when it found none)."""
    return [anchor for anchor in anchors if anchor in missing or anchor in found] if found else missing


def versions_of_other_events(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded versions the card binds to what happened in them
    (``3.2.0 引入``, ``v1.2 軟棄用``, "deprecated in 1.7") that the source
    binds that event to other versions only ("introduced in 3.1.0"), and
    the first versions (``自 v2.21.0 起``) the source writes only as the
    last of a range ("v2.21.0 and below")
    (:mod:`anchorlint.text.event_versions`)."""
    lines: dict[int, list] = {}
    return [anchor for anchor in numbers
            if (anchor[8] or "." in anchor[2]) and anchor not in missing and other_event(anchor, card, index, lines)]


def other_event(anchor: Anchor, card: Card, index: SourceIndex, lines: dict[int, list] | None = None) -> str | None:
    """The event (text/grounding_words.RELEASE_EVENTS, or "since") the card
    binds the version ``anchor`` to that the source does not allow it, or
    None; ``lines`` keeps each card line's bindings."""
    from anchorlint.text.event_versions import card_events

    events = None if lines is None else lines.get(anchor[3])
    if events is None:
        events = card_events(unfullwidth(card.lines[anchor[3] - 1].text).lower())
        if lines is not None:
            lines[anchor[3]] = events
    for event, version, start, end in events:
        if start < anchor.end_col - 1 and anchor.col - 1 < end and not _event_grounded(index, event, version):
            return event
    return None


def _event_grounded(index: SourceIndex, event: str, version: str) -> bool:
    """Does the source allow ``version`` for ``event``? Once per source,
    event and version."""
    memo = _source_memo(index, "_event_versions_memo")
    asked = (event, version)
    if asked not in memo:
        from anchorlint.text.event_versions import event_in_section, event_versions, only_up_to, same_version

        if event == "since":
            memo[asked] = not only_up_to(index.text, version)
        else:
            if event not in memo:
                memo[event] = event_versions(index.text, event)
            bound = memo[event]
            memo[asked] = (not bound or any(same_version(written, version) for written in bound)
                           or event_in_section(index.text, event, version))
    return memo[asked]


def dates_of_other_releases(
    anchors: list[Anchor], numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex,
) -> list[Anchor]:
    """The grounded parts of the whole dates the card gives a version
    (``4.0.11（2023 年 5 月 5 日）``, ``v3.3.x 發布於 …``) while the source
    writes the version with dates, none of them this one: a release's
    date is a date the source pairs with it (a table's row, a heading's
    section, a YAML item), not another release's
    (:mod:`anchorlint.text.release_pairs`). The day is reported, or the
    date's first part the card keeps on that line."""
    if not index.dates:
        return []
    out = []
    for number in sorted({anchor[3] for anchor in anchors}):
        for _, start, end in released_otherwise(card, number, index):
            inside = [anchor for anchor in numbers if anchor[3] == number and start < anchor.col <= end]
            if any(anchor in missing for anchor in inside):
                continue  # the date is reported already, by the part no source date has (its day)
            days = [anchor for anchor in inside if anchor[6] in _DAYS]
            if days or inside:
                out.append((days or inside)[0])
    return out


def released_otherwise(card: Card, number: int, index: SourceIndex) -> list[tuple[str, int, int]]:
    """(version, start, end) of each whole date on the card's line
    ``number`` (0-based columns) that the line gives a version the source
    writes with other dates only."""
    from anchorlint.text.release_pairs import card_pairs, paired_otherwise

    line = unfullwidth(card.lines[number - 1].text).lower()
    return [(version, start, end) for version, start, end, date in card_pairs(line)
            if paired_otherwise(date, _release_dates(index, version))]


def _release_dates(index: SourceIndex, version: str) -> frozenset | None:
    """:func:`anchorlint.text.release_pairs.release_dates` of the source,
    once per version."""
    memo = _source_memo(index, "_release_dates_memo")
    if version not in memo:
        from anchorlint.text.release_pairs import release_dates

        memo[version] = release_dates(index.text, version)
    return memo[version]


# A one-letter flag and the figure after it in a source: "dust -d 3", "-n=10".
_SOURCE_FLAG_RE = re.compile(r"(?<![\w-])-([A-Za-z])[ =]([0-9]+)(?![0-9.])")


def keyed_values(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """``missing`` with the figures the card binds to a key judged by the
    source's values of that key: a one-letter flag's (``-d 5``), a
    setting's (``PYTHONOPTIMIZE=3``), a default's or a minimum's
    (``預設 2``; :mod:`anchorlint.text.keyed_values`). Reported when the
    source gives the key other values only; a single digit is grounded
    when it gives this one, and when it gives the key no value (then the
    digit is no anchor, as before: a bare ``-j 4`` is no claim the source
    could answer). A count the source writes only as a setting's value
    (``755 個`` for ``mode=755``) is reported too."""
    judged = {}
    for anchor in numbers:
        if anchor.unit is not None or anchor.version:
            continue
        line = card.lines[anchor.line - 1].text
        values = _key_values(anchor, line, index)
        if values is None:
            continue
        if values and anchor.key not in values and anchor.text.lower() not in values and not scaled_restates(
                anchor.text, anchor.key, values):
            if not _counts_named_items(anchor, line, index):  # ("its default holds 17 entries such as `.git`")
                judged[anchor] = True
        elif anchor.small and (values or not _checked_unkeyed(line, anchor)):
            judged[anchor] = False  # the key's value; or a digit read only for its key, which the source never values
    for anchor in numbers:  # (the repeats too: 755 個 after mode=755)
        if anchor not in judged and anchor not in missing and _setting_counted(anchor, card, index):
            judged[anchor] = True
    if not judged:
        return missing
    kept = [anchor for anchor in missing if judged.get(anchor, True)]
    added = [anchor for anchor, wrong in judged.items() if wrong and anchor not in missing]
    return sorted(kept + added, key=_ANCHOR_POSITION) if added else kept


def _counts_named_items(anchor: Anchor, line: str, index: SourceIndex) -> bool:
    """Does the figure count the items of a source list two or more of
    which the card names after it (:func:`named_run`): the length of a
    default that is a list, not the default's value?"""
    from anchorlint.text.counts import counts_something

    line = unfullwidth(line)
    start, end = anchor.col - 1, anchor.end_col - 1
    if not anchor.key.isdigit() or not counts_something(line, start, end):
        return False
    value = int(anchor.key)
    return named_run(line, start, value, index.raw, after=end) or _roff_listed(line, end, value, index, True)


def _key_values(anchor: Anchor, line: str, index: SourceIndex) -> frozenset[str] | None:
    """The source's values of the key the card binds the figure to on its
    ``line``, or None when it binds it to none (or names, in code, a
    setting the source sets to it: `` `tcp-backlog` defaults to 511 ``)."""
    from anchorlint.text.card_anchors import flag_value
    from anchorlint.text.keyed_values import DEFAULT, MAXIMUM, MINIMUM, card_key, prose_key

    if anchor.small:
        flag = flag_value(line, anchor.col - 1)
        if flag is not None:
            memo = _source_memo(index, "_flag_values_memo")
            if flag not in memo:
                memo[flag] = frozenset(m.group(2) for m in _SOURCE_FLAG_RE.finditer(index.cased) if m.group(1) == flag)
            return memo[flag]
    if not anchor.text[:1].isdigit():
        return None  # (a number word: "per second by default")
    folded = unfullwidth(line)
    key = card_key(folded, anchor.col - 1, anchor.end_col - 1)
    if key is None and not anchor.small:
        key = prose_key(folded, anchor.col - 1)  # width 60, when the source sets a width
    if key is None:
        return None
    values = _keyed(index, key)
    if key in (DEFAULT, MINIMUM, MAXIMUM) and values and _named_setting(folded, anchor, index):
        return None
    return values


def _setting_counted(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the figure a count (two digits or more, before a counter or a
    plural noun) that the source writes only as a ``KEY=value`` setting?"""
    if anchor.small or anchor.unit is not None or not anchor.text.isdigit() or anchor.key not in _setting_figures(index):
        return False
    from anchorlint.text.counts import counts_something
    from anchorlint.text.keyed_values import only_as_setting

    return counts_something(card.lines[anchor.line - 1].text, anchor.col - 1, anchor.end_col - 1) and _asked_of_text(
        index, "_only_as_setting_memo", only_as_setting, anchor.key)


def _checked_unkeyed(line: str, anchor: Anchor) -> bool:
    """Would the single digit be an anchor without the key it is bound to
    (``預設 4 個執行緒``: a count)?"""
    from anchorlint.text.card_anchors import checked_digit

    return checked_digit(unfullwidth(line), anchor.col - 1, anchor.end_col - 1, anchor.key)


def _keyed(index: SourceIndex, key: str) -> frozenset[str]:
    """:func:`anchorlint.text.keyed_values.source_values` of the source
    for ``key``, read once per source and key."""
    memo = _source_memo(index, "_keyed_values_memo")
    if key not in memo:
        from anchorlint.text.keyed_values import source_values

        memo[key] = source_values(index.text, key)
    return memo[key]


def _setting_figures(index: SourceIndex) -> frozenset[str]:
    """:func:`anchorlint.text.keyed_values.setting_figures` of the source, read once."""
    read = index.__dict__.get("_setting_figures")
    if read is None:
        from anchorlint.text.keyed_values import setting_figures

        read = index.__dict__["_setting_figures"] = setting_figures(index.text)
    return read


def _named_setting(line: str, anchor: Anchor, index: SourceIndex) -> bool:
    """Does the card name, in code before the figure in its clause, a
    setting the source sets to that figure (`` `tcp-backlog` defaults to
    511`` for ``tcp-backlog 511``)?"""
    from anchorlint.text.config_values import named_directive

    name = named_directive(line, anchor.col - 1)
    if name is None:
        return False
    values = _keyed(index, name + "=")
    return anchor.key in values or anchor.text.lower() in values


_ANCHOR_POSITION = attrgetter("line", "col")


def repeated_counts(
    repeats: list[tuple[Anchor, Anchor]], missing: list[Anchor], card: Card, index: SourceIndex,
    policy: GroundingPolicy,
) -> list[Anchor]:
    """The repeats of a count (``最多 4 段`` after ``四種片段``) that are
    not grounded, one per number and counted thing. The source writing the
    number grounds every occurrence; a list's length or the card's own
    enumeration grounds only the occurrence it was read for, but for a
    relation triple (``A >> B >> C``) that restates it with the same counter;
    and a count reported once hides only its repeats that count the same
    thing (``六種`` methods is not the invented ``6 個部分`` again). A
    number the source writes only as counts of another kind of thing
    grounds no repeat counting this one (:func:`counted_apart`: ``三种算法``
    grounds the card's ``三種演算法``, not its ``重試 3 次``)."""
    from anchorlint.text.counts import counted_thing

    out: list[Anchor] = []
    reported: set[tuple[str, str]] = set()
    judged: dict[Anchor, bool] = {}  # kept count -> the source writes its number
    for repeat, first in repeats:
        if repeat.key.isdigit() and _enumeration_disagrees(repeat, card):
            if (repeat.key, _counts(repeat, card)) not in reported:
                reported.add((repeat.key, _counts(repeat, card)))
                out.append(repeat)
            continue
        if first in missing:
            if _counts(first, card) == _counts(repeat, card):
                continue
        else:
            if first not in judged:
                judged[first] = _written(first, card, index, policy)
            if judged[first] and not (policy.strict_units and counted_apart([repeat], [], card, index)):
                continue
            if judged[first]:  # the source writes the number, but only as counts of another kind (三种算法: no 3 次)
                if (repeat.key, _counts(repeat, card)) not in reported:
                    reported.add((repeat.key, _counts(repeat, card)))
                    out.append(repeat)
                continue
            if " >> " in card.lines[repeat.line - 1].text and _counts(first, card) == _counts(repeat, card):
                continue  # a relation triple restates the count the card grounded (TC >> 成員 >> 七位)
        thing = (repeat.key, _counts(repeat, card))
        if thing in reported or _written(repeat, card, index, policy) or header_people(repeat, card, index):
            continue  # (an author line's length grounds each count of its authors)
        if policy.single_digit != "never" and derived_count(repeat, card, index) and not tallied_over_invented(
                [repeat], missing, card, index):
            continue  # (a repeat tallied over an invented last item stands no better than the first count)
        reported.add(thing)
        out.append(repeat)
    return out


def _enumeration_disagrees(anchor: Anchor, card: Card) -> bool:
    """Do the names the card writes beside a repeated count give another
    number (:func:`_names_disagree`), the card's own tally not agreeing
    with it? A repeat answers to its own enumeration, as the first
    occurrence does (:func:`miscounted`, :func:`derived_count`), whatever
    grounds the first."""
    if not _names_disagree(anchor, card):
        return False
    from anchorlint.text.counts import tally_says

    line = unfullwidth(card.lines[anchor.line - 1].text)
    return tally_says(line, anchor.col - 1, anchor.end_col - 1, int(anchor.key)) is not True


def tallied_over_invented(derived: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The counts among ``derived`` (grounded only as a length) that the
    card's own enumeration grounds by having that many items, one of which
    is itself not grounded (``inputs、outputs、processors 與 parsers 四類``
    with ``parsers`` invented): a writer who adds an item to a list adds it
    to its count, and adds it last: the item not grounded is the last one.
    One swapped for another elsewhere in a list leaves its length right
    (``A、X 與 C 三位`` for A, B and C), as does a list of the source as
    long. Likewise an item added after all the items of a run of the
    source's code or bold items (``i386、amd64、arm64、x86_64 四種`` for
    "`` `i386`, `amd64`, `arm64` ``"), grounded elsewhere or not."""
    from anchorlint.text.counts import last_item, tallied_items

    lines = {anchor.line for anchor in missing}
    marked = "`" in index.raw or "**" in index.raw
    out = []
    for anchor in derived:
        if anchor.line not in lines and not marked:
            continue  # (most counts: every name of their line is grounded, and no source run to extend)
        line = unfullwidth(card.lines[anchor.line - 1].text)
        value = int(anchor.key)
        span = tallied_items(line, anchor.col - 1, anchor.end_col - 1, value)
        if span is None:
            continue
        items = [other for other in missing
                 if other.line == anchor.line and span[0] <= other.col - 1 and other.end_col - 1 <= span[1]]
        # The one added last, the items before it grounded (a list invented
        # whole is reported name by name); the source's lists read last.
        added = bool(items) and all(last_item(line, other.end_col - 1, span[1]) for other in items)
        if (added or marked and _run_extended(line[span[0]:span[1]], index)) and not _source_lists(line, value, index):
            out.append(anchor)
    return out


_CJK_LEAD_RE = re.compile(r"^.*[\u3040-\u9fff]")
# What separates the items of a card's enumeration (its tally's span).
_ITEM_SEPARATOR_RE = re.compile(r"[ \t]*(?:[、,，;；]|(?:以及|與|和|及|或)|\b(?:and|or)\b)[ \t]*")


def _run_extended(items_text: str, index: SourceIndex) -> bool:
    """Are the card's enumerated items but the last all the items of one
    run of the source's code or bold items (:func:`anchorlint.text.inline_lists.marked_runs`),
    the last not one of them? The runs are read once per source."""
    # (an item's name after the Chinese words that lead up to the enumeration: 支援 i386)
    items = [_CJK_LEAD_RE.sub("", item).strip(" `*").lower() for item in _ITEM_SEPARATOR_RE.split(items_text)]
    items = [item for item in items if item]
    if len(items) < 3:
        return False
    memo = _source_memo(index, "_marked_runs_memo")
    if "runs" not in memo:
        from anchorlint.text.inline_lists import marked_runs

        memo["runs"] = marked_runs(index.raw)
    head = frozenset(items[:-1])
    return items[-1] not in head and any(run == head and items[-1] not in run for _, run in memo["runs"])


def _source_lists(line: str, value: int, index: SourceIndex) -> bool:
    """Does the source give a list of ``value`` items where the card's line
    points: the lists of the release whose version the line writes (a
    changelog holds lists of every small size), else any of its lists?"""
    from anchorlint.text.source_lists import block_counts, listed_counts

    scoped = _release_lists(line, index)
    if scoped is not None:
        return value in scoped
    return value in (listed_counts(index.raw) if value < 10 else block_counts(index.raw))


def _counts(anchor: Anchor, card: Card) -> str:
    from anchorlint.text.counts import counted_thing

    return counted_thing(unfullwidth(card.lines[anchor.line - 1].text), anchor.end_col - 1)


def _written(anchor: Anchor, card: Card, index: SourceIndex, policy: GroundingPolicy) -> bool:
    """Does the source write the anchor's number (in a form that may count),
    or is it allowed?"""
    if anchor.key in policy.allow or anchor.text.lower() in policy.allow:
        return True
    if not index.grounds(anchor, policy.strict_units, policy.abbreviations):
        return False
    return not (policy.strict_units and measured_counts([anchor], card, index))


_DAYS = ("day", "day_of")


# What a source may write a count's number with: nothing, or a unit that
# counts (pages, cores, characters, digits, times) rather than measures.
# A rate (1500 per hour) counts something in a time: 每小時 1500 次 may write it.
_COUNTING_UNITS = frozenset({None, "count", "page", "core", "character", "digit", "times"}
                            | {"per " + time for time in ("second", "minute", "hour", "day", "week", "month", "year")})
# A number of times (twice, "* 2", "5x") counts only times: 兩次, not 五個函式庫.
_TIMES_COUNTERS = frozenset("次回遍趟")


# A Latin name's last letter (or a code span's backtick) right before a count.
_NAME_ENDS = frozenset("`abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def miscounted(grounded: list[Anchor], card: Card) -> list[Anchor]:
    """The counts among grounded anchors that the card's own enumeration
    of names contradicts (``Too heated、Off-topic、Resolved、Spam 五種理由``:
    four names right before a count of five; ``共有五個：200、201、202 與
    204``: four after its colon): the card says what it counts, so a source
    that writes the number for something else does not ground it."""
    return [anchor for anchor in grounded
            if anchor.kind == NUMBER and anchor.unit is None and not anchor.version and anchor.key.isdigit()
            and _names_disagree(anchor, card)]


def _names_disagree(anchor: Anchor, card: Card) -> bool:
    """Does a Chinese line name, right before the count or after the colon
    that ends what it counts, a number of things other than the count?"""
    from anchorlint.text.counts import counts_something, names_after, names_before

    written = card.lines[anchor.line - 1].text
    start, end = anchor.col - 1, anchor.end_col - 1
    if "(" in written[end:end + 40] or "（" in written[end:end + 40]:
        from anchorlint.text.counts import bracketed_tally, counts_something

        line = unfullwidth(written)
        named = bracketed_tally(line, end) if counts_something(line, start, end) else None
        if named is not None:  # "4 auth mechanisms (basic, bearer, digest)": the card says what it counts
            return named != int(anchor.key)
    ends_clause = "：" in written[end:end + 80] or ":" in written[end:end + 80]
    if "、" not in written and not ends_clause:
        return False  # (most counts: no Chinese enumeration on their line, nor a colon after them)
    before = written[:start].rstrip(" \t")[-1:] in _NAME_ENDS
    after = "：" in written[end:end + 14] or ":" in written[end:end + 14]
    if not (before or ends_clause):
        return False
    line = unfullwidth(written)
    if not counts_something(line, start, end):
        return False
    named = names_before(line, start, end) if before else None
    if named is None and after and ("、" in written or "：" in written):
        named = names_after(line, end)
    if named is None and ends_clause:  # "Four options apply to most commands: A, B and C"
        from anchorlint.text.colon_items import names_closing_clause

        named = names_closing_clause(line, end)
    return named is not None and named != int(anchor.key)


def measured_counts(grounded: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The counts among grounded anchors (a number with a counter or a
    counted noun: ``32 個 frame``, ``242 files``) whose number the source
    gives only as a measurement, a date's part, inside a name or as a
    status (``32 bits``, ``128MB``, ``8 seconds``), written only right
    after a product's name (``MSVC 14``: a version, part of the name), or
    only as an element of number arrays (``[5, 6]``); a
    multiplier (``5x``, ``twice``) counts only times (``兩次``): a counter
    keeps its number as a unit does."""
    from anchorlint.model.source_numbers import IN_NAME, STATUS, status_code
    from anchorlint.text.counts import counted_thing, counts_something
    from anchorlint.text.references import REFERENCE_ENDS, referenced
    from anchorlint.text.version_names import product_name

    out = []
    for anchor in grounded:
        if anchor.kind != NUMBER or anchor.unit is not None or anchor.version or anchor.decimals:
            continue
        units = index.numbers.get(anchor.key)
        if not units:
            continue
        measured = units.isdisjoint(_COUNTING_UNITS)
        counting = None if measured else units & _COUNTING_UNITS
        if counting is not None and counting != {None} and counting != {"times"}:
            continue
        line = unfullwidth(card.lines[anchor.line - 1].text)
        if not counts_something(line, anchor.col - 1, anchor.end_col - 1):
            continue
        if IN_NAME in units and anchor.col > 1 and line[anchor.col - 2] in REFERENCE_ENDS and referenced(
                line.lower(), anchor.col - 1):
            continue  # 到 #7271 回報: the card names the issue the source's #7271 names
        if IN_NAME in units and anchor.col > 1 and _page_written(line, anchor, index):
            continue  # RFC 2119 key words: the card names the RFC the source's RFC 2119 names
        if IN_NAME in units and _joined_designator(line, anchor, index):
            continue  # per PEP 527: the card names the PEP the source's PEP-527 names
        if STATUS in units and status_code(line.lower(), anchor.col - 1, anchor.end_col - 1):
            continue  # "HTTP 200 回應": the card writes the status the source gives, not 200 responses
        if counting == {"times"}:  # only a multiplier (5x, twice): it counts times, not things
            if counted_thing(line, anchor.end_col - 1) not in _TIMES_COUNTERS:
                out.append(anchor)
        # A figure given bare: a count unless the source writes it only in
        # names and the card does not (its own "macOS 12 works" names too).
        elif measured or (product_name(line, anchor.col - 1) is None and _named_only(anchor.key, index)):
            out.append(anchor)
        elif counting == {None} and product_name(line, anchor.col - 1) is None and array_only(
                anchor.key, index) is not None:  # (the card's own "Laravel 9 支援" names a version)
            out.append(anchor)
    return out


def _source_memo(index: SourceIndex, question: str) -> dict:
    """The answers to one question about a source that the cards citing it
    ask again and again (each a scan of the source's text), kept on its
    index: each answer is a pure function of the question's arguments and
    the source."""
    memo = index.__dict__.get(question)
    if memo is None:
        memo = index.__dict__[question] = {}
    return memo


def _asked_of_text(index: SourceIndex, question: str, ask: Callable[[str, str], bool], figure: str) -> bool:
    """``ask(source text, figure)``, answered once per source and figure
    (:func:`_source_memo` under the name ``question``)."""
    memo = _source_memo(index, question)
    if figure not in memo:
        memo[figure] = ask(index.text, figure)
    return memo[figure]


def _page_written(line: str, anchor: Anchor, index: SourceIndex) -> bool:
    """Does the card write the figure as a document's name (``RFC 2119``,
    ``sshd(8)``) that the source writes too? Once per source and name."""
    from anchorlint.text.references import writes_joined
    from anchorlint.text.token_figures import page_name

    name = page_name(line.lower(), anchor.col - 1, anchor.end_col - 1)
    return name is not None and _asked_of_text(index, "_page_written_memo", writes_joined, name)


def _joined_designator(line: str, anchor: Anchor, index: SourceIndex) -> bool:
    """Does the card write the figure after a name (``PEP 527``) that the
    source joins to it by a hyphen (``PEP-527``)? Once per source and pair."""
    from anchorlint.text.references import designator_before, writes_joined

    name = designator_before(line, anchor.col - 1)
    return name is not None and _asked_of_text(index, "_joined_designator_memo", writes_joined, f"{name}-{anchor.key}")


def _named_only(figure: str, index: SourceIndex) -> bool:
    """:func:`anchorlint.text.version_names.named_only` of the source, once per figure."""
    memo = _source_memo(index, "_named_only_memo")
    if figure not in memo:
        from anchorlint.text.version_names import named_only

        memo[figure] = named_only(figure, index.cased)
    return memo[figure]


def array_only(figure: str, index: SourceIndex) -> int | None:
    """Where the source first writes ``figure``, when it writes it only as
    an element of number arrays (``[5, 6]``) or a bound of a tilde range
    (``0~9``), in any form: a value, which
    counts nothing; None for most figures. Once per source and figure; the
    array elements, and the figures of the whole source (read only for a
    figure that is such an element), once per source.
    (:mod:`anchorlint.text.value_figures`)"""
    memo = _source_memo(index, "_array_only_memo")
    if figure not in memo:
        from anchorlint.text.value_figures import array_elements, first_written

        if "elements" not in memo:
            memo["elements"] = array_elements(index.text)
        elements = memo["elements"][figure]
        memo[figure] = None
        if elements:  # (few sources write number arrays: the source's figures are read for theirs only)
            if "figures" not in memo:
                from anchorlint.text.numbers import read_numbers
                from anchorlint.text.source_figures import name_parts

                # (read as the source's numbers are: a URL's figures, an
                # address's, a clock time's are parts of those, not figures)
                taken = bytearray(len(index.text))
                for _ in name_parts(index.text, taken):
                    pass
                memo["figures"] = Counter(number.key for number in read_numbers(index.text, taken))
            if memo["figures"][figure] == elements:
                memo[figure] = first_written(figure, index.text)
    return memo[figure]


def _release_lists(line: str, index: SourceIndex) -> frozenset[int] | None:
    """:func:`anchorlint.text.source_lists.section_list_sizes` of the
    versions the card's line writes (None for most lines: no version, or
    none a source heading writes), once per source and versions."""
    from anchorlint.text.source_lists import card_versions

    versions = card_versions(line)
    if not versions:
        return None
    memo = _source_memo(index, "_release_lists_memo")
    if versions not in memo:
        from anchorlint.text.source_lists import section_list_sizes

        memo[versions] = section_list_sizes(index.raw, versions)
    return memo[versions]


def _might_list(index: SourceIndex, size: int) -> bool:
    """:func:`anchorlint.text.source_lists.might_list` of the source, once per size."""
    memo = _source_memo(index, "_might_list_memo")
    if size not in memo:
        from anchorlint.text.source_lists import might_list

        memo[size] = might_list(index.raw, size)
    return memo[size]


def _attached_elsewhere(name: str, figure: str, index: SourceIndex) -> bool:
    """:func:`anchorlint.text.version_names.attached_elsewhere` of the source, once per name and figure."""
    memo = _source_memo(index, "_attached_elsewhere_memo")
    asked = (name, figure)
    if asked not in memo:
        from anchorlint.text.version_names import attached_elsewhere, glued, glued_forms

        # (the name with its figure glued, python3, is that name's: looked for
        # in the folded text, which a plain search reads fast; not at all when
        # the source's memo of its literals says none of the forms is there)
        memo[asked] = not (any(map(index.writes, glued_forms(name, figure))) and glued(
            name, figure, index.text)) and attached_elsewhere(name, figure, index.cased)
    return memo[asked]


def versions_elsewhere(
    grounded: list[Anchor], card: Card, index: SourceIndex, anchored: list[int] | None = None,
) -> dict[Anchor, Anchor]:
    """The grounded figures the card writes directly after a product's name
    (``Poetry 1.2``, ``Node.js 18``) that the source writes only after
    other names (``Python 1.2``, a pin ``sphinx-rtd-theme==1.2``): a version
    belongs to its name. Each maps to the place on its line where the card
    binds it so (the anchor is the figure's first place; a line may write it
    after its own pin first, then after another name), or, a dotted one,
    on a later one of the ``anchored`` lines (the lines with anchors).
    (:mod:`anchorlint.text.version_names`)"""
    from anchorlint.text.version_names import figure_places, lower_name, product_name

    out = {}
    for anchor in grounded:
        if anchor.kind != NUMBER or anchor.unit is not None:
            continue
        line = unfullwidth(card.lines[anchor.line - 1].text)
        figure = line[anchor.col - 1:anchor.end_col - 1].lstrip("vV")
        places = [(anchor.line, line, start) for start in figure_places(line, anchor.col - 1, anchor.end_col - 1)]
        if "." in figure and anchored:
            # A card keeps one anchor per figure: a version written again
            # on a later line is bound there too (``PaddlePaddle 1.8`` in the
            # summary, ``Fluid v1.8`` in a point).
            places += [(number, text, start) for number in anchored if number > anchor.line
                       for text in (unfullwidth(card.lines[number - 1].text),) if figure in text
                       for start in _version_places(text, figure)]
        for number, text, start in places:
            name = product_name(text, start) or _defaulted_name(text, start)
            if name is not None and name.lower().removesuffix("s") in SOFTWARE_KINDS:  # (SDK, SDKs; no kind ends with s)
                name = _kind_owner(text, start, name, figure, index) or name
            if name is None:
                # A lower-case word (``gfortran 6.5``) is a product's name
                # only where the source writes it with versions of its own.
                lower = lower_name(text, start)
                if lower is not None and _versioned_otherwise(lower, figure, index):
                    name = lower
                else:
                    continue
            if name is not None and (_attached_elsewhere(name, figure, index) or _versioned_otherwise(name, figure, index)
                                     or _edition_otherwise(name, figure, text, start, index)):
                if number == anchor.line:
                    shift = start - (anchor.col - 1)
                    out[anchor] = anchor._replace(col=anchor.col + shift, end_col=anchor.end_col + shift)
                else:  # the figure as written there, its ``v`` included
                    width = text.find(figure, start) + len(figure) - start
                    out[anchor] = anchor._replace(text=card.lines[number - 1].text[start:start + width], line=number, col=start + 1,
                                                  end_col=start + 1 + width)
                break
    return out


def _kind_owner(line: str, start: int, kind: str, figure: str, index: SourceIndex) -> str | None:
    """The product the card names before the kind of software that stands
    right before its version (Java of ``Java SDK 1.0.2``), when the source
    files that product's version under that kind; else None, and the
    version stays the kind's. Once per source, product, kind and figure.
    (:mod:`anchorlint.text.kind_words`)"""
    from anchorlint.text.version_names import product_name

    owner = product_name(line, line.rfind(kind, 0, start))
    if owner is None:
        return None
    memo = _source_memo(index, "_kind_owner_memo")
    asked = (owner, kind, figure)
    if asked not in memo:
        from anchorlint.text.kind_words import filed_under_kind

        memo[asked] = filed_under_kind(owner, kind, figure, index.cased)
    return owner if memo[asked] else None


def _version_places(line: str, figure: str) -> list[int]:
    """Where ``line`` writes the version ``figure`` as a whole token, a
    ``v`` before it included (the place of the ``v``)."""
    out = []
    at = line.find(figure)
    while at >= 0:
        end = at + len(figure)
        start = at - 1 if at and line[at - 1] in "vV" else at
        if (not start or not (line[start - 1].isalnum() and line[start - 1] < "\u2e80" or line[start - 1] in "_.")) and (
                end == len(line) or not (line[end].isalnum() and line[end] < "\u2e80" or line[end] == "_"
                                         or (line[end] == "." and line[end + 1:end + 2].isdigit()))):
            out.append(start)
        at = line.find(figure, at + 1)
    return out


# A capitalised word right after a version: the edition it names
# (``Gemini 1.5 Pro``, ``Claude-3.5 Sonnet``).
_EDITION_AFTER_RE = re.compile(r"[ \t]+([A-Z][A-Za-z0-9]*)(?![\w.-])")


def _edition_otherwise(name: str, figure: str, line: str, start: int, index: SourceIndex) -> bool:
    """Does the card's line write the version at ``start`` with an edition
    after it (``Gemini 1.5 Pro``) that the source writes after the name
    with another version only (``Gemini 1.0 Pro``), while it writes this
    version of the name only with other editions (``Gemini 1.5 Flash``)?
    A model's or product's name, version and edition are one name."""
    end = line.find(figure, start) + len(figure)
    edition = _EDITION_AFTER_RE.match(line, end)
    if edition is None:
        return False
    memo = _source_memo(index, "_editions_memo")
    if name not in memo:  # the (version, edition) pairs the source writes after the name
        memo[name] = _editions(name, index.cased)
    pairs = memo[name]
    wanted = edition.group(1)
    ours = {written for version, written in pairs if version == figure}
    return bool(ours) and wanted not in ours and None not in ours and any(
        written == wanted for version, written in pairs if version != figure)


_NAMED_VERSION_RE = re.compile(r"[ \t]+v?([0-9]+(?:\.[0-9]+)+)(?:[ \t]+([A-Z][A-Za-z0-9]*)(?![\w.-]))?")


def _editions(name: str, source: str) -> list[tuple[str, str | None]]:
    """(version, edition or None) of each version the source writes right
    after ``name`` (``Gemini 1.0 Pro``, ``Gemini 1.5 Flash``, ``Gemini 2.0``)."""
    out = []
    at = source.find(name)
    while at >= 0:
        before = source[at - 1] if at else ""
        if not before or not (before.isalnum() and before < "\u2e80" or before in "_.-"):
            match = _NAMED_VERSION_RE.match(source, at + len(name))
            if match is not None:
                out.append((match.group(1), match.group(2)))
        at = source.find(name, at + 1)
    return out


def _versioned_otherwise(name: str, figure: str, index: SourceIndex) -> bool:
    """Does the source write ``name`` with versions of its own, none of
    them ``figure`` (``TypeScript 2.7``), and ``figure`` only as another
    product's: a release of it (``v2.4.0``) or a version glued to another
    word (``PaddlePaddle1.8``), in sentences that never name ``name``, or
    right after another product's name (``Hive-jdbc 2.3.4``: a hyphened
    compound is another product)? Then the figure is not the card's
    ``TypeScript 2.4``, ``Fluid v1.8``, ``Hive 2.3.4``. Once per source,
    name and figure."""
    memo = _source_memo(index, "_versioned_otherwise_memo")
    asked = (name, figure)
    if asked not in memo:
        from anchorlint.text.version_names import names_in_sentence, sentence_of
        from anchorlint.text.whole_figures import bare_places

        source = index.cased
        own = _own_versions(name, index)
        answer = bool(own) and not any(version == figure or version.startswith(figure + ".") for version in own)
        if answer:
            places = [at for at in bare_places(source, figure)
                      if not _in_address(source, at)]  # a link's figures are its address's
            whose = [_other_product(name, source, at) for at in places]
            named = [at for at, other in zip(places, whose) if other == "named"]
            for place, other in zip(places, whose):
                if other == "named":
                    continue  # right after another product's name: its version, whatever the sentence
                if other is None and named and any(sentence_of(source, place) == sentence_of(source, at)
                                                   for at in named):
                    continue  # written bare again in a sentence that gives it to another product (OAS 2.0 … "2.0")
                # Written exactly (not only as a release or glued to a word),
                # or in a sentence naming the product: the ordinary reading holds.
                if not (other == "glued" or source.startswith(".0", place + len(figure))) or names_in_sentence(
                        name, source, place):
                    answer = False
                    break
        memo[asked] = answer
    return memo[asked]


def _in_address(source: str, at: int) -> bool:
    """Is the figure at ``at`` part of a web address (``…/LICENSE-2.0.html``)?"""
    token = re.search(r"[^\s()<>\"'`]*$", source[max(0, at - 200):at])
    return token is not None and "://" in token.group(0)


# A product's name, then ``Version`` before its figure (``Apache License, Version 2.0``).
_VERSION_WORD_BEFORE_RE = re.compile(r"(?<![A-Za-z0-9_.+-])([A-Za-z][A-Za-z0-9_+-]*),?[ \t]+[Vv]ersion[ \t]+v?$")


# A word glued to the figure after it (``PaddlePaddle1.8``), a ``v`` aside.
_GLUED_WORD_RE = re.compile(r"([A-Za-z][A-Za-z_-]*[A-Za-z])v?$")


def _other_product(name: str, source: str, at: int) -> str | None:
    """Whose is the source's figure at ``at``: "glued" when another word
    runs into it (``PaddlePaddle1.8``), "named" when another product's
    name stands right before it (``Hive-jdbc 2.3.4`` for the card's
    ``Hive``: a compound of the name and a further word), else None (the
    name's own, or no name's)."""
    from anchorlint.text.version_names import _NAME_BEFORE_RE, _is_name, _same_name

    preceding = source[max(0, at - 80):at]
    glued = _GLUED_WORD_RE.search(preceding)
    if glued is not None:
        return None if _same_name(glued.group(1), name) else "glued"
    before = _NAME_BEFORE_RE.search(preceding.removesuffix("v"))
    if before is not None and before.group(1).lower() == "version":
        before = _VERSION_WORD_BEFORE_RE.search(preceding)
    if before is None or not _is_name(before.group(1)):
        return None
    word = before.group(1)
    if word.lower().startswith(name.lower() + "-") or not _same_name(word, name):
        return "named"
    return None


# A product given its default version in Chinese: ``Hive 預設 2.3.4``.
_DEFAULTED_RE = re.compile(r"(?<![A-Za-z0-9_.+-])([A-Za-z][A-Za-z0-9_+-]*(?:\.[A-Za-z][A-Za-z0-9_+-]*)*)[ \t]*(?:預設|默認|默认)(?:為|为|是)?[ \t]*v?$")


def _defaulted_name(line: str, start: int) -> str | None:
    """The product the card's line gives the figure at ``start`` as its
    default (``Hive 預設 2.3.4``), or None."""
    if "預設" not in line and "默" not in line:
        return None  # (most lines)
    from anchorlint.text.version_names import _is_name

    match = _DEFAULTED_RE.search(line, max(0, start - 40), start)
    return match.group(1) if match is not None and _is_name(match.group(1)) else None


# The version written right after a product's name (``TypeScript 2.7``).
_VERSION_AFTER_NAME_RE = re.compile(r"[ \t]+v?([0-9]+(?:\.[0-9]+)+)(?![\w.])")


def _own_versions(name: str, index: SourceIndex) -> list[str]:
    """The versions the source writes right after ``name``, where no word
    character, point or hyphen runs into the name from the left. Once per
    source and name, found with ``str.find``: a pattern built for each name
    was compiled and tried at every character of a book for each card."""
    memo = _source_memo(index, "_own_versions_memo")
    if name not in memo:
        source, found = index.cased, []
        at = source.find(name)
        while at >= 0:
            before = source[at - 1] if at else ""
            match = None
            if not before or not (before.isalnum() or before in "_.-"):
                match = _VERSION_AFTER_NAME_RE.match(source, at + len(name))
            if match is not None:
                found.append(match.group(1))
                at = source.find(name, match.end())
            else:
                at = source.find(name, at + 1)
        memo[name] = found
    return memo[name]


def table_swaps(anchors: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded figures (``anchors`` not ``missing``) the card counts
    with a noun (``485261 個 key``) that the source writes only in a table,
    under a column the noun does not name, beside one it does (``REVISION``
    and ``TOTAL KEYS``): a figure belongs to its column.
    (:mod:`anchorlint.text.table_columns`)"""
    from anchorlint.text.table_columns import counted_noun, in_other_column

    counted = []  # (anchor, noun): read from the card first, the source's tables only for these
    for anchor in anchors:
        if anchor.kind == NUMBER and anchor.unit is None and not anchor.version:
            noun = counted_noun(card.lines[anchor.line - 1].text, anchor.end_col - 1)
            if noun is not None and anchor not in missing:
                counted.append((anchor, noun))
    if not counted:
        return []
    return [anchor for anchor, noun in counted if in_other_column(anchor.key, noun, index.tables)]


def other_directives(anchors: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded figures (``anchors`` not ``missing``) the card writes
    after naming a directive of a configuration-file source in code
    (`` `timeout` … 300 seconds``) that are not that directive's value
    (``timeout 0``; 300 is ``tcp-keepalive``'s): a value belongs to its
    directive. (:mod:`anchorlint.text.config_values`)"""
    from anchorlint.text.config_values import named_directive

    named = []  # (anchor, directive): read from the card first, the source's directives only for these
    for anchor in anchors:
        if anchor.kind == NUMBER and "`" in card.lines[anchor.line - 1].text:
            directive = named_directive(card.lines[anchor.line - 1].text, anchor.col - 1)
            if directive is not None and anchor not in missing:
                named.append((anchor, directive))
    if not named:
        return []
    values = index.directives
    return [anchor for anchor, directive in named if values.get(directive) and anchor.key not in values[directive]]


def derived_count(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a count (``three limits``, ``四種``) that the source
    gives as a list of that many items, or that the card tallies from its own
    enumeration beside it? A number of times (``5 次``) is an occurrence
    count that no list or run of sections gives: only the card's own tally;
    a number of releases or versions only a list whose items carry figures.
    (:mod:`anchorlint.text.counts`)"""
    if anchor.kind != NUMBER or anchor.unit is not None or anchor.version or not anchor.key.isdigit():
        return False
    from anchorlint.text.counts import (
        counts_a_setting, counts_others, counts_releases, counts_sections, counts_something, counts_steps, counts_times,
        tally_says,
    )
    from anchorlint.text.source_lists import (
        block_counts, listed_counts, section_counts, stepped_counts, versioned_counts)
    from anchorlint.text.worked_out import range_counted, summed

    line = unfullwidth(card.lines[anchor.line - 1].text)
    start, end = anchor.col - 1, anchor.end_col - 1
    value = int(anchor.key)
    if _releases_extending(line, end, value, index.raw):
        return True  # (five 5.0.0 prereleases: its noun follows the version, not the count)
    if not counts_something(line, start, end):
        from anchorlint.text.kind_counts import partitive

        return partitive(line, end) and _titled_sections(line, start, end, value, index.raw)  # "ten of them"
    lower = line.lower()
    if range_counted(lower, start, end, value) or summed(lower, start, end, value):
        return True  # worked out from the card's own figures, checked in turn
    said = tally_says(line, start, end, value)
    if said is not None:  # the card names what it counts: its own enumeration decides
        return said
    if "." in line:
        from anchorlint.text.template_parts import template_parts

        parts = template_parts(line, start, end)
        if parts is not None:  # "three parts: MAJOR.MINOR.PATCH": the template is the card's enumeration
            return parts == value
    if "`" in line and (":" in line[end:] or "：" in line[end:]):
        from anchorlint.text.counts import spans_after_colon

        spans = spans_after_colon(line, end)
        if len(spans) == value and all(span.strip("`") in index.raw for span in spans):
            return True  # "Four options …: `--and` and `--or` show …, `--nand` and `--nor` hide them"
    if _names_disagree(anchor, card):  # fewer names after its colon than it counts
        return False
    if named_run(line, start, value, index.raw, after=end) or _roff_listed(line, end, value, index, True):
        return True  # "17 entries such as `.git`, `.tox`": a list's length, whatever the noun, though a default's
    # A number of times, a limit or a default: the source states it or not.
    if counts_times(line, end) or counts_a_setting(line, start, end):
        return False
    if counts_releases(line, end):
        return value in versioned_counts(index.raw)
    if counts_steps(line, end):  # a procedure's steps are numbered
        return value in stepped_counts(index.raw)
    named = counts_others(line, start, end)
    if named is not None:  # the rest of a list: the list holds them and the ones named
        return bool(named) and value + named in listed_counts(index.raw)
    # A count beside a release's version: that release's lists, not another's
    # (a version before it on its line, or after it in its own clause; not
    # one a later clause names: "比較它與 LLM 的五項差異，並以 Phi-3／3.5 系列為例").
    clause_end = _CLAUSE_END_RE.search(line, end)
    scoped = _release_lists(line if clause_end is None else line[:clause_end.start()], index)
    if scoped is not None:
        if value in scoped:
            return True
    elif value < 10 and value in listed_counts(index.raw):
        return True
    elif value >= 10 and _might_list(index, value) and value in block_counts(index.raw):
        return True
    if scoped is None and _roff_listed(line, end, value, index, False):
        return True
    # The document's sections are counted whatever version the line names
    # (a changelog's "nine sections" from 3.0.0rc9 to 3.1.1).
    if counts_sections(line, end) and value in section_counts(index.raw):
        return True
    if _titled_sections(line, start, end, value, index.raw) or _shaped_headings(line, start, end, value, index.raw):
        return True
    return (named_run(line, start, value, index.raw) or in_byline(line, end, value, index.raw)
            or _rows_sharing(lower, value, index) or _options_listed(line, end, value, index.raw))


def _roff_listed(line: str, end: int, value: int, index: SourceIndex, named: bool) -> bool:
    """Does the man page give a list of ``value`` items with its list macros
    (``.Bl`` … ``.It`` … ``.El``, ``.TP``)? With ``named``, only one two or
    more of whose tags the card's sentence names after the count
    ("三十組，例如 k 或 [Up] 上移、j 或 [Down] 下移"). The lists are read
    once per source (most have none). (:mod:`anchorlint.text.roff_lists`)"""
    memo = _source_memo(index, "_roff_lists_memo")
    if "lists" not in memo:
        from anchorlint.text.roff_lists import might_hold_roff_lists, roff_lists

        memo["lists"] = roff_lists(index.written) if might_hold_roff_lists(index.written) else ()
    lists = [names for size, names in memo["lists"] if size == value]
    if not named or not lists:
        return bool(lists)
    from anchorlint.text.counts import names_in_sentence

    after = names_in_sentence(line[end:], 0)
    return any(len(names & after) >= 2 for names in lists)


_CLAUSE_END_RE = re.compile(r"[，,；;。]|\.(?:\s|$)")


def _titled_sections(line: str, start: int, end: int, value: int, source: str) -> bool:
    """Is the count at ``line[start:end]`` as many as the document's top
    sections and of the kind its title names ("ten options" of ``#
    Configuration options for isort`` over ten ``##`` sections)?
    (:mod:`anchorlint.text.kind_counts`)"""
    from anchorlint.text.kind_counts import counted_kinds, title_nouns

    kinds = counted_kinds(line, start, end)  # (first: most figures count nothing)
    if not kinds:
        return False
    from anchorlint.text.source_lists import document_title, section_counts

    return value in section_counts(source) and not kinds.isdisjoint(title_nouns(document_title(source)))


def _shaped_headings(line: str, start: int, end: int, value: int, source: str) -> bool:
    """Is the count at ``line[start:end]`` as many as a group of sibling
    headings of one shape (``## GithubAPI Routes: 203``, ``## GPlusAPI
    Routes: 13``, …) and of the kind their shared words name (``四組路由``,
    "four route sets")? (:func:`anchorlint.text.source_lists.shaped_runs`)"""
    from anchorlint.text.source_lists import shaped_runs

    groups = [words for size, words in shaped_runs(source) if size == value]
    if not groups:
        return False
    from anchorlint.text.kind_counts import counted_words, singular

    kinds = counted_words(line, start, end)
    return any(not kinds.isdisjoint(map(singular, words)) for words in groups)


def _releases_extending(line: str, end: int, value: int, source: str) -> bool:
    """Is the count ending at ``line[end]`` a count of the releases of the
    version after it that as many of the source's headings go on from
    (``五個 5.0.0 預發行版``, ``## [5.0.0-0]`` … ``## [5.0.0-4]``), or of
    the releases of a series or its bug-fix releases that as many headings
    open with (``五個 3.0.x 修正版``, "five bug-fix releases")?
    (:mod:`anchorlint.text.prefixed_releases`, :mod:`anchorlint.text.release_series`)"""
    from anchorlint.text.prefixed_releases import counted_version, releases_extending

    version = counted_version(line, end)
    if version is not None:
        return releases_extending(source, version) == value
    from anchorlint.text.release_series import counted_series, series_count

    series = counted_series(line, end)  # five 3.0.x bug-fix releases: 3.0.1 … 3.0.5
    return series is not None and value in series_count(source, *series)


def _options_listed(line: str, end: int, value: int, source: str) -> bool:
    """Is the count ending at ``line[end]`` a count of options that a run of
    the source's ``--help`` option entries is as long as? (:mod:`anchorlint.text.option_lists`)"""
    if "--" not in source:
        return False
    from anchorlint.text.option_lists import counts_options, option_list_sizes

    return counts_options(line, end) and value in option_list_sizes(source)


def _rows_sharing(line: str, value: int, index: SourceIndex) -> bool:
    """Does the card's line name a cell value that ``value`` rows of one
    column of a source table share (``四個布林參數預設都是 false``)?
    (:mod:`anchorlint.text.shared_cells`; the values read once per source)"""
    if "|" not in index.text:
        return False
    from anchorlint.text.shared_cells import rows_sharing, shared_values

    memo = _source_memo(index, "_shared_values_memo")
    if "values" not in memo:
        memo["values"] = shared_values(index.tables)
    return rows_sharing(line, value, memo["values"])


# The sizes a classifier may count one by one: ``四個位元`` (``第 0 位``
# to ``第 3 位``), ``兩個位元組``, ``三個字元``.
_COUNTED_SIZE_UNITS = frozenset({"bit", "byte", "character"})


def tallied_measure(anchor: Anchor, card: Card) -> bool:
    """Is the anchor a size the card writes with the classifier 個 before
    its unit and then enumerates, as many items as it says (``flags 用到
    四個位元：第 0 位…、第 3 位…``)? It counts those things, and its own
    tally grounds it as it grounds ``三個參數：A、B 與 C``."""
    if anchor.kind != NUMBER or anchor.unit not in _COUNTED_SIZE_UNITS or not anchor.key.isdigit():
        return False
    from anchorlint.text.counts import tally_says

    line = unfullwidth(card.lines[anchor.line - 1].text)
    end = anchor.end_col - 1
    if not line.startswith(_CLASSIFIERS, end):
        return False
    return tally_says(line, anchor.col - 1, end, int(anchor.key)) is True


_CLASSIFIERS = ("個", "个", " 個", " 个")


def counted_otherwise(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded counts (``numbers`` not ``missing``) of a noun that the
    source counts with other numbers only ("Fix two quarantine bugs"
    against the card's ``3 個 quarantine 錯誤``, "split into three layers"
    against ``四層``): the source's own count of the thing decides over a
    list or a figure of something else. The card's own enumeration beside
    the count when it gives that number, and a count it works out from its
    own figures, still decide for themselves. (:mod:`anchorlint.text.noun_counts`)"""
    from anchorlint.text.noun_counts import bounded, counted_nouns, counts_a_rate, counts_an_acronym, stated_counts

    out = []
    memo = _source_memo(index, "_stated_counts_memo")
    for anchor in numbers:
        if anchor.unit is not None or anchor.version or not anchor.key.isdigit():
            continue
        # The cheap questions first: most counts name no noun the source counts.
        written_line = card.lines[anchor.line - 1].text
        start, end = anchor.col - 1, anchor.end_col - 1
        nouns = counted_nouns(unfullwidth(written_line[end:end + 40]), 0)
        if not nouns:
            continue
        if nouns not in memo:
            memo[nouns] = stated_counts(index.text, nouns)
        (counted, written, rated), value = memo[nouns], int(anchor.key)
        if rated and counts_a_rate(unfullwidth(written_line), end):
            counted = rated  # "three releases a year" against the source's "four releases a year"
        if not counted or value in written or anchor in missing:
            continue
        if scaled_restates(anchor.text, anchor.key, map(str, written)):
            continue  # 9.44 million ops for the source's 9,444,110 ops, at the card's precision
        from anchorlint.text.counts import counts_a_setting, counts_something, tally_says
        from anchorlint.text.worked_out import range_counted, summed

        line = unfullwidth(written_line)
        if not (counts_something(line, start, end) or counts_an_acronym(line, end)) or counts_a_setting(
                line, start, end):
            continue  # (a limit or a default the card states is no tally: "up to 3", "9984 items by default")
        lower = line.lower()
        if bounded(lower, start) or tally_says(line, start, end, value):
            continue  # (an enumeration of the card's that gives another number grounds nothing: the source's count decides)
        if range_counted(lower, start, end, value) or summed(lower, start, end, value):
            continue
        out.append(anchor)
    return out


def counted_apart(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded counts (``numbers`` not ``missing``) the card writes
    with a CJK counter (``三名 PMCer``, ``16 張圖片``) whose figure the
    source writes only as counts of another kind of thing (``3个pull
    request``, ``16 個 3.8B 參數的專家模組``) or as measures: a counter keeps
    its number as a unit does. A list or the card's own enumeration still
    grounds it. The source's counts are read with its numbers
    (:attr:`SourceIndex.counted`; :mod:`anchorlint.text.counted_things`)."""
    from anchorlint.model.source_numbers import COUNT
    from anchorlint.text.counted_things import agree, counter_at

    out = []
    for anchor in numbers:
        if anchor.unit is not None or anchor.version or not anchor.key.isdigit() or anchor in missing:
            continue
        units = index.numbers.get(anchor.key)
        if not units or None in units or COUNT not in units:
            continue  # (most figures: written bare somewhere, which grounds any count)
        counted = counter_at(unfullwidth(card.lines[anchor.line - 1].text), anchor.end_col - 1)
        if counted is None:
            continue
        places = index.counted.get(anchor.key)
        if not places or None in places:
            continue  # (a count no CJK counter tells apart: "3 replicas")
        memo = _source_memo(index, "_counted_apart_memo")
        if "simplified" not in memo:
            from anchorlint.text.grounding_words import SIMPLIFIED_ONLY

            memo["simplified"] = not SIMPLIFIED_ONLY.isdisjoint(index.text)
        if any(agree(counted, place, memo["simplified"]) for place in places) or derived_count(anchor, card, index):
            continue
        out.append(anchor)
    return out


def in_byline(line: str, end: int, value: int, source: str) -> bool:
    """Is the count ending at ``line[end]`` a count of a role (authors,
    ``作者``) that the source's byline of that role names ``value`` of
    (``**Authors:**`` and names, each a markdown link)? (:mod:`anchorlint.text.bylines`)"""
    if ":" not in source:
        return False
    from anchorlint.text.bylines import byline_counts, role_counted

    role = role_counted(line, end)
    return role is not None and (role, value) in byline_counts(source)


def named_run(line: str, start: int, value: int, source: str, after: int | None = None) -> bool:
    """Does the source give a run of ``value`` bold or code items
    (``**close**, **closes**, …``) or a bracketed array of as many (``('.git',
    '.tox', …)``) two or more of which the card names in the count's
    sentence ("close、fixes、resolved 等九個關鍵字", "17 entries such as
    `.git`, `.tox`")? Such a run is a count of those items, not of
    anything: the card's names tie it to them. With ``after``, only the
    names the sentence writes after ``line[after]`` count: the examples of
    what the count counts, which tie it to that list whatever noun it
    counts them by and though they are an option's default."""
    if "`" not in source and "**" not in source and "[" not in source and "(" not in source:
        return False
    from anchorlint.text.counts import names_in_sentence
    from anchorlint.text.inline_lists import marked_runs

    runs = [items for size, items in marked_runs(source) if size == value]
    if "[" in source or "(" in source:  # a bracketed array: ``('.git', '.tox', …)`` named ".git、.tox"
        from anchorlint.text.inline_lists import array_items

        runs += [items for size, items in array_items(source) if size == value]
    if not runs:
        return False
    named = names_in_sentence(line, start) if after is None else names_in_sentence(line[after:], 0)
    if any(len(items & named) >= 2 for items in runs):
        return True
    if after is not None:
        return False
    # A run of an option's values, the option named: "`--sort` 可用的排序欄位共十二個"
    # for "`--sort=SORT_FIELD` … Valid sort fields are ‘`name`’, …".
    from anchorlint.text.inline_lists import run_options

    options = [name for name in named if name.startswith("-") and len(name) > 2]
    return bool(options) and any(size == value and any(("`" + option) in head for option in options)
                                 for size, head in run_options(source))


def measure_worked_out(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a measure the card works out from figures it writes on
    its line: a time span between two times it joins as a range (``約 17 秒
    （15:59:01 到 15:59:18）``), the days between the dates of releases it
    names ("2.8.2 followed two days later"; :mod:`anchorlint.text.release_spans`),
    or a measure times a multiplier ("300 seconds ... twice that, ten
    minutes")? (:mod:`anchorlint.text.worked_out`)"""
    if anchor.kind != NUMBER or anchor.version or anchor.unit is None:
        return False
    from anchorlint.text.worked_out import multiplied, time_spanned

    line = unfullwidth(card.lines[anchor.line - 1].text).lower()
    value = float(anchor.key)
    if anchor.unit in ("second", "minute", "hour") and time_spanned(line, anchor.unit, value, anchor.approx):
        return True
    if anchor.unit in ("day", "week") and "." in line and _released_apart(line, anchor.unit, value, index):
        return True
    return multiplied(line, anchor.unit, value, anchor.approx, index.multiplier_values)


def _released_apart(line: str, unit: str, value: float, index: SourceIndex) -> bool:
    """:func:`anchorlint.text.release_spans.released_apart` against the
    source's dated releases (read once per source)."""
    from anchorlint.text.release_spans import released_apart

    return released_apart(line, unit, value, _dated_releases(index))


def _dated_releases(index: SourceIndex) -> tuple:
    """:func:`anchorlint.text.release_spans.release_dates` of the source,
    read once per source."""
    from anchorlint.text.release_spans import release_dates

    memo = _source_memo(index, "_release_spans_memo")
    if "dates" not in memo:
        memo["dates"] = release_dates(index.text)
    return memo["dates"]


# A span the card counts from one event to the next: its unit, then
# later/after/後 ("four days later", ``7 天後``, ``兩週之後``).
_SPAN_LATER_RE = re.compile(r"[ \t]*(?:days?|weeks?|天|日|週|周|星期|個星期|个星期)[ \t]*"
                            r"(?:later|after|afterwards|之後|之后|以後|以后|後|后)", re.IGNORECASE)


_SPAN_UNITS = ("day", "week")


def _span_later(card: Card, row: tuple) -> bool:
    """Is the card's figure of ``row`` (see Anchor.row) a span counted
    to a later event ("four days later", ``7 天後``)?"""
    return _SPAN_LATER_RE.match(unfullwidth(card.lines[row[3] - 1].text), row[5] - 1) is not None


def spans_between_releases(numbers: list[Anchor], missing: list[Anchor], card: Card,
                           index: SourceIndex) -> list[Anchor]:
    """The grounded spans of days or weeks the card counts from one release
    to another ("0.23.1 followed four days later", ``7 天後的 0.23.1``) on
    a line naming two releases the source dates, that are not the time
    between those dates: the span is the source's two dates, and a figure
    it writes about something else does not ground it
    (:mod:`anchorlint.text.release_spans`)."""
    from anchorlint.text.release_spans import dated_pair_named

    out = []
    for anchor in numbers:
        if anchor.unit not in _SPAN_UNITS or anchor in missing or anchor.version:
            continue
        cased = unfullwidth(card.lines[anchor.line - 1].text)
        if not _SPAN_LATER_RE.match(cased, anchor.end_col - 1):
            continue
        line = cased.lower()
        releases = _dated_releases(index)
        if dated_pair_named(line, releases) and not _released_apart(line, anchor.unit, float(anchor.key), index):
            out.append(anchor)
    return out


def ratios_shown(anchors: list[Anchor], missing: list[Anchor], card: Card) -> list[Anchor]:
    """The multipliers among ``missing`` (``兩倍``, ``2x``) that are the
    ratio of two grounded figures of one unit the card gives one after the
    other on a line (``最低 16 GiB，建議 32 GiB``).
    (:func:`anchorlint.text.worked_out.ratio_shown`)"""
    from anchorlint.text.worked_out import ratio_shown

    grounded = {(anchor.key, anchor.unit) for anchor in anchors if anchor.kind == NUMBER and anchor not in missing}
    lines = [unfullwidth(line.text).lower() for line in card.lines]
    return [anchor for anchor in missing if anchor.unit == "times" and anchor.kind == NUMBER and not anchor.version
            and ratio_shown(lines, float(anchor.key), grounded, _ratio_places(anchor))]


def _ratio_places(anchor: Anchor) -> int | None:
    """The decimals a multiplier worked out from two figures is rounded to:
    its own, when it has two significant digits or more (``2.7 倍``) or the
    card hedges it ("almost three times"); else None, the quotient exact
    (a bare ``3 倍`` says three)."""
    significant = len(anchor.key.replace(".", "").lstrip("0"))
    return anchor.decimals if anchor.approx or significant >= 2 else None


def ratio_of_named(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a multiplier (``約 1.7 倍``) that is, to the precision
    the card writes, the quotient of two figures of one unit the source
    gives on the lines naming two things the card's line names (LZ4's 1820
    MB/s, Snappy's 1070 MB/s)? (:mod:`anchorlint.text.named_ratios`)"""
    if anchor.kind != NUMBER or anchor.unit != "times" or anchor.version:
        return False
    from anchorlint.text.named_ratios import named_ratio

    cased = unfullwidth(card.lines[anchor.line - 1].text)
    hedged = anchor.approx or _HEDGE_WORD_RE.search(cased, 0, anchor.col - 1) is not None
    return named_ratio(cased, float(anchor.key), anchor.decimals, hedged, index.text)


# A hedge anywhere before a multiplier on its line ("約是 LZO 的 3 倍").
_HEDGE_WORD_RE = re.compile(r"約|约|大約|\b(?:about|roughly|around|nearly|approximately)\b", re.IGNORECASE)


def bounded_count(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a count the card gives as a lower bound (``三十多項``,
    "more than 30 fixes") that a list of the source falls in (36 entries)?
    (:func:`anchorlint.text.worked_out.lower_bound`)"""
    if anchor.kind != NUMBER or anchor.unit is not None or anchor.version or not anchor.key.isdigit():
        return False
    from anchorlint.text.counts import counts_something
    from anchorlint.text.numbers import unit_at
    from anchorlint.text.source_lists import block_counts
    from anchorlint.text.worked_out import lower_bound

    line = unfullwidth(card.lines[anchor.line - 1].text)
    start = anchor.col - 1
    bound = lower_bound(line, start, anchor.end_col - 1, int(anchor.key))
    if bound is None:
        return False
    covered, end = bound
    if unit_at(line.lower(), end) is not None:
        return False  # 三十多秒: a measure, bounded, not a count
    if not counts_something(line, start, end) or not _might_list(index, covered.start):
        return False
    return any(size in covered for size in block_counts(index.raw))


def scheduled(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a cadence (``every two months``) that the source gives
    as a regular run of dates? (:mod:`anchorlint.text.cadence`)"""
    from anchorlint.text.cadence import CADENCE_UNITS, cadences, says_every

    if anchor.kind != NUMBER or anchor.unit not in CADENCE_UNITS or not anchor.key.isdigit():
        return False
    line = unfullwidth(card.lines[anchor.line - 1].text).lower()
    return says_every(line, anchor.col - 1) and (anchor.unit, int(anchor.key)) in cadences(index.number_text)


def sequence_restated(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a single digit with a unit in a run the card lists
    (``1、2、4 秒``) that the source writes bare in that order in one
    paragraph (``'sleep 1', 'sleep 2', 'sleep 4'``)? (:mod:`anchorlint.text.listed_runs`)"""
    if anchor.kind != NUMBER or not anchor.small or anchor.unit is None:
        return False
    from anchorlint.text.listed_runs import listed_run, written_bare

    line = unfullwidth(card.lines[anchor.line - 1].text).lower()
    run = listed_run(line, anchor.col - 1, anchor.end_col - 1)
    return run is not None and written_bare(run, index.number_text)


def spelled_out(missing: list[Anchor], card: Card, index: SourceIndex) -> set[Anchor]:
    """The names among ``missing`` that spell out an acronym the source
    writes, beside it on their line (``**GSA**（US General Services
    Administration）``: General, Services, Administration).
    (:mod:`anchorlint.text.acronym_expansions`)"""
    from anchorlint.text.acronym_expansions import expansions

    by_line: dict[int, list[Anchor]] = {}
    for anchor in missing:
        if anchor.kind == NAME:
            by_line.setdefault(anchor.line, []).append(anchor)
    out: set[Anchor] = set()
    for number, names in by_line.items():
        text = card.lines[number - 1].text
        for acronym, start, end in expansions(text):
            if index.has_name(acronym.lower(), acronym):
                out.update(anchor for anchor in names if start <= anchor.col - 1 and anchor.end_col - 1 <= end)
    return out


def enumerated_words(anchor: Anchor, index: SourceIndex) -> bool:
    """Is the anchor a dotted join of plain words (``major.minor.patch``)
    that the source lists, in that order ("a major, minor, and patch
    version")? (:mod:`anchorlint.text.dotted_words`)"""
    if anchor.kind != NAME or "." not in anchor.key:
        return False
    from anchorlint.text.dotted_words import enumerated

    return enumerated(anchor.key, index.text)


def misdated(card: Card, grounded: list[Anchor], index: SourceIndex) -> list[Anchor]:
    """The days, among grounded anchors, of whole dates the card writes and
    the source gives only in parts (``June 23, 2022`` where the source's June
    23 is of 2020): each part grounded, the date not. A source with no whole
    date says nothing either way."""
    from anchorlint.text.full_dates import full_dates, given

    written = []  # (a grounded day, the whole date the card writes it in)
    dated: dict[int, list] = {}  # line number -> its whole dates (a line often writes several days)
    for anchor in grounded:
        if anchor.unit not in _DAYS:
            continue
        dates = dated.get(anchor.line)
        if dates is None:
            dates = dated[anchor.line] = full_dates(unfullwidth(card.lines[anchor.line - 1].text).lower())
        for start, end, year, month, day in dates:
            if start < anchor.col <= end and str(day) == anchor.key:
                written.append((anchor, (year, month, day)))
                break
    # The source's dates (a scan of its number paragraphs) are read only
    # for a card that writes a day inside a whole date.
    if not written or not index.dates:
        return []
    return [anchor for anchor, date in written if not given(date, index.dates)]


# A duration in days written after its number ("24 days", `3 天`), not a
# date's day (`28 日`, "December 28").
_DAYS_AFTER_RE = re.compile(r"[ \t]*(?:days?\b|天|日間)", re.IGNORECASE)


def durations_dated(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded durations in days ("within 24 days") whose number the
    source gives only as a date's day (``2022-01-24``): a day of the month
    is no span of days. A bare single digit grounds no measure either
    (``3 days`` is not the 3 of "Python 3"), so a single digit's days given
    only as a date's day or bare are not grounded (``2016-11-03``), unless
    the card works them out from the dates of releases it names."""
    out = []
    for anchor in numbers:
        if anchor.unit != "day" or anchor in missing:
            continue
        units = index.numbers.get(anchor.key, ())
        if "day" in units or "day_of" not in units or (None in units and not anchor.small):
            continue  # (most: the source gives the days, or the bare number, too)
        if _DAYS_AFTER_RE.match(unfullwidth(card.lines[anchor.line - 1].text), anchor.end_col - 1) and not (
                anchor.small and measure_worked_out(anchor, card, index)):
            out.append(anchor)
    return out


def misdated_months(card: Card, numbers: list[Anchor], missing: list[Anchor], index: SourceIndex) -> list[Anchor]:
    """The months, among the grounded ``numbers`` (those not ``missing``),
    of the years with a month and no day the card writes (``2018 年 10
    月底``, "October 2018") that the
    source never gives together (its October is of 2020, its 2018 of
    August): a year's month is one date, as a whole date is. A year the
    card writes that is itself not grounded is reported for it; a source
    that writes no year with a month says nothing either way."""
    from anchorlint.text.full_dates import year_months

    written = []  # (a grounded month, its year)
    dated: dict[int, list] = {}
    for anchor in numbers:
        if anchor.unit != "month_of" or anchor in missing:
            continue
        spans = dated.get(anchor.line)
        if spans is None:
            spans = dated[anchor.line] = year_months(unfullwidth(card.lines[anchor.line - 1].text).lower())
        for start, end, year, month in spans:
            if start < anchor.col <= end and str(month) == anchor.key:
                if not any(other.line == anchor.line and other.key == str(year) for other in missing):
                    written.append((anchor, (year, month)))
                break
    if not written or not index.year_months:
        return []
    return [anchor for anchor, pair in written
            if pair not in index.year_months or _released_in_other_month(card, anchor, pair, index)]


def _released_in_other_month(card: Card, month: Anchor, pair: tuple[int, int], index: SourceIndex) -> bool:
    """Does the card give the year and ``month`` (of ``pair``) to a version
    (``v0.41.0 in November 2022``) that the source writes with dates of
    other months only (``v0.41.0** in October 2022``, ``(2022-10-31)``)?
    A release's month is the month the source gives that release, not
    another event's of the same month (:mod:`anchorlint.text.release_pairs`)."""
    from anchorlint.text.release_pairs import card_month_pairs, release_months

    line = unfullwidth(card.lines[month.line - 1].text).lower()
    for version, start, end, date in card_month_pairs(line):
        if date == pair and start < month.col <= end:
            memo = _source_memo(index, "_release_months_memo")
            if version not in memo:
                memo[version] = release_months(index.text, version)
            return memo[version] is not None and pair not in memo[version]
    return False


# A relative path in a code span: words joined by slashes (``tmp/uploads``).
_CODE_PATH_RE = re.compile(r"`([A-Za-z0-9_-][A-Za-z0-9_.-]*(?:/[A-Za-z0-9_.-]+)+)/?`")


def cut_paths(anchors: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The first words, grounded (``anchors`` not ``missing``), of the
    relative paths a card writes in code (`` `tmp/uploads` ``) that the
    source writes only as the end of a longer path (``data/tmp/uploads``):
    each word is grounded, the path is another directory."""
    out = []
    for anchor in anchors:
        if anchor.kind != NAME or anchor.col < 2:
            continue
        line = card.lines[anchor.line - 1].text
        if line[anchor.col - 2] != "`":
            continue  # (most names: not the first word of a code span)
        match = _CODE_PATH_RE.match(line, anchor.col - 2)
        if match is not None and anchor not in missing and not index.writes_path(
                unfullwidth(match.group(1)).lower()):
            out.append(anchor)
    return out


def identifier_pattern(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor an identifier's start the card writes as a pattern
    (``limit_request_*``: the settings whose names start so) that starts
    an identifier of the source?"""
    if anchor.kind != NAME or "_" not in anchor.text:
        return False
    after = card.lines[anchor.line - 1].text[anchor.end_col - 1:anchor.end_col + 1]
    return after == "_*" and index.starts_identifier(anchor.text)


# A designator a card writes: a series' letters, a hyphen, its number (EIP-1559).
_DESIGNATOR_RE = re.compile(r"[a-z]{2,4}-[0-9]+")


def _header(index: SourceIndex) -> dict[str, str]:
    """The source's header fields (:mod:`anchorlint.text.document_headers`),
    read once per source."""
    memo = _source_memo(index, "_header_memo")
    if "" not in memo:
        from anchorlint.text.document_headers import header_fields

        memo[""] = header_fields(index.written) if index.written.startswith(("---", "\ufeff---")) or (
            ":" in index.written[:80]) else {}
    return memo[""]


def header_designator(anchor: Anchor, index: SourceIndex) -> bool:
    """Is the anchor a designator (``EIP-1559``) that the source's header
    gives by number alone: under the key naming its series or in a list of
    numbers beside it (``eip: 4844``, ``requires: 1559, 2718``)?"""
    if anchor.kind != NAME or not _DESIGNATOR_RE.fullmatch(anchor.text.lower()):
        return False
    memo = _source_memo(index, "_header_memo")
    if "designators" not in memo:
        from anchorlint.text.document_headers import series_designators

        memo["designators"] = series_designators(_header(index))
    return anchor.text.lower() in memo["designators"]


# A name a key's stem may be: letters and digits, a letter first (fp16, int8, queue).
_KEY_STEM_RE = re.compile(r"[a-z][a-z0-9]{1,31}")


def key_stem(anchor: Anchor, index: SourceIndex) -> bool:
    """Is the name the stem that sibling keys on one source line share,
    each with one letter more (``fp16`` of ``fp16p=1  fp16s=1``)? Once per
    source and name; a source that does not write the stem at all is not
    read (:mod:`anchorlint.text.key_stems`)."""
    written = anchor.text
    # (a key is written in lower case; a card writes its stem so, or with
    # its digits in capitals, FP16: a capitalised word, most of the names a
    # source leaves ungrounded, is asked nothing)
    if anchor.kind != NAME or not (written.islower() or any(char.isdigit() for char in written)):
        return False
    stem = written.lower()
    if not _KEY_STEM_RE.fullmatch(stem) or not index.writes(stem):
        return False
    memo = _source_memo(index, "_key_stems_memo")
    if stem not in memo:
        from anchorlint.text.key_stems import written_as_key_stem

        memo[stem] = written_as_key_stem(stem, index.text)
    return memo[stem]


def header_people(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a count of authors (``seven authors``, ``作者共七位``)
    that the source's header lists (``author: A (@a), B (@b), ...``)? The
    word for them must stand beside the figure (a few characters away)."""
    if anchor.kind != NUMBER or anchor.unit is not None or anchor.version or not anchor.key.isdigit():
        return False
    from anchorlint.text.document_headers import listed_people, names_people

    if listed_people(_header(index)) != int(anchor.key):
        return False
    line = card.lines[anchor.line - 1].text
    return names_people(line[max(0, anchor.col - 7):anchor.end_col + 11].lower())


def own_file(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Is the anchor a file name that names the source itself (``valkey.conf``,
    ``CHANGES.rst``, ``index.js``): the only file name of its format the
    card writes, that format the one the source is written in
    (:mod:`anchorlint.text.own_files`)?"""
    if anchor.kind != NAME or anchor.key.rpartition(".")[2] not in FILE_FORMATS:
        return False
    from anchorlint.text.own_files import file_names, written_in

    memo = _source_memo(index, "_own_files_memo")
    if "" not in memo:  # the source's format, once per source
        memo[""] = written_in(index.written)
    written = FILE_FORMATS[anchor.key.rpartition(".")[2]]
    if memo[""] != written:
        return False
    named = {name.lstrip(".").lower() for name, kind in file_names(card.text) if kind == written}
    return named == {anchor.key.lstrip(".")}


def numbered_step(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """A step the card points at (``第 2 步``, ``step 3``) that a numbered
    procedure of the source has: a heading or list item labelled with its
    number, or an ordered list or run of step headings that long or longer
    (text/places.py)."""
    if anchor.kind != NUMBER or anchor.unit is not None or not anchor.key.isdigit():
        return False
    from anchorlint.text.places import is_step, labelled_step, place_named
    from anchorlint.text.source_lists import stepped_counts

    line = unfullwidth(card.lines[anchor.line - 1].text)
    if not is_step(place_named(line, anchor.col - 1, anchor.end_col - 1)):
        return False
    if labelled_step(index.raw, anchor.key):
        return True
    return any(size >= int(anchor.key) for size in stepped_counts(index.raw))


def numbered_section(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """A section the card points at (``Section 5``, ``§5``, ``第 5 節``)
    that a heading of the source is numbered with (``## 5. Title``): the
    number reader leaves a heading's label out, as it does a list item's
    (text/places.py)."""
    if anchor.kind != NUMBER or anchor.unit is not None or anchor.version or not anchor.key.isdigit():
        return False
    from anchorlint.text.places import labelled_section, names_section

    line = unfullwidth(card.lines[anchor.line - 1].text)
    return names_section(line, anchor.col - 1, anchor.end_col - 1) and labelled_section(index.raw, anchor.key)

# A date's parts (a year, a month, a day) belong to the date, not to a name.
_DATE_UNITS = frozenset({"year", "month_of", "day_of", "day"})


def bound_elsewhere(
    anchors: list[Anchor], numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex,
    policy: GroundingPolicy,
) -> list[Anchor]:
    """The grounded figures with a unit (``10 seconds``, ``0.6 GB/s``) the
    card gives to an identifier the source names (`` `default_grace` ``,
    ``SHA1``) that no block of the source naming it writes (a paragraph, a
    list item, a table row or column, a section under a heading): a
    measure belongs to its subject. A subject the source never names
    binds nothing. (:mod:`anchorlint.text.figure_subjects`)"""
    if not any(anchor[6] is not None and anchor[6] not in _DATE_UNITS for anchor in numbers):
        return []
    # The card's identifiers, from its names: most cards write none, and the
    # pass ends here, before any line is read.
    joined = [anchor[1] for anchor in anchors if anchor[0] == NAME and not anchor[1].isalpha()]
    if not joined:
        return []
    from anchorlint.text.figure_subjects import identifier_like, identifiers, subject_near

    names = [name.lower() for name in joined if identifier_like(name)]
    if not names:
        return []
    left = {(anchor[3], anchor[2]) for anchor in missing}  # cheaper to hash than anchors
    lines: dict[int, tuple[str, set[str]]] = {}  # line number -> the line, the identifiers it writes
    out = []
    for anchor in numbers:
        if anchor[6] is None or anchor[6] in _DATE_UNITS or (anchor[3], anchor[2]) in left:
            continue
        read = lines.get(anchor[3])
        if read is None:
            line = unfullwidth(card.lines[anchor[3] - 1].text)
            lowered = line.lower()
            named = identifiers(line) if any(name in lowered for name in names) else set()
            read = lines[anchor[3]] = (line, named)
        line, named = read
        if not named:
            continue
        subject = subject_near(line, anchor.col - 1, anchor.end_col - 1, named)
        if subject is not None and not _near_subject(anchor, subject, index, policy):
            out.append(anchor)
    return out


def bound_to_items(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded figures the card gives to one item of a changelog that
    the source gives to another: a reference (``#9642``, ``PR 12``) whose
    items state other changes (:func:`references_of_other_changes`), a
    dotted figure of a bullet led by a release that only other releases'
    sections write (:func:`figures_of_other_releases`). One look at the
    card's figures finds the few either asks about."""
    references: dict[int, list[Anchor]] = {}
    dotted: dict[int, list[Anchor]] = {}
    lines = card.lines
    for anchor in numbers:
        key = anchor[2]
        if "." in key:
            if anchor[6] not in _DATE_UNITS:
                dotted.setdefault(anchor[3], []).append(anchor)
        elif anchor[6] is None and len(key) > 1:  # (a reference: two digits or more, no unit)
            start = anchor[4] - 1
            line = lines[anchor[3] - 1].text
            before = line[start - 1] if start else ""
            if before == "#" or ((before == " " or before == "-") and line[max(0, start - 8):start].lower().endswith(
                    _REFERENCE_MARK_ENDS)):
                references.setdefault(anchor[3], []).append(anchor)
    out = references_of_other_changes(references, missing, card, index) if references else []
    if dotted:
        out += figures_of_other_releases(dotted, missing, card, index)
    return out


# What a reference's figure follows: its sign (``#12``, ``PR #12``), or a
# word for a pull request or an issue and a space (``PR 12``, ``GH-3``).
_REFERENCE_MARK_ENDS = ("pr ", "issue ", "request ", "gh-")


def references_of_other_changes(lines: dict[int, list[Anchor]], missing: list[Anchor], card: Card,
                                index: SourceIndex) -> list[Anchor]:
    """Of the figures ``lines`` holds (each line's, after a reference's
    sign or word), the grounded references (``#9642``, ``PR 12``, ``issue
    139``) the card gives to a change that another list item of the
    source states: the items writing the number share no word with the
    card's clause, an item of other references shares two or more. A
    reference belongs to its item (:mod:`anchorlint.text.reference_entries`)."""
    from anchorlint.text.reference_entries import card_references, given_another_change, reference_items

    out = []
    for number, found in lines.items():
        grounded = [anchor for anchor in found if anchor not in missing]
        references = card_references(card.lines[number - 1].text) if grounded else []
        if not references:
            continue
        memo = _source_memo(index, "_reference_items_memo")
        if not memo:  # the source's items writing references, read once
            memo["items"] = reference_items(index.written)
        for figure, start, words in references:
            out += [anchor for anchor in grounded if anchor[4] - 1 == start and anchor[2] == figure
                    and given_another_change(figure, words, memo["items"])]
    return out


def figures_of_other_releases(lines: dict[int, list[Anchor]], missing: list[Anchor], card: Card,
                              index: SourceIndex) -> list[Anchor]:
    """Of the dotted figures ``lines`` holds (each line's), the grounded
    ones (``Python 2 與 3.3``) of a card's bullet led by a release (``-
    2.0.0 …``) that the source's sections headed by that release never
    write, while another release's section does: the bullet gives the
    figure to its release (:mod:`anchorlint.text.release_sections`)."""
    out = []
    for number, found in lines.items():
        line = card.lines[number - 1].text
        if not _RELEASE_LEAD_RE.match(line):  # (most lines)
            continue
        from anchorlint.text.release_sections import bound_figures, of_another_release, release_sections

        memo = _source_memo(index, "_release_sections_memo")
        if not memo:  # the source's releases and their sections, read once
            memo["sections"] = release_sections(index.written)
        bound = bound_figures(line, memo["sections"])
        if bound is None:
            continue
        release, figures = bound
        grounded = [anchor for anchor in found if anchor not in missing]
        for figure, start in figures:
            out += [anchor for anchor in grounded if anchor[4] - 1 == start and anchor[2] == figure
                    and of_another_release(release, figure, memo["sections"])]
    return out


# A card's bullet led by a figure (a release, maybe): a quick test.
_RELEASE_LEAD_RE = re.compile(r"[ \t]*[-*+][ \t]+(?:\*\*)?v?[0-9]")


def row_bound(anchors: list[Anchor], numbers: list[Anchor], missing: list[Anchor], card: Card,
              index: SourceIndex) -> list[Anchor]:
    """The grounded measures (a figure with a unit: no date, no version)
    the card gives to the label of a row of a source table or code block
    (``HttpServeMux 則是 24343 ns``) when the rows of the labels its
    clause names before it give another figure in its unit and the source
    writes it only in rows of other labels: a row's figure is that row's. A multiplier
    (``L1 的 20 倍``) on a line naming a row is judged by the bases the
    rows write it of (``20x L2 cache``)
    (:mod:`anchorlint.text.row_labels`)."""
    candidates = _row_candidates(anchors, numbers, missing, card)
    if not candidates:  # (most cards: the source's rows are not read)
        return []
    from anchorlint.text.row_labels import label_rows, labelled, row_ratio_bases

    memo = _source_memo(index, "_label_rows_memo")
    if not memo:  # the source's rows; the rows each asked name labels
        memo["rows"], memo["named"] = label_rows(index.written), {}
    rows, named_rows = memo["rows"], memo["named"]
    out = []
    for anchor, named, base in candidates:
        own: set[int] = set()
        for name in named:
            if name not in named_rows:
                named_rows[name] = labelled(rows, name)
            own.update(named_rows[name])
        if not own:
            continue
        if base is not None:  # a multiplier: judged by its base, when the rows write it of one
            bases = row_ratio_bases(rows, anchor[2])
            if bases and base not in bases:
                out.append(anchor)
        elif _row_says_otherwise(anchor, [rows[at][1] for at in sorted(own)], rows, memo, index):
            out.append(anchor)
    return out


def _row_candidates(anchors: list[Anchor], numbers: list[Anchor], missing: list[Anchor],
                    card: Card) -> list[tuple[Anchor, list[str], str | None]]:
    """The grounded measures :func:`row_bound` asks of the source's rows:
    each with the Latin names (lower case) that may label its row (those
    before it in its clause; for a multiplier, all of its line's) and a
    multiplier's base (else None)."""
    measured = {anchor[3] for anchor in numbers if anchor[6] is not None and anchor[6] not in _DATE_UNITS
                and not anchor[8]}
    if not measured:
        return []
    names: dict[int, list[tuple[str, int, int]]] = {}  # line -> its Latin names, lower case, and their columns
    for anchor in anchors:
        if anchor[0] == NAME and anchor[3] in measured and anchor[1].isascii():
            names.setdefault(anchor[3], []).append((anchor[1].lower(), anchor[4] - 1, anchor[5] - 1))
    if not names:
        return []
    from anchorlint.text.figure_subjects import restates
    from anchorlint.text.row_labels import names_before, ratio_base

    left = {(anchor[3], anchor[2]) for anchor in missing}
    out = []
    for anchor in numbers:
        if anchor[6] is None or anchor[6] in _DATE_UNITS or anchor[8] or anchor[3] not in names or (
                anchor[3], anchor[2]) in left:
            continue
        line = unfullwidth(card.lines[anchor[3] - 1].text)
        if anchor[6] == "times":
            base = ratio_base(line, anchor.col - 1, anchor.end_col - 1)
            if base is not None:
                out.append((anchor, [name for name, _, _ in names[anchor[3]]], base))
            continue
        # A conversion in parentheses (34936 位元組（約 34 KB）) is bound to
        # the figure before it.
        before = names_before(line, anchor.col - 1, names[anchor[3]])
        if before and not restates(line, 0, anchor.col - 1):
            out.append((anchor, before, None))
    return out


def _row_says_otherwise(anchor: Anchor, own: list[str], rows: tuple, memo: dict, index: SourceIndex) -> bool:
    """Do the card's rows (``own``: the rest of each row its names label)
    give other figures in the anchor's unit, none of them its own or one
    it converts, while the source writes the figure in other rows only?"""
    from anchorlint.text.numbers import read_numbers
    from anchorlint.text.row_labels import figure_count, unseparated, writes_figure

    # Only a row measuring the same thing (a figure in the card's unit)
    # answers: a row of a product's notes does not give its run period.
    if not any(number.unit == anchor[6] for rest in own for number in read_numbers(rest.lower())):
        return False
    if any(writes_figure(rest, anchor[2]) for rest in own):
        return False
    # Another meaning only when the source writes the figure in other rows
    # alone: a sentence of its own may say it of the card's label.
    if "flat" not in memo:
        memo["flat"] = unseparated(index.written)
    if figure_count(memo["flat"], anchor[2]) != sum(figure_count(rest, anchor[2]) for _, rest in rows):
        return False
    return not SourceIndex("\n".join(own)).grounds(anchor, True)


# The units of a span an English card restates from one source sentence (a
# year is read as a calendar year as often as a span: not judged so).
_RESTATED_UNITS = frozenset({"day", "week", "month"})


_TIME_UNIT_RE = re.compile(r"\b(?:day|week|month|year)s?\b")
_SPAN_FIGURE_RE = re.compile(r"[0-9]+(?:\.[0-9]+)?")


def misquoted_spans(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded spans of time in English card sentences (``supported
    for roughly four months``) that the source sentence the card's words
    restate best gives otherwise ("supported for approximately 1 month")
    (:mod:`anchorlint.text.restated_spans`)."""
    from anchorlint.text.restated_spans import DAYS_IN, card_sentence, content_words, misquoted

    out = []
    for anchor in numbers:
        if anchor[6] not in _RESTATED_UNITS or anchor in missing:
            continue
        line = unfullwidth(card.lines[anchor[3] - 1].text)
        if not is_latin_line(line):
            continue
        sentence = card_sentence(line.lower(), anchor[4] - 1)
        if len(_TIME_UNIT_RE.findall(sentence)) != 1:
            continue  # a sentence of several spans draws on several source sentences
        words = content_words(sentence)
        if len(words) >= 4 and misquoted(words, float(anchor[2]) * DAYS_IN[anchor[6]], _span_sentences(index)):
            out.append(anchor)
    return out


def _span_sentences(index: SourceIndex) -> list:
    """The source's sentences naming a unit of time, as their content words
    and the spans they give in days, read once per source."""
    memo = _source_memo(index, "_span_sentences_memo")
    if not memo:
        from anchorlint.text.numbers import read_numbers
        from anchorlint.text.restated_spans import DAYS_IN, span_sentences, unit_spans

        read = []
        for sentence, words in span_sentences(index.text):
            # (a year's unit is a calendar year's too: 2019 is no span)
            spans = [float(number.key) * DAYS_IN[number.unit] for number in read_numbers(sentence)
                     if number.unit in DAYS_IN and not number.version and _SPAN_FIGURE_RE.fullmatch(number.key)
                     and (number.unit != "year" or float(number.key) < 1000)]
            spans += unit_spans(sentence)
            if spans:
                read.append((words, spans))
        memo["sentences"] = read
    return memo["sentences"]


def _near_subject(anchor: Anchor, subject: str, index: SourceIndex, policy: GroundingPolicy) -> bool:
    """Does a block of the source naming ``subject`` ground the anchor (or
    the source name it nowhere)? A line naming it that writes the figure's
    digits answers first: a line is within every block that holds it."""
    from anchorlint.text.figure_subjects import figure_on, subject_lines

    places = _source_memo(index, "_subject_lines_memo")
    if subject not in places:
        places[subject] = subject_lines(index.text, subject)
    lines = places[subject]
    if not lines or figure_on(index.text, lines, anchor.key):
        return True
    return _subject_index(index, subject, lines).grounds(anchor, True, policy.abbreviations)


def _subject_index(index: SourceIndex, subject: str, lines: list[tuple[int, int]]) -> SourceIndex:
    """The source's blocks naming ``subject`` (on ``lines``, offsets into
    its lower-case text), indexed as a source of their own
    (:func:`anchorlint.text.figure_subjects.subject_text`), once per
    subject."""
    memo = _source_memo(index, "_subject_memo")
    if subject not in memo:
        from anchorlint.text.figure_subjects import blocks, subject_text

        read = index.__dict__.get("_blocks")
        if read is None:  # the source's lines, cased and lower-case, and their blocks
            cased, lowered = index.cased.split("\n"), index.text.split("\n")
            read = index.__dict__["_blocks"] = (cased, lowered, blocks(index.cased) if len(cased) == len(lowered) else [])
        cased, lowered, spans = read
        numbers = [index.text.count("\n", 0, start) for start, _ in lines]
        memo[subject] = SourceIndex(subject_text(cased, lowered, spans, numbers, subject) if spans else index.written)
    return memo[subject]



# How much of a source's opening tells whether it is written in simplified
# Chinese (a zh-CN document shows it in its first sentences).
_OPENING = 600


def said_of_another(measures: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded percents (``measures``, repeats too) that a Chinese
    clause of the card gives to something no clause of the source writing
    that figure speaks of, one per figure: the card's clause shares no
    word with any of them, or one word while it writes two the source
    writes nowhere ("測試覆蓋率必須達到 36%" for "36％ 的受訪者是不穩定測試造成的").
    Only in a traditional source: a zh-CN source's words are not the
    card's (:mod:`anchorlint.text.figure_clauses`)."""
    from anchorlint.text.figure_clauses import card_clause_terms, latin_only, simplified, source_clauses

    memo = _source_memo(index, "_figure_clauses_memo")  # figure -> the source's clauses writing it
    if "" not in memo:  # does the source's opening write simplified Chinese?
        memo[""] = simplified(index.cased[:_OPENING])
    if memo[""]:
        return []
    out: list[Anchor] = []
    for anchor in measures:
        if any(found[2] == anchor[2] for found in out):
            continue
        clauses = memo.get(anchor[2])
        if clauses is None:
            clauses = memo[anchor[2]] = source_clauses(index.text, anchor[2])
            # A source clause of Latin words alone (a table's cell, English)
            # may be what the card translates: the figure is not compared.
            # A clause in simplified Chinese does not write the card's words.
            if any(latin_only(clause) or simplified(clause) for clause in clauses):
                clauses.clear()
        if not clauses:
            continue
        line = unfullwidth(card.lines[anchor[3] - 1].text)
        terms = card_clause_terms(line, anchor.col - 1, anchor.end_col - 1)
        if sum(not term.isascii() for term in terms) < 3 or simplified("".join(terms)):
            continue  # a clause that names nothing of its own ("比例約為 32%")
        shared = max(sum(term in clause for term in terms) for clause in clauses)
        if shared == 0 or (shared == 1 and len(terms) >= 5
                           and sum(term not in index.text for term in terms) >= 2):
            out.append(anchor)
    return out


# The units of a period a card may give with "every" (every 6 weeks).
_PERIOD_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})


def spans_not_periods(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded periods the card writes in digits after "every" or "每"
    (``every 6 weeks``) that the source writes only as a span from an event
    ("6 weeks after the N+2 minor release") in sentences naming no period
    (:mod:`anchorlint.text.relative_spans`)."""
    from anchorlint.text.relative_spans import every_before, only_relative

    # (written in digits: "every six weeks" is not read here)
    written = [anchor for anchor in numbers if anchor[1].isdigit()]
    return _periods_asked(written, missing, card, index, every_before, "_relative_spans_memo", only_relative)


def minimums_of_cadences(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded spans the card gives as a minimum (``至少 6 個月``,
    "at least 3 months") that the source writes only as a cadence ("every
    3 months", "a 6-month release cycle") or a span from an event ("3
    months later"), never in a sentence stating a minimum
    (:mod:`anchorlint.text.relative_spans`)."""
    from anchorlint.text.relative_spans import minimum_before, only_cadence

    return _periods_asked(numbers, missing, card, index, minimum_before, "_cadences_memo", only_cadence)


def _periods_asked(
    numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex,
    said_before: Callable[[str, int], bool], question: str, ask: Callable[[str, str], bool],
) -> list[Anchor]:
    """The grounded whole periods (``numbers`` not ``missing``, a period's
    unit) whose card line says ``said_before`` them ("every", "至少") and
    for which ``ask(source text, figure)`` answers yes, once per source and
    figure (:func:`_asked_of_text` under ``question``)."""
    out = []
    for anchor in numbers:
        if anchor[6] not in _PERIOD_UNITS or anchor in missing or not anchor[2].isdigit():
            continue
        if not said_before(unfullwidth(card.lines[anchor[3] - 1].text), anchor.col - 1):
            continue
        if _asked_of_text(index, question, ask, anchor[2]):
            out.append(anchor)
    return out


def required_but_advised(numbers: list[Anchor], missing: list[Anchor], card: Card, index: SourceIndex) -> list[Anchor]:
    """The grounded versions (dotted figures) the card calls needed
    (``編譯需要 zlib 1.2.6 以上``) that the source only recommends ("1.2.6 or
    later is recommended"), while it requires something else
    (:mod:`anchorlint.text.recommended`). Only dotted figures: a minimum
    and a recommended version is what sources set apart, and a card's
    other figures are many (reading each one's clause cost 1.5% of a
    run)."""
    from anchorlint.text.recommended import only_recommended, required_on_card

    out = []
    lines: dict[int, str] = {}
    for anchor in numbers:
        if "." not in anchor[2] or anchor in missing or anchor[6] in _DATE_UNITS:
            continue
        line = lines.get(anchor[3])
        if line is None:
            line = lines[anchor[3]] = unfullwidth(card.lines[anchor[3] - 1].text)
        if not required_on_card(line, anchor.col - 1):
            continue
        if _asked_of_text(index, "_recommended_memo", only_recommended, anchor[2]):
            out.append(anchor)
    return out
