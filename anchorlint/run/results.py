"""What a run produces: one FileResult per card, plus what was skipped and
what went wrong. Reporters and fixers read these; the cache stores them."""

from __future__ import annotations

import marshal
import os
from dataclasses import dataclass, field
from pathlib import Path

from anchorlint.lint.findings import Finding, Severity
from anchorlint.run.cache import Entry

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from anchorlint.lint.grounding import GroundingReport
    from anchorlint.run.blobs import BlobFile, Parked


@dataclass
class FileResult:
    """What checking one card gave: its findings, grounding report and verified quotations."""

    path: Path
    display: str
    source: Path | None = None
    source_display: str | None = None
    findings: list[Finding] = field(default_factory=list)
    grounding: GroundingReport | None = None
    # Every verified quotation, as plain dicts (where in the source, which tier).
    quotations: tuple[dict, ...] = ()
    # The verifier's own objects, for --fix; present only when just checked.
    quote_checks: tuple = field(default=(), compare=False, repr=False)
    # Findings the suppressions file accepts (not reported, not blocking).
    suppressed: list[Finding] = field(default_factory=list, compare=False)


@dataclass
class RunResult:
    """A whole run: every card's result, the files skipped, and the run's errors and warnings."""

    files: list[FileResult] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, why it is not a card)
    errors: list[str] = field(default_factory=list)  # the run could not do its job (exit 2)
    warnings: list[str] = field(default_factory=list)
    root: Path | None = None  # the repository root: fixers never write outside it
    shard: Any = None  # the run.shard.Shard checked (--shard K/N), None for the whole
    # (suppressed findings, stale entries) when a suppressions file was applied
    suppression_counts: tuple[int, int] | None = None
    # Tallies of the findings, kept by a reporter that streamed the files
    # (reporters/tally.py), so that nothing decodes them a second time.
    tally: Any = None

    def extend(self, other: RunResult) -> None:
        self.files += other.files
        self.skipped += other.skipped
        self.errors += other.errors
        self.warnings += other.warnings

    def materialize(self) -> None:
        """Every stored (compact) result as a full FileResult, for the
        readers that keep, edit or revisit findings (fixers, suppressions,
        the other reporters)."""
        self.files = [f.materialize() if isinstance(f, StoredResult) else f for f in self.files]


@dataclass
class Batch:
    """A batch's output: results plus the cache entries that describe them."""

    result: RunResult = field(default_factory=RunResult)
    entries: dict[str, Entry] = field(default_factory=dict)
    # Stamps of the cards read, for their cache entries; not sent back.
    stamps: dict[Path, tuple | None] = field(default_factory=dict, repr=False)
    # Where the run's own process parks encoded results (run/blobs.py); None
    # in a worker, which sends its results back as bytes.
    spill: BlobFile | None = field(default=None, repr=False)

    def add(self, result: FileResult, compact: bool) -> FileResult | StoredResult:
        """Keep a card's result, encoded when the run is ``compact`` (so a
        worker holds and sends back bytes, not objects, and the run's own
        process parks them on disk); returns what was kept."""
        kept: FileResult | StoredResult = result
        blob = to_payload(result) if compact else None
        if blob is not None:
            spill = self.spill
            kept = StoredResult(result.path, result.display, result.source, result.source_display,
                                blob if spill is None else spill.append(blob), spill)  # type: ignore[arg-type]
        self.result.files.append(kept)  # type: ignore[arg-type]
        return kept


def display_path(path: Path, cwd: Path, root: Path | None = None) -> str:
    """Relative to the current folder when below it; when both lie in the
    repository ``root``, relative with ``..`` (run from ``cards/``, a source
    is ``../docs/s.md``, not an absolute path); else absolute."""
    text, base = str(path), str(cwd)
    if text.startswith(base) and text[len(base) : len(base) + 1] == os.sep:
        text = text[len(base) + 1 :]
    elif root is not None and _below(text, str(root)) and _below(base, str(root)):
        text = os.path.relpath(text, base)
    return text.replace(os.sep, "/") if os.sep != "/" else text


def _below(text: str, base: str) -> bool:
    return text == base or (text.startswith(base) and text[len(base) : len(base) + 1] == os.sep)


def to_payload(result: FileResult | StoredResult) -> bytes | None:
    """A result as the cache stores it (and compact runs keep it): marshal
    bytes, without cwd-dependent paths; None when a value cannot be stored
    (the result is then kept whole and never cached). Two parts: what reports
    print (findings, quotations, and the grounding's JSON text, encoded once
    here so that a warm JSON report never builds nor encodes it again), after
    its length in 4 bytes, then the grounding's rows (to rebuild the report)."""
    if isinstance(result, StoredResult):
        return result.parked()  # type: ignore[return-value]  (bytes, or where they are parked)
    findings = tuple((f.line, f.col, f.code, f.severity.value, f.key, f.args) for f in result.findings)
    report = result.grounding
    grounding = None
    if report is not None:
        rows = _anchor_rows(report)
        grounding = (tuple(report.ungrounded), report.claims, report.src_units, report.inflated, rows)
    try:
        shown = marshal.dumps((findings, result.quotations, _grounding_json(report, grounding)))
        return len(shown).to_bytes(4, "little") + shown + marshal.dumps(grounding)
    except (ValueError, OverflowError):  # a value marshal cannot write (none of the rules' values today)
        return None


def _anchor_rows(report: GroundingReport) -> tuple[tuple, ...]:
    """report.anchor_rows(), with the grounded flag found by comparing rows
    (plain tuples, hashed in C) rather than the anchors themselves: the same
    equality, as a row holds every field of its anchor."""
    anchors = report.anchors  # named tuples: their fields unpack as a row's
    if not report.missing:
        return tuple([(*anchor, True) for anchor in anchors])
    missing = set(report.missing)
    return tuple([(*anchor, anchor not in missing) for anchor in anchors])


def encode_grounding(report: GroundingReport | None) -> str:
    """The grounding as JSON reports write it (compact, UTF-8 kept):
    ``json.dumps(report.as_dict(), ensure_ascii=False, separators=(",", ":"))``."""
    if report is None:
        return "null"
    rows = _anchor_rows(report)
    return _grounding_json(report, (report.ungrounded, report.claims, report.src_units, report.inflated, rows))


# One anchor of GroundingReport.as_dict as the encoder writes it, from a row
# (Anchor.row() and the grounded flag): a format string instead of a dict
# per anchor for the encoder to walk.
_ANCHOR_JSON = '{"text":%s,"kind":%s,"key":%s,"unit":%s,"line":%d,"col":%d,"end_line":%d,"end_col":%d,"grounded":%s}'


def _grounding_json(report: GroundingReport | None, parts: tuple | None) -> str:
    """encode_grounding(report), given (ungrounded, claims, src_units,
    inflated, anchor rows) as to_payload stores them."""
    global _ENCODE, _QUOTE
    if report is None or parts is None:
        return "null"
    if _ENCODE is None:
        import json
        from json.encoder import encode_basestring  # what the encoder below writes a string with

        _ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
        _QUOTE = encode_basestring
    ungrounded, claims, units, inflated, rows = parts
    quote = _QUOTE
    if claims.__class__ is int and units.__class__ is int and inflated.__class__ is bool:
        # What the encoder writes for these types, without its walk of a dict per card.
        head = _HEAD_JSON % (",".join(map(quote, ungrounded)), claims, units, "true" if inflated else "false")
    else:
        head = _ENCODE({"ungrounded": list(ungrounded), "claims": claims, "src_units": units, "inflated": inflated})
    if not rows:
        return head
    kinds = _KIND_JSON
    anchors = ",".join([
        _ANCHOR_JSON % (quote(text), kinds.get(kind) or quote(kind), quote(key),
                        "null" if unit is None else quote(unit), line, col, line, end_col,
                        "true" if grounded else "false")
        for kind, text, key, line, col, end_col, unit, *_, grounded in rows
    ])
    return f'{head[:-1]},"anchors":[{anchors}]}}'


_HEAD_JSON = '{"ungrounded":[%s],"claims":%d,"src_units":%d,"inflated":%s}'
_KIND_JSON = {kind: f'"{kind}"' for kind in ("name", "number", "url")}  # the anchor kinds, quoted


_ENCODE = None
_QUOTE = None
_SEVERITY = {member.value: member for member in Severity}


def _findings(rows: tuple) -> list[Finding]:
    severity = _SEVERITY
    return [Finding(line, col, code, severity[sev], key, dict(args)) for line, col, code, sev, key, args in rows]


def decode(blob: bytes) -> tuple[list[Finding], GroundingReport | None, tuple[dict, ...]]:
    """(findings, grounding, quotations) of a stored result."""
    view = memoryview(blob)
    raw_findings, quotations, _ = marshal.loads(view[4:])  # the bytes after the first part are ignored
    raw_grounding = marshal.loads(view[4 + int.from_bytes(view[:4], "little") :])
    grounding = None
    if raw_grounding is not None:
        from anchorlint.lint.grounding import GroundingReport

        ungrounded, claims, units, inflated, rows = raw_grounding
        grounding = GroundingReport.from_rows(list(ungrounded), claims, units, inflated, rows)
    return _findings(raw_findings), grounding, tuple(quotations)


def decode_for_report(blob: bytes) -> tuple[list[Finding], str, tuple[dict, ...]]:
    """(findings, the grounding's JSON text, quotations): what reports print,
    read from the blob's first part alone (the grounding's rows are not)."""
    raw_findings, quotations, grounding_json = marshal.loads(memoryview(blob)[4:])
    return _findings(raw_findings), grounding_json, tuple(quotations)


def from_payload(blob: bytes, path: Path, display: str, source: Path | None, source_display: str | None) -> FileResult:
    return FileResult(path, display, source, source_display, *decode(blob))


class StoredResult:
    """A compact FileResult: its findings, grounding and quotations stay
    encoded (the cache's bytes) and are decoded each time they are read, so a
    run of 100,000 cards holds a few hundred bytes per card. The bytes are in
    memory (``payload``), or parked on disk: ``file`` (a run.blobs.BlobFile)
    then holds them and ``payload`` says where (blobs.pack), so that the run
    keeps only an int per card. Runs whose report is streamed keep these;
    everything else materializes them."""

    __slots__ = ("path", "display", "source", "source_display", "payload", "file")
    quote_checks: tuple = ()

    def __init__(self, path: Path, display: str, source: Path | None, source_display: str | None,
                 payload: bytes | int, file: BlobFile | None = None) -> None:
        self.path, self.display, self.source, self.source_display, self.payload, self.file = (
            path, display, source, source_display, payload, file)

    @property
    def blob(self) -> bytes:
        file = self.file
        if file is None:
            return self.payload  # type: ignore[return-value]
        where = self.payload  # (blobs.unpack and BlobFile.read inlined: this runs once per card of a report)
        if file.appended:
            return file.read(where >> 32, where & 0xFFFFFFFF)  # type: ignore[operator]
        handle = file.handle  # the cache file, read in order: mostly within its buffer
        handle.seek(where >> 32)  # type: ignore[operator]
        return handle.read(where & 0xFFFFFFFF)  # type: ignore[operator]

    def parked(self) -> bytes | Parked:
        """The bytes, or where they are as a Parked (what a cache entry keeps)."""
        if self.file is None:
            return self.payload  # type: ignore[return-value]
        from anchorlint.run.blobs import Parked, unpack

        return Parked(self.file, *unpack(self.payload))  # type: ignore[arg-type]

    @property
    def findings(self) -> list[Finding]:
        return decode(self.blob)[0]

    @property
    def grounding(self) -> GroundingReport | None:
        return decode(self.blob)[1]

    @property
    def quotations(self) -> tuple[dict, ...]:
        return decode(self.blob)[2]

    @property
    def suppressed(self) -> list[Finding]:
        return []

    def materialize(self) -> FileResult:
        return from_payload(self.blob, self.path, self.display, self.source, self.source_display)



def contents(file: FileResult | StoredResult) -> tuple[list[Finding], str, tuple[dict, ...]]:
    """(findings, the grounding's JSON text, quotations) of a result, decoded once."""
    if isinstance(file, StoredResult):
        return decode_for_report(file.blob)
    return file.findings, encode_grounding(file.grounding), file.quotations


def findings_of(file: FileResult | StoredResult) -> list[Finding]:
    """A result's findings (decoded for a stored one)."""
    if isinstance(file, StoredResult):
        return _findings(marshal.loads(memoryview(file.blob)[4:])[0])
    return file.findings
