"""Text primitives with the Go original's exact character classes.

The Go checker mixes two notions of white space: its regular expressions use
RE2's ``\\s`` (ASCII only: tab, newline, form feed, carriage return, space)
while ``strings.TrimSpace`` trims every Unicode ``White_Space`` character.
Parity depends on keeping the two apart, so neither Python's ``str.strip()``
(which also strips U+001C..U+001F) nor ``re``'s Unicode ``\\s`` is used here.
"""

from __future__ import annotations

# RE2's \s, spelled out for Python patterns (note: no vertical tab).
WS = r"[\t\n\f\r ]"
NOT_WS = r"[^\t\n\f\r ]"

# unicode.IsSpace in Go: the White_Space property.
GO_SPACE = (
    "\t\n\v\f\r \x85\xa0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)

BOM = "\ufeff"


def go_trim(text: str) -> str:
    """strings.TrimSpace: strip Unicode white space from both ends."""
    return text.strip(GO_SPACE)


def decode_like_go(raw: bytes) -> str:
    """Decode bytes the way Go ranges over a string: every byte that is not
    part of a valid UTF-8 sequence becomes one U+FFFD."""
    text = raw.decode("utf-8", "surrogateescape")
    if not _has_surrogates(text):
        return text
    return text.translate(_SURROGATE_TO_REPLACEMENT)


def _has_surrogates(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


_SURROGATE_TO_REPLACEMENT = {code: "\ufffd" for code in range(0xDC80, 0xDD00)}
