"""``--fix`` for approximate quotations: put the source's own words in the card.

Pure: text in, text out. The caller reads the card's original text (BOM and
CRLF included), lints it, collects one :class:`QuoteFix` per Q2 finding with
:func:`fix_for`, calls :func:`fix_quotations` and writes the result
atomically. Only the quoted lines change: their markers (``> ``, ``> > ``),
the quotation marks around the whole quotation, trailing white space after
it and every line ending are kept; all other bytes are untouched.

Layout: line breaks in the source passage become blockquote line breaks;
when the passage has fewer breaks than the card's quotation, breaks are put
at the spaces (or between CJK characters) nearest the card's own, so the
quotation keeps its shape and still verifies at the ``exact`` or
``whitespace`` tier.

Idempotent: a fix applies only while the card still holds the quotation it
was made for, so applying the same fixes twice changes nothing more.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from anchorlint.model.blockquotes import Quotation, quoted_text, split_marker
from anchorlint.quotes.certificate import Certificate
from anchorlint.quotes.charclass import is_cjk

_UNSAFE_LINE_STARTS = ("—", "―", "--", "– ", "[!", ">", "#", "- ", "* ", "+ ", "```", "~~~")


@dataclass(frozen=True, slots=True)
class QuoteFix:
    first_line: int  # the quotation's card lines, 1-based, inclusive
    last_line: int
    old: str  # Quotation.text when the fix was made
    new: str  # the source's own text (Certificate.span_text)


def fix_for(quotation: Quotation, certificate: Certificate) -> QuoteFix | None:
    """The fix for an approximate quotation; None for any other verdict."""
    if certificate.tier != "approximate" or certificate.guard is not None or not certificate.span_text:
        return None
    if certificate.span_text == quotation.text:
        return None
    return QuoteFix(quotation.first_line, quotation.last_line, quotation.text, certificate.span_text)


def fix_quotations(card_text: str, fixes: Iterable[QuoteFix]) -> str:
    """``card_text`` with each fix applied (see the module docstring)."""
    bom = "\ufeff" if card_text.startswith("\ufeff") else ""
    lines = card_text[len(bom) :].split("\n")
    crlf = any(line.endswith("\r") for line in lines)
    for fix in sorted(fixes, key=lambda f: f.first_line, reverse=True):
        replacement = _rewrite(lines[fix.first_line - 1 : fix.last_line], fix, crlf)
        if replacement is not None and fix.last_line <= len(lines):
            lines[fix.first_line - 1 : fix.last_line] = replacement
    return bom + "\n".join(lines)


def _rewrite(span: list[str], fix: QuoteFix, crlf: bool) -> list[str] | None:
    crs = [line.endswith("\r") for line in span]
    parts = [split_marker(line[:-1] if cr else line) for line, cr in zip(span, crs)]
    if not span or any(part is None for part in parts):
        return None
    markers = [part[0] for part in parts if part is not None]
    raw = [part[1] for part in parts if part is not None]
    contents = [text.rstrip() for text in raw]
    current, lead, trail = quoted_text(contents)
    if current != fix.old:
        return None  # already fixed, or the card changed since
    joined = "\n".join(contents)
    opening, closing = joined[:lead], joined[len(joined) - trail :]
    tail = raw[-1][len(contents[-1]) :]
    new_lines = layout(fix.new, fix.old)
    new_lines[0] = opening + new_lines[0]
    new_lines[-1] = new_lines[-1] + closing + tail
    out: list[str] = []
    for index, text in enumerate(new_lines):
        marker = markers[min(index, len(markers) - 1)]
        line = marker + text if text else marker.rstrip()
        last = index == len(new_lines) - 1
        out.append(line + ("\r" if (crs[-1] if last else crlf) else ""))
    return out


def layout(new: str, old: str) -> list[str]:
    """Lines for the quotation text ``new``, shaped like ``old``."""
    if "\n" in new:
        return [part.rstrip() for part in new.split("\n")]
    breaks = [index for index, ch in enumerate(old) if ch == "\n"]
    lines: list[str] = []
    cursor = 0
    for position in breaks:
        target = round(position / max(len(old), 1) * len(new))
        cut = _nearest_cut(new, cursor, target)
        if cut is None:
            continue
        at, skip = cut
        lines.append(new[cursor:at].rstrip())
        cursor = at + skip
    lines.append(new[cursor:])
    return lines


def _nearest_cut(text: str, cursor: int, target: int) -> tuple[int, int] | None:
    """``(index, width)``: a space to turn into a break (width 1) or a place
    between CJK characters to insert one (width 0), nearest ``target``."""
    best: tuple[int, int] | None = None
    for index in range(cursor + 1, len(text)):
        if text[index] == " ":
            cut = (index, 1)
        elif is_cjk(text[index]) or is_cjk(text[index - 1]):
            cut = (index, 0)
        else:
            continue
        rest = text[index + cut[1] :]
        if not rest.strip() or rest.startswith(_UNSAFE_LINE_STARTS):
            continue
        if best is None or abs(index - target) < abs(best[0] - target):
            best = cut
    return best
