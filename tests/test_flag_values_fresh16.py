"""A single digit after a one-letter command-line flag is that flag's
value, judged by the source's values of the flag (compat.md item 135;
evaluation/fresh16's dust README). The source is an excerpt of it."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# dust's README, its usage lines; a five-item list elsewhere grounds a bare 5.
DUST = (
    "Usage: dust -p (full-path - Show fullpath of the subdirectories)\n"
    "Usage: dust -n 30  (Shows 30 directories instead of the default [default is terminal height])\n"
    "Usage: dust -d 3  (Shows 3 levels of subdirectories)\n"
    "Usage: dust -r (reverse order of output)\n\n"
    "- one\n- two\n- three\n- four\n- five\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("-n 30 改成顯示 30 個目錄，-d 5 只看 5 層子目錄", DUST, ["5"]),
    ("-n 30 改成顯示 30 個目錄，-d 3 只看三層子目錄", DUST, []),
    ("Run `dust -d 4` to see four levels", DUST, ["4"]),
    # A flag the source never gives a figure: its value stays unchecked, as before.
    ("Run `dust -j 4` for four threads", DUST, []),
    # A hyphen inside a word opens no flag.
    ("a top-d 7 chart", DUST, []),
])
def test_a_flags_value_is_the_sources_value_of_it(point, source, expected):
    assert missing(point, source) == expected
