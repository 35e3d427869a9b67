"""Hostile JSON Lines for ``anchorlint verify``: a line that is not JSON,
not an object, nested without end, not UTF-8, missing or mistyping fields,
and source paths that leave the JSONL file's folder, loop, name a folder or
a pipe. Every bad record gets one error line naming the file, the line and
the cause; every good record is still certified; nothing is written; the
sentinel outside the folder is never opened."""

from __future__ import annotations

import builtins
import io
import json
import os
from pathlib import Path

import pytest

from hostile._support import snapshot

SOURCE = "The sky is blue today. Revenue was 1,204 units.\n"
GOOD = {"claim": "The sky is blue today", "source_path": "source.txt"}


def jsonl(folder: Path, lines: list[str | bytes]) -> Path:
    path = folder / "claims.jsonl"
    with open(path, "wb") as out:
        for line in lines:
            out.write((line if isinstance(line, bytes) else line.encode("utf-8")) + b"\n")
    return path


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "source.txt").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "sentinel.txt").write_text("Zq9 SENTINEL CONTENT The sky is blue today\n", encoding="utf-8")
    return tmp_path / "data"


BAD_LINES = [
    ("{not json", "not JSON"),
    ('{"claim": "x", "source": "y"', "not JSON"),
    ("[1, 2, 3]", "a JSON array, not an object"),
    ('"just a string"', "not an object"),
    ('{"claim": ' + "[" * 100000, "not JSON"),
    ('{"claim": ' + "[" * 5000 + "]" * 5000 + ', "source": "s"}', "nested too deeply"),
    ('{"claim": ' + "[" * 50 + "]" * 50 + ', "source": "s"}', "'claim' must be"),
    (b'{"claim": "caf\xe9", "source": "x"}', "the line is not UTF-8"),
    ('{"source": "The sky"}', "no 'claim' field"),
    ('{"claim": 5, "source": "The sky"}', "'claim' must be a non-empty string"),
    ('{"claim": "x"}', "neither 'source' nor 'source_path' is given"),
    ('{"claim": "x", "source": "a", "source_path": "b"}', "both 'source' and 'source_path'"),
    ('{"claim": "x", "source_path": 7}', "'source_path' must be a non-empty string"),
    ('{"claim": "x", "kind": "guess", "source": "a"}', "'kind' must be"),
    ('{"claim": 1' + "0" * 5000 + ', "kind": "value", "source": "a"}', "not JSON"),
    ('{"claim": "x", "source_path": "/etc/passwd"}', "is absolute"),
    ('{"claim": "x", "source_path": "../sentinel.txt"}', "leads outside the JSONL file's folder"),
    ('{"claim": "x", "source_path": "link.txt"}', "leads outside the JSONL file's folder"),
    ('{"claim": "x", "source_path": "loop.txt"}', "a loop of symbolic links"),
    ('{"claim": "x", "source_path": "sub"}', "is a directory"),
    ('{"claim": "x", "source_path": "pipe.txt"}', "not a regular file"),
    ('{"claim": "x", "source_path": "missing.txt"}', "no such file"),
    ('{"claim": "x", "source_path": "nul\\u0000.txt"}', "no such file"),
]


def lay_traps(folder: Path) -> None:
    os.symlink(folder.parent / "sentinel.txt", folder / "link.txt")
    os.symlink(folder / "loop2.txt", folder / "loop.txt")
    os.symlink(folder / "loop.txt", folder / "loop2.txt")
    (folder / "sub").mkdir()
    os.mkfifo(folder / "pipe.txt")


def test_every_bad_record_is_one_error_line_and_the_good_ones_are_checked(cli, folder, monkeypatch):
    lay_traps(folder)
    lines: list[str | bytes] = [json.dumps(GOOD)]
    for line, _ in BAD_LINES:
        lines += [line, json.dumps(GOOD)]
    path = jsonl(folder, lines)
    before = snapshot(folder.parent)
    opened: list[str] = []
    real_open, real_os_open = builtins.open, os.open
    spy = lambda f, *a, **k: (opened.append(os.fsdecode(f)) if isinstance(f, (str, bytes, os.PathLike)) else None,
                             real_open(f, *a, **k))[1]
    monkeypatch.setattr(builtins, "open", spy)
    monkeypatch.setattr(io, "open", spy)
    monkeypatch.setattr(os, "open", lambda p, *a, **k: (opened.append(os.fsdecode(p)), real_os_open(p, *a, **k))[1])
    result = cli("verify", path)
    monkeypatch.undo()
    assert snapshot(folder.parent) == before
    assert "Traceback" not in result.out + result.err and "internal error" not in result.err
    assert result.code == 1
    out = [json.loads(line) for line in result.out.splitlines()]
    assert len(out) == len(lines)
    good = out[0::2]
    assert all(record["anchorlint"]["grounded"] is True for record in good)
    errors = [line for line in result.err.splitlines() if line.startswith("anchorlint: error: ")]
    assert len(errors) == len(BAD_LINES)
    for number, ((_, cause), error) in enumerate(zip(BAD_LINES, errors)):
        assert f"claims.jsonl:{2 * number + 2}: " in error and cause in error, (cause, error)
    for record, (_, cause) in zip(out[1::2], BAD_LINES):
        assert cause in record["anchorlint"]["error"]
    sentinel = os.path.realpath(folder.parent / "sentinel.txt")
    assert [p for p in opened if os.path.realpath(p) == sentinel] == []
    assert "zq9" not in (result.out + result.err).lower()


def test_a_jsonl_file_that_is_a_pipe_is_a_usage_error(cli, folder):
    os.mkfifo(folder / "claims.jsonl")
    result = cli("verify", folder / "claims.jsonl")
    assert result.code == 2 and "claims.jsonl: no such file" in result.err


def test_a_two_megabyte_record_is_checked(cli, folder):
    claim = "The sky is blue today " * (2 * 1024 * 1024 // 22)
    path = jsonl(folder, [json.dumps({"claim": claim, "source_path": "source.txt"}), json.dumps(GOOD)])
    result = cli("verify", path)
    assert result.code == 0
    first, second = (json.loads(line) for line in result.out.splitlines())
    assert first["anchorlint"]["grounded"] is False and second["anchorlint"]["grounded"] is True
