"""Guards: edits no similarity floor can catch, because they move only a few
characters while changing what the passage says. Each compares a quotation
with the source passage it was aligned to, and fires only on what changed.

``numeric``   a figure differs, in order: its value read under every locale
              convention (numbers.py: ``1.234,5`` is ``1,234.5``; CJK
              numerals by value), sign (``-``, ``+``, ``±``, an accounting
              ``( … )``), currency symbol, unit or scale right after it (a
              known unit, vocab.UNIT_WORDS; unit symbols case-sensitive: ``mW``
              is not ``MW``), and number words (``three``). A slip in the word
              after an unchanged number (``10 versons``, ``30 dayz``) is not a
              changed figure.
``polarity``  negations (``not``, ``n't``, ``never``, ``without``, ``不``,
              ``沒``, ``未``, ``無``, ``非``, ``別`` …), direction, modal and
              quantity words (``increase``/``decrease``, ``must``/``may``,
              ``all``/``some``) compared as multisets, and a word swapped for
              a look-alike opposite (``able``/``unable``, ``import``/``export``).
``name``      names and identifiers, in order, compared without diacritics:
              words with a capital inside (``macOS``), letters mixed with
              digits (``OAuth2``) and capitalized words that do not open a
              sentence.
``wording``   a word added, dropped, or replaced by a different word (not a
              slip inside one word such as ``recieve``). On unless the policy
              sets ``forgive_word_changes``.

The word lists are in anchorlint.quotes.vocab.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from anchorlint.quotes import vocab as wordlists
from anchorlint.quotes.figures import NUMBER_RE, Figure, figures, same_figures
from anchorlint.quotes.ladder import normalize_plain
from anchorlint.quotes.wording import affix_swap, changed_words, same_word

__all__ = ["Figure", "figures", "fired_guard", "same_figures"]

_WORD_RE = re.compile(r"[^\W\d_]+(?:['-][^\W\d_]+)*")  # don't, up-load: one word
# Letters and digits outside the CJK blocks: each CJK character is a word
# of its own, never part of a name (``30份`` holds no identifier).
_NAME_TOKEN_RE = re.compile(r"[^\W_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff]+")
_STROKED = str.maketrans(wordlists.STROKED_LETTERS)
_CONTRACTIONS = {
    "cannot": ("can", "not"), "can't": ("can", "not"), "won't": ("will", "not"), "shan't": ("shall", "not"),
}


def fired_guard(quote: str, passage: str, *, word_changes: bool = False) -> str | None:
    """The first guard that tells ``quote`` and ``passage`` apart, or None.
    ``word_changes`` lets a word be added, dropped or replaced (the
    ``wording`` guard is then off)."""
    q, p = normalize_plain(quote, "typography"), normalize_plain(passage, "typography")
    if not same_figures(figures(q), figures(p)):
        return "numeric"
    # the figures agree: word by word, a number in another script is no new word
    q_words, p_words = NUMBER_RE.sub("0", q), NUMBER_RE.sub("0", p)
    if _polarity_changed(q, p) or affix_swap(q_words, p_words):
        return "polarity"
    q_bare, p_bare = _bare(q), _bare(p)
    if _names(q_bare) != _names(p_bare) or _first_word_differs(q_bare, p_bare):
        return "name"
    if not word_changes and changed_words(q_words, p_words):
        return "wording"
    return None


def _bare(text: str) -> str:
    """Diacritics removed, case kept: a name differs only beyond accents."""
    if text.isascii():
        return text
    bare = unicodedata.normalize("NFKD", text.translate(_STROKED))
    return "".join(ch for ch in bare if not unicodedata.combining(ch))


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


def _polarity_changed(quote: str, passage: str) -> bool:
    """Whether a watched word was added, dropped or swapped. A slip inside
    a direction or modal word (``fel`` for ``fell``) is not a change; a
    negation is never forgiven (``now`` is a slip of ``not`` by spelling)."""
    ours, theirs = _polarity(quote), _polarity(passage)
    if ours == theirs:
        return False
    words = {"q": set(_words(quote)), "p": set(_words(passage))}
    for word in (ours - theirs) | (theirs - ours):
        if word.startswith("cjk:") or word in wordlists.NEGATION_WORDS or len(word) < 4:
            return True
        other = (words["p"] if word in ours else words["q"]) - (words["q"] & words["p"]) - _WATCHED
        if not any(same_word(word, slip) for slip in other):  # a slip is no watched word itself
            return True
    return False


_WATCHED = wordlists.NEGATION_WORDS | wordlists.POLARITY_WORDS


def _polarity(text: str) -> Counter[str]:
    counts = Counter(word for word in _words(text) if word in _WATCHED)
    for mark in (*wordlists.CJK_NEGATIONS, *wordlists.CJK_POLARITY_WORDS):
        if mark in text:
            counts["cjk:" + mark] = text.count(mark)
    return counts


def _names(text: str) -> list[str]:
    names: list[str] = []
    for index, match in enumerate(_NAME_TOKEN_RE.finditer(text)):
        token = match.group()
        if (
            any(map(str.isupper, token[1:]))  # a capital inside
            or (any(map(str.isalpha, token)) and any(map(str.isdigit, token)))  # letters and digits
            or (token[0].isupper() and index > 0 and not _opens_sentence(text, match.start()))
        ):
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
