"""Character classes and token boundaries, shared by every tier.

A quotation is grounded only when it starts and ends on a token boundary of
the source. Tokens are:

* runs of letters, digits, combining marks and ``_`` outside the CJK blocks
  (``OAuth2``, ``macOS``, ``12000``);
* each CJK character (Han, kana, bopomofo and CJK punctuation) on its own:
  these scripts do not separate words with spaces, and no segmenter ships
  with the standard library, so the finest safe unit is the character;
* joined by a hyphen or apostrophe between two word characters
  (``state-of-the-art``, ``don't``), by ``.``, ``,``, ``:`` or ``/`` between
  two digits (``3.14``, ``12,000``, ``10:30``, ``3/4``), by a unary sign or
  a currency symbol before a digit (``-5``, ``+5``, ``−5``, ``$5``) and by a
  percent, per-mille or degree sign after one (``5%``);
* joined across a line break by a hyphen that ends the line inside a word
  (``exam-⏎ple`` is one token, as the typography tier reads it).

Neighbours are read "logically": zero-width characters and soft hyphens are
skipped, an HTML entity counts as the character it encodes, and fullwidth
forms are read as their ASCII counterparts.
"""

from __future__ import annotations

import html
import re
import unicodedata

INVISIBLE = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")
HYPHENS = frozenset("-\u2010\u2011")
SIGNS = frozenset("-+\u2212\u00b1\u2010\u2011")
CURRENCY = frozenset("$\u20ac\u00a3\u00a5\u20a9\u20b9")
APOSTROPHES = frozenset("'\u2019")
DIGIT_JOINERS = frozenset(".,:/")
CLAUSE_ENDS = frozenset(".!?;:,\u3002\uff01\uff1f\uff1b\uff1a\uff0c\u3001")
NUMBER_SUFFIXES = frozenset("%\u2030\u00b0\u2103\u2109\u2032\u2033")
_ENTITY_RE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_BREAK_AFTER_RE = re.compile(r"[^\W\d_][-\u2010\u00ad][ \t]*\r?\n[ \t]*\Z")
_BREAK_BEFORE_RE = re.compile(r"[-\u2010\u00ad][ \t]*\r?\n[ \t]*[^\W\d_]")
_ENTITY_TAIL_RE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});\Z")


def is_cjk(ch: str) -> bool:
    """Han, kana, bopomofo, CJK punctuation: each character is a token."""
    code = ord(ch)
    return (
        0x3000 <= code <= 0x30FF
        or 0x3100 <= code <= 0x312F
        or 0x31A0 <= code <= 0x31FF
        or 0x3400 <= code <= 0x4DBF
        or 0x4E00 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0xFF61 <= code <= 0xFF9F
        or 0x20000 <= code <= 0x3FFFF
    )


def is_word(ch: str) -> bool:
    """A character that glues to its neighbours into one token."""
    if is_cjk(ch):
        return False
    return ch.isalnum() or ch == "_" or unicodedata.category(ch).startswith("M")


def fold_char(ch: str) -> str:
    """A single character in its compatibility form (fullwidth ``５`` → ``5``),
    used only to classify neighbours."""
    if ch.isascii():
        return ch
    folded = unicodedata.normalize("NFKC", ch)
    return folded if len(folded) == 1 else ch


def right_chars(text: str, pos: int, count: int = 3) -> str:
    """Up to ``count`` logical characters starting at ``pos``."""
    out: list[str] = []
    n = len(text)
    while pos < n and len(out) < count:
        ch = text[pos]
        if ch in INVISIBLE:
            pos += 1
            continue
        if ch == "&":
            match = _ENTITY_RE.match(text, pos)
            if match:
                decoded = html.unescape(match.group())
                out.extend(fold_char(c) for c in decoded)
                pos = match.end()
                continue
        out.append(fold_char(ch))
        pos += 1
    return "".join(out[:count])


def left_chars(text: str, pos: int, count: int = 3) -> str:
    """Up to ``count`` logical characters ending just before ``pos``, nearest last."""
    out: list[str] = []
    while pos > 0 and len(out) < count:
        ch = text[pos - 1]
        if ch in INVISIBLE:
            pos -= 1
            continue
        if ch == ";":
            match = _ENTITY_TAIL_RE.search(text, max(0, pos - 40), pos)
            if match:
                decoded = html.unescape(match.group())
                out.extend(fold_char(c) for c in reversed(decoded))
                pos = match.start()
                continue
        out.append(fold_char(ch))
        pos -= 1
    return "".join(reversed(out[:count]))


def is_boundary(text: str, pos: int) -> bool:
    """Whether a token boundary lies at ``pos`` (between ``text[pos-1]`` and
    ``text[pos]``). The ends of the text are boundaries."""
    if 0 < pos < len(text):
        quick = _quick_boundary(text[pos - 1], text[pos], text[pos - 2] if pos > 1 else "\n")
        if quick is not None:
            return quick
    return boundary_by_rules(text, pos)


def boundary_by_rules(text: str, pos: int) -> bool:
    """``is_boundary`` without its shortcut (the shortcut is tested against it)."""
    left = left_chars(text, pos, 2)
    right = right_chars(text, pos, 3)
    if not left or not right:
        return True
    return not glued(left, right) and not _hyphenated_break(text, pos)


def _quick_boundary(left: str, right: str, before: str) -> bool | None:
    """The common cases, decided from the neighbours alone (None: look closer).
    Two ASCII letters or digits are glued; white space on the right ends a
    token; a space on the left starts one unless a line break may sit just
    before it (``exam-⏎ ple``)."""
    if not (left.isascii() and right.isascii()):
        return None
    if left.isalnum() and right.isalnum():
        return False
    if right in " \t\r\n":
        return True
    if left == " " and before not in " \t\r\n\u00a0":
        return True
    return None


def _hyphenated_break(text: str, pos: int) -> bool:
    """``pos`` is on either side of a hyphen that ends a line inside a word
    (``exam-⏎ple``): the two halves are one token."""
    if "\n" not in text[max(0, pos - 8) : pos + 8]:
        return False
    if _BREAK_AFTER_RE.search(text, max(0, pos - 16), pos) and pos < len(text) and is_word(text[pos]):
        return True
    return bool(pos and is_word(text[pos - 1]) and _BREAK_BEFORE_RE.match(text, pos))


def glued(left: str, right: str) -> bool:
    """Whether the last character of ``left`` and the first of ``right``
    belong to one token (see the module docstring)."""
    l1, r1 = left[-1], right[0]
    l2 = left[-2] if len(left) > 1 else ""
    r2 = right[1] if len(right) > 1 else ""
    if is_word(l1) and is_word(r1):
        return True
    if is_word(l1) and r2 and is_word(r2):
        if r1 in HYPHENS:
            return True
        if r1 in APOSTROPHES:
            return not _possessive(right)
        if r1 in DIGIT_JOINERS and l1.isdigit() and r2.isdigit():
            return True
    if is_word(r1) and l2 and is_word(l2):
        if l1 in HYPHENS or l1 in APOSTROPHES:
            return True
        if l1 in DIGIT_JOINERS and l2.isdigit() and r1.isdigit():
            return True
    if (l1 in SIGNS or l1 in CURRENCY) and r1.isdigit():
        return True
    return l1.isdigit() and r1 in NUMBER_SUFFIXES


def _possessive(right: str) -> bool:
    """``'s`` closing a name (``Apple's``) may end a quotation at the name."""
    return len(right) >= 2 and right[1] in "sS" and (len(right) == 2 or not is_word(right[2]))
