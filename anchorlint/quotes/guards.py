"""Guards: edits no similarity floor can catch, because they move only a few
characters while changing what the passage says. Each compares a quotation
with the source passage it was aligned to; any difference fires.

``numeric``   the figures, in order: value as written (thousands commas
              ignored, decimal places kept), sign (``-``, ``+``, ``±``, an
              accounting ``( … )``), currency symbol and the unit or word
              right after (unit symbols case-sensitive: ``mW`` is not
              ``MW``); number
              words (``three``, ``million``) and CJK numerals (``三十``).
``polarity``  negations (``not``, ``n't``, ``never``, ``without``, ``不``,
              ``沒``, ``未``, ``無``, ``非``, ``別`` …), direction, modal and
              quantity words (``increase``/``decrease``, ``must``/``may``,
              ``all``/``some``) compared as multisets, and a word swapped for
              a look-alike opposite (``able``/``unable``, ``import``/``export``).
``name``      names and identifiers, in order: words with a capital inside
              (``macOS``), letters mixed with digits (``OAuth2``) and
              capitalized words that do not open a sentence.
``wording``   a word added, dropped, or replaced by a different word (not a
              slip inside one word such as ``recieve``). On unless the policy
              sets ``forgive_word_changes``: without it, "approximate" means
              the same words with character-level noise, nothing more.

The word lists are in anchorlint.quotes.vocab.
"""

from __future__ import annotations

import re
from collections import Counter

from anchorlint.quotes import vocab as wordlists
from anchorlint.quotes.charclass import is_cjk, is_word
from anchorlint.quotes.ladder import normalize_plain
from anchorlint.quotes.wording import affix_swap, changed_words

_NUMBER_RE = re.compile(r"\d+(?:[.,:/]\d+)*")
_GROUPED_RE = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_UNIT_RE = re.compile(r"(%|‰|°[CF]?|\s?[^\W\d_]+)(\))?")
_CURRENCY_RE = re.compile(r"(\()?\s?([-+±])?\s?((?:[A-Z]{1,3})?[$€£¥₩₹])?\s?([-+±])?\Z")
_WORD_RE = re.compile(r"[^\W\d_]+(?:['-][^\W\d_]+)*")  # don't, up-load: one word
_CJK_NUMERAL_RE = re.compile("[" + wordlists.CJK_NUMERALS + "]+")
_NAME_TOKEN_RE = re.compile(r"[^\W_]+")
_CONTRACTIONS = {
    "cannot": ("can", "not"), "can't": ("can", "not"), "won't": ("will", "not"), "shan't": ("shall", "not"),
}


def fired_guard(quote: str, passage: str, *, word_changes: bool = False) -> str | None:
    """The first guard that tells ``quote`` and ``passage`` apart, or None.
    ``word_changes`` lets a word be added, dropped or replaced (the
    ``wording`` guard is then off)."""
    q, p = normalize_plain(quote, "typography"), normalize_plain(passage, "typography")
    if figures(q) != figures(p):
        return "numeric"
    if _polarity(q) != _polarity(p) or affix_swap(q, p):
        return "polarity"
    if _names(q) != _names(p) or _first_word_differs(q, p):
        return "name"
    if not word_changes and changed_words(q, p):
        return "wording"
    return None


def figures(text: str) -> list[tuple[str, ...]]:
    """Every figure in ``text``, in order, as comparable tuples."""
    found: list[tuple[int, tuple[str, ...]]] = []
    for match in _NUMBER_RE.finditer(text):
        start, end = match.span()
        if start and is_word(text[start - 1]):
            continue  # part of an identifier (v2, H7): the name guard reads it
        value = match.group()
        if start and text[start - 1] == ".":
            value = "." + value
        if _GROUPED_RE.fullmatch(value):
            value = value.replace(",", "")
        before = _CURRENCY_RE.search(text, max(0, start - 8), start)
        paren, sign, currency, sign2 = before.groups() if before else (None, None, None, None)
        unit_match = _UNIT_RE.match(text, end)
        unit = unit_match.group(1).strip() if unit_match else ""
        if unit and is_cjk(unit[0]):
            unit = unit[0]  # a CJK measure word is one character (元, 人, 天)
        elif unit.casefold() not in wordlists.CASE_SENSITIVE_UNITS:
            unit = unit.casefold()
        closed = bool(unit_match and unit_match.group(2)) or text.startswith(")", end)
        signed = "()" if paren and closed else (sign or sign2 or "")
        found.append((start, ("n", signed, currency or "", value, unit)))
    for match in _WORD_RE.finditer(text):
        if match.group().casefold() in wordlists.NUMBER_WORDS:
            found.append((match.start(), ("w", match.group().casefold())))
    for match in _CJK_NUMERAL_RE.finditer(text):
        found.append((match.start(), ("c", match.group())))
    return [item for _, item in sorted(found)]


def _words(text: str) -> list[str]:
    words: list[str] = []
    for token in _WORD_RE.findall(text.casefold()):
        if token in _CONTRACTIONS:
            words.extend(_CONTRACTIONS[token])
        elif token.endswith(wordlists.NEGATION_SUFFIX) and len(token) > 3:
            words.extend((token[:-3], "not"))
        else:
            words.append(token)
    return words


def _polarity(text: str) -> Counter[str]:
    watched = wordlists.NEGATION_WORDS | wordlists.POLARITY_WORDS
    counts = Counter(word for word in _words(text) if word in watched)
    for mark in (*wordlists.CJK_NEGATIONS, *wordlists.CJK_POLARITY_WORDS):
        if mark in text:
            counts["cjk:" + mark] = text.count(mark)
    return counts


def _names(text: str) -> list[str]:
    names: list[str] = []
    for index, match in enumerate(_NAME_TOKEN_RE.finditer(text)):
        token = match.group()
        has_letter = any(ch.isalpha() for ch in token)
        inner_capital = any(ch.isupper() for ch in token[1:])
        mixed = has_letter and any(ch.isdigit() for ch in token)
        capital = token[0].isupper() and index > 0 and not _opens_sentence(text, match.start())
        if inner_capital or mixed or capital:
            names.append(token)
    return names


def _first_word_differs(quote: str, passage: str) -> bool:
    """A capitalized first word is exempt from the name count (quotations
    capitalize their first word), but replacing it is still a change."""
    first = [_NAME_TOKEN_RE.search(text) for text in (quote, passage)]
    if first[0] is None or first[1] is None:
        return False
    a, b = first[0].group(), first[1].group()
    return a.casefold() != b.casefold() and (a[0].isupper() or b[0].isupper())


def _opens_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \"'(")
    return not before or before[-1] in ".!?:;"
