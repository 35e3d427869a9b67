"""``anchorlint data pin PATH...``: record the sha256 of every dataset the
cards declare, after a deliberate data change (see docs/data-claims.md).

Cards are the ``.md`` files given or found under the folders given. A card
is written only when a hash changes, atomically; everything else in it is
kept byte for byte (fixers/data_pin.py).

Exit codes: 0 every dataset was pinned (or already was), 1 some dataset
could not be read or pinned (named on stderr; the others were pinned),
2 bad usage.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TextIO

from anchorlint.commands.parser import EXIT_BLOCKING, EXIT_OK, Parser, UsageError

MAX_CARD_BYTES = 8 * 1024 * 1024


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="anchorlint data", description="Manage the datasets that cards' data claims cite.")
    actions = p.add_subparsers(dest="action", required=True, parser_class=Parser)
    pin = actions.add_parser("pin", help="write or refresh the sha256 of every declared dataset")
    pin.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    return p


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    options = parser().parse_args(args)
    failed = False
    for card in _cards(options.paths):
        failed |= not _pin_card(card, out, err)
    return EXIT_BLOCKING if failed else EXIT_OK


def _cards(paths: list[Path]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        if path.is_file():
            found.append(path)
        elif path.is_dir():
            for folder, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                found += [Path(folder, name) for name in sorted(files) if name.endswith(".md")]
        else:
            raise UsageError(f"{path}: no such file or directory")
    return found


def _pin_card(path: Path, out: TextIO, err: TextIO) -> bool:
    from anchorlint.files.datasets import resolve
    from anchorlint.files.discovery import find_root
    from anchorlint.files.read import MAX_SOURCE_BYTES, read_bytes
    from anchorlint.fixers.data_pin import declarations_of, pin

    raw, problem = read_bytes(path, MAX_CARD_BYTES)
    text = _decode(raw) if raw is not None else None
    if text is None or "data:" not in text:
        if raw is None:
            err.write(f"anchorlint: {path}: cannot read ({problem})\n")
        return raw is not None
    root = find_root(path.resolve())
    hashes, ok = {}, True
    for dataset in declarations_of(text).datasets:
        real, status = resolve(dataset.path, path.resolve().parent, root)
        data = read_bytes(real, MAX_SOURCE_BYTES)[0] if real is not None else None
        if data is None:
            err.write(f"anchorlint: {path}: dataset '{dataset.id}' ({dataset.path}): {status}; not pinned\n")
            ok = False
            continue
        import hashlib

        hashes[dataset.id] = hashlib.sha256(data).hexdigest()
    result = pin(text, hashes)
    for name in result.refused:
        err.write(f"anchorlint: {path}: dataset '{name}' is written in flow style; add sha256 by hand\n")
    if result.changed:
        _write(path, result.text)
        out.write(f"{path}: pinned {', '.join(result.changed)}\n")
    return ok and not result.refused


def _decode(raw: bytes) -> str | None:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _write(path: Path, text: str) -> None:
    from anchorlint.files.discovery import find_root
    from anchorlint.files.write import atomic_write

    atomic_write(path, text.encode("utf-8"), root=find_root(path.resolve()))
