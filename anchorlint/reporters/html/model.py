"""What the HTML report shows, as plain data: per card its lines, findings,
anchors (grounded ones with their place in the source), quotations and H8's
counts; each source once, however many cards cite it. The card and source
texts are read again through the file layer (the run keeps only results)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from anchorlint.config.settings import Settings
from anchorlint.files.read import MAX_CARD_BYTES, read_bytes
from anchorlint.model.card import parse_card
from anchorlint.model.source import SourceText
from anchorlint.reporters import ReportOptions, is_blocking, message_of
from anchorlint.reporters.coverage import KINDS, Coverage, Tally, percent
from anchorlint.reporters.html.anchors import LocatedSource, anchor_spans
from anchorlint.run.results import FileResult, RunResult
from anchorlint.text.reading import decode_bytes

# A source larger than this is not embedded (the report would not open).
MAX_SHOWN_SOURCE_BYTES = 4 * 1024 * 1024


@dataclass
class Report:
    cards: list[dict[str, Any]] = field(default_factory=list)
    sources: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, int] = field(default_factory=dict)


def _text(path: Path | None, limit: int, compat: bool) -> str | None:
    if path is None:
        return None
    raw, _ = read_bytes(path, limit)
    return None if raw is None else decode_bytes(raw, compat=compat).text


def build(result: RunResult, options: ReportOptions, settings: Settings) -> Report:
    from anchorlint.reporters.text import summary_counts

    report = Report(summary=summary_counts(result))
    sources: dict[Path, tuple[int, LocatedSource | None]] = {}
    for file in result.files:
        policy = settings.for_path(file.path).policy
        if file.source is not None and file.source not in sources:
            text = _text(file.source, MAX_SHOWN_SOURCE_BYTES, policy.compat)
            located = None if text is None else LocatedSource(SourceText(text, compat=policy.compat))
            sources[file.source] = (len(report.sources), located)
            report.sources.append({"path": file.source_display, "lines": None if text is None else text.split("\n")})
        index, source = sources.get(file.source, (None, None)) if file.source else (None, None)
        report.cards.append(_card(file, index, source, options, policy))
    return report


def _card(file: FileResult, source_index: int | None, source: LocatedSource | None,
          options: ReportOptions, policy) -> dict[str, Any]:
    text = _text(file.path, MAX_CARD_BYTES, policy.compat)
    card = parse_card(text) if text is not None else None
    entry: dict[str, Any] = {
        "path": file.display,
        "source": source_index,
        "findings": [[f.code, f.line, f.col, f.severity.value, is_blocking(f, options.strict),
                      message_of(f, options.lang)] for f in file.findings],
        "suppressed": len(file.suppressed),
        "lines": None if text is None else text.split("\n"),
        "anchors": [],
        "claims": [],
        "quotations": [[q["line"], q["last_line"], q.get("tier"), bool(q.get("grounded")),
                        q.get("source_line"), q.get("source_col"), q.get("score")] for q in
                       _quotations(file)],
        "h8": None,
    }
    if card is not None and file.grounding is not None:
        spans, entry["claims"] = anchor_spans(card, source, file.grounding, policy)
        entry["anchors"] = [[s.anchor, s.line, s.col, s.grounded, s.source_line, s.source_col, s.length,
                             s.source_length] for s in spans]
        g = file.grounding
        entry["h8"] = [g.claims, g.src_units, g.inflated]
    return entry


def _quotations(file: FileResult) -> list[dict[str, Any]]:
    from anchorlint.reporters.json_report import _quotation

    return [_quotation(q, file) for q in file.quotations]


def evidence_rows(coverage: Coverage | None) -> tuple[dict[str, list], dict[str, Any] | None]:
    """Each card's evidence mix by its path, and the folder and repository
    rows, as reporters/coverage.py counted them (percentages formatted there
    too, so the page and ``anchorlint coverage`` print the same figures)."""
    if coverage is None:
        return {}, None
    by_card = {tally.name: _evidence(tally) for tally in coverage.cards}
    rows = [["folder", *_evidence(t)] for t in coverage.folders] + [["repository", *_evidence(coverage.repository)]]
    return by_card, {"kinds": list(KINDS), "rows": rows}


def _evidence(tally: Tally) -> list:
    """[name, cards, claims, *counts in KINDS order, coverage as shown]."""
    return [tally.name, tally.cards, tally.claims, *(tally.counts[kind] for kind in KINDS), percent(tally.coverage)]
