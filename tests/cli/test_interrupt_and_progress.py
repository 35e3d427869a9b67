"""Item 3: Ctrl-C during a multi-process run ends with one line and exit 130
(no traceback from any worker), and the progress counts cards, not files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from conftest import PROJECT, card_text, write

HARNESS = """
import os, sys, time
from pathlib import Path
import anchorlint.run.parallel as parallel
import anchorlint.run.runner as runner
from anchorlint.cli import main

os.cpu_count = lambda: 2            # two workers even on a one-CPU machine
runner.PARALLEL_THRESHOLD = 1       # a few cards are enough to go parallel
ready = Path(sys.argv[1])

def stuck(paths, explicit):         # a worker busy on a long chunk
    ready.joinpath(str(os.getpid())).write_text("")
    time.sleep(600)

parallel._work = stuck
sys.exit(main(["--jobs", "2", "--no-cache", "."]))
"""


def _repo(root: Path, cards: int) -> None:
    (root / ".git").mkdir(parents=True)
    for index in range(cards):
        write(root / f"d{index}" / "s.md", "Kafka and Redis, every 15 minutes.\n")
        write(root / f"d{index}" / "c.md", card_text("source_path: s.md\n"))


def test_ctrl_c_in_a_parallel_run_prints_one_line_and_exits_130(tmp_path):
    repo, ready = tmp_path / "repo", tmp_path / "ready"
    ready.mkdir()
    _repo(repo, 8)
    env = {**os.environ, "PYTHONPATH": str(PROJECT)}
    env.pop("PRE_COMMIT", None)
    child = subprocess.Popen([sys.executable, "-c", HARNESS, str(ready)], cwd=repo, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while not any(ready.iterdir()):  # wait until a worker is busy (not a timing assertion)
            assert child.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        os.killpg(child.pid, signal.SIGINT)  # what a terminal sends on Ctrl-C: the whole group
        out, err = child.communicate(timeout=120)
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
    assert child.returncode == 130
    assert err.decode() == "anchorlint: interrupted\n"
    assert b"Traceback" not in out + err


def test_progress_counts_cards_not_files(cli, tmp_path, monkeypatch):
    import anchorlint.run.runner as runner
    from anchorlint.config.settings import DEFAULT_SETTINGS

    repo = tmp_path / "repo"
    _repo(repo, 30)  # 30 cards and 30 sources: 60 markdown files
    write(repo / "notes.md", "# notes without a source\n")
    monkeypatch.setattr(runner, "PARALLEL_THRESHOLD", 1)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    calls: list[tuple[int, int]] = []
    result = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=2, use_cache=False,
                        progress=lambda done, total: calls.append((done, total)))
    assert len(result.files) == 30
    assert calls[-1] == (30, 30)
    assert all(done <= total for done, total in calls)
    calls.clear()
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1, use_cache=False,
               progress=lambda done, total: calls.append((done, total)))
    assert calls == [(30, 30)]


def test_card_counter_estimates_the_cards_left_from_those_done():
    from anchorlint.run.parallel import CardCounter

    seen: list[tuple[int, int]] = []
    counter = CardCounter(2200, lambda done, total: seen.append((done, total)))
    counter.add(1100, 1000)
    counter.add(1100, 1000)
    assert seen == [(1000, 2000), (2000, 2000)]
