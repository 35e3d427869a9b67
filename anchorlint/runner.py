"""A lint run: discover cards, resolve and load each source once, check every
card, and collect ordered results. The reporters and the CLI read these."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from anchorlint import discovery
from anchorlint.card import Card, parse_card
from anchorlint.discovery import SourceRef
from anchorlint.engine import check_card, stamp
from anchorlint.findings import Finding, Hit
from anchorlint.grounding import GroundingReport
from anchorlint.loader import MAX_CARD_BYTES, MAX_SOURCE_BYTES, load_text
from anchorlint.manifest import Manifest, ManifestError, load_manifest
from anchorlint.settings import Settings
from anchorlint.source import SourceText


@dataclass
class FileResult:
    path: Path
    display: str
    source: Path | None = None
    source_display: str | None = None
    findings: list[Finding] = field(default_factory=list)
    grounding: GroundingReport | None = None


@dataclass
class RunResult:
    files: list[FileResult] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, why it is not a card)
    errors: list[str] = field(default_factory=list)  # the tool could not do its job
    warnings: list[str] = field(default_factory=list)


def display_path(path: Path, cwd: Path) -> str:
    try:
        return path.relative_to(cwd).as_posix()
    except ValueError:
        return path.as_posix()


@dataclass
class Run:
    settings: Settings
    root: Path
    cwd: Path
    source_option: Path | None = None
    source_key: str = "source_path"
    manifest: Manifest | None = None
    sources: dict[Path, SourceText | str] = field(default_factory=dict)
    result: RunResult = field(default_factory=RunResult)

    def load_source(self, path: Path) -> SourceText | str:
        """The prepared source, or the reason it cannot be used; once per run."""
        cached = self.sources.get(path)
        if cached is None:
            loaded = load_text(path, compat=self.settings.compat, limit=MAX_SOURCE_BYTES)
            if loaded.text is None:
                cached = loaded.problem or "unreadable"
            else:
                cached = SourceText(loaded.text, compat=self.settings.compat)
            self.sources[path] = cached
        return cached

    def resolve(self, card: Card, path: Path) -> SourceRef | None:
        if self.source_option is not None:
            return SourceRef(str(self.source_option), "option", self.source_option)
        if self.manifest is not None:
            relative = path.relative_to(self.root).as_posix() if self.root in path.parents else None
            listed = self.manifest.source_of(relative) if relative else None
            if listed is not None:
                return discovery.resolve_reference(listed, (self.root,), self.root, "manifest")
        return discovery.card_source(card, path, self.root, self.source_key)

    def check_file(self, path: Path, explicit: bool) -> None:
        display = display_path(path, self.cwd)
        loaded = load_text(path, compat=self.settings.compat, limit=MAX_CARD_BYTES)
        if loaded.text is None:
            if loaded.io_error:
                self.result.errors.append(f"{display}: cannot read: {loaded.problem}")
                return
            if not explicit and not self.may_be_card(path, loaded.raw):
                self.result.skipped.append((display, f"not a card ({loaded.problem})"))
                return
            s3 = self.finding("S3", Hit(1, key="card", args={"cause": loaded.problem}), path)
            self.add(FileResult(path, display, findings=[s3] if s3 else []))
            return
        card = parse_card(loaded.text)
        ref = self.resolve(card, path)
        if ref is None:
            self.result.skipped.append((display, "no source reference (not a card)"))
            return
        self.check_card(path, display, card, ref)

    def may_be_card(self, path: Path, raw: bytes) -> bool:
        """Whether an undecodable file found by walking looks like a card: it is
        listed in the manifest or carries a source reference in its bytes."""
        if self.source_option is not None:
            return True
        if self.manifest is not None and self.root in path.parents:
            if self.manifest.source_of(path.relative_to(self.root).as_posix()) is not None:
                return True
        return (self.source_key + ":").encode() in raw or "### 出處".encode() in raw

    def check_card(self, path: Path, display: str, card: Card, ref: SourceRef) -> None:
        extra: list[Finding] = []
        source: SourceText | None = None
        source_display = display_path(ref.path, self.cwd) if ref.path else ref.reference
        if ref.problem == "outside":
            extra.append(self.finding("S2", Hit(1, args={"source": ref.reference}), path))
        elif ref.problem == "missing" or ref.path is None:
            extra.append(self.finding("S1", Hit(1, args={"source": ref.reference}), path))
        else:
            loaded = self.load_source(ref.path)
            if isinstance(loaded, str):
                hit = Hit(1, key="source", args={"source": source_display, "cause": loaded})
                extra.append(self.finding("S3", hit, path))
            else:
                source = loaded
        outcome = check_card(card, source, self.settings.for_path(path))
        findings = sorted(outcome.findings + [f for f in extra if f is not None])
        grounding = outcome.grounding if outcome.grounding is not None else GroundingReport()
        self.add(FileResult(path, display, ref.path, source_display, findings, grounding))

    def finding(self, code: str, hit: Hit, path: Path | None = None) -> Finding | None:
        from anchorlint.rules import BY_CODE

        settings = self.settings if path is None else self.settings.for_path(path)
        if not settings.enabled(BY_CODE[code]):
            return None
        return stamp(code, hit, settings)

    def add(self, result: FileResult) -> None:
        self.result.files.append(result)


def run(
    paths: Sequence[Path],
    settings: Settings,
    *,
    source: Path | None = None,
    source_key: str = "source_path",
    cwd: Path | None = None,
) -> RunResult:
    """Lint the cards under ``paths``. Never raises for bad input: problems
    become findings (per file) or errors (the run could not do its job)."""
    cwd = (cwd or Path.cwd()).resolve()
    absolute = [Path(os.path.abspath(cwd / p)) for p in paths]
    root = discovery.find_root(absolute[0] if absolute else cwd)
    state = Run(settings, root, cwd, source_option=source.resolve() if source else None, source_key=source_key)
    try:
        state.manifest = load_manifest(root)
    except ManifestError as exc:
        state.result.warnings.append(f"{exc}; cards are resolved without it")
    explicit = {p for p in absolute if not p.is_dir()}
    seen: set[Path] = set()
    for path in discovery.walk(absolute):
        if path in seen or (discovery.is_index(path) and path not in explicit):
            continue
        seen.add(path)
        if not path.exists() and not path.is_symlink():
            state.result.errors.append(f"{display_path(path, cwd)}: no such file or directory")
            continue
        state.check_file(path, path in explicit)
    state.result.files.sort(key=lambda r: r.display)
    return state.result
