"""Counts grounded by the wrong thing, and counts of a code block's rows
(compat.md items 198 and 199; evaluation/fresh23's miss M3 and false
alarm F2). The sources are short texts of our own, in the shape of the
set's benchmark page: hardware headings written as multiplications, and
result lines pasted in code blocks with the run's settings."""

from __future__ import annotations

import pytest

from anchorlint.text.code_rows import code_row_sizes
from anchorlint.text.noun_counts import counted_nouns, stated_counts
from conftest import ungrounded_point as missing

# Two machines: the CPU's cores and the GPU's units written as `x N`.
MACHINES = (
    "# Sample timings\n\n"
    "### Widget CPU 9000 (2.8 GHz ~ 4.2 GHz x 24)\n\n"
    "one run\n\n"
    "### Widget GPU G7 (SM x 60 + Tensor Core x 480)\n\n"
    "another run\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("這張卡有 24 個 SM", ["24"]),  # the CPU's x 24 counts cores, not SMs
    ("這張卡有 60 個 SM", []),
    ("The card has 24 SMs", ["24"]),
    ("The card has 60 SMs", []),
    ("The card has 480 Tensor Cores", []),
    ("The CPU has 24 cores", []),  # (a count of nothing the source multiplies: read as before)
])
def test_a_count_written_as_a_multiplication_decides_the_count_of_its_noun(point, expected):
    assert missing(point, MACHINES) == expected


@pytest.mark.parametrize(("source", "phrase", "stated"), [
    ("tu102 sm x 72 + tensor core x 576", "sms", {72}),
    ("tu102 sm x 72 + tensor core x 576", "tensor cores", {576}),
    ("a board of 4 × gpu", "gpus", {4}),
    ("2 x gpu nodes", "gpus", {2}),
    ("it is 2x faster per gpu", "gpus", set()),  # a multiplier glued to its x counts nothing
])
def test_what_a_source_states_as_a_count_by_multiplication(source, phrase, stated):
    assert stated_counts(source, (phrase,))[0] == frozenset(stated)


@pytest.mark.parametrize(("line", "nouns"), [
    ("32 個 SM", ("sm",)),
    ("72 SMs on the die", ("sms",)),
    ("32 GB", ()),  # an acronym with no counter before it is a unit
])
def test_an_acronym_counted(line, nouns):
    assert counted_nouns(line, 2) == nouns


# A benchmark run pasted in a code block: the command, the settings, then
# one result line per model (a name and the same fields), twice.
RUN = (
    "    loop_count = 4\n"
    "    num_threads = 1\n"
    "    powersave = 0\n"
    "    alpha  min =  1.10  max =  1.30  avg =  1.20\n"
    "    beta_v2  min =  2.10  max =  2.30  avg =  2.20\n"
    "    gamma  min =  3.10  max =  3.30  avg =  3.20\n"
    "    delta-tiny  min =  4.10  max =  4.30  avg =  4.20\n"
    "    epsilon  min =  5.10  max =  5.30  avg =  5.20\n"
)
RESULTS = (
    "# Timings\n\n"
    "### CPU\n```\n$ ./bench 4 1 0\n" + RUN + "```\n\n"
    "### GPU\n```\n$ ./bench 4 1 0 1\n[0 gpu]  queue=2  fp16=1\n" + RUN + "```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The page lists timings for five models on two machines", []),
    ("The page lists timings for six models on two machines", ["six"]),
    ("頁面列出五個模型在兩台機器上的結果", []),
    ("頁面列出八個模型在兩台機器上的結果", ["八"]),
])
def test_a_run_of_result_lines_in_a_code_block_is_a_list(point, expected):
    assert missing(point, RESULTS) == expected


@pytest.mark.parametrize(("block", "sizes"), [
    (RUN, {5}),  # the settings are no rows: no name before their key
    ("a  x = 1  y = 2\nb  x = 1  y = 2\nc  x = 1\n", set()),  # other fields: another form
    ("- name: a\n- name: b\n- name: c\n", set()),  # a list item's dash is no name
    ("BenchmarkA  10  5 ns/op\nBenchmarkB  10  6 ns/op\nBenchmarkC  10  7 ns/op\n", {3}),
])
def test_which_lines_of_a_block_are_rows(block, sizes):
    assert code_row_sizes("\n```\n" + block + "```") == sizes
