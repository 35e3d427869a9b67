"""Words for values: whole numbers 0-20 spelled out, and booleans.

Alphabetic words match whole words only: ``ja`` is not found in ``Jacke``,
``zwei`` not in ``zweihundert``, ``dix`` not in ``dix-sept``. A number word is
also refused when a neighbouring word makes it part of a larger number or a
fraction (``twenty one``, ``two hundred``, ``cinq cents``, ``one half``,
``hundred and five``), or when a figure stands next to it (``sept 2024``,
``5 sept``: the abbreviation of September, not seven).

Chinese has no spaces, so a Chinese numeral is accepted only where it
plainly counts something (see ``edges.cjk_numeral_ok``), and 是/否 only where
no letter touches them. A boolean word is refused when it is one of the
choices of a template (``yes/no``, ``ja | nein``, ``是/否``), and ``no`` before
a figure is the abbreviation of "number" (``No. 5``).
"""

from __future__ import annotations

from functools import lru_cache

from anchorlint.values import wordlists
from anchorlint.values import edges
from anchorlint.values.certificate import BOUNDARY
from anchorlint.values.folding import fold_value
from anchorlint.values.locales import Conventions
from anchorlint.values.scan import Match, Trace


@lru_cache(maxsize=None)
def spellings(entry: str) -> tuple[str, ...]:
    """The folded alternatives of a word-list entry ("zwei|zwo")."""
    return tuple(fold_value(word) for word in entry.split("|") if word)


@lru_cache(maxsize=1)
def _number_vocabulary() -> frozenset[str]:
    words = {
        word
        for lang in ("en", "de", "fr")
        for entry in wordlists.VALUE_NUMBER_WORDS[lang]
        for word in spellings(entry)
    }
    extra = wordlists.VALUE_NUMBER_NEIGHBOURS | wordlists.VALUE_SCALE_WORDS
    return frozenset(words | {fold_value(word) for word in extra})


@lru_cache(maxsize=1)
def _boolean_vocabulary() -> frozenset[str]:
    pairs = [*wordlists.VALUE_BOOLEAN_WORDS.values(), wordlists.VALUE_BOOLEAN_LITERALS]
    return frozenset(word for pair in pairs for entry in pair for word in spellings(entry))


def _token_before(text: str, index: int, skip: str) -> str:
    while index > 0 and text[index - 1] in skip:
        index -= 1
    if index > 0 and edges.is_cjk_letter(text[index - 1]):
        return text[index - 1]
    return edges.letters_before(text, index)


def _token_after(text: str, index: int, skip: str) -> str:
    while index < len(text) and text[index] in skip:
        index += 1
    if index < len(text) and edges.is_cjk_letter(text[index]):
        return text[index]
    return edges.letters_after(text, index)


def _word_before(text: str, index: int) -> str:
    word = _token_before(text, index, " -")
    if word in wordlists.VALUE_NUMBER_CONNECTORS:
        index = text.rfind(word, 0, index)
        word = _token_before(text, index, " -")
    return word


def _word_after(text: str, index: int) -> str:
    word = _token_after(text, index, " -")
    if word in wordlists.VALUE_NUMBER_CONNECTORS:
        index = text.find(word, index) + len(word)
        word = _token_after(text, index, " -")
    return word


def _figure_before(text: str, start: int) -> bool:
    index = start - 1 if start > 0 and text[start - 1] == " " else start
    return index > 0 and text[index - 1].isdigit()


def _figure_after(text: str, end: int) -> bool:
    index = end
    while index < len(text) and text[index] in ".:#":
        index += 1
    if index < len(text) and text[index] == " ":
        index += 1
    return index < len(text) and text[index].isdigit()


def _number_word_ok(text: str, start: int, end: int) -> bool:
    vocabulary = _number_vocabulary()
    if not edges.word_ok(text, start, end):
        return False
    if _word_before(text, start) in vocabulary or _word_after(text, end) in vocabulary:
        return False
    return not (_figure_before(text, start) or _figure_after(text, end))


def _occurrences(text: str, word: str) -> list[int]:
    found, index = [], text.find(word)
    while index >= 0:
        found.append(index)
        index = text.find(word, index + 1)
    return found


def number_word_matches(
    text: str, number: int, conventions: Conventions, *, boundaries: bool, trace: Trace
) -> list[Match]:
    """Accepted spelled-out occurrences of a whole number 0-20 in flat folded text."""
    found: list[Match] = []
    for lang in conventions.words:
        for word in spellings(wordlists.VALUE_NUMBER_WORDS[lang][number]):
            if word in wordlists.VALUE_NUMBER_WORDS_NEED_LOCALE and not conventions.known:
                continue
            check = edges.cjk_numeral_ok if lang == "zh" else _number_word_ok
            for start in _occurrences(text, word):
                end = start + len(word)
                if boundaries and not check(text, start, end):
                    trace.refuse(BOUNDARY)
                    continue
                found.append(Match(start, end, f"word:{lang}"))
    return found


def _boolean_word_ok(text: str, start: int, end: int, cjk: bool) -> bool:
    ok = edges.standalone_cjk_ok if cjk else edges.word_ok
    if not ok(text, start, end):
        return False
    vocabulary = _boolean_vocabulary()
    if _token_before(text, start, " /|") in vocabulary or _token_after(text, end, " /|") in vocabulary:
        return False  # a template's choices, not an answer
    return cjk or not _figure_after(text, end)


def boolean_matches(
    text: str, value: bool, conventions: Conventions, *, boundaries: bool, trace: Trace
) -> list[Match]:
    """Accepted occurrences of a boolean's words (and check marks for True)."""
    found: list[Match] = []
    pairs = [(lang, wordlists.VALUE_BOOLEAN_WORDS[lang]) for lang in conventions.words
             if lang in wordlists.VALUE_BOOLEAN_WORDS]
    for lang, pair in [*pairs, ("literal", wordlists.VALUE_BOOLEAN_LITERALS)]:
        for word in spellings(pair[0 if value else 1]):
            for start in _occurrences(text, word):
                end = start + len(word)
                if boundaries and not _boolean_word_ok(text, start, end, lang == "zh"):
                    trace.refuse(BOUNDARY)
                    continue
                found.append(Match(start, end, f"bool:{lang}"))
    if value:
        for glyph in wordlists.VALUE_CHECK_GLYPHS:
            found.extend(Match(i, i + len(glyph), "bool:glyph") for i in _occurrences(text, glyph))
    return found
