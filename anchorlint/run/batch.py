"""Checking a batch of files: read, decode and parse each card once, resolve
its source, then check the cards grouped by source so each source is read,
decoded and analysed once. Runs in-process or in a worker process."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import groupby
from pathlib import Path

from anchorlint.files import discovery
from anchorlint.run.cache import Entry, digest
from anchorlint.model.card import Card, parse_card
from anchorlint.files.discovery import SourceRef
from anchorlint.lint.context import CardFacts
from anchorlint.lint.engine import check_cards, stamp
from anchorlint.files.facts import ImageResolver, read_pages
from anchorlint.lint.findings import Finding, Hit
from anchorlint.lint.grounding import GroundingReport
from anchorlint.files.read import MAX_CARD_BYTES, MAX_SOURCE_BYTES, NOT_REGULAR, describe_decode_problem, read_stamped
from anchorlint.text.reading import decode_bytes
from anchorlint.lint.redaction import card_secrets, redact_text, redact_value
from anchorlint.run.results import FileResult, RunResult, display_path, to_payload
from anchorlint.rules import BY_CODE, f1_unresolved_image, s4_source_unusable, s5_card_without_source
from anchorlint.config.settings import Settings
from anchorlint.model.source import SourceText


@dataclass(frozen=True)
class Plan:
    """Everything a batch needs to know about the run (no open files)."""

    settings: Settings
    root: Path
    cwd: Path
    source_option: Path | None = None
    source_key: str = "source_path"
    manifest: dict[str, str] | None = None  # card -> source, root-relative
    record: bool = True  # describe each result for the result cache (no cache: nothing to describe)
    fingerprints: dict[int, str] = field(default_factory=dict, compare=False)
    resolved: dict = field(default_factory=dict, compare=False)  # resolution memo for this run
    source_stats: dict = field(default_factory=dict, compare=False)  # os.stat of each source, once
    relatives: dict = field(default_factory=dict, compare=False)  # path -> relative, once

    @cached_property
    def images(self) -> ImageResolver:
        return ImageResolver(self.root)

    def relative(self, path: Path) -> str | None:
        """The path relative to the root, in POSIX form; None outside it."""
        known = self.relatives.get(path, False)
        if known is not False:
            return known  # type: ignore[return-value]
        self.relatives[path] = relative = self._relative(path)
        return relative

    def _relative(self, path: Path) -> str | None:
        text, root = str(path), str(self.root)
        if not (text.startswith(root) and text[len(root) : len(root) + 1] == os.sep):
            return None
        relative = text[len(root) + 1 :]
        return relative.replace(os.sep, "/") if os.sep != "/" else relative

    def group_key(self, path: Path) -> str:
        """Cards that probably share a source: the manifest's source, the
        --source file, else the card's folder (cards usually cite neighbours)."""
        if self.source_option is not None:
            return str(self.source_option)
        listed = self.manifest.get(self.relative(path) or "") if self.manifest else None
        return listed if listed is not None else os.path.dirname(path)

    def settings_for(self, path: Path) -> Settings:
        for_path = getattr(self.settings, "for_path", None)
        return for_path(path) if for_path is not None else self.settings

    def resolve(self, card: Card | None, path: Path, raw: bytes | None = None) -> SourceRef | None:
        if self.source_option is not None:
            return self.unless_self(SourceRef(str(self.source_option), "option", self.source_option), path)
        listed = self.manifest.get(self.relative(path) or "") if self.manifest else None
        if listed is not None:
            ref = discovery.resolve_reference(listed, (self.root,), self.root, "manifest", self.resolved)
            return self.unless_self(ref, path)
        if card is None:
            return None
        ref = discovery.card_source(card, path, self.root, self.source_key, self.resolved)
        return None if ref is None else self.unless_self(ref, path)

    def unless_self(self, ref: SourceRef, path: Path, card_stat: os.stat_result | None = None) -> SourceRef:
        """S4: a card cannot be its own source (--compat judges it, as Go did)."""
        return ref if self.settings.compat else discovery.not_the_card(ref, path, self.source_stats, card_stat)


@dataclass
class Batch:
    """A batch's output: results plus the cache entries that describe them."""

    result: RunResult = field(default_factory=RunResult)
    entries: dict[str, Entry] = field(default_factory=dict)
    # Stamps of the cards read, for their cache entries; not sent back.
    stamps: dict[Path, tuple | None] = field(default_factory=dict, repr=False)


@dataclass
class _Pending:
    path: Path
    card: Card
    card_hash: bytes
    ref: SourceRef
    missing_source: dict | None = None  # S5's facts, for a card that names no source


# Cards are checked in rounds of about this many, across source groups, so
# that work batched per round (H6's window counting) is large enough to pay
# off while only one round of parsed cards is held in memory.
ROUND = 256


def check_batch(plan: Plan, paths: Sequence[Path], explicit: frozenset[Path] = frozenset()) -> Batch:
    """Check cards group by group (cards likely to share a source together),
    in rounds, so each source is loaded once and memory stays bounded."""
    batch = Batch()
    sources = _Sources(plan)
    pending: list[tuple[Path | None, list[_Pending]]] = []
    size = 0
    for _, members in groupby(sorted(paths, key=plan.group_key), key=plan.group_key):
        groups: dict[Path | None, list[_Pending]] = {}
        for path in members:
            try:
                item = _read_card(plan, path, path in explicit, batch)
            except Exception as exc:  # a bug costs one card, never the run
                _internal_error(plan, path, exc, batch)
                continue
            if item is not None:
                groups.setdefault(item.ref.path if item.ref.problem is None else None, []).append(item)
        pending.extend(groups.items())
        size += sum(len(items) for items in groups.values())
        if size >= ROUND:
            _check_round_safely(plan, pending, batch, sources)
            pending, size = [], 0
    _check_round_safely(plan, pending, batch, sources)
    batch.stamps.clear()  # recorded in the entries; no need to send them back
    return batch


def _check_round_safely(plan: Plan, groups: list[tuple[Path | None, list[_Pending]]], batch: Batch,
                        sources: _Sources) -> None:
    """Check a round; if anything raises, undo its partial results and check
    its cards one by one, so only the card that fails is reported as failing."""
    files, entries = len(batch.result.files), set(batch.entries)
    try:
        _check_round(plan, groups, batch, sources)
    except Exception as exc:
        del batch.result.files[files:]
        for key in set(batch.entries) - entries:
            del batch.entries[key]
        alone = [(source_path, [item]) for source_path, items in groups for item in items]
        if len(alone) == 1:
            _internal_error(plan, alone[0][1][0].path, exc, batch)
            return
        for group in alone:
            _check_round_safely(plan, [group], batch, sources)


def _internal_error(plan: Plan, path: Path, exc: Exception, batch: Batch) -> None:
    if os.environ.get("ANCHORLINT_DEBUG"):
        raise exc
    cause = " ".join(str(exc).split())[:200]
    batch.result.errors.append(
        f"{display_path(path, plan.cwd)}: internal error while checking ({type(exc).__name__}: {cause}); "
        "please report it (ANCHORLINT_DEBUG=1 shows the traceback)"
    )


class _Sources:
    """Loaded sources, the most recent few kept: groups arrive sorted by source,
    so a source cited from several groups is rarely loaded twice."""

    def __init__(self, plan: Plan, keep: int = 4) -> None:
        self.plan, self.keep = plan, keep
        self.loaded: dict[Path, LoadedSource] = {}

    def get(self, path: Path, batch: Batch) -> LoadedSource:
        if path not in self.loaded:
            if len(self.loaded) >= self.keep:
                del self.loaded[next(iter(self.loaded))]
            self.loaded[path] = _load_source(self.plan, path, batch)
        return self.loaded[path]


def _read_card(plan: Plan, path: Path, explicit: bool, batch: Batch) -> _Pending | None:
    display = display_path(path, plan.cwd)
    raw, problem, batch.stamps[path] = read_stamped(path, MAX_CARD_BYTES)
    if raw is None:
        if problem and problem.startswith("file too large"):
            _add_unreadable_card(plan, path, display, problem, batch, None, key="too-large")
        elif problem == NOT_REGULAR and not explicit:
            batch.result.skipped.append((display, problem))  # a pipe named *.md is no card
        elif not explicit and os.path.islink(path) and not os.path.exists(path):
            batch.result.warnings.append(f"{display}: broken symbolic link ({problem}); not read")
        else:
            batch.result.errors.append(f"{display}: cannot read: {problem}")
        return None
    card_hash = digest(raw)
    decoded = decode_bytes(raw, compat=plan.settings.compat)
    if decoded.text is None:
        cause = describe_decode_problem(decoded.problem or "undecodable")
        if explicit or _may_be_card(plan, path, raw):
            _add_unreadable_card(plan, path, display, cause, batch, card_hash)
        else:
            _skip(plan, path, display, f"not a card ({cause})", card_hash, batch)
        return None
    if not _may_cite_a_source(plan, path, decoded.text) and not _may_look_like_card(plan, path, decoded.text):
        # Sources and notes: nothing in them could name a source, so they are
        # not parsed at all (a large source is as big as all its cards).
        _skip(plan, path, display, NOT_A_CARD, card_hash, batch)
        return None
    card = parse_card(decoded.text)
    ref = plan.resolve(card, path)
    if ref is None:
        return _without_source(plan, path, card, card_hash, batch)
    return _Pending(path, card, card_hash, ref)


NOT_A_CARD = "no source reference (not a card)"
# How a card that names no source is held until it is checked (S5).
UNRESOLVED = SourceRef("", "none", None, "unresolved")


def _may_look_like_card(plan: Plan, path: Path, text: str) -> bool:
    if plan.settings.compat:
        return False  # the Go original skipped every file without a source
    return s5_card_without_source.may_look_like_card(text, plan.settings_for(path).policy.sections)


def _without_source(plan: Plan, path: Path, card: Card, card_hash: bytes, batch: Batch) -> _Pending | None:
    """A file that names no source: checked (S5 and the card-only rules) when
    it looks like a card, else skipped as before."""
    settings = plan.settings_for(path)
    if (plan.settings.compat or not settings.enabled(s5_card_without_source) or discovery.is_index(path)
            or s5_card_without_source.card_evidence(card, settings.policy.sections) is None):
        _skip(plan, path, display_path(path, plan.cwd), NOT_A_CARD, card_hash, batch)
        return None
    from anchorlint.files.missing_source import missing_source_facts

    facts = missing_source_facts(card, path, plan.root, plan.source_key, plan.manifest, plan.relative(path),
                                 plan.resolved)
    return _Pending(path, card, card_hash, UNRESOLVED, facts)


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
                         card_hash: bytes | None, key: str = "card") -> None:
    finding = _finding(plan, path, "S3", Hit(1, key=key, args={"cause": cause}))
    result = FileResult(path, display, findings=[finding] if finding else [])
    batch.result.files.append(result)
    relative = plan.relative(path)
    if relative is not None and card_hash is not None and plan.record:
        batch.entries[relative] = Entry(card_hash, settings_fingerprint(plan, path), "undecodable", "", None,
                                        None, None, to_payload(result), card_stamp=batch.stamps.get(path))


def _finding(plan: Plan, path: Path, code: str, hit: Hit) -> Finding | None:
    settings = plan.settings_for(path)
    return stamp(code, hit, settings) if settings.enabled(BY_CODE[code]) else None


@dataclass(frozen=True)
class LoadedSource:
    text: SourceText | None
    digest: bytes | None = None
    problem: str | None = None  # why the text is None
    pages: tuple | None = None  # the parsed <source>.pages.json, if any
    sidecar_digest: bytes | None = None
    stamp: tuple | None = None  # (size, mtime_ns, inode) as read, when settled

    @property
    def usable(self) -> SourceText | None:
        """The text the checks may judge against: none for a blank source
        (S4) outside --compat, where Go judged it (finding nothing)."""
        if self.text is None or (self.text.blank and not self.text.compat):
            return None
        return self.text


def _load_source(plan: Plan, path: Path, batch: Batch) -> LoadedSource:
    raw, problem, stamp = read_stamped(path, MAX_SOURCE_BYTES)
    if raw is None:
        return LoadedSource(None, None, problem)
    decoded = decode_bytes(raw, compat=plan.settings.compat)
    if decoded.text is None:
        return LoadedSource(None, digest(raw), describe_decode_problem(decoded.problem or "undecodable"),
                            stamp=stamp)
    pages, sidecar, warning = read_pages(path, plan.root)
    if warning:
        batch.result.warnings.append(warning)
    return LoadedSource(SourceText(decoded.text, compat=plan.settings.compat), digest(raw), None, pages,
                        digest(sidecar) if sidecar is not None else None, stamp)


def _image_facts(plan: Plan, item: _Pending) -> tuple[tuple[str, str, str], ...]:
    """(target, kind, status) of every local image the card embeds (F1)."""
    if not plan.settings_for(item.path).enabled(f1_unresolved_image):
        return ()
    return tuple(
        (ref.target, ref.kind, plan.images.status(ref.target, ref.kind, item.path.parent))
        for ref in f1_unresolved_image.image_targets(item.card)
    )


def _check_round(plan: Plan, groups: list[tuple[Path | None, list[_Pending]]], batch: Batch,
                 sources: _Sources) -> None:
    """One check_cards call per effective settings for every card of the round."""
    by_settings: dict[int, tuple[Settings, list[tuple[_Pending, LoadedSource]]]] = {}
    for source_path, items in groups:
        loaded = sources.get(source_path, batch) if source_path is not None else LoadedSource(None)
        for item in items:
            settings = plan.settings_for(item.path)
            by_settings.setdefault(id(settings), (settings, []))[1].append((item, loaded))
    for settings, entries in by_settings.values():
        images = [_image_facts(plan, item) for item, _ in entries]
        facts = [CardFacts({t: status for t, _, status in found} if found else None, loaded.pages,
                           item.missing_source)
                 for found, (item, loaded) in zip(images, entries)]
        outcomes = check_cards([(item.card, loaded.usable) for item, loaded in entries], settings, facts)
        for (item, loaded), outcome, found in zip(entries, outcomes, images):
            _record(plan, item, outcome, loaded, found, batch)


def _record(plan: Plan, item: _Pending, outcome, loaded: LoadedSource, images: tuple, batch: Batch) -> None:
    ref, path = item.ref, item.path
    display = display_path(path, plan.cwd)
    # The card's secrets are needed only where card text is quoted (most
    # cards quote nothing here); card_secrets computes them once per card.
    source_display = (display_path(ref.path, plan.cwd) if ref.path
                      else None if ref.problem == "unresolved" else redact_text(ref.reference, card_secrets(item.card)))
    extra: Hit | None = None
    code = ""
    if ref.problem == "unresolved":
        pass  # S5, raised by the engine with the card's other findings
    elif ref.problem == "outside":
        code, extra = "S2", Hit(1, args={"source": ref.reference})
    elif ref.problem == "unreadable":
        code, extra = "S3", Hit(1, key="source", args={"source": ref.reference, "cause": "permission denied"})
    elif ref.problem in s4_source_unusable.PROBLEMS and not plan.settings.compat:
        code, extra = "S4", Hit(1, key=ref.problem, args={"source": ref.reference})
    elif ref.problem is not None or ref.path is None:
        code, extra = "S1", Hit(1, args={"source": ref.reference})
    elif loaded.problem is not None:
        code, extra = "S3", Hit(1, key="source", args={"source": source_display, "cause": loaded.problem})
    elif loaded.text is not None and loaded.usable is None:
        code, extra = "S4", Hit(1, key="blank", args={"source": source_display})
    findings = list(outcome.findings)
    if extra is not None:
        finding = _finding(plan, path, code, replace(extra, args=redact_value(extra.args, card_secrets(item.card))))
        if finding is not None:
            findings = sorted(findings + [finding])
    grounding = outcome.grounding if outcome.grounding is not None else GroundingReport()
    checks = tuple(outcome.quotations)
    quotations = tuple(redact_value(check.as_dict(), card_secrets(item.card)) for check in checks)
    result = FileResult(path, display, ref.path, source_display, findings, grounding, quotations, checks)
    batch.result.files.append(result)
    relative = plan.relative(path)
    # A reference holding a secret is never stored (the cache keeps references as written).
    # S5's hints depend on other files: such a card is checked again each run.
    keep = (source_display == ref.reference or ref.path is not None) and ref.problem != "unresolved"
    if relative is not None and plan.record and keep and (ref.path is None or loaded.digest is not None):
        batch.entries[relative] = Entry(
            item.card_hash, settings_fingerprint(plan, path), ref.origin, ref.reference, ref.problem,
            plan.relative(ref.path) if ref.path else None, loaded.digest, to_payload(result),
            (images, loaded.sidecar_digest), batch.stamps.get(path), loaded.stamp,
        )


def settings_fingerprint(plan: Plan, path: Path) -> str:
    from anchorlint.config.fingerprint import fingerprint

    settings = plan.settings_for(path)
    key = id(settings)
    if key not in plan.fingerprints:
        plan.fingerprints[key] = fingerprint(settings)
    return plan.fingerprints[key]
