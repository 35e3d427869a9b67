"""Checking a batch of files: each card read and parsed once (run/cards.py),
then checked in rounds grouped by source, so each source is read, decoded
and analysed once (run/sources.py). Runs in-process or in a worker process."""

from __future__ import annotations

import os
from collections.abc import Sequence
from itertools import groupby
from pathlib import Path

from anchorlint.config.settings import Settings
from anchorlint.lint.context import CardFacts
from anchorlint.lint.engine import CardResult, check_cards
from anchorlint.lint.grounding import GroundingReport
from anchorlint.lint.redaction import redact_text, redact_value
from anchorlint.rules import f1_unresolved_image
from anchorlint.run.blobs import BlobFile
from anchorlint.run.cache import Entry
from anchorlint.run.cards import PendingCard, read_card
from anchorlint.run.plan import Plan, settings_fingerprint
from anchorlint.run.results import Batch, FileResult, display_path, to_payload
from anchorlint.run.sources import LoadedSource, SourceCache, source_status


# Cards are checked in rounds of about this many, across source groups, so
# that work batched per round (H6's window counting) is large enough to pay
# off while only one round of parsed cards is held in memory.
ROUND = 256


def check_batch(plan: Plan, paths: Sequence[Path], explicit: frozenset[Path] = frozenset(),
                spill: BlobFile | None = None) -> Batch:
    """Check cards group by group (cards likely to share a source together),
    in rounds, so each source is loaded once and memory stays bounded
    (``spill``: where compact results are parked, see Batch.spill)."""
    batch = Batch(spill=spill)
    sources = SourceCache(plan)
    pending: list[tuple[Path | None, list[PendingCard]]] = []
    size = 0
    for _, members in groupby(sorted(paths, key=plan.group_key), key=plan.group_key):
        groups: dict[Path | None, list[PendingCard]] = {}
        for path in members:
            try:
                item = read_card(plan, path, path in explicit, batch)
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


def _check_round_safely(plan: Plan, groups: list[tuple[Path | None, list[PendingCard]]], batch: Batch,
                        sources: SourceCache) -> None:
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


def _image_facts(plan: Plan, item: PendingCard) -> tuple[tuple[str, str, str], ...]:
    """(target, kind, status) of every local image the card embeds (F1)."""
    if not plan.settings_for(item.path).enabled(f1_unresolved_image):
        return ()
    return tuple(
        (ref.target, ref.kind, plan.images.status(ref.target, ref.kind, item.path.parent))
        for ref in f1_unresolved_image.image_targets(item.card)
    )


def _check_round(plan: Plan, groups: list[tuple[Path | None, list[PendingCard]]], batch: Batch,
                 sources: SourceCache) -> None:
    """One check_cards call per effective settings for every card of the round."""
    by_settings: dict[int, tuple[Settings, list[tuple[PendingCard, LoadedSource]]]] = {}
    for source_path, items in groups:
        loaded = sources.get(source_path, batch.result.warnings) if source_path is not None else LoadedSource(None)
        for item in items:
            settings = plan.settings_for(item.path)
            by_settings.setdefault(id(settings), (settings, []))[1].append((item, loaded))
    for settings, entries in by_settings.values():
        images = [_image_facts(plan, item) for item, _ in entries]
        shown = [_source_shown(plan, item) for item, _ in entries]
        data = [_data_facts(plan, item) for item, _ in entries]
        facts = [CardFacts({t: status for t, _, status in found} if found else None, loaded.pages,
                           item.missing_source,
                           None if source_display is None else source_status(item.ref, loaded, source_display),
                           datasets)
                 for found, source_display, (item, loaded), (datasets, _) in zip(images, shown, entries, data)]
        outcomes = check_cards([(item.card, loaded.usable) for item, loaded in entries], settings, facts)
        for (item, loaded), outcome, found, source_display, (_, state) in zip(entries, outcomes, images, shown, data):
            _record(plan, item, outcome, loaded, (found, source_display, state), batch)


def _data_facts(plan: Plan, item: PendingCard) -> tuple[dict | None, tuple]:
    """The card's declared datasets as read (D1-D3), and what the cache
    must re-check: nothing is read for a card that declares none."""
    if "data:" not in item.card.text:
        return None, ()
    from anchorlint.files.datasets import dataset_facts, state_of
    from anchorlint.model.data_claims import declarations

    declared = declarations(item.card)
    if not declared.datasets:
        return None, ()
    facts = dataset_facts(declared, item.path.parent, plan.root)
    return dict(facts), state_of(declared, facts)


def _source_shown(plan: Plan, item: PendingCard) -> str | None:
    """The source as reports name it: its path, else the reference as written
    with any secret in it redacted (most references hold none: the card's
    secrets are computed only for unresolved references); None when the card
    names no source (S5)."""
    ref = item.ref
    if ref.path:
        return display_path(ref.path, plan.cwd, plan.root)
    return None if ref.problem == "unresolved" else redact_text(ref.reference, item.secrets)


def _record(plan: Plan, item: PendingCard, outcome: CardResult, loaded: LoadedSource,
            facts: tuple[tuple, str | None, tuple], batch: Batch) -> None:
    """The card's FileResult, and its cache entry."""
    ref, path = item.ref, item.path
    images, source_display, data_state = facts
    display = display_path(path, plan.cwd, plan.root)
    findings = outcome.findings
    grounding = outcome.grounding if outcome.grounding is not None else GroundingReport()
    checks = tuple(outcome.quotations)
    quotations = tuple(redact_value(check.as_dict(), item.secrets) for check in checks)
    result = FileResult(path, display, ref.path, source_display, findings, grounding, quotations, checks)
    result = batch.add(result, plan.compact)  # type: ignore[assignment]
    relative = plan.relative(path)
    # A reference holding a secret is never stored (the cache keeps references as written).
    # S5's hints depend on other files: such a card is checked again each run.
    keep = (source_display == ref.reference or ref.path is not None) and ref.problem != "unresolved"
    if relative is not None and plan.record and keep and (ref.path is None or loaded.digest is not None):
        batch.entries[relative] = Entry(
            item.card_hash, settings_fingerprint(plan, path), ref.origin, ref.reference, ref.problem,
            plan.relative(ref.path) if ref.path else None, loaded.digest, to_payload(result),
            (images, loaded.sidecar_digest, data_state), batch.stamps.get(path), loaded.stamp,
        )
