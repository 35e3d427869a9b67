"""The README stays true: its rule reference is the rules' own docs, its
commands are the ones CI runs, and its examples produce what they say."""

from __future__ import annotations

import contextlib
import io
import re

from anchorlint.ruledocs import splice
from conftest import PROJECT

README = (PROJECT / "README.md").read_text(encoding="utf-8")


def fenced_after(marker: str) -> str:
    block = README.split(marker, 1)[1]
    return re.search(r"```\w*\n(.*?)```", block, re.S).group(1)


def test_rule_reference_matches_the_rule_modules():
    assert splice(README) == README, "run: python -m anchorlint.ruledocs README.md"


def test_ci_runs_the_readme_commands():
    ci = (PROJECT / ".ci" / "run").read_text(encoding="utf-8")
    assert "<!-- test-command -->" in ci or fenced_after("<!-- test-command -->").strip() in ci


def test_first_command_output_is_what_the_readme_shows(cli):
    command = fenced_after("<!-- first-command -->").strip()
    target = command.split("anchorlint ", 1)[1]
    shown = README.split(command, 1)[1]
    shown = re.search(r"```text\n(.*?)```", shown, re.S).group(1)
    result = cli(target, cwd=PROJECT)
    assert result.out == shown


def test_python_examples_run_and_print_what_their_comments_say():
    blocks = re.findall(r"```python\n(.*?)```", README, re.S)
    assert blocks
    for code in blocks:
        lines = code.splitlines()
        # A comment line right after a print(...) line states what it prints.
        expected = [
            after[2:] for before, after in zip(lines, lines[1:])
            if before.lstrip().startswith("print(") and after.startswith("# ")
        ]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(code, "README.md", "exec"), {})
        assert out.getvalue().splitlines() == expected
