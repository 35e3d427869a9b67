"""Labelled calibration examples: one JSON object per line, validated, then
scored by the quotation verifier.

A record is ``{"quotation": str, "source": str | "source_path": str,
"faithful": bool, "group": str | int}``; other keys are ignored. The score
of a record is the similarity of the verifier's closest source passage
(``Certificate.score``: 1.0 when the quotation is found verbatim, the
near-miss similarity otherwise, 0.0 when no passage shares a word with it).
It does not depend on the floor, so one scoring serves every threshold.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView

REQUIRED = ("quotation", "faithful", "group")


class RecordProblem(ValueError):
    """A record that cannot be used; ``str()`` is ``LINE: cause``."""


@dataclass(frozen=True, slots=True)
class Labelled:
    line: int
    quotation: str
    source: str | None  # inline source text
    source_path: str | None
    faithful: bool
    group: str  # the group's JSON value, so that 1 and "1" stay apart


@dataclass(frozen=True, slots=True)
class Scored:
    record: Labelled
    score: float
    tier: str
    guard: str | None
    source_sha256: str


def parse_records(lines: Iterable[tuple[int, str]]) -> list[Labelled]:
    """Validate every non-blank line; the first bad one raises RecordProblem."""
    return [_parse(number, text) for number, text in lines if text.strip()]


def _parse(number: int, text: str) -> Labelled:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise RecordProblem(f"{number}: not JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise RecordProblem(f"{number}: expected a JSON object")
    for key in REQUIRED:
        if key not in data:
            raise RecordProblem(f"{number}: missing key '{key}'")
    quotation, faithful, group = data["quotation"], data["faithful"], data["group"]
    if not isinstance(quotation, str) or not quotation.strip():
        raise RecordProblem(f"{number}: 'quotation' must be a non-empty string")
    if not isinstance(faithful, bool):
        raise RecordProblem(f"{number}: 'faithful' must be true or false")
    if isinstance(group, bool) or not isinstance(group, (str, int)):
        raise RecordProblem(f"{number}: 'group' must be a string or an integer")
    source, path = data.get("source"), data.get("source_path")
    if (source is None) == (path is None):
        raise RecordProblem(f"{number}: give exactly one of 'source' and 'source_path'")
    if not isinstance(source if source is not None else path, str):
        raise RecordProblem(f"{number}: '{'source' if source is not None else 'source_path'}' must be a string")
    return Labelled(number, quotation, source, path, faithful, json.dumps(group, ensure_ascii=False))


def repeated_groups(records: Iterable[Labelled]) -> dict[str, list[int]]:
    """Groups that occur more than once, with their lines."""
    lines: dict[str, list[int]] = {}
    for record in records:
        lines.setdefault(record.group, []).append(record.line)
    return {group: found for group, found in lines.items() if len(found) > 1}


def first_per_group(records: Iterable[Labelled]) -> list[Labelled]:
    """The first record of each group, in file order (a choice that looks at
    neither labels nor scores)."""
    seen: set[str] = set()
    kept = []
    for record in records:
        if record.group not in seen:
            seen.add(record.group)
            kept.append(record)
    return kept


def score_records(
    records: Iterable[Labelled], policy: QuotePolicy, load: Callable[[str], str]
) -> list[Scored]:
    """Score every record; ``load`` reads a ``source_path`` (it may raise)."""
    views: dict[str, tuple[SourceView, str]] = {}
    out = []
    for record in records:
        text = record.source if record.source is not None else load(record.source_path or "")
        if text not in views:
            views[text] = (SourceView(text), hashlib.sha256(text.encode("utf-8")).hexdigest())
        view, digest = views[text]
        cert = verify_quote(record.quotation, view, policy)
        out.append(Scored(record, cert.score, cert.tier, cert.guard, digest))
    return out


def data_digest(scored: Iterable[Scored]) -> str:
    """sha256 of the normalized examples, in order: each one's quotation,
    its source's sha256 (inline or from a file, the same), its label and its
    group, as canonical JSON, one per line."""
    digest = hashlib.sha256()
    for item in scored:
        form = {"quotation": item.record.quotation, "source_sha256": item.source_sha256,
                "faithful": item.record.faithful, "group": json.loads(item.record.group)}
        digest.update(json.dumps(form, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
        digest.update(b"\n")
    return "sha256:" + digest.hexdigest()
