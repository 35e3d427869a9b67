"""Lists of terms a markdown source writes without bullets: a definition
list (``term`` over ``:   text``) and a run of paragraphs each led by a
bold term (``**-h**, **\\--help** help for gdu``).

A man page converted to markdown (pandoc's ``gdu.1.md``) writes its options
as paragraphs that open with the bold flag, one after another, and its
other tables of meanings as definition lists::

    **!**

    :   An error occurred while reading this directory.

A faithful summary counts them ("twenty-nine options", ``五種檔案旗標``) as it
counts a markdown list's items or a roff page's ``.TP`` items
(:mod:`anchorlint.text.roff_lists`). A definition list's items are its terms,
the lines at the margin right above a ``:`` definition (a blank line may
stand between) when they are marked, bold or code (a flag, a key), and
run across blank lines, definitions and their indented
lines; a heading or any other paragraph ends the run. Bold-led paragraphs
make a list when three or more follow one another (one or two are notes:
``**Note:** …``); a paragraph that opens otherwise, or a heading, ends
the run. Pure: text in, sizes out.
"""

from __future__ import annotations

import re

# A definition: a colon at the margin (up to two spaces before it, as pandoc
# allows), then spaces and its text. Led by the line feed: a scan skips to
# the few lines that can be one.
_DEFINITION_RE = re.compile(r"\n {0,2}:[ \t]+\S")
# A paragraph led by a bold term, after a blank line.
_BOLD_LED_RE = re.compile(r"\n[ \t]*\n\*\*[^*\n]")
# A paragraph written from the margin after a blank line (what ends a run):
# not a definition, not an indented line.
_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n(?![ \t\n]| {0,2}:[ \t])")
_SHORTEST_BOLD_RUN = 3


def might_hold_term_lists(text: str) -> bool:
    """Can ``text`` hold either list at all (most sources write neither)?"""
    return "\n:" in text or "\n  :" in text or "\n\n**" in text


def term_list_sizes(text: str) -> set[int]:
    """The number of terms (two or more) of each definition list, and of
    paragraphs (three or more) of each run led by bold terms."""
    return _definition_sizes(text) | _bold_run_sizes(text)


def _definition_sizes(text: str) -> set[int]:
    """The number of terms of each run of definitions."""
    sizes: set[int] = set()
    run, last = 0, -1  # terms so far, where the last definition's line starts
    for definition in _DEFINITION_RE.finditer(text):
        term = _term_before(text, definition.start())
        if term is None:
            continue  # (another definition of the same term, or no term)
        if run and _PARAGRAPH_RE.search(text, last, term - 1) is not None:  # (the term's own blank line aside)
            sizes.add(run)  # a paragraph between ends the list
            run = 0
        run += 1
        last = definition.start()
    sizes.add(run)
    return {size for size in sizes if size >= 2}


def _term_before(text: str, at: int) -> int | None:
    """Where the term of the definition whose line feed is ``text[at]``
    starts: the last line above it that is not blank, when it opens at the
    margin with a marked term; None when there is none such (a plain
    caption, or a second definition of one term)."""
    end = at
    while end > 0 and not text[text.rfind("\n", 0, end) + 1:end].strip():
        end = text.rfind("\n", 0, end)  # (a blank line between)
        if end < 0:
            return None
    start = text.rfind("\n", 0, end) + 1
    return start if text.startswith(_MARKED_TERMS, start) else None


# A term the list names as a flag, key or option is marked, bold or code
# (``**!**``, ``**-v**, **\--no-squeezing**``, `` `key` ``): a list of plain
# phrases over definitions (an EXAMPLES section's "Print a given file:") is
# a man page's run of captions, no list a count of things is drawn from.
_MARKED_TERMS = ("**", "`")


def _bold_run_sizes(text: str) -> set[int]:
    """The number of paragraphs of each run of three or more that each open
    with a bold term."""
    sizes: set[int] = set()
    run, last = 0, -1  # paragraphs so far, where the last one's blank line starts
    for paragraph in _BOLD_LED_RE.finditer(text):
        if run and _PARAGRAPH_RE.search(text, last + 1, paragraph.start()) is not None:
            sizes.add(run)  # a paragraph that opens otherwise ends the run
            run = 0
        run += 1
        last = paragraph.start()
    sizes.add(run)
    return {size for size in sizes if size >= _SHORTEST_BOLD_RUN}
