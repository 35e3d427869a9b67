#!/usr/bin/env python3
"""H7 on cards written from real documents: recall per category, false alarms.

    python benchmarks/eval_realdocs.py [FOLDER] [--compat] [--json] [--list]
                                       [--single-digit unit|always|never] [--loose-units]

FOLDER (default ``evaluation/realdocs``) holds ``sources/``, ``cards/`` and one
or more ``labels-*.jsonl`` files, one line per card::

    {"card": "cards/x.md", "source": "sources/x.md", "kind": "faithful" | "fabricated",
     "lang": "en" | "zh-TW", "inventions": [{"text", "line", "category"}, ...],
     "drifts": [{"text", "line", "category"}, ...]}

Each card is linted with the public API (``anchorlint.lint_card``) against its
source. An invention counts as caught when an H7 finding on its line covers
part of its text (the finding's column span against the label's first
occurrence on that line). A false alarm is an H7 finding that covers no
labelled invention: on a faithful card, or on a fabricated card beyond its
labels. An invention labelled on several lines counts once (H7 reports each
invention once per card). Prints recall per category, false alarms per card kind and language.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_FOLDER = HERE.parent / "evaluation" / "realdocs"


@dataclass
class Result:
    """What the evaluation measured, in numbers a test can assert."""

    caught: Counter = field(default_factory=Counter)  # category -> caught inventions
    planted: Counter = field(default_factory=Counter)  # category -> labelled inventions
    false_alarms: Counter = field(default_factory=Counter)  # (kind, lang) -> H7 findings
    cards: Counter = field(default_factory=Counter)  # (kind, lang) -> cards
    noisy_faithful: int = 0  # faithful cards with at least one H7
    missed: list[tuple[str, int, str, str]] = field(default_factory=list)
    alarms: list[tuple[str, int, str]] = field(default_factory=list)

    @property
    def recall(self) -> tuple[int, int]:
        return sum(self.caught.values()), sum(self.planted.values())

    def alarms_on(self, kind: str) -> int:
        return sum(n for (k, _), n in self.false_alarms.items() if k == kind)

    def as_dict(self) -> dict[str, object]:
        caught, planted = self.recall
        return {
            "caught": caught,
            "planted": planted,
            "per_category": {c: [self.caught[c], n] for c, n in sorted(self.planted.items())},
            "false_alarms_faithful": self.alarms_on("faithful"),
            "false_alarms_fabricated": self.alarms_on("fabricated"),
            "noisy_faithful_cards": self.noisy_faithful,
            "faithful_cards": sum(n for (k, _), n in self.cards.items() if k == "faithful"),
            "per_language": {f"{k}/{lang}": [self.false_alarms[(k, lang)], n]
                             for (k, lang), n in sorted(self.cards.items())},
        }


def read_labels(folder: Path) -> list[dict]:
    rows: list[dict] = []
    for path in sorted(folder.glob("labels-*.jsonl")):
        rows += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return rows


def h7_spans(card_text: str, source_text: str, compat: bool, h7: dict | None = None) -> list[tuple[int, int, int, str]]:
    """(line, col, end_col, anchor) of every H7 finding, columns 1-based,
    end exclusive. ``h7``: grounding-policy fields to change (the H7 options
    ``single_digit``, ``strict_units``)."""
    from dataclasses import replace

    from anchorlint import Settings, lint_card

    settings = Settings().with_compat(compat)
    if h7:
        settings = replace(settings, policy=replace(settings.policy, **h7))
    result = lint_card(card_text, source_text, settings)
    spans = []
    for finding in result.findings:
        if finding.code != "H7":
            continue
        anchor = str(finding.args.get("anchor", ""))
        end = int(finding.args.get("end_col", finding.col + max(len(anchor), 1)))
        spans.append((finding.line, finding.col, end, anchor))
    return spans


def label_spans(lines: list[str], label: dict) -> list[tuple[int, int]]:
    """The 1-based [start, end) columns of every occurrence of the label's
    text on its line (case-insensitive)."""
    number = int(label["line"])
    if not 1 <= number <= len(lines):
        return []
    line, text = lines[number - 1].lower(), label["text"].lower()
    spans, at = [], line.find(text)
    while at >= 0:
        spans.append((at + 1, at + 1 + len(text)))
        at = line.find(text, at + 1)
    return spans


def covers(span: tuple[int, int, int, str], line: int, where: list[tuple[int, int]]) -> bool:
    return span[0] == line and any(span[1] < end and start < span[2] for start, end in where)


def evaluate(folder: Path, compat: bool = False, h7: dict | None = None) -> Result:
    result = Result()
    for row in read_labels(folder):
        kind, lang = row.get("kind", "faithful"), row.get("lang", "?")
        card_text = (folder / row["card"]).read_text(encoding="utf-8")
        source_text = (folder / row["source"]).read_text(encoding="utf-8", errors="replace")
        lines = card_text.splitlines()
        spans = h7_spans(card_text, source_text, compat, h7)
        result.cards[(kind, lang)] += 1
        explained: set[int] = set()
        inventions: dict[tuple[str, str], list[dict]] = {}
        for label in row.get("inventions", []):
            inventions.setdefault((label["text"], label["category"]), []).append(label)
        # One invention may be labelled on several lines; it counts once, as
        # caught when a finding covers any of its occurrences (H7 reports an
        # invention once per card, at its first occurrence).
        for (text, category), labels in inventions.items():
            hit = [
                i for i, span in enumerate(spans)
                for label in labels if covers(span, int(label["line"]), label_spans(lines, label))
            ]
            result.planted[category] += 1
            if hit:
                result.caught[category] += 1
                explained.update(hit)
            else:
                result.missed.append((row["card"], int(labels[0]["line"]), text, category))
        alarms = [span for i, span in enumerate(spans) if i not in explained]
        result.false_alarms[(kind, lang)] += len(alarms)
        result.alarms += [(row["card"], span[0], span[3]) for span in alarms]
        if kind == "faithful" and alarms:
            result.noisy_faithful += 1
    return result


def report(result: Result, listing: bool) -> str:
    data = result.as_dict()
    out = [f"inventions caught: {data['caught']} of {data['planted']}"]
    out += [f"  {cat:20} {c} of {n}" for cat, (c, n) in data["per_category"].items()]
    out.append(f"false alarms on faithful cards: {data['false_alarms_faithful']} "
               f"({data['noisy_faithful_cards']} of {data['faithful_cards']} faithful cards)")
    out.append(f"false alarms on fabricated cards beyond the labels: {data['false_alarms_fabricated']}")
    out += [f"  {key:20} {alarms} alarms on {cards} cards" for key, (alarms, cards) in data["per_language"].items()]
    if listing:
        out += ["missed:"] + [f"  {c}:{line} {text!r} ({cat})" for c, line, text, cat in result.missed]
        out += ["false alarms:"] + [f"  {c}:{line} {text!r}" for c, line, text in result.alarms]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default=str(DEFAULT_FOLDER))
    parser.add_argument("--compat", action="store_true", help="measure the Go-compatible mode")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--list", action="store_true", help="list every miss and false alarm")
    parser.add_argument("--single-digit", choices=("unit", "always", "never"), help="H7's single_digit option")
    parser.add_argument("--loose-units", action="store_true", help="H7's strict_units: false")
    args = parser.parse_args(argv)
    h7: dict[str, object] = {}
    if args.single_digit:
        h7["single_digit"] = args.single_digit
    if args.loose_units:
        h7["strict_units"] = False
    folder = Path(args.folder)
    if not read_labels(folder):
        print(f"eval_realdocs: no labels-*.jsonl in {folder}", file=sys.stderr)
        return 2
    result = evaluate(folder, args.compat, h7)
    print(json.dumps(result.as_dict(), indent=1) if args.json else report(result, args.list))
    return 0


if __name__ == "__main__":
    sys.exit(main())
