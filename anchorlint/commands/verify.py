"""``anchorlint verify FILE.jsonl``: certify every record's claim against its
source under a named policy, streaming one output line per input record.

Exit codes: 0 every record was checked (grounded or not), 1 some record was
invalid (its output line says why; the others were checked), 2 usage.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from anchorlint.commands.parser import EXIT_BLOCKING, EXIT_OK, Parser, UsageError
from anchorlint.commands.output import WriteLine, line_sink
from anchorlint.lint.messages import LANGS, detect_lang, render
from anchorlint.pipeline.jsonline import Member, annotate, read_lines
from anchorlint.pipeline.messages import SUMMARY, record_error
from anchorlint.pipeline.records import KEY, RecordError, parse_record
from anchorlint.pipeline.sources import SourceCache, SourceError
from anchorlint.pipeline.verdict import certify
from anchorlint.policies import POLICY_NAMES, Policy, get_policy, provenance


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="anchorlint verify", description="Certify the claims of a JSON Lines file against their sources.")
    p.add_argument("file", type=Path, metavar="FILE.jsonl")
    p.add_argument("-o", "--output", type=Path, metavar="OUT", help="write here (atomically) instead of stdout")
    p.add_argument("--policy", choices=POLICY_NAMES, default="default")
    p.add_argument("--replace-existing", action="store_true", help="replace an existing 'anchorlint' field")
    p.add_argument("--locale", metavar="L", help="locale hint for value records without their own")
    p.add_argument("--lang", choices=LANGS, help="message language (default: from LANG)")
    return p


@dataclass
class Run:
    """One verify run: what every record needs, and the tally."""

    display: str
    policy: Policy
    cache: SourceCache
    replace_existing: bool
    locale: str | None
    lang: str
    err: TextIO
    stamp: dict[str, str]
    records: int = 0
    grounded: int = 0
    invalid: int = 0


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    options = parser().parse_args(args)
    if not options.file.is_file():
        raise UsageError(f"{options.file}: no such file")
    target = _target(options.output, options.file)
    policy = get_policy(options.policy)
    run = Run(str(options.file), policy, SourceCache(options.file.parent), options.replace_existing,
              options.locale, options.lang or detect_lang(), err, provenance(policy))
    with open(options.file, "rb") as handle, line_sink(target, out) as write:
        _stream(run, handle, write)
    err.write(render({"s": SUMMARY}, "s", {
        "records": run.records, "grounded": run.grounded, "ungrounded": run.records - run.grounded - run.invalid,
        "invalid": run.invalid, "policy": policy.name, "fingerprint": policy.fingerprint}, run.lang) + "\n")
    return EXIT_BLOCKING if run.invalid else EXIT_OK


def _target(output: Path | None, source: Path) -> Path | None:
    if output is None:
        return None
    if output.is_dir() or not output.parent.is_dir():
        raise UsageError(f"-o {output}: not a file in an existing folder")
    if os.path.realpath(output) == os.path.realpath(source) or (output.exists() and os.path.samefile(output, source)):
        raise UsageError(f"-o {output}: refusing to overwrite the input file")
    return output


def _stream(run: Run, handle: Iterable[bytes], write: WriteLine) -> None:
    for number, text in read_lines(handle):
        run.records += 1
        write(_one(run, number, text) if text is not None else _invalid(run, number, RecordError("not-utf8")))


def _one(run: Run, number: int, text: str) -> str:
    try:
        record = parse_record(text, replace_existing=run.replace_existing)
    except RecordError as exc:
        return _invalid(run, number, exc, text)
    try:
        source = record.source if record.source is not None else run.cache.get(record.source_path or "").view
    except SourceError as exc:
        return _invalid(run, number, RecordError(exc.key, record.members, **exc.args_), text)
    certificate = certify(record, source, run.policy, run.locale)
    run.grounded += bool(certificate["grounded"])
    payload = json.dumps({**certificate, **run.stamp}, ensure_ascii=False, separators=(",", ":"))
    return annotate(text, record.members, KEY, payload)


def _invalid(run: Run, number: int, error: RecordError, text: str = "") -> str:
    """The error entry for an invalid record, and its line on stderr."""
    run.invalid += 1
    where = f"{run.display}:{number}"
    run.err.write(f"anchorlint: error: {where}: {record_error(error.key, error.args_, run.lang)}\n")
    entry = {"error": f"{where}: {record_error(error.key, error.args_)}", "reason": error.key}
    payload = json.dumps(entry, ensure_ascii=False, separators=(",", ":"))
    if error.members is None:
        return f"{{{json.dumps(KEY)}:{payload}}}"
    previous = [m for m in error.members if m.key == KEY]
    if previous:  # a refused record keeps what it carried, byte for byte
        payload = f"{payload[:-1]},\"previous\":{_raw(text, previous[-1])}}}"
    return annotate(text, error.members, KEY, payload)


def _raw(text: str, member: Member) -> str:
    return text[member.start : member.end]
