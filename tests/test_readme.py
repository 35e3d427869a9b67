"""The README stays true: its rule reference is the rules' own docs, its
commands are the ones CI runs, and its examples produce what they say."""

from __future__ import annotations

import re

import pytest

from anchorlint.commands.ruledocs import splice
from conftest import PROJECT

README = (PROJECT / "README.md").read_text(encoding="utf-8")


def fenced_after(marker: str) -> str:
    block = README.split(marker, 1)[1]
    return re.search(r"```\w*\n(.*?)```", block, re.S).group(1)


def test_rule_reference_matches_the_rule_modules():
    assert splice(README) == README, "run: python -m anchorlint.commands.ruledocs README.md"


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


PRINT_WITH_COMMENT = re.compile(r"^\s*print\(.*\)\s+#\s?(.*)$")
BLOCK = re.compile(r"^```(python|py)\n(.*?)^```", re.S | re.M)


def expected_output(code: str) -> list[str]:
    """What a block says it prints: a comment after a print(...) call, on the
    same line or on the next line."""
    lines = code.splitlines()
    expected = []
    for index, line in enumerate(lines):
        same_line = PRINT_WITH_COMMENT.match(line)
        if same_line:
            expected.append(same_line.group(1).rstrip())
        elif line.lstrip().startswith("print(") and index + 1 < len(lines) and lines[index + 1].startswith("# "):
            expected.append(lines[index + 1][2:].rstrip())
    return expected


def test_the_readme_has_examples():
    assert len(BLOCK.findall(README)) >= 10


@pytest.mark.parametrize("fence, code", BLOCK.findall(README))
def test_python_examples_run_and_print_what_their_comments_say(fence, code):
    if fence == "py":
        pytest.importorskip("pydantic")
    printed: list[str] = []

    def record(*args: object) -> None:
        printed.append(" ".join(str(arg) for arg in args))

    exec(compile(code, "README.md", "exec"), {"print": record, "__name__": "__readme_example__"})
    assert printed == expected_output(code)
