"""The examples in a rule's docstring, in their machine-readable form.

A rule's ``Fails`` and ``Passes`` sections hold one or more examples. Each
is an optional line of prose, then one block per file (the first is the card
that is checked, the others are files beside it: its source, an image), then
the findings of that rule the card gets::

    A card that adds operating systems its source never names.

    card.md::

        ---
        source_path: source.md
        ---
        - 外掛必須支援 Windows 與 Linux

    source.md::

        The plugin must work inside Logseq.

    expected:: H7 4:10, H7 4:21

``expected:: nothing`` for none. A file label may name an encoding,
``source.md (cp950)::``, for files that are not UTF-8. The tests write the
files into an empty repository, run ``anchorlint card.md`` and compare the
rule's (code, line, column) findings; the rule pages show the same blocks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LABEL_RE = re.compile(r"(?P<path>[^\s:()]+)(?: \((?P<encoding>[\w-]+)\))?::\s*$")
_EXPECTED_RE = re.compile(r"expected::\s*(?P<spec>.*?)\s*$")
_FINDING_RE = re.compile(r"(?P<code>[A-Z]\d+) (?P<line>\d+):(?P<col>\d+)$")


class ExampleError(ValueError):
    """A docstring example that does not follow the form above."""


@dataclass(frozen=True)
class ExampleFile:
    path: str
    text: str
    encoding: str = "utf-8"


@dataclass(frozen=True)
class Example:
    prose: str
    files: tuple[ExampleFile, ...]
    expected: tuple[tuple[str, int, int], ...]

    @property
    def card(self) -> ExampleFile:
        return self.files[0]


def parse_examples(section: str) -> list[Example]:
    """The examples of one dedented ``Fails`` or ``Passes`` section."""
    lines = section.splitlines()
    examples: list[Example] = []
    prose: list[str] = []
    files: list[ExampleFile] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        label, expected = _LABEL_RE.match(line), _EXPECTED_RE.match(line)
        if label:
            text, index = _block(lines, index + 1)
            files.append(ExampleFile(label["path"], text, label["encoding"] or "utf-8"))
            continue
        if expected:
            if not files:
                raise ExampleError(f"'expected::' without a file block: {line!r}")
            examples.append(Example(" ".join(prose).strip(), tuple(files), _findings(expected["spec"])))
            prose, files = [], []
        elif line.strip():
            prose.append(line.strip())
        index += 1
    if files:
        raise ExampleError("an example without its 'expected::' line")
    return examples


def _block(lines: list[str], index: int) -> tuple[str, int]:
    """The indented block after a label (its lines dedented by four), and
    the index of the first line after it."""
    body: list[str] = []
    while index < len(lines) and (not lines[index].strip() or lines[index].startswith("    ")):
        body.append(lines[index][4:])
        index += 1
    while body and not body[0].strip():
        body.pop(0)
    while body and not body[-1].strip():
        body.pop()
    if not body:
        raise ExampleError("an empty file block")
    return "\n".join(body) + "\n", index


def _findings(spec: str) -> tuple[tuple[str, int, int], ...]:
    if spec == "nothing":
        return ()
    found = []
    for item in spec.split(","):
        match = _FINDING_RE.match(item.strip())
        if match is None:
            raise ExampleError(f"expected 'CODE LINE:COL', got {item.strip()!r}")
        found.append((match["code"], int(match["line"]), int(match["col"])))
    return tuple(found)
