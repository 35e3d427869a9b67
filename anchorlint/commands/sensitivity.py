"""``anchorlint sensitivity FILE.jsonl | PATHS...``: the same claims (JSON
Lines records, as ``verify`` reads them) or cards under the three shipped
policies, as a table of grounded shares and their spread in percentage
points. Configuration files are not read: the policies are compared as
shipped. Exit 0, or 1 when some JSON Lines record was invalid (it is left
out of every share), 2 on usage errors."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, TextIO

from anchorlint.commands.parser import EXIT_BLOCKING, EXIT_OK, Parser, UsageError
from anchorlint.commands.sensitivity_view import render_table, report_data
from anchorlint.lint.messages import LANGS, detect_lang
from anchorlint.pipeline.jsonline import read_lines
from anchorlint.pipeline.messages import record_error
from anchorlint.pipeline.records import RecordError, parse_record
from anchorlint.pipeline.sensitivity import PolicyTally, card_settings, tallies, tally_card
from anchorlint.pipeline.sources import SourceCache, SourceError
from anchorlint.pipeline.verdict import certify
from anchorlint.policies import POLICIES


JSONL_SUFFIXES = (".jsonl", ".ndjson")


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="anchorlint sensitivity",
                description="Grounded share of the same claims or cards under the shipped policies.")
    p.add_argument("paths", nargs="+", type=Path, metavar="FILE.jsonl|PATH")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--locale", metavar="L", help="locale hint for value records without their own")
    p.add_argument("--lang", choices=LANGS, help="message language (default: from LANG)")
    return p


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    options = parser().parse_args(args)
    for path in options.paths:
        if not path.exists():
            raise UsageError(f"{path}: no such file or directory")
    rows = tallies(list(POLICIES.values()))
    jsonl = any(path.suffix in JSONL_SUFFIXES for path in options.paths)
    if jsonl and (len(options.paths) > 1 or not options.paths[0].is_file()):
        raise UsageError("give one JSON Lines file, or card paths, not both")
    lang = options.lang or detect_lang()
    if jsonl:
        left_out = invalid = _claims(options.paths[0], rows, options.locale, lang, err)
    else:
        left_out, invalid = _cards(options.paths, rows), 0
    data: dict[str, Any] = report_data(rows, "claims" if jsonl else "cards", left_out)
    out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n" if options.format == "json"
              else render_table(data, lang))
    return EXIT_BLOCKING if invalid else EXIT_OK


def _claims(path: Path, rows: list[PolicyTally], locale: str | None, lang: str, err: TextIO) -> int:
    """Tally every valid record under every policy; the number of invalid ones."""
    cache, invalid = SourceCache(path.parent), 0
    with open(path, "rb") as handle:
        for number, text in read_lines(handle):
            try:
                if text is None:
                    raise RecordError("not-utf8")
                record = parse_record(text, replace_existing=True)
                source = record.source if record.source is not None else cache.get(record.source_path or "").view
            except (RecordError, SourceError) as exc:
                invalid += 1
                err.write(f"anchorlint: error: {path}:{number}: {record_error(exc.key, exc.args_, lang)}\n")
                continue
            for row in rows:
                row.claims.add(bool(certify(record, source, row.policy, locale)["grounded"]))
    return invalid


def _cards(paths: list[Path], rows: list[PolicyTally]) -> int:
    """Tally every card with a usable source; the number of cards without one."""
    from anchorlint.commands.card_sources import cards_with_sources

    settings = [card_settings(row.policy) for row in rows]
    without_source = 0
    for _, card, source in cards_with_sources(paths, Path.cwd()):
        if source is None:
            without_source += 1
        else:
            tally_card(card, source, rows, settings)
    return without_source
