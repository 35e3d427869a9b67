"""One JSON Lines record, read so that its bytes can be kept: the top-level
members of an object with the exact span of each value in the line.

Writing a result back never re-serializes the caller's fields: the
certificate is spliced in before the closing brace (or over the value of an
existing ``anchorlint`` member), so every other byte, the key order, number
spellings and escapes included, is what the caller wrote.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

_WHITESPACE = " \t\n\r"
# Floats as Decimal: a claimed value 1234.50 keeps its written decimals.
_DECODER = json.JSONDecoder(parse_float=Decimal)


class NotJson(ValueError):
    """The line is not JSON; the message says where the parser stopped."""


class NotAnObject(ValueError):
    """The line is JSON, but not an object."""


@dataclass(frozen=True, slots=True)
class Member:
    """``key: value`` at top level; ``line[start:end]`` is the value's text."""

    key: str
    value: Any
    start: int
    end: int


def _skip(line: str, index: int) -> int:
    while index < len(line) and line[index] in _WHITESPACE:
        index += 1
    return index


def _expect(line: str, index: int, char: str) -> int:
    index = _skip(line, index)
    if index >= len(line) or line[index] != char:
        raise ValueError(f"expected {char!r} at column {index + 1}")
    return index + 1


def _scan(line: str) -> tuple[Member, ...]:
    index = _expect(line, 0, "{")
    members: list[Member] = []
    if line[_skip(line, index) : _skip(line, index) + 1] == "}":
        index = _skip(line, index) + 1
    else:
        while True:
            index = _expect(line, index, '"') - 1
            key, index = _DECODER.raw_decode(line, index)  # a JSON string: it starts with '"'
            index = _skip(line, _expect(line, index, ":"))
            value, end = _DECODER.raw_decode(line, index)
            members.append(Member(key, value, index, end))
            index = _skip(line, end)
            if line[index : index + 1] == "}":
                index += 1
                break
            index = _expect(line, index, ",")
    if _skip(line, index) != len(line):
        raise ValueError(f"extra data at column {_skip(line, index) + 1}")
    return tuple(members)


def read_members(line: str) -> tuple[Member, ...]:
    """The members of the JSON object on ``line``, in order (duplicates kept).
    Raises NotJson or NotAnObject."""
    try:
        return _scan(line)
    except RecursionError:
        raise NotJson("nested too deeply") from None
    except ValueError as scan_error:
        try:
            json.loads(line)
        except ValueError as exc:
            raise NotJson(_first_line(exc)) from None
        if line.lstrip().startswith("{"):  # json.loads read what the scanner did not: report the scanner
            raise NotJson(_first_line(scan_error)) from None
        raise NotAnObject(type(json.loads(line)).__name__) from None


def _first_line(exc: Exception) -> str:
    text = str(exc).splitlines()
    return text[0] if text else type(exc).__name__


def annotate(line: str, members: tuple[Member, ...], key: str, payload: str) -> str:
    """``line`` with ``key`` set to the JSON text ``payload``: every existing
    ``key`` member's value replaced in place, else a new last member."""
    existing = [m for m in members if m.key == key]
    if existing:
        for member in reversed(existing):
            line = line[: member.start] + payload + line[member.end :]
        return line.rstrip(_WHITESPACE)
    body = line.rstrip(_WHITESPACE)
    assert body.endswith("}")
    separator = "," if members else ""
    return f"{body[:-1]}{separator}{json.dumps(key)}:{payload}}}"


def read_lines(handle: Iterable[bytes]) -> Iterator[tuple[int, str | None]]:
    """``(line number, text)`` for every non-blank line of a JSON Lines byte
    stream, read one at a time; text is None when the line is not UTF-8. A
    byte-order mark before the first line is dropped."""
    for number, raw in enumerate(handle, 1):
        try:
            text = raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError:
            yield number, None
            continue
        if number == 1:
            text = text.removeprefix("\ufeff")
        if text.strip(_WHITESPACE):
            yield number, text
