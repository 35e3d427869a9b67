"""Deciding whether a cached result still holds, without parsing anything:
the card's bytes, its effective settings, how its source resolves, the
source's bytes, its images and the source's page sidecar must all be as they
were. Each source is read and hashed once per run."""

from __future__ import annotations

import os
from pathlib import Path

from anchorlint.files import references
from anchorlint.run.cache import Entry, ResultCache, digest
from anchorlint.files.references import SourceRef
from anchorlint.files.facts import SIDECAR_SUFFIX, read_pages
from anchorlint.files.read import MAX_CARD_BYTES, MAX_SOURCE_BYTES, file_stamp, read_bytes, stamp_of
from anchorlint.run.results import FileResult, display_path, from_payload
from anchorlint.run.plan import Plan, settings_fingerprint


class Reuse:
    def __init__(self, plan: Plan, cache: ResultCache) -> None:
        self.plan = plan
        self.cache = cache
        self.source_digests: dict[Path, bytes | None] = {}
        self.sidecar_digests: dict[Path, bytes | None] = {}

    def result_for(self, path: Path) -> FileResult | str | None:
        """The cached result (or the reason it is not a card) when still
        valid, else None."""
        plan = self.plan
        relative = plan.relative(path)
        entry = self.cache.get(relative) if relative else None
        if entry is None or entry.settings != settings_fingerprint(plan, path):
            return None
        try:
            info = os.stat(path)
        except (OSError, ValueError):
            return None
        if entry.card_stamp is None or stamp_of(info) != tuple(entry.card_stamp):
            raw, _ = read_bytes(path, MAX_CARD_BYTES)  # a pipe or a grown file is never read whole
            if raw is None or digest(raw) != entry.card_hash:
                return None
        display = display_path(path, plan.cwd, plan.root)
        if entry.origin in ("skipped", "undecodable"):
            if plan.source_option is not None or (plan.manifest is not None and relative in plan.manifest):
                return None
            return entry.result if entry.origin == "skipped" else from_payload(entry.result, path, display, None, None)
        ref = self._resolve_again(path, relative, entry, info)
        if ref is None or ref.problem != entry.problem or (plan.relative(ref.path) if ref.path else None) != entry.source:
            return None
        if ref.path is None:
            return from_payload(entry.result, path, display, None, ref.reference)
        if self._source_digest(ref.path, entry) != entry.source_hash or not self._facts_unchanged(path, ref.path, entry):
            return None
        return from_payload(entry.result, path, display, ref.path, display_path(ref.path, plan.cwd, plan.root))

    def _resolve_again(self, path: Path, relative: str | None, entry: Entry, info: os.stat_result) -> SourceRef | None:
        """Re-run source resolution from the stored reference (the card's bytes
        are unchanged, so its reference is too); None when its origin changed."""
        plan = self.plan
        if plan.source_option is not None:
            return plan.resolve(None, path) if entry.origin == "option" else None  # (rare: stat again)
        listed = plan.manifest.get(relative or "") if plan.manifest else None
        if (listed is not None) != (entry.origin == "manifest"):
            return None
        if listed is not None:
            ref = references.resolve_reference(listed, (plan.root,), plan.root, "manifest", plan.resolved)
        elif entry.origin == "frontmatter":
            ref = references.resolve_reference(entry.reference, (path.parent, plan.root), plan.root,
                                              "frontmatter", plan.resolved)
        else:
            ref = references.resolve_provenance(entry.reference, path.parent, plan.root, plan.resolved)
        return plan.unless_self(ref, path, info)

    def _source_digest(self, source: Path, entry: Entry) -> bytes | None:
        """The source's digest: the entry's own when the file's stamp is the
        one recorded with it (settled files only), else read and hashed."""
        if source not in self.source_digests:
            if entry.source_stamp is not None and file_stamp(source) == tuple(entry.source_stamp):
                self.source_digests[source] = entry.source_hash
            else:
                raw, _ = read_bytes(source, MAX_SOURCE_BYTES)
                self.source_digests[source] = None if raw is None else digest(raw)
        return self.source_digests[source]

    def _facts_unchanged(self, path: Path, source: Path, entry: Entry) -> bool:
        """The card's images still resolve as before (their targets are stored)
        and the source's page sidecar is the same."""
        images, sidecar_digest, data_state = (*entry.facts, ())[:3]
        for target, kind, status in images:
            if self.plan.images.status(target, kind, path.parent) != status:
                return False
        if data_state and tuple(data_state) != self._data_state(path):
            return False
        return self._sidecar_digest(source) == sidecar_digest

    def _data_state(self, path: Path) -> tuple:
        """The card's datasets as they are now (the card's bytes are
        unchanged, so its declarations are too)."""
        from anchorlint.files.datasets import dataset_state
        from anchorlint.files.read import read_bytes as read
        from anchorlint.model.card import parse_card
        from anchorlint.model.data_claims import declarations
        from anchorlint.text.reading import decode_bytes

        raw, _ = read(path, MAX_CARD_BYTES)
        text = decode_bytes(raw, compat=self.plan.settings.compat).text if raw is not None else None
        if text is None:
            return ("unreadable",)
        return dataset_state(declarations(parse_card(text)), path.parent, self.plan.root)

    def _sidecar_digest(self, source: Path) -> bytes | None:
        if source not in self.sidecar_digests:
            digest_now = None
            if os.path.lexists(source.with_name(source.name + SIDECAR_SUFFIX)):
                _, raw, _ = read_pages(source, self.plan.root)
                digest_now = digest(raw) if raw is not None else b"unreadable"
            self.sidecar_digests[source] = digest_now
        return self.sidecar_digests[source]
