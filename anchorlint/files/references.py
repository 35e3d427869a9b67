"""Which source a card cites (``--source``, the manifest, the frontmatter's
``source_path``, the ``### 出處`` line) and what resolving it found. Every
path returned has been through the jail (files/jail.py)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from anchorlint.files.jail import jail
from anchorlint.model.card import Card

_BACKTICKED_RE = re.compile(r"`([^`]+)`")


@dataclass(frozen=True, slots=True)
class SourceRef:
    """Where a card says its source is, and what resolving it found."""

    reference: str  # as written (or the --source argument)
    origin: str  # "option" | "manifest" | "frontmatter" | "provenance"
    path: Path | None  # resolved, inside the root; None when not usable
    # None | "missing" | "outside" | "directory" | "special" (a pipe, socket or
    # device) | "loop" (symbolic links) | "unreadable" (a folder on the way
    # denies access) | "self" (the card itself)
    problem: str | None = None


def not_the_card(
    ref: SourceRef, card_path: Path, stats: dict | None = None, card_stat: os.stat_result | None = None
) -> SourceRef:
    """A source that is the card itself cannot ground it (problem "self").
    Compared by device and inode (two stat calls, the source's memoised in
    ``stats``), which also sees through links and other spellings."""
    if ref.path is None:
        return ref
    try:
        card = card_stat if card_stat is not None else os.stat(card_path)
        if stats is None or ref.path not in stats:
            source = os.stat(ref.path)
            if stats is not None:
                stats[ref.path] = source
        else:
            source = stats[ref.path]
    except (OSError, ValueError):
        return ref
    if os.path.samestat(card, source):
        return SourceRef(ref.reference, ref.origin, None, "self")
    return ref


def resolve_reference(
    reference: str, bases: Iterable[Path], root: Path, origin: str, memo: dict | None = None
) -> SourceRef:
    """Try the reference against each base folder in turn; the first file found
    inside the root wins. An absolute reference is never followed. ``memo``
    caches results for one run (many cards cite the same source)."""
    if os.path.isabs(reference) or reference.startswith("~"):
        return SourceRef(reference, origin, None, "outside")
    bases = tuple(bases)
    if memo is None:
        return _resolve(reference, bases, root, origin, None)
    key = (reference, bases, origin)
    known = memo.get(key)
    if known is None:
        known = memo[key] = _resolve(reference, bases, root, origin, memo.setdefault(_REAL_FOLDERS, {}))
    return known


# The key, in a run's resolution memo, of the real path of each folder met (files/jail.py).
_REAL_FOLDERS = object()


def _resolve(reference: str, bases: tuple[Path, ...], root: Path, origin: str,
             folders: dict[str, str] | None) -> SourceRef:
    problem: str | None = None
    for base in bases:
        path, why = jail(base / reference, root, folders)
        if path is not None:
            return SourceRef(reference, origin, path, None)
        problem = _graver(problem, why or "missing")
    return SourceRef(reference, origin, None, problem or "missing")


def _graver(known: str | None, found: str) -> str:
    """Which cause to report when no base folder gave a usable file. A cause
    found inside the repository wins over "outside": ``../docs/gone.md`` read
    from the card's folder is a missing file in the repository (S1), even if
    read from the root it would climb out of it. "outside" is the verdict
    only when every reading leaves the root. Inside, the first cause other
    than "missing" wins (a folder, a pipe, a loop)."""
    if known is None or known == "outside":
        return found
    if found == "outside":
        return known
    return found if known == "missing" else known


def frontmatter_value(card: Card, key: str) -> str | None:
    """A top-level scalar of the frontmatter, read without a YAML parser
    (the hook path must not pay for one)."""
    prefix = key + ":"
    for line in card.frontmatter_lines:
        if line.text.startswith(prefix):
            return _plain_scalar(line.text[len(prefix) :]) or None
    return None


_QUOTED_RE = re.compile(r"""\s*(?:"([^"]*)"|'([^']*)')\s*(?:#.*)?\Z""")
_COMMENT_RE = re.compile(r"[ \t]#")


def _plain_scalar(text: str) -> str:
    """A one-line YAML scalar as written after its key: quotes removed, and a
    trailing comment (`` # ...``, a ``#`` after white space) dropped, as YAML
    reads it (``../docs/x.md  # origin`` is ``../docs/x.md``)."""
    quoted = _QUOTED_RE.match(text)
    if quoted:
        return quoted.group(1) if quoted.group(1) is not None else quoted.group(2)
    comment = _COMMENT_RE.search(text)
    if comment:
        text = text[: comment.start()]
    return "" if text.strip().startswith("#") else text.strip()


def provenance_reference(card: Card, subsection: str = "出處") -> str | None:
    """The first backticked path on a bullet of the ``### 出處`` sub-section."""
    for line in card.lines:
        if line.subsection == subsection and line.stripped.startswith("-"):
            match = _BACKTICKED_RE.search(line.text)
            if match:
                return match.group(1).strip()
    return None


def card_source(
    card: Card, card_path: Path, root: Path, source_key: str = "source_path", memo: dict | None = None
) -> SourceRef | None:
    """The source a card cites through its frontmatter or its 出處 line.
    With ``memo``, a reference already resolved from the card's folder is
    found by the folder's text, before any Path is built (the cards of a
    folder mostly cite the same few sources)."""
    reference = frontmatter_value(card, source_key)
    from_frontmatter = bool(reference)
    if not from_frontmatter:
        reference = provenance_reference(card)
        if not reference:
            return None
    key = (_BY_FOLDER, reference, from_frontmatter, os.path.dirname(card_path))
    known = memo.get(key) if memo is not None else None
    if known is not None:
        return known
    folder = card_path.parent
    if from_frontmatter:
        known = resolve_reference(reference, (folder, root), root, "frontmatter", memo)
    else:
        known = resolve_provenance(reference, folder, root, memo)
    if memo is not None:
        memo[key] = known
    return known


# The mark of card_source's keys in a run's resolution memo.
_BY_FOLDER = object()


def resolve_provenance(reference: str, folder: Path, root: Path, memo: dict | None = None) -> SourceRef:
    """A 出處 reference: relative to the card's folder; a ``library/path`` is
    also tried relative to the root once the library name is dropped."""
    ref = resolve_reference(reference, (folder,), root, "provenance", memo)
    head, _, rest = reference.partition("/")
    if ref.path is None and ref.problem != "outside" and rest and head not in (".", ".."):
        alt = resolve_reference(rest, (root,), root, "provenance", memo)
        if alt.path is not None:
            return SourceRef(reference, "provenance", alt.path, None)
    return ref
