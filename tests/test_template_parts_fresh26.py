"""A count of the parts of a dotted template the card writes beside it
(issue 11, evaluation/fresh26; docs/compat.md item 195). "three parts:
MAJOR.MINOR.PATCH" counts the template's placeholders, which the card
itself enumerates; a count of another number of them is contradicted by
it. The source is a short excerpt written for the tests in the manner of a
project's version policy."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.template_parts import template_parts

POLICY = (
    "## Version policy\n\n"
    "A release number is made up of ``MAJOR.MINOR.PATCH``.\n\n"
    "API breaking changes should only occur in **major** releases.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Release numbers have three parts: MAJOR.MINOR.PATCH", []),
    ("版本號由 MAJOR.MINOR.PATCH 三段組成", []),
    ("版本號分成 `MAJOR.MINOR.PATCH` 三個部分", []),
    # A count the template contradicts.
    ("Release numbers have four parts: MAJOR.MINOR.PATCH", ["four"]),
    ("版本號由 MAJOR.MINOR.PATCH 四段組成", ["四"]),
])
def test_a_count_of_a_templates_parts_is_its_placeholders(point, expected):
    assert missing(point, POLICY) == expected


@pytest.mark.parametrize(("line", "word", "expected"), [
    ("Versions read x.y.z, three parts in all", "three", 3),
    ("It has three parts: MAJOR.MINOR.PATCH. Later sentences X.Y say nothing", "three", 3),
    # Not a template: a file name, or no count of parts, or two templates.
    ("The file config.yaml has three parts", "three", None),
    ("MAJOR.MINOR.PATCH comes in three flavours", "three", None),
    ("MAJOR.MINOR or MAJOR.MINOR.PATCH: two parts or three", "two", None),
])
def test_only_a_count_of_parts_beside_one_template_is_read(line, word, expected):
    start = line.index(word)
    assert template_parts(line, start, start + len(word)) == expected
