"""The code spans after a count's colon are what it counts (issue 11,
evaluation/fresh26; docs/compat.md item 215). "Four options combine
keywords: `--and` and `--or` show …, `--nand` and `--nor` hide them" names
the four options it counts in the clauses that say what each does; as many
spans the source writes ground the count, a span it does not write grounds
nothing. The source is a short excerpt written for the tests in the manner
of a command's man page."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.counts import spans_after_colon

OPTIONS = (
    "## OPTIONS\n\n"
    "*--and*: Show processes that match all keywords.\n\n"
    "*--or*: Show processes that match any keyword.\n\n"
    "*--nand*: Hide processes that match all keywords.\n\n"
    "*--nor*: Hide processes that match any keyword.\n\n"
    "*--tree*: Show a tree view.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Four options combine keywords: `--and` and `--or` show matching processes, `--nand` and `--nor` hide them", []),
    ("四個選項組合關鍵字：`--and`、`--or` 顯示符合的程序，`--nand`、`--nor` 則把它們隱藏", []),
    # A count the spans do not give, or a span the source does not write.
    ("Five options combine keywords: `--and` and `--or` show matching processes, `--nand` and `--nor` hide them",
     ["Five"]),
    ("五個選項組合關鍵字：`--and`、`--or` 顯示符合的程序，`--nand`、`--nor` 則把它們隱藏", ["五"]),
    ("Four options combine keywords: `--and` and `--or` show matching processes, `--xand` and `--nor` hide them",
     ["Four", "xand"]),
])
def test_the_spans_after_a_counts_colon_are_what_it_counts(point, expected):
    assert missing(point, OPTIONS) == expected


def test_only_the_sentence_after_the_counts_own_colon_is_read():
    line = "Two flags: `-a` and `-b` matter. Later `-c` and `-d` do too"
    assert spans_after_colon(line, line.index("Two") + 3) == frozenset({"`-a`", "`-b`"})
    # A span in a parenthesis is an item's detail.
    line = "四個 feature：`nightly`、`serde`、`rayon`、`raw`（unsafe 的 `RawTable` API）"
    assert len(spans_after_colon(line, line.index("四") + 1)) == 4
    # A span later in an item's clause is a detail of the item the words name.
    line = "四種 shell 的設定：zsh 寫進 `~/.zshrc`、bash 寫進 `~/.bashrc`，fish 在 `config.fish` 加上 `x`"
    assert spans_after_colon(line, line.index("四") + 1) == frozenset()
    # The colon of another count after it opens that count's items.
    line = "Two flags and three modes: `x`, `y` and `z`"
    assert spans_after_colon(line, line.index("Two") + 3) == frozenset()
