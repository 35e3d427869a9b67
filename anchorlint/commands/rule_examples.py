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
``source.md (cp950)::``, for files that are not UTF-8. A later example
repeats a file of an earlier one by reference, so that a passing example
shows only the line that makes it pass::

    source.md:: as above

    card.md:: as above, line 4 reads

        - 外掛必須在 Logseq 中運作

(``as above`` is the same path in the nearest earlier example of the
docstring; ``line N reads`` replaces that one line with the block, and
``lines N-M read`` those lines.) The
tests write the files into an empty repository, run ``anchorlint card.md``
and compare the rule's (code, line, column) findings; the rule pages show
every file written out in full, so a page never depends on another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LABEL_RE = re.compile(r"(?P<path>[^\s:()]+)(?: \((?P<encoding>[\w-]+)\))?::"
                       r"(?: as above(?P<edit>, line (?P<line>\d+) reads|, lines (?P<first>\d+)-(?P<last>\d+) read)?(?P<plain>))?\s*$")
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


def docstring_examples(sections: dict[str, str]) -> dict[str, list[Example]]:
    """The examples of a docstring's ``Fails`` and ``Passes`` sections, in
    that order, so that ``as above`` in Passes can refer to a Fails file."""
    found: dict[str, list[Example]] = {}
    earlier: list[Example] = []
    for key in ("Fails", "Passes"):
        found[key] = parse_examples(sections.get(key, ""), earlier)
        earlier += found[key]
    return found


def parse_examples(section: str, earlier: list[Example] | None = None) -> list[Example]:
    """The examples of one dedented ``Fails`` or ``Passes`` section; ``earlier``
    examples (of the same docstring) are what ``as above`` refers to."""
    earlier = list(earlier or [])
    lines = section.splitlines()
    examples: list[Example] = []
    prose: list[str] = []
    files: list[ExampleFile] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        label, expected = _LABEL_RE.match(line), _EXPECTED_RE.match(line)
        if label:
            if label["plain"] is None:
                text, index = _block(lines, index + 1)
            else:
                text, index = _repeated(label, lines, index + 1, earlier + examples)
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


def _repeated(label: re.Match, lines: list[str], index: int, earlier: list[Example]) -> tuple[str, int]:
    """The text of an ``as above`` file (with its one edited line), and the
    index of the first line after the label (or after the edit's block)."""
    previous = next((item.text for example in reversed(earlier) for item in example.files
                     if item.path == label["path"]), None)
    if previous is None:
        raise ExampleError(f"'{label['path']}:: as above' but no earlier example has {label['path']}")
    if label["edit"] is None:
        return previous, index
    replacement, index = _block(lines, index)
    old = previous.splitlines(keepends=True)
    first, last = (int(label["line"]),) * 2 if label["line"] else (int(label["first"]), int(label["last"]))
    if not 1 <= first <= last <= len(old):
        raise ExampleError(f"'{label['path']}::{label['edit'][1:]}' does not fit: the file has {len(old)} lines")
    return "".join(old[:first - 1]) + replacement + "".join(old[last:]), index


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
