"""How text is read before any rule sees it: the default mode and --compat.

The default mode deviates from the Go original only where Go is plainly wrong
for users (each deviation is listed in the README):

* a UTF-8 byte-order mark no longer hides the frontmatter;
* CRLF line endings are read like LF (Go's wiki-shape test needs a literal
  ``---\\n``, so CRLF wiki cards fell into the older daemon rules);
* the fullwidth percent sign folds like the fullwidth digits (see anchors.py);
* bytes that are not UTF-8 make the file unreadable (finding S3) instead of
  being judged as replacement characters.

``--compat`` keeps Go's behaviour byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass

from anchorlint.text.gotext import BOM, decode_like_go


def prepare_text(text: str, *, compat: bool) -> str:
    """Bring already-decoded text into the shape the checks read."""
    if compat:
        return text
    if text.startswith(BOM):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    return text


@dataclass(frozen=True, slots=True)
class Decoded:
    """The outcome of decoding a file's bytes: text, or the reason there is none."""

    text: str | None
    problem: str | None = None  # "binary" | "not-utf8" | "utf16"


def decode_bytes(raw: bytes, *, compat: bool) -> Decoded:
    """Decode a card or source file. Pure: the caller reads the bytes."""
    if compat:
        return Decoded(prepare_text(decode_like_go(raw), compat=True))
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return Decoded(None, "utf16")
    if b"\x00" in raw:
        return Decoded(None, "binary")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return Decoded(None, f"not-utf8:{exc.start}")
    return Decoded(prepare_text(text, compat=False))
