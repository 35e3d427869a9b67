"""``anchorlint coverage``: the evidence mix per card, per folder and for the
repository, added up from C1's per-claim findings (``report = all``).

For every row: ``claims`` (every claim found), ``quoted``, ``data``,
``anchored``, ``unsupported``, ``opted_out`` (claims of cards that opted
out), so ``claims = quoted + data + anchored + unsupported + opted_out``;
``coverage = (quoted + data + anchored) / (claims - opted_out)``, None when
that is 0. A folder row adds up the cards directly in that folder; the
repository row adds up every card checked.
"""

from __future__ import annotations

import json
import posixpath
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, TextIO

from anchorlint.run.results import FileResult, RunResult

KINDS = ("quoted", "data", "anchored", "unsupported", "opted_out")


@dataclass
class Tally:
    name: str
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    cards: int = 0

    @property
    def claims(self) -> int:
        return sum(self.counts.values())

    @property
    def judged(self) -> int:
        return self.claims - self.counts["opted_out"]

    @property
    def coverage(self) -> float | None:
        supported = self.counts["quoted"] + self.counts["data"] + self.counts["anchored"]
        return supported / self.judged if self.judged else None

    def add(self, other: Tally) -> None:
        for kind in KINDS:
            self.counts[kind] += other.counts[kind]
        self.cards += other.cards

    def as_dict(self) -> dict[str, Any]:
        return {"path": self.name, "cards": self.cards, "claims": self.claims, **self.counts,
                "judged": self.judged, "coverage": self.coverage}


def card_tally(result: FileResult) -> Tally:
    tally = Tally(result.display, cards=1)
    for finding in result.findings:
        if finding.code != "C1":
            continue
        if finding.key == "opted-out":
            tally.counts["opted_out"] += int(finding.args.get("claims", 0))
        else:
            tally.counts["unsupported" if finding.key == "default" else finding.key] += 1
    return tally


@dataclass
class Coverage:
    cards: list[Tally]
    folders: list[Tally]
    repository: Tally


def coverage(result: RunResult) -> Coverage:
    cards = [card_tally(file) for file in sorted(result.files, key=lambda f: f.display)]
    folders: dict[str, Tally] = {}
    repository = Tally("(repository)")
    for card in cards:
        folder = posixpath.dirname(card.name) or "."
        folders.setdefault(folder, Tally(folder + "/" if folder != "." else "./")).add(card)
        repository.add(card)
    return Coverage(cards, [folders[name] for name in sorted(folders)], repository)


def write_json(report: Coverage, extra: dict[str, Any], out: TextIO) -> None:
    data = {"cards": [t.as_dict() for t in report.cards], "folders": [t.as_dict() for t in report.folders],
            "repository": report.repository.as_dict(), **extra}
    out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def write_text(report: Coverage, out: TextIO) -> None:
    rows = [("card", report.cards), ("folder", report.folders), ("repository", [report.repository])]
    header = ("", "claims", "quoted", "data", "anchored", "unsupported", "opted-out", "coverage")
    table = [header] + [_row(t) for _, tallies in rows for t in tallies]
    width = max(len(row[0]) for row in table)
    previous = None
    for kind, tallies in rows:
        if previous is not None and tallies:
            out.write("\n")
        previous = kind
        for index, tally in enumerate(tallies):
            if index == 0:
                out.write(_line(header, width, kind) + "\n")
            out.write(_line(_row(tally), width) + "\n")


def percent(value: float | None) -> str:
    """A coverage as every report shows it: ``87.5%``, ``-`` when nothing was judged."""
    return "-" if value is None else f"{value * 100:.1f}%"


def _row(tally: Tally) -> tuple[str, ...]:
    return (tally.name, str(tally.claims), *(str(tally.counts[k]) for k in KINDS), percent(tally.coverage))


def _line(row: Iterable[str], width: int, first: str | None = None) -> str:
    cells = list(row)
    label = first if first is not None else cells[0]
    return f"{label:<{width}}  " + "  ".join(f"{cell:>11}" for cell in cells[1:])
