"""The composite GitHub Action (action.yml): it parses, its inputs are wired
to real flags, and its lint step, run by bash, produces the report and
passes anchorlint's exit code on."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from anchorlint.commands.check import build_parser
from conftest import FIXTURES, PROJECT

ACTION = yaml.safe_load((PROJECT / "action.yml").read_text("utf-8"))
STEPS = {step.get("id") or step["name"]: step for step in ACTION["runs"]["steps"]}


def test_composite_action_shape():
    assert ACTION["runs"]["using"] == "composite"
    assert set(ACTION["inputs"]) == {"paths", "strict", "format", "output-file", "version", "args"}
    for step in ACTION["runs"]["steps"]:
        assert step["shell"] == "bash"
        # Inputs reach the scripts through the environment, never spliced into them.
        assert "${{" not in step["run"]


def test_run_steps_use_real_flags_and_formats():
    known = {flag for action in build_parser()._actions for flag in action.option_strings}
    script = STEPS["lint"]["run"]
    used = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", script))
    assert used and used <= known
    formats = next(a for a in build_parser()._actions if "--format" in a.option_strings).choices
    described = ACTION["inputs"]["format"]["description"]
    for name in re.findall(r"\b(text|json|github|sarif|gitlab|junit|html)\b", described):
        assert name in formats, f"action.yml offers --format {name}, which anchorlint lacks"


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
@pytest.mark.parametrize("strict, expected", [("false", 0), ("true", 1)])
def test_lint_step_runs_anchorlint(tmp_path, strict, expected):
    shim = tmp_path / "bin" / "anchorlint"
    shim.parent.mkdir()
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m anchorlint "$@"\n')
    shim.chmod(0o755)
    out, github_output = tmp_path / "report.sarif", tmp_path / "github-output"
    env = {
        **os.environ,
        "PATH": f"{shim.parent}{os.pathsep}{os.environ['PATH']}",
        "PYTHONPATH": str(PROJECT),
        "ANCHORLINT_NO_CACHE": "1",
        "GITHUB_OUTPUT": str(github_output),
        "INPUT_PATHS": "incident-2026-08-16/cards/fabricated.md incident-2026-08-16/cards/faithful.md",
        "INPUT_STRICT": strict,
        "INPUT_FORMAT": "sarif",
        "INPUT_OUTPUT_FILE": str(out),
        "INPUT_ARGS": "--select H7,H8",
    }
    done = subprocess.run(["bash", "-c", STEPS["lint"]["run"]], cwd=FIXTURES, env=env, capture_output=True, text=True)
    assert done.returncode == expected, done.stderr
    assert github_output.read_text() == f"exit-code={expected}\n"
    results = json.loads(out.read_text("utf-8"))["runs"][0]["results"]
    assert {r["ruleId"] for r in results} == {"H7", "H8"}
    assert {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results} == {
        "fixtures/incident-2026-08-16/cards/fabricated.md"}
