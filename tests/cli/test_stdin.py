"""Item 13: ``anchorlint - --stdin-filename cards/x.md`` checks the text
piped in, resolving its source as if it were that file (what editor
integrations send: the unsaved buffer)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

from conftest import PROJECT, card_text, write


def test_stdin_is_checked_as_the_named_file(repo):
    write(repo / "docs" / "s.md", "Kafka and Redis, every 15 minutes.\n")
    buffer = card_text("source_path: ../docs/s.md\n").replace("- 使用 Kafka 與 Redis", "- 使用 Kafka 與 Zookeeper")
    env = {**os.environ, "PYTHONPATH": str(PROJECT), "ANCHORLINT_NO_CACHE": "1"}
    result = subprocess.run([sys.executable, "-m", "anchorlint", "-", "--stdin-filename", "cards/x.md",
                             "--format", "json"], input=buffer.encode(), capture_output=True, cwd=repo,
                            env=env, timeout=120)
    doc = json.loads(result.stdout)
    (entry,) = doc["files"]
    assert entry["path"] == "cards/x.md" and entry["source"] == "docs/s.md"
    assert [(f["code"], f["line"]) for f in entry["findings"]] == [("H7", 11)]
    assert entry["grounding"]["ungrounded"] == ["Zookeeper"]
    assert not (repo / "cards").exists()  # nothing written, the file need not exist
    assert result.returncode == 0 and result.stderr == b""


def test_stdin_text_wins_over_the_file_on_disk(cli, repo, monkeypatch):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "x.md", card_text("source_path: s.md\n"))  # saved: clean
    unsaved = card_text("source_path: s.md\n").replace("15 分鐘", "30 分鐘")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(unsaved.encode())))
    result = cli("-", "--stdin-filename", "x.md", cwd=repo)
    assert result.out.startswith("x.md:12:5: H7 [soft] '30'")


def test_stdin_refuses_other_paths_and_writing_flags(cli, repo):
    assert cli("-", "x.md", cwd=repo).code == 2
    assert cli("--stdin-filename", "x.md", "y.md", cwd=repo).code == 2
    assert cli("-", "--mark", cwd=repo).code == 2


def test_stdin_with_diff_shows_the_marks_without_writing(cli, repo, monkeypatch):
    write(repo / "s.md", "Kafka only.\n")
    unsaved = card_text("source_path: s.md\n")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(unsaved.encode())))
    result = cli("-", "--stdin-filename", "x.md", "--diff", "--mark", cwd=repo)
    assert result.code == 1 and "+quality: low\n" in result.out and not (repo / "x.md").exists()
