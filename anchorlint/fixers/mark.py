"""``--mark``: the Go original's "deliver and mark" path, as a pure function.

A card with soft findings and no hard one is delivered, but says so in its
own frontmatter, where every later reader sees it::

    quality: low
    quality_warnings:
      - "H7: 'Windows' does not occur in the source: ..."

A card that is clean again loses exactly those two keys. A card with a hard
finding is never marked: it blocks, and is left untouched. anchorlint owns
``quality_warnings`` and the ``quality`` key written directly above it;
every other byte is preserved (key order, comments, CRLF, a byte-order mark,
the final newline or its absence). The rules skip the two keys
(context.CardContext.mark_lines), so a second run changes nothing.

A ``quality`` key the card already had without ``quality_warnings`` below it
is the author's: marking keeps it and writes the warnings above it (so the
pair never takes the form anchorlint owns), and unmarking removes only the
warnings. Mark then unmark gives back the original bytes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from anchorlint.lint.findings import Finding, Severity
from anchorlint.model.frontmatter import MARK_KEYS, key_block
from anchorlint.text.gotext import go_trim

BOM = b"\xef\xbb\xbf"
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
            "\x85": "\\N", "\u2028": "\\L", "\u2029": "\\P"}


class MarkError(ValueError):
    """The card cannot be marked safely (not UTF-8, or an unclosed frontmatter)."""


def yaml_quote(text: str) -> str:
    """``text`` as a YAML double-quoted scalar on one line."""
    out = []
    for char in text:
        code = ord(char)
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif code < 0x20 or 0x7F <= code < 0xA0:
            out.append(f"\\x{code:02x}")
        elif 0xD800 <= code < 0xE000 or char in "\ufeff\ufffe\uffff":
            out.append(f"\\u{code:04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def warnings_for(findings: Iterable[Finding], message: Callable[[Finding], str]) -> tuple[list[str], bool]:
    """The ``"CODE: message"`` warnings of a card's soft findings, and
    whether it has a hard one; ``message`` renders a finding's text. Each
    warning is written in its standalone form: a report's short repeat
    ("'macOS' does not occur in the source either") leans on the line above
    it, which a frontmatter entry, read alone or after another rule's entry,
    does not have."""
    found = list(findings)
    soft = [f"{f.code}: {message(standalone(f))}" for f in found if f.severity is Severity.SOFT]
    return soft, any(f.severity is Severity.HARD for f in found)


def standalone(finding: Finding) -> Finding:
    from anchorlint.lint.repeats import standalone as alone

    return alone(finding)


def mark(card: str | bytes, warnings: Sequence[str], has_hard: bool) -> bytes | None:
    """The card's new bytes after marking (or unmarking), or None when
    nothing would change. ``warnings`` are ``"CODE: message"`` strings."""
    raw = card.encode("utf-8") if isinstance(card, str) else card
    if has_hard:
        return None
    bom = BOM if raw.startswith(BOM) else b""
    try:
        text = raw[len(bom):].decode("utf-8")
    except UnicodeDecodeError:
        raise MarkError("the card is not UTF-8 text") from None
    lines = _split(text)
    items = list(dict.fromkeys(warnings))  # a repeated message adds nothing
    new = _marked(lines, items) if items else _unmarked(lines)
    result = bom + "".join(new).encode("utf-8")
    return None if result == raw else result


def _split(text: str) -> list[str]:
    """Lines with their endings; a last line without a newline stays bare."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    return lines + [parts[-1]] if parts[-1] else lines


def _bare(line: str) -> str:
    line = line[:-1] if line.endswith("\n") else line
    return line[:-1] if line.endswith("\r") else line


def _eol(lines: Sequence[str]) -> str:
    first = next((line for line in lines if line.endswith("\n")), "\n")
    return "\r\n" if first.endswith("\r\n") else "\n"


def _frontmatter_end(lines: Sequence[str]) -> int | None:
    """The index of the closing ``---``, None without frontmatter (the rule
    card.parse_card applies)."""
    if not lines or go_trim(lines[0]) != "---":
        return None
    for index in range(1, len(lines)):
        if go_trim(lines[index]) == "---":
            return index
    raise MarkError("the card's frontmatter is not closed by a '---' line")


def _require_mapping(inner: Sequence[str]) -> None:
    """Refuse to add keys to a frontmatter that is YAML but not a mapping
    (a list, a lone value): the keys would make it invalid. Safe loading
    only; a frontmatter that is not valid YAML anyway is edited as text,
    which cannot make it worse."""
    import yaml

    try:
        data = yaml.load("".join(inner), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (yaml.YAMLError, RecursionError, ValueError):
        return
    if data is not None and not isinstance(data, dict):
        raise MarkError(f"the card's frontmatter is a YAML {type(data).__name__}, not a mapping of keys")


def _without_marks(lines: list[str], end: int) -> tuple[list[str], int, int | None]:
    """The lines without anchorlint's keys; where the first of them was (the
    closing ``---`` when neither was present); and where the author's own
    ``quality`` key is in the returned lines (None when there is none)."""
    inner = [_bare(line) for line in lines[1:end]]
    warnings, quality = key_block(inner, "quality_warnings"), key_block(inner, "quality")
    drop: set[int] = set()
    author: int | None = None
    if warnings is not None:
        drop.update(index + 1 for index in warnings)
    if quality is not None and warnings is not None and quality.stop == warnings.start:
        drop.update(index + 1 for index in quality)  # the pair --mark writes
    elif quality is not None:
        author = quality.start + 1
    at = min(drop) if drop else end
    kept = [line for index, line in enumerate(lines) if index not in drop]
    if author is not None:
        author -= sum(1 for index in drop if index < author)
    return kept, at, author


def _marked(lines: list[str], items: Sequence[str]) -> list[str]:
    end = _frontmatter_end(lines)
    if end is not None:
        _require_mapping(lines[1:end])
    eol = _eol(lines if end is None else lines[:1])
    warnings = [f"quality_warnings:{eol}", *(f"  - {yaml_quote(item)}{eol}" for item in items)]
    if end is None:
        return [f"---{eol}", f"quality: low{eol}", *warnings, f"---{eol}", *lines]
    kept, at, author = _without_marks(lines, end)
    if author is not None:  # the author's quality stays; the warnings go above it
        return kept[:author] + warnings + kept[author:]
    return kept[:at] + [f"quality: low{eol}"] + warnings + kept[at:]


def _unmarked(lines: list[str]) -> list[str]:
    end = _frontmatter_end(lines)
    if end is None:
        return lines
    kept, _, _ = _without_marks(lines, end)
    removed = len(lines) - len(kept)
    if removed and removed == end - 1:
        return kept[2:]  # the block only held the marks: --mark created it
    return kept
