"""The real pre-commit: `pre-commit try-repo` against this project, in a
temporary git repository holding a source and two cards."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, PROJECT

pytestmark = pytest.mark.skipif(
    shutil.which("git") is None or not (PROJECT / ".git").exists(),
    reason="needs git and a git checkout of anchorlint",
)


def git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def try_repo(repo: Path, hook: str, card: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(PROJECT), hook, "--files", card],
        cwd=repo, capture_output=True, text=True, timeout=900,
    )


@pytest.fixture(scope="module")
def card_repo(tmp_path_factory):
    repo = tmp_path_factory.mktemp("cards")
    shutil.copytree(FIXTURES / "incident-2026-08-16", repo / "kb")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "cards")
    return repo


def test_strict_hook_fails_on_the_fabricated_card(card_repo):
    result = try_repo(card_repo, "anchorlint-strict", "kb/cards/fabricated.md")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "H7 [soft, blocking] 'Windows'" in result.stdout  # blocking because of --strict


def test_strict_hook_passes_on_the_faithful_card(card_repo):
    result = try_repo(card_repo, "anchorlint-strict", "kb/cards/faithful.md")
    assert result.returncode == 0, result.stdout + result.stderr


def test_default_hook_shows_soft_findings_without_failing(card_repo):
    result = try_repo(card_repo, "anchorlint", "kb/cards/fabricated.md")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "H8 [soft]" in result.stdout


def test_one_summary_for_all_files(card_repo):
    # require_serial: pre-commit hands every file to one process, so there is
    # one summary rather than one per parallel batch (issue 13, item 9).
    result = subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(PROJECT), "anchorlint", "--all-files"],
        cwd=card_repo, capture_output=True, text=True, timeout=900,
    )
    summaries = [line for line in result.stdout.splitlines() if " checked, " in line]
    assert len(summaries) == 1 and summaries[0].startswith("4 cards checked, 1 with findings: 5 soft, 0 hard"), \
        result.stdout


def try_repo_staged(repo: Path, hook: str) -> subprocess.CompletedProcess:
    """pre-commit on what is staged, as a commit would run it."""
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(PROJECT), hook],
        cwd=repo, capture_output=True, text=True, timeout=900,
    )


SYNC_SOURCE = "The sync job runs every 15 minutes and writes to Kafka and Redis.\n"
SYNC_CARD = """---
source_path: ../notes/sync.txt
gloss: 同步工作的排程
---
# 同步工作

## 摘要
同步工作定期把資料寫進 Kafka 與 Redis。

## 重點
- 同步工作每 15 分鐘執行一次
- 資料寫進 Kafka 與 Redis

## 實體
- **Kafka**（工具）— 目的地之一

## 關聯
"""


@pytest.fixture
def source_repo(tmp_path):
    repo = tmp_path / "kb"
    (repo / "notes").mkdir(parents=True)
    (repo / "wiki").mkdir()
    (repo / "notes" / "sync.txt").write_text(SYNC_SOURCE, encoding="utf-8")
    (repo / "wiki" / "sync.md").write_text(SYNC_CARD, encoding="utf-8")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "cards")
    return repo


def test_staging_only_a_changed_source_rechecks_its_card(source_repo):
    (source_repo / "notes" / "sync.txt").write_text(SYNC_SOURCE.replace("15", "10"), encoding="utf-8")
    git(source_repo, "add", "notes/sync.txt")
    result = try_repo_staged(source_repo, "anchorlint-strict")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "wiki/sync.md:11:" in result.stdout and "H7 [soft, blocking] '15'" in result.stdout
    assert re.search(r"^1 cards? checked, 1 with findings", result.stdout, re.M)

