"""A scale letter a table column's header gives in brackets applies to
the bare figures of that column (compat.md item 129; evaluation/fresh16's
InternLM benchmark page, ``global tokens/step (M)`` over ``0.125`` …
``16``, read as "每步全域 token 數從 0.125M 到 16M"). The sources are
excerpts of the set's document."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# InternLM's training performance page (zh-CN): the detail table's header
# holds a figure itself (ZERO1), and its column is counted in millions.
DETAIL_TABLE = (
    "| TP | ZERO1 | pack_sample | gpu | seq_len | global tokens/step (M) | TGS |\n"
    "|-|-|-|-|-|-|-|\n"
    "| 1 | 8 | TRUE | 8 | 2048 | 0.125 | 3188 |\n"
    "| 1 | 8 | TRUE | 16 | 2048 | 0.25 | 3130 |\n"
    "| 1 | 8 | TRUE | 1024 | 2048 | 16 | 3081 |\n"
    "| <bgcolor=#D0E8F2>1 | 8 | TRUE | 1024 | 2048 | 4 | 1832</bgcolor> |\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("每步全域 token 數從 0.125M 到 16M", DETAIL_TABLE, []),
    # A figure the column does not hold stays reported, and so does one of
    # another column (2048 is a sequence length, not 2048M tokens).
    ("每步全域 token 數從 0.15M 到 16M", DETAIL_TABLE, ["0.15M"]),
    ("每步全域 token 數達 2048M", DETAIL_TABLE, ["2048M"]),
    # Another scale letter than the header's is another amount.
    ("每步全域 token 數從 0.125K 到 16K", DETAIL_TABLE, ["0.125K", "16K"]),
    # Without brackets the header names no scale.
    ("每步 16M 個 token", DETAIL_TABLE.replace("(M)", "M"), ["16M"]),
])
def test_a_scale_letter_from_the_header(point, source, expected):
    assert missing(point, source) == expected
