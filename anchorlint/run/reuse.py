"""Deciding whether a cached result still holds, without parsing anything:
the card's bytes, its effective settings, how its source resolves, the
source's bytes, its images and the source's page sidecar must all be as they
were.

This is the whole cost of a warm run, so it is written for it: one ``stat``
per card (its bytes are read and hashed only when its stamp moved), the
cache's tuples read in place, and everything shared by the cards of a source
(its resolution, its stamp and digest, its sidecar, its displayed path) worked
out once per run."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from anchorlint.files import references
from anchorlint.files.references import SourceRef
from anchorlint.files.facts import SIDECAR_SUFFIX, read_pages
from anchorlint.files.read import MAX_CARD_BYTES, MAX_SOURCE_BYTES, file_stamp, read_bytes, stamp_of
from anchorlint.run.plan import Plan, settings_fingerprint
from anchorlint.run.cache import ResultCache, digest
from anchorlint.run.results import FileResult, StoredResult, display_path

_FIELDS = 11  # see cache.Entry
_UNSET = object()


class Reuse:
    def __init__(self, plan: Plan, cache: ResultCache) -> None:
        self.plan = plan
        self.entries = cache.entries
        self.file = cache.file  # where the loaded entries' results are
        # One fingerprint for every card unless per-path overrides apply.
        self.fingerprint = None if getattr(plan.settings, "overrides", ()) else settings_fingerprint(plan, plan.root)
        self.manifest_refs: dict[str, tuple[SourceRef, os.stat_result | None]] = {}
        self.source_digests: dict[Path, bytes | None] = {}
        self.sidecar_digests: dict[Path, bytes | None] = {}
        self.source_names: dict[Path, tuple[str | None, str]] = {}  # (relative, display)
        self.source_infos: dict[Path, os.stat_result] = {}
        self.source_states: dict[Path, tuple] = {}  # (relative, display, digest, sidecar digest)
        # A manifest reference -> (its SourceRef, its source's stat, its source_states entry):
        # most cards are listed in a manifest, and this is all their source costs them.
        self.listed_states: dict[str, tuple] = {}
        self.compat = plan.settings.compat  # S4 ("self") is judged by the card's check, as Go did
        self.listed = plan.manifest if plan.manifest is not None and plan.source_option is None else {}
        self.root_prefix = str(plan.root) + os.sep
        self.cwd_prefix = str(plan.cwd) + os.sep

    def result_for(self, path: Path) -> FileResult | StoredResult | str | None:
        """The cached result (or the reason it is not a card) when still
        valid, else None. Paths are handled as strings here: this runs once
        per card of the repository."""
        plan = self.plan
        text = str(path)
        if not text.startswith(self.root_prefix):
            return None
        relative = text[len(self.root_prefix) :]
        if os.sep != "/":
            relative = relative.replace(os.sep, "/")
        entry = self.entries.get(relative)
        if type(entry) is not tuple or len(entry) != _FIELDS:
            return None
        (card_hash, fingerprint, origin, reference, problem, source, source_hash, payload, facts, card_stamp,
         source_stamp) = entry
        if fingerprint != (self.fingerprint or settings_fingerprint(plan, path)):
            return None
        try:
            info = os.stat(text)
        except (OSError, ValueError):
            return None
        if card_stamp != (info.st_size, info.st_mtime_ns, info.st_ino) or not stat.S_ISREG(info.st_mode):
            raw, _ = read_bytes(path, MAX_CARD_BYTES)  # a pipe or a grown file is never read whole
            if raw is None or digest(raw) != card_hash:
                return None
        listed = self.listed.get(relative)
        if listed is not None and origin == "manifest" and problem is None and len(facts) == 3:
            known = self.listed_states.get(listed)
            if known is None:
                known = self._listed_state(listed, source_hash, source_stamp)
            ref, source_info, state = known
            # The usual case, decided here; the rest (no usable source, a card
            # that is its own source) goes the general way below.
            if state is not None and not (source_info is not None and not self.compat and info.st_ino ==
                                          source_info.st_ino and info.st_dev == source_info.st_dev):
                source_relative, source_display, source_digest, sidecar_digest = state
                images, sidecar, data_state = facts
                if source_relative != source or source_digest != source_hash or sidecar_digest != sidecar:
                    return None
                if (images or data_state) and not self._facts_unchanged(path, images, data_state):
                    return None
                return self._result(payload, path, text, ref.path, source_display)
        if origin in ("skipped", "undecodable"):
            if plan.source_option is not None or (plan.manifest is not None and relative in plan.manifest):
                return None
            if origin == "skipped":
                return payload
            return self._result(payload, path, text, None, None)
        ref = self._resolve_again(path, relative, origin, reference, info)
        if ref is None or ref.problem != problem:
            return None
        if ref.path is None:
            if source is not None:
                return None
            return self._result(payload, path, text, None, ref.reference)
        state = self.source_states.get(ref.path)
        if state is None:
            state = self._source_state(ref.path, source_hash, source_stamp)
        source_relative, source_display, source_digest, sidecar_digest = state
        images, sidecar, data_state = (*facts, ())[:3]
        if source_relative != source or source_digest != source_hash or sidecar_digest != sidecar:
            return None
        if (images or data_state) and not self._facts_unchanged(path, images, data_state):
            return None
        return self._result(payload, path, text, ref.path, source_display)

    def _listed_state(self, listed: str, recorded: bytes | None, recorded_stamp) -> tuple:
        """(SourceRef, its source's stat, its source state) of a manifest
        reference; the state is None when the reference gives no usable source."""
        ref, source_info = self._listed(listed)
        state = None
        if ref.path is not None:
            state = self.source_states.get(ref.path)
            if state is None:
                state = self._source_state(ref.path, recorded, recorded_stamp)
        self.listed_states[listed] = known = (ref, source_info, state)
        return known

    def _source_state(self, source: Path, recorded: bytes | None, recorded_stamp) -> tuple:
        """What every card of a source compares, worked out once per run: its
        relative and displayed paths, its digest, its page sidecar's digest."""
        self.source_states[source] = state = (
            *self._names(source), self._source_digest(source, recorded, recorded_stamp),
            self._sidecar_digest(source))
        return state

    def _result(self, blob: bytes | int, path: Path, text: str, source: Path | None,
                source_display: str | None) -> FileResult | StoredResult | None:
        """The cached result, left in the cache file (``blob`` says where:
        blobs.pack) or as the bytes it is when the file was read whole."""
        file = None
        if type(blob) is int:  # where it is in the cache file (blobs.pack, unpacked here: once per card)
            file = self.file
            if file is None or (blob >> 32) + (blob & 0xFFFFFFFF) > file.end:  # a damaged entry
                return None
        elif type(blob) is not bytes:  # a damaged entry
            return None
        plan = self.plan
        if text.startswith(self.cwd_prefix):  # display_path's first case, without its calls
            display = text[len(self.cwd_prefix) :]
            if os.sep != "/":
                display = display.replace(os.sep, "/")
        else:
            display = display_path(path, plan.cwd, plan.root)
        stored = StoredResult(path, display, source, source_display, blob, file)
        return stored if plan.compact else stored.materialize()

    def _resolve_again(self, path: Path, relative: str | None, origin: str, reference: str,
                       info: os.stat_result) -> SourceRef | None:
        """Re-run source resolution from the stored reference (the card's bytes
        are unchanged, so its reference is too); None when its origin changed."""
        plan = self.plan
        if plan.source_option is not None:
            return plan.resolve(None, path) if origin == "option" else None  # (rare: stat again)
        listed = plan.manifest.get(relative or "") if plan.manifest else None
        if (listed is not None) != (origin == "manifest"):
            return None
        if listed is not None:
            ref, source_info = self._listed(listed)
            if ref.path is None or plan.settings.compat or source_info is None:
                return ref
            # references.not_the_card, with the source's stat taken once per run
            if info.st_ino == source_info.st_ino and info.st_dev == source_info.st_dev:
                return SourceRef(ref.reference, ref.origin, None, "self")
            return ref
        if origin == "frontmatter":
            ref = references.resolve_reference(reference, (path.parent, plan.root), plan.root, "frontmatter",
                                              plan.resolved)
        else:
            ref = references.resolve_provenance(reference, path.parent, plan.root, plan.resolved)
        return plan.unless_self(ref, path, info)

    def _listed(self, listed: str) -> tuple[SourceRef, os.stat_result | None]:
        """A manifest reference resolved, with its source's stat, once per run."""
        known = self.manifest_refs.get(listed)
        if known is None:
            plan = self.plan
            ref = references.resolve_reference(listed, (plan.root,), plan.root, "manifest", plan.resolved)
            source_info = None
            if ref.path is not None:
                try:
                    source_info = self.source_infos[ref.path] = os.stat(ref.path)
                except (OSError, ValueError):
                    pass
            self.manifest_refs[listed] = known = (ref, source_info)
        return known

    def _names(self, source: Path) -> tuple[str | None, str]:
        names = self.source_names.get(source)
        if names is None:
            self.source_names[source] = names = (self.plan.relative(source),
                                                 display_path(source, self.plan.cwd, self.plan.root))
        return names

    def _source_digest(self, source: Path, recorded: bytes | None, recorded_stamp) -> bytes | None:
        """The source's digest: the recorded one when the file's stamp is the
        one recorded with it (settled files only), else read and hashed."""
        known = self.source_digests.get(source, _UNSET)
        if known is _UNSET:
            info = self.source_infos.get(source)  # stat once: the manifest's sources were just looked at
            stamp = stamp_of(info) if info is not None else file_stamp(source)
            if recorded_stamp is not None and stamp == tuple(recorded_stamp):
                known = recorded
            else:
                raw, _ = read_bytes(source, MAX_SOURCE_BYTES)
                known = None if raw is None else digest(raw)
            self.source_digests[source] = known  # type: ignore[assignment]
        return known  # type: ignore[return-value]

    def _facts_unchanged(self, path: Path, images: tuple, data_state: tuple) -> bool:
        """The card's images still resolve as before (their targets are stored)
        and its datasets are as they were."""
        for target, kind, status in images:
            if self.plan.images.status(target, kind, path.parent) != status:
                return False
        return not data_state or tuple(data_state) == self._data_state(path)

    def _data_state(self, path: Path) -> tuple:
        """The card's datasets as they are now (the card's bytes are
        unchanged, so its declarations are too)."""
        from anchorlint.files.datasets import dataset_state
        from anchorlint.model.card import parse_card
        from anchorlint.model.data_claims import declarations
        from anchorlint.text.reading import decode_bytes

        raw, _ = read_bytes(path, MAX_CARD_BYTES)
        text = decode_bytes(raw, compat=self.plan.settings.compat).text if raw is not None else None
        if text is None:
            return ("unreadable",)
        return dataset_state(declarations(parse_card(text)), path.parent, self.plan.root)

    def _sidecar_digest(self, source: Path) -> bytes | None:
        known = self.sidecar_digests.get(source, _UNSET)
        if known is _UNSET:
            known = None
            if os.path.lexists(source.with_name(source.name + SIDECAR_SUFFIX)):
                _, raw, _ = read_pages(source, self.plan.root)
                known = digest(raw) if raw is not None else b"unreadable"
            self.sidecar_digests[source] = known  # type: ignore[assignment]
        return known  # type: ignore[return-value]
