"""AsciiDoc's labelled lists (``term:: text``) are lists: a faithful
summary counts a man page's options, examples and keys written that way
(evaluation/fresh26's procs(1) cards; docs/compat.md item 204). Each
grounded count sits beside an invented one that must stay reported. The
sources are short excerpts written for the tests in the manner of an
AsciiDoc man page."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.labelled_lists import labelled_sizes

# A man page in AsciiDoc: four options, three examples (blank lines between
# them, one label a long phrase), two keys after a paragraph.
MAN_PAGE = (
    "= tally(1)\n:doctype: manpage\n\n== NAME\n\ntally - count lines\n\n"
    "== OPTIONS\n\n"
    "*--all*:: Count every line.\n"
    "*--blank*:: Count blank lines only.\n"
    "*--width <columns>*:: Set the width of the report.\n"
    "*--quiet*:: Print the total only.\n\n"
    "== EXAMPLES\n\n"
    "*Count a file*:: tally notes.txt\n\n"
    "*Count blank lines*:: tally --blank notes.txt\n\n"
    "*Count only the blank lines of every file under the current folder*:: tally --blank -r .\n\n"
    "== KEYS\n\nIn the pager, keys are available.\n\n"
    "*j*:: Scroll down\n"
    "*k*:: Scroll up\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The man page lists four options", []),
    ("手冊頁列出四個選項", []),
    ("The man page lists five options", ["five"]),
    ("手冊頁列出六個選項", ["六"]),
    ("It gives three examples", []),
    ("手冊頁附三個範例", []),
    ("It gives seven examples", ["seven"]),
])
def test_a_labelled_list_is_a_list(point, expected):
    assert missing(point, MAN_PAGE) == expected


# git's manuals: each label alone on its line, its text indented under it.
GIT_STYLE = "OPTIONS\n-------\n--quiet::\n\tBe quiet.\n--verbose::\n\tBe loud.\n-n::\n--dry-run::\n\tShow only.\n"


def test_labels_over_their_text_are_items():
    assert labelled_sizes(GIT_STYLE) == {4}


def test_deeper_labels_are_a_list_of_their_own_and_do_not_end_the_outer_one():
    text = "red:: warm\ncrimson::: dark\nscarlet::: bright\nblue:: cold\ngreen:: calm\n"
    assert labelled_sizes(text) == {3, 2}


def test_a_paragraph_or_a_heading_ends_the_list():
    text = "a:: one\nb:: two\n\nA paragraph from the margin.\n\nc:: three\nd:: four\ne:: five\n== Next\n\nf:: six\n"
    assert labelled_sizes(text) == {2, 3}


@pytest.mark.parametrize("text", [
    # reST: a paragraph ending in :: before the blank line of a literal block
    "Example::\n\n    code here\n\nAnother example::\n\n    more code\n",
    # reST directives
    ".. code-block:: ini\n\n    [a]\n\n.. code-block:: ini\n\n    [b]\n",
    # code: no space after the marks
    "std::vector<int> a;\nstd::map<int, int> b;\nuse std::io;\n",
    # a Haskell signature: a space before the marks
    "length :: [a] -> Int\nreverse :: [a] -> [a]\n",
])
def test_no_items_where_the_marks_are_no_labels(text):
    assert labelled_sizes(text) == set()
