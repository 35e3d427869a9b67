"""verify streams: 50,000 records take no more memory than 2,000."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import PROJECT
from pipeline_helpers import FILING

# Runs in a fresh process so that the peak resident size is this run's own.
SCRIPT = r"""
import io, json, resource, sys
from pathlib import Path
from anchorlint.cli import main

folder = Path(sys.argv[1])

def run(n):
    path = folder / f"in{n}.jsonl"
    with open(path, "w", encoding="utf-8") as handle:
        for i in range(n):
            record = {"id": i, "claim": "for the year ended December 31", "source_path": "filing.txt", "pad": "x" * 200}
            handle.write(json.dumps(record) + "\n")
    err = io.StringIO()
    assert main(["verify", str(path), "-o", str(folder / f"out{n}.jsonl")], io.StringIO(), err) == 0, err.getvalue()
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, err.getvalue()

small, _ = run(2000)
large, summary = run(50000)
print(small, large)
print(summary, end="")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ru_maxrss is in KiB on Linux")
def test_memory_does_not_grow_with_the_number_of_records(tmp_path: Path) -> None:
    (tmp_path / "filing.txt").write_text(FILING, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(PROJECT)}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], capture_output=True, text=True, env=env,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    sizes, summary = done.stdout.split("\n", 1)
    small, large = map(int, sizes.split())
    output_bytes = (tmp_path / "out50000.jsonl").stat().st_size
    assert output_bytes > 30_000_000  # holding the output would show
    assert large - small < 8 * 1024, f"peak RSS grew by {large - small} KiB"
    assert summary.startswith("anchorlint verify: 50000 records: 50000 grounded")
