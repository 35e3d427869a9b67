"""The anchorlint-mark hook, through the real `pre-commit try-repo`: it marks
the fabricated card and fails (a fixer changed a file), then passes."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from conftest import FIXTURES, PROJECT
from test_precommit import git

pytest.importorskip("pre_commit")
pytestmark = pytest.mark.skipif(
    shutil.which("git") is None or not (PROJECT / ".git").exists(),
    reason="needs git and a git checkout of anchorlint",
)


def test_mark_hook_marks_then_passes(tmp_path):
    shutil.copytree(FIXTURES / "incident-2026-08-16", tmp_path / "kb")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", ".")
    command = [sys.executable, "-m", "pre_commit", "try-repo", str(PROJECT), "anchorlint-mark",
               "--files", "kb/cards/fabricated.md", "kb/cards/faithful.md"]
    first = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert first.returncode == 1, first.stdout + first.stderr
    assert "files were modified by this hook" in first.stdout
    assert b"quality: low" in (tmp_path / "kb/cards/fabricated.md").read_bytes()
    assert b"quality" not in (tmp_path / "kb/cards/faithful.md").read_bytes()
    git(tmp_path, "add", ".")
    second = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert second.returncode == 0, second.stdout + second.stderr
