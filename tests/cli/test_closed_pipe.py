"""Item 2: a reader that closes the pipe early (``anchorlint … | head -1``)
is not an error: no message, and the run's own exit code (never 2)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import FIXTURES, PROJECT

FABRICATED = FIXTURES / "incident-2026-08-16" / "cards" / "fabricated.md"


def _run_into_closed_pipe(*args: str) -> subprocess.CompletedProcess:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anchorlint writes a byte
    try:
        env = {**os.environ, "PYTHONPATH": str(PROJECT), "ANCHORLINT_NO_CACHE": "1"}
        return subprocess.run([sys.executable, "-m", "anchorlint", *args], stdout=write_end,
                              stderr=subprocess.PIPE, env=env, cwd=PROJECT, timeout=120)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("args, code", [
    ([str(FABRICATED)], 0),
    ([str(FABRICATED), "--format", "json"], 0),
    ([str(FABRICATED), "--strict"], 1),
    (["rule", "--all"], 0),
])
def test_a_closed_pipe_ends_the_run_quietly_with_its_own_exit_code(args, code):
    result = _run_into_closed_pipe(*args)
    assert result.stderr == b""
    assert result.returncode == code


def test_head_dash_one_through_a_shell_sees_the_first_line():
    env = {**os.environ, "PYTHONPATH": str(PROJECT), "ANCHORLINT_NO_CACHE": "1"}
    script = f'"{sys.executable}" -m anchorlint "{FABRICATED}" --format json | head -c 10; echo " ${{PIPESTATUS[0]}}"'
    result = subprocess.run(["bash", "-c", script], capture_output=True, env=env, cwd=PROJECT, timeout=120)
    assert result.stdout[:1] == b"{" and result.stdout.endswith(b" 0\n")
    assert result.stderr == b""
