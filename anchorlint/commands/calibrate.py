"""``anchorlint calibrate LABELLED.jsonl``: a Q2 near-miss threshold certified
by Learn-then-Test (see docs/calibration.md).

Exit codes: 0 a threshold was calibrated and written, 1 no threshold could
be certified (nothing is written), 2 bad usage or input (one line naming the
file, the line and the cause; nothing is written).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, TextIO

from anchorlint.calibration.artifact import document
from anchorlint.calibration.ltt import CalibrationError, LttResult, learn_then_test
from anchorlint.calibration.records import (
    Labelled, RecordProblem, Scored, data_digest, first_per_group, parse_records, repeated_groups, score_records,
)
from anchorlint.commands.parser import EXIT_BLOCKING, EXIT_OK, Parser, UsageError
from anchorlint.policies import POLICY_NAMES, get_policy

MAX_LABELLED_BYTES = 256 * 1024 * 1024


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="anchorlint calibrate", description="Calibrate the Q2 near-miss threshold with Learn-then-Test.")
    p.add_argument("file", type=Path, metavar="LABELLED.jsonl")
    p.add_argument("--alpha", type=_probability, default=0.05, help="risk level (default 0.05)")
    p.add_argument("--delta", type=_probability, default=0.1, help="failure probability; confidence is 1 - delta (0.1)")
    p.add_argument("-o", "--output", type=Path, metavar="OUT", help="write here (atomically) instead of stdout")
    p.add_argument("--policy", choices=POLICY_NAMES, default="default", help="the quotation policy scored under")
    groups = p.add_mutually_exclusive_group()
    groups.add_argument("--allow-dependent", action="store_true",
                        help="use every record even when groups repeat; the result is marked uncertified")
    groups.add_argument("--one-per-group", action="store_true",
                        help="use only the first record of each group (file order)")
    return p


def _probability(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 < value < 1.0:
        raise argparse.ArgumentTypeError("must be between 0 and 1 (exclusive)")
    return value


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    options = parser().parse_args(args)
    label = str(options.file)
    records = _read(options.file, label)
    used, dependent = _select(records, options, label)
    policy = get_policy(options.policy)
    scored = _score(used, policy.quotes, options.file.parent, label)
    try:
        result = learn_then_test([s.score for s in scored], [s.record.faithful for s in scored],
                                 options.alpha, options.delta)
    except CalibrationError as exc:
        raise UsageError(f"{label}: {exc}") from None
    if result.threshold is None:
        first = result.steps[0]
        err.write(f"anchorlint: {label}: no threshold can be certified at alpha {options.alpha} with "
                  f"confidence {1 - options.delta:g} (n={result.n}; at threshold {first.threshold:g}, "
                  f"{first.losses} unfaithful accepted, p-value {first.p_value:.4g}); nothing written\n")
        return EXIT_BLOCKING
    data = document(
        result, policy=policy.name, quotes=policy.quotes, digest=data_digest(scored), certified=not dependent,
        assumptions=_assumptions(policy.name, dependent, options.one_per_group),
        counts={"records": len(records), "used": len(used), "groups": len({r.group for r in used}),
                "unused_same_group": len(records) - len(used)},
        records=[_record_row(s) for s in scored],
    )
    _write(json.dumps(data, ensure_ascii=False, indent=2) + "\n", options.output, out)
    status = "UNCERTIFIED (dependent groups)" if dependent else "certified"
    err.write(f"anchorlint: threshold {result.threshold!r} {status}: P(score >= t and unfaithful) <= "
              f"{options.alpha} with confidence {1 - options.delta:g} (n={result.n})\n")
    return EXIT_OK


def _read(path: Path, label: str) -> list[Labelled]:
    from anchorlint.files.read import read_bytes

    raw, problem = read_bytes(path, MAX_LABELLED_BYTES) if path.is_file() else (None, "no such file")
    if raw is None:
        raise UsageError(f"{label}: cannot read ({problem})")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{label}: not UTF-8 (invalid byte at offset {exc.start})") from None
    try:
        records = parse_records(enumerate(text.splitlines(), start=1))
    except RecordProblem as exc:
        raise UsageError(f"{label}:{exc}") from None
    if not records:
        raise UsageError(f"{label}: no labelled records")
    return records


def _select(records: list[Labelled], options: argparse.Namespace, label: str) -> tuple[list[Labelled], bool]:
    """The records used, and whether they are dependent (repeated groups kept)."""
    repeated = repeated_groups(records)
    if not repeated:
        return records, False
    if options.one_per_group:
        return first_per_group(records), False
    if options.allow_dependent:
        return records, True
    group, lines = next(iter(repeated.items()))
    raise UsageError(
        f"{label}: group {group} repeats (lines {', '.join(map(str, lines[:5]))}; {len(repeated)} groups repeat): "
        "examples of one document are not independent; use --one-per-group, or --allow-dependent (uncertified)")


def _score(records: list[Labelled], quotes: Any, base: Path, label: str) -> list[Scored]:
    from anchorlint.pipeline.sources import SourceCache, SourceError

    cache = SourceCache(base)
    current: list[int] = [0]

    def load(reference: str) -> str:
        return cache.get(reference).text

    try:
        return score_records(_tracking(records, current), quotes, load)
    except SourceError as exc:
        detail = exc.args_.get("detail")
        cause = f"{exc.key}{f' ({detail})' if detail else ''}"
        raise UsageError(f"{label}:{current[0]}: source_path {exc.args_.get('path')!r}: {cause}") from None


def _tracking(records: list[Labelled], current: list[int]):  # type: ignore[no-untyped-def]
    for record in records:
        current[0] = record.line
        yield record


def _record_row(item: Scored) -> dict[str, Any]:
    return {"line": item.record.line, "group": json.loads(item.record.group), "faithful": item.record.faithful,
            "score": item.score, "tier": item.tier, "guard": item.guard}


def _assumptions(policy: str, dependent: bool, one_per_group: bool) -> list[str]:
    items = [
        "the examples are independent draws, one per group (document), from the quotations the threshold "
        "will be applied to (exchangeable with them); adversarial or differently produced inputs are not covered",
        f"scores come from the quotation verifier under policy '{policy}'; the bound holds for this scorer and "
        "quotation policy only (policy_fingerprint)",
        "the bound is on the joint risk P(score >= threshold and unfaithful), not on P(unfaithful | accepted)",
        "a near miss blocked by a guard is counted at its similarity, so the bound is conservative for Q2",
    ]
    if one_per_group:
        items.append("one example per group: the first in file order; later examples of a group were not used")
    if dependent:
        items.append("UNCERTIFIED: groups repeat (--allow-dependent); examples are not independent and the risk "
                     "bound does not hold")
    return items


def _write(text: str, target: Path | None, out: TextIO) -> None:
    if target is None:
        out.write(text)
        return
    from anchorlint.commands.output import line_sink

    if target.is_dir() or not target.parent.is_dir():
        raise UsageError(f"-o {target}: not a file in an existing folder")
    with line_sink(target, out) as write:
        write(text.rstrip("\n"))
