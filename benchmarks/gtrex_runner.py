"""Runs gtrex in its own interpreter (gtrex is never a dependency of
anchorlint): the interpreter is this one when gtrex imports here, else
``--gtrex-python``, $GTREX_PYTHON or /tmp/gtrexvenv/bin/python."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

GTREX_SCRIPT = r"""
import json, sys, time
from collections import Counter
import gtrex
from gtrex import Policy, Repairer, Verifier
data = json.load(open(sys.argv[1], encoding="utf-8"))
if data.get("cases"):
    grounded, verifiers = [], {}
    for source, quote in data["cases"]:
        if source not in verifiers:
            verifiers[source] = Verifier(source, Policy())
        grounded.append(bool(verifiers[source].verify(quote).grounded))
    print(json.dumps({"version": gtrex.__version__, "grounded": grounded}))
    raise SystemExit(0)
source, quotes = data["source"], data["quotes"]
c0 = time.process_time()
t0 = time.perf_counter(); verifier = Verifier(source, Policy()); built = time.perf_counter() - t0
t0 = time.perf_counter(); tiers = Counter()
for kind, text in quotes:
    tiers[kind + "/" + str(verifier.verify(text).tier)] += 1
verify_s = time.perf_counter() - t0
cpu_s = time.process_time() - c0
repair_s = None
if data.get("repair"):
    t0 = time.perf_counter(); repairer = Repairer(source, Policy(repair_threshold=0.90))
    for kind, text in quotes:
        repairer.repair(text)
    repair_s = time.perf_counter() - t0
print(json.dumps({"version": gtrex.__version__, "build_s": built, "verify_s": verify_s, "cpu_s": cpu_s,
                  "repair_s": repair_s, "tiers": tiers}))
"""


def gtrex_python(explicit: str | None) -> str | None:
    try:
        import gtrex  # noqa: F401

        return sys.executable
    except ImportError:
        pass
    for candidate in (explicit, os.environ.get("GTREX_PYTHON"), "/tmp/gtrexvenv/bin/python"):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def run_gtrex(python: str, payload: dict) -> dict | None:
    """Runs GTREX_SCRIPT on ``payload`` with the interpreter that has gtrex."""
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "data.json"
        data.write_text(json.dumps(payload), encoding="utf-8")
        script = Path(folder) / "run_gtrex.py"
        script.write_text(GTREX_SCRIPT, encoding="utf-8")
        done = subprocess.run([python, str(script), str(data)], capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        print(f"gtrex run failed: {done.stderr.strip()[-400:]}")
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])
