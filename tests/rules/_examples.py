"""Running the examples of a rule's docstring (see
anchorlint/commands/rule_examples.py for their form) and fixture cards: the
files are written into an empty repository, ``anchorlint CARD --format json``
runs over the card, and the test compares the rule's (code, line, column)
findings with what the example says."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from anchorlint.commands.rule_examples import Example, docstring_examples as examples_by_section
from anchorlint.commands.ruledocs import parse_doc


def docstring_examples(rule: ModuleType) -> list:
    """pytest params: every Fails and Passes example of the rule's docstring."""
    _, sections = parse_doc(rule)
    params = []
    for section, examples in examples_by_section(sections).items():
        for index, example in enumerate(examples):
            params.append(pytest.param(example, id=f"{rule.CODE}-{section.lower()}-{index + 1}"))
    return params


def write_files(repo: Path, example: Example) -> Path:
    for item in example.files:
        path = repo / item.path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(item.text.encode(item.encoding))
    return repo / example.card.path


def findings_of(cli, repo: Path, card: Path, code: str, *flags: str) -> tuple[tuple[str, int, int], ...]:
    """The (code, line, col) findings of one rule on one card, in output order."""
    result = cli(card.relative_to(repo), "--format", "json", *flags, cwd=repo)
    assert result.code in (0, 1), result.err
    report = json.loads(result.out)
    return tuple(
        (finding["code"], finding["line"], finding["col"])
        for file in report["files"]
        for finding in file["findings"]
        if finding["code"] == code
    )


def run_example(cli, repo: Path, example: Example, code: str) -> tuple[tuple[str, int, int], ...]:
    return findings_of(cli, repo, write_files(repo, example), code)


def example_test(rule: ModuleType):
    """The test every rule's module holds: each Fails/Passes example of its
    docstring, written into a repository and run through the CLI."""

    @pytest.mark.parametrize("example", docstring_examples(rule))
    def test_docstring_example(example, repo, cli):
        assert run_example(cli, repo, example, rule.CODE) == example.expected

    return test_docstring_example
