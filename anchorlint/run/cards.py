"""Reading one card: its bytes read once (size-capped), decoded, screened
for a source reference, parsed, and its source resolved. Files that are not
cards are recorded as skipped; unreadable cards as S3."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from anchorlint.files import discovery
from anchorlint.files.read import MAX_CARD_BYTES, NOT_REGULAR, describe_decode_problem, read_with_stat
from anchorlint.files.references import SourceRef
from anchorlint.lint.engine import stamp
from anchorlint.lint.findings import Finding, Hit
from anchorlint.model.card import Card, parse_card
from anchorlint.model.once import once
from anchorlint.rules import BY_CODE, s3_undecodable_file, s5_card_without_source
from anchorlint.run.cache import Entry, digest
from anchorlint.run.plan import Plan, settings_fingerprint
from anchorlint.run.results import Batch, FileResult, display_path, to_payload
from anchorlint.text.reading import decode_bytes
from anchorlint.text.secrets import card_secrets


@dataclass
class PendingCard:
    """A parsed card whose source is resolved, waiting for its round."""

    path: Path
    card: Card
    card_hash: bytes
    ref: SourceRef
    missing_source: dict | None = None  # S5's facts, for a card that names no source

    @once
    def secrets(self) -> tuple[str, ...]:
        """The card's secrets, for the texts the run writes beside its findings."""
        return card_secrets(self.card)


def read_card(plan: Plan, path: Path, explicit: bool, batch: Batch) -> PendingCard | None:
    """Read, decode and parse one card and resolve its source; None when it is
    not a card or cannot be read (recorded in ``batch``)."""
    info = None  # the card's status as read: S4 compares it with its source's
    if plan.stdin and path in plan.stdin:  # read from standard input: the file need not exist
        raw, problem, batch.stamps[path] = plan.stdin[path], None, None
    else:
        raw, problem, batch.stamps[path], info = read_with_stat(path, MAX_CARD_BYTES)
    if raw is None:
        display = display_path(path, plan.cwd, plan.root)
        if problem and problem.startswith("file too large"):
            _add_unreadable_card(plan, path, display, problem, batch, None, too_large=True)
        elif problem == NOT_REGULAR and not explicit:
            batch.result.skipped.append((display, problem))  # a pipe named *.md is no card
        elif not explicit and os.path.islink(path) and not os.path.exists(path):
            batch.result.warnings.append(f"{display}: broken symbolic link ({problem}); not read")
        else:
            batch.result.errors.append(f"{display}: cannot read: {problem}")
        return None
    # The hash keys the card's cache entry: a run that records none skips it.
    card_hash = digest(raw) if plan.record else NOT_HASHED
    decoded = decode_bytes(raw, compat=plan.settings.compat)
    if decoded.text is None:
        display = display_path(path, plan.cwd, plan.root)
        cause = describe_decode_problem(decoded.problem or "undecodable")
        if explicit or _may_be_card(plan, path, raw):
            _add_unreadable_card(plan, path, display, cause, batch, card_hash)
        else:
            _skip(plan, path, display, f"not a card ({cause})", card_hash, batch)
        return None
    if not _may_cite_a_source(plan, path, decoded.text) and not _may_look_like_card(plan, path, decoded.text):
        # Sources and notes: nothing in them could name a source, so they are
        # not parsed at all (a large source is as big as all its cards).
        _skip(plan, path, display_path(path, plan.cwd, plan.root), NOT_A_CARD, card_hash, batch)
        return None
    card = parse_card(decoded.text)
    ref = plan.resolve(card, path, card_stat=info)
    if ref is None:
        return _without_source(plan, path, card, card_hash, batch)
    return PendingCard(path, card, card_hash, ref)


NOT_A_CARD = "no source reference (not a card)"
NOT_HASHED = b""  # the card hash of a run that records no cache entries
# How a card that names no source is held until it is checked (S5).
UNRESOLVED = SourceRef("", "none", None, "unresolved")


def _may_look_like_card(plan: Plan, path: Path, text: str) -> bool:
    if plan.settings.compat:
        return False  # the Go original skipped every file without a source
    return s5_card_without_source.may_look_like_card(text, plan.settings_for(path).policy.sections)


def _without_source(plan: Plan, path: Path, card: Card, card_hash: bytes, batch: Batch) -> PendingCard | None:
    """A file that names no source: checked (S5 and the card-only rules) when
    it looks like a card, else skipped as before."""
    settings = plan.settings_for(path)
    if (plan.settings.compat or not settings.enabled(s5_card_without_source) or discovery.is_index(path)
            or s5_card_without_source.card_evidence(card, settings.policy.sections) is None):
        _skip(plan, path, display_path(path, plan.cwd, plan.root), NOT_A_CARD, card_hash, batch)
        return None
    from anchorlint.files.missing_source import missing_source_facts

    facts = missing_source_facts(card, path, plan.root, plan.source_key, plan.manifest, plan.relative(path),
                                 plan.resolved)
    return PendingCard(path, card, card_hash, UNRESOLVED, facts)


def _skip(plan: Plan, path: Path, display: str, reason: str, card_hash: bytes, batch: Batch) -> None:
    batch.result.skipped.append((display, reason))
    relative = plan.relative(path)
    if relative is not None and plan.record:
        batch.entries[relative] = Entry(card_hash, settings_fingerprint(plan, path), "skipped", "", None,
                                        None, None, reason, card_stamp=batch.stamps.get(path))


def _may_cite_a_source(plan: Plan, path: Path, text: str) -> bool:
    """A necessary condition for a card: a source given or listed for it, or
    the frontmatter key or the 出處 heading somewhere in its text."""
    if plan.source_option is not None or (plan.manifest and plan.relative(path) in plan.manifest):
        return True
    return plan.source_key + ":" in text or "出處" in text


def _may_be_card(plan: Plan, path: Path, raw: bytes) -> bool:
    """Whether an undecodable file looks like a card: it is listed in the
    manifest or carries a source reference in its bytes."""
    if plan.source_option is not None or (plan.manifest and plan.relative(path) in plan.manifest):
        return True
    markers = (plan.source_key + ":", "### 出處")
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):  # a card saved as UTF-16 still names its source
        text = raw.decode("utf-16", errors="replace")
        return any(marker in text for marker in markers)
    return any(marker.encode() in raw for marker in markers)


def _add_unreadable_card(plan: Plan, path: Path, display: str, cause: str, batch: Batch,
                         card_hash: bytes | None, too_large: bool = False) -> None:
    finding = rule_finding(plan, path, "S3", s3_undecodable_file.unreadable_card(cause, too_large))
    result = FileResult(path, display, findings=[finding] if finding else [])
    result = batch.add(result, plan.compact)  # type: ignore[assignment]
    relative = plan.relative(path)
    if relative is not None and card_hash is not None and plan.record:
        batch.entries[relative] = Entry(card_hash, settings_fingerprint(plan, path), "undecodable", "", None,
                                        None, None, to_payload(result), card_stamp=batch.stamps.get(path))


def rule_finding(plan: Plan, path: Path, code: str, hit: Hit) -> Finding | None:
    settings = plan.settings_for(path)
    return stamp(code, hit, settings) if settings.enabled(BY_CODE[code]) else None
