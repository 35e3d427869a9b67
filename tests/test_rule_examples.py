"""The docstring example form: files written out, and files repeated by
reference (``as above``, with one edited line)."""

from __future__ import annotations

import textwrap

import pytest

from anchorlint.commands.rule_examples import ExampleError, docstring_examples, parse_examples
from anchorlint.commands.ruledocs import parse_text

DOC = textwrap.dedent('''\
    X1 example-rule: a rule for this test.

    What it checks
        Nothing.

    Why
        Nothing.

    Fails
        card.md::

            ---
            source_path: source.md
            ---
            - Windows 與 Linux

        source.md::

            Logseq only.

        expected:: H7 4:3

    Passes
        One line differs.

        card.md:: as above, line 4 reads

            - 只在 Logseq 中

        source.md:: as above

        expected:: nothing

    Options
        None.

    Blind spots
        None.
    ''')


def test_as_above_repeats_the_earlier_file_and_replaces_exactly_one_line():
    examples = docstring_examples(parse_text(DOC)[1])
    fails, passes = examples["Fails"], examples["Passes"]
    assert fails[0].card.text == "---\nsource_path: source.md\n---\n- Windows 與 Linux\n"
    assert passes[0].card.text == "---\nsource_path: source.md\n---\n- 只在 Logseq 中\n"
    assert passes[0].files[1].text == fails[0].files[1].text == "Logseq only.\n"
    assert passes[0].prose == "One line differs."
    assert passes[0].expected == ()


def test_as_above_refers_to_the_nearest_earlier_example():
    section = textwrap.dedent('''\
        card.md::

            first

        expected:: nothing

        card.md::

            second

        expected:: nothing

        card.md:: as above

        expected:: nothing
        ''')
    assert [example.card.text for example in parse_examples(section)] == ["first\n", "second\n", "second\n"]


@pytest.mark.parametrize(("label", "reason"), [
    ("card.md:: as above", "no earlier example has card.md"),
    ("card.md:: as above, line 9 reads\n\n    x", "does not fit: the file has 1 lines"),
    ("card.md:: as above, lines 2-1 read\n\n    x", "does not fit"),
])
def test_a_reference_that_cannot_be_resolved_is_an_error_naming_it(label, reason):
    earlier = parse_examples("card.md::\n\n    one\n\nexpected:: nothing\n") if "line" in label else []
    with pytest.raises(ExampleError, match=reason):
        parse_examples(f"{label}\n\nexpected:: nothing\n", earlier)


def test_lines_n_to_m_replace_a_range_with_a_block_of_any_length():
    earlier = parse_examples("card.md::\n\n    a\n    b\n    c\n    d\n\nexpected:: nothing\n")
    [edited] = parse_examples("card.md:: as above, lines 2-3 read\n\n    x\n\nexpected:: nothing\n", earlier)
    assert edited.card.text == "a\nx\nd\n"
