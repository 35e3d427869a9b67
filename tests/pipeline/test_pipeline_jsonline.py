"""The record reader keeps the caller's bytes: properties over generated
objects written in several styles, and line-ending details."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.pipeline.jsonline import NotAnObject, NotJson, annotate, read_lines, read_members

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
                      max_leaves=8)
objects = st.dictionaries(st.text() | st.just("anchorlint"), values, max_size=6)
styles = st.sampled_from([
    {"separators": (",", ":")}, {"separators": (", ", ": ")}, {"separators": (" , ", " : "), "ensure_ascii": False},
    {"ensure_ascii": True},
])


def pairs(text: str) -> list:
    return json.loads(text, object_pairs_hook=lambda p: [[k, v] for k, v in p])


@settings(max_examples=200, deadline=None)
@given(objects, styles, st.sampled_from(["", " ", "  \t"]))
def test_members_are_the_parsed_pairs_with_exact_spans(obj: dict, style: dict, pad: str) -> None:
    line = pad + json.dumps(obj, **style) + pad
    members = read_members(line)
    assert [[m.key, json.loads(line[m.start:m.end])] for m in members] == [[k, v] for k, v in obj.items()]
    out = annotate(line, members, "anchorlint", '{"grounded":true}')
    added = ["anchorlint", [["grounded", True]]]
    if "anchorlint" in obj:  # replaced where it was
        assert pairs(out) == [added if key == "anchorlint" else [key, v] for key, v in pairs(line)]
    else:  # appended after every byte of the original members
        assert pairs(out) == [*pairs(line), added]
        assert out.startswith(line.rstrip()[:-1])


def test_errors_name_the_kind_of_problem() -> None:
    for text in ("not json", '{"a": 1,}', '{"a": 1} {}', "{", ""):
        with pytest.raises(NotJson):
            read_members(text)
    for text in ("[1]", '"x"', "3", "null"):
        with pytest.raises(NotAnObject):
            read_members(text)


def test_lines_crlf_bom_and_blank_lines() -> None:
    raw = [b"\xef\xbb\xbf{\"a\": 1}\r\n", b"\r\n", b"   \n", b"{\"b\": 2}\r\n", b"\xff\n", b"{\"c\": 3}"]
    assert list(read_lines(raw)) == [(1, '{"a": 1}'), (4, '{"b": 2}'), (5, None), (6, '{"c": 3}')]
