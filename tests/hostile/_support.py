"""Shared pieces of the hostile-input tests: a card template, a control
card that must still be checked, a snapshot of the tree that proves nothing
was written, and the checks every hostile run must pass."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from conftest import card_text, write


# A card whose one finding (H7 'redis') proves the run went on past the
# hostile file.
CONTROL_LINE = "control.md:11:14: H7 [soft] 'Redis'"


def card(source: str | None = None, frontmatter: str = "") -> str:
    line = f"source_path: {source}\n" if source is not None else ""
    return card_text(line + frontmatter)


def add_control(root: Path) -> None:
    write(root / "control-src.md", "Kafka syncs every 15 minutes.\n")
    write(root / "control.md", card("control-src.md"))


def snapshot(root: Path) -> dict[str, tuple]:
    """Every entry under ``root`` (the cache folder aside): kind, bytes and
    modification time, symbolic links not followed, nothing opened that is
    not a regular file."""
    seen: dict[str, tuple] = {}
    stack = [root]  # not os.walk: it recurses, and one test nests folders a thousand deep
    while stack:
        folder = stack.pop()
        for name in sorted(os.listdir(folder)):
            path = Path(folder, name)
            if name == ".anchorlint_cache":
                continue
            info = os.lstat(path)
            if os.path.isdir(path) and not os.path.islink(path):
                stack.append(path)
            digest = None
            if os.path.isfile(path) and not os.path.islink(path) and info.st_mode & 0o444:
                try:
                    digest = hashlib.sha256(path.read_bytes()).hexdigest()
                except PermissionError:
                    digest = "unreadable"
            seen[str(path.relative_to(root))] = (info.st_mode, info.st_size, info.st_mtime_ns, digest)
    return seen


def assert_clean_run(result, *, code: int | tuple[int, ...], says: tuple[str, ...], control: bool = True) -> None:
    """The run ended with ``code``; one line of its output holds every piece
    of ``says`` (the file and the cause); no traceback, no internal error;
    the control card was still checked."""
    streams = result.out + result.err
    assert "Traceback" not in streams and "internal error" not in streams, streams
    codes = code if isinstance(code, tuple) else (code,)
    assert result.code in codes, (result.code, streams)
    lines = streams.splitlines()
    assert any(all(piece in line for piece in says) for line in lines), (says, streams)
    if control:
        assert any(line.startswith(CONTROL_LINE) for line in lines), streams
