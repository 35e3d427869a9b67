"""Lists of terms a markdown source writes without bullets (issue 11,
evaluation/fresh24; docs/compat.md item 217): a definition list (``term``
over ``:   text``) and a run of three or more paragraphs each led by a bold
term, as a man page converted to markdown writes its options and flags.
The source is a short excerpt written for the tests in the manner of such a
man page."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.term_lists import term_list_sizes

MAN_PAGE = (
    "# OPTIONS\n\n"
    "**-h**, **\\--help**\\[=false\\] help for the tool\n\n"
    "**-i**, **\\--ignore-dirs** Absolute paths to\nignore (separated by comma)\n\n"
    "**-l**, **\\--log-file** Path to a logfile\n\n"
    "**\\--si**\\[=false\\] Show sizes with decimal prefixes\n\n"
    "# FILE FLAGS\n\n"
    "Files may be prefixed by a flag with following meaning:\n\n"
    "**!**\n\n"
    ":   An error occurred while reading this directory.\n\n"
    "**@**\n\n"
    ":  File is symlink or socket.\n\n"
    "**e**\n\n"
    ":  Directory is empty.\n"
)


def test_bold_led_paragraphs_and_definitions_are_lists():
    assert term_list_sizes(MAN_PAGE) == {4, 3}


def test_a_paragraph_or_a_heading_ends_a_run():
    text = "**a** 1\n\n**b** 2\n\nPlain text.\n\n**c** 3\n\n**d** 4\n\n**e** 5\n\n# H\n\n**f** 6\n"
    assert term_list_sizes(text) == {3}  # c, d, e; a and b are two notes, f one
    definitions = "**A**\n:   a\n\n`B`\n:   b\n:   b again\n\nA paragraph.\n\n**C**\n: c\n"
    assert term_list_sizes(definitions) == {2}  # one term, C, after the paragraph: no list


def test_plain_captions_over_definitions_are_no_list():
    examples = "# EXAMPLES\n\nPrint a file:\n:   $ tool a.png\n\nPrint a pipe:\n:   $ tool b | less\n\nThird:\n: $ c\n"
    assert term_list_sizes(examples) == set()


@pytest.mark.parametrize(("point", "expected"), [
    ("The man page lists four options and three file flags", []),
    ("說明頁列出四個選項和三種檔案旗標", []),
    # Counts no list of the page gives.
    ("The man page lists six options and three file flags", ["six"]),
    ("說明頁列出四個選項和五種檔案旗標", ["五"]),
])
def test_counts_of_the_options_and_flags_are_grounded(point, expected):
    assert missing(point, MAN_PAGE) == expected
