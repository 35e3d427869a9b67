"""Which words of a line are names.

In a Chinese line every Latin word is a name: the prose is Chinese, so a
Latin word was carried over from somewhere (the Go original's rule). In a
line written in a Latin-script language, most words are paraphrase: only
names and figures are anchors, namely capitalised words that do not start a
sentence, CamelCase and mixed-case words, acronyms, words with digits or
inner ``_``, lower-case words spelt without a vowel (``zsh``, ``npm``: English
has only a few such words, ``hmm``, ``nth``), file names, code spans and URLs
(numbers are read separately).
"""

from __future__ import annotations

import re

from anchorlint.text.grounding_words import VOWELLESS_WORDS

_HAN_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
# What may stand between a sentence start and its first word: list and
# heading markers, emphasis, quotes, brackets, a link's opening.
_LEAD = "-*+#>_`\"'“‘([ \t0123456789.)"
# (not "; ": after a semicolon an English word is capitalised only as a name)
_SENTENCE_END = (". ", "! ", "? ", ": ", ">> ", "— ", "– ", "** ")
_VOWELS = frozenset("aeiouy")
_FILE_RE = re.compile(r"[a-z0-9_\-]+\.[a-z][a-z0-9]{0,5}$", re.IGNORECASE)


def is_latin_line(text: str) -> bool:
    """A line with no Han, kana or hangul is written in a Latin-script language."""
    return text.isascii() or _HAN_RE.search(text) is None  # (an ASCII line holds none: not scanned)


def latin_lines(texts: list[str]) -> list[bool]:
    """:func:`is_latin_line` of each text."""
    search = _HAN_RE.search
    return [text.isascii() or search(text) is None for text in texts]


def in_code_spans(text: str) -> list[tuple[int, int]]:
    """The [start, end) spans inside backtick code spans."""
    spans = []
    for match in re.finditer(r"`([^`]+)`", text):
        spans.append((match.start(1), match.end(1)))
    return spans


def sentence_start(text: str, start: int) -> bool:
    """Does the word at ``start`` begin a sentence (or the line)?"""
    before = text[:start].rstrip(_LEAD)
    if not before:
        return True
    before = text[:start]
    stripped = before.rstrip("*_\"'“‘([ ")
    return (stripped + " ").endswith(_SENTENCE_END) or stripped.endswith(("—", "–", "：", "。", "（"))


def is_name(word: str, text: str, start: int, code: bool, heading: bool = False) -> bool:
    """Is ``word`` (as written, at ``text[start:]``) a name in a Latin line?
    In a heading every capitalised word is one (a title names its subject
    first: ``# Debian support``)."""
    if code or any(c.isdigit() for c in word) or "_" in word:
        return True
    letters = [c for c in word if c.isalpha()]
    if len(letters) < 2:
        return False
    if len(letters) >= 3 and _VOWELS.isdisjoint(word.lower()) and word.lower() not in VOWELLESS_WORDS:
        return True  # zsh, npm, ssh: English spells no word without a vowel but a few (hmm, nth)
    uppers = sum(1 for c in letters if c.isupper())
    if uppers >= 2 or (uppers == 1 and not letters[0].isupper()):
        return True  # acronym, CamelCase, mixed case (API, OAuth, macOS, iOS)
    if "." in word and _FILE_RE.match(word):
        return True  # a file name or a dotted name (config.yaml, node.js)
    return uppers == 1 and (heading or not sentence_start(text, start))
