"""H6's window overlap: searching the source for each of a few windows (the
one-card path) counts exactly what slicing out every window of the source
counts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text import windows

PIECES = st.sampled_from(["新註冊帳號", "使用桌面用戶端", "Kafka", " ", "\u3000", "\n", "        ", "15%", "ab", "。"])
TEXT = st.lists(PIECES | st.text(max_size=5), max_size=40).map("".join)


@settings(max_examples=300, deadline=None)
@given(source=TEXT, bodies=st.lists(TEXT, min_size=1, max_size=3), size=st.integers(1, 9))
def test_searching_counts_what_slicing_counts(source, bodies, size):
    searched = windows.overlap_counts_sets(source, bodies, size)
    few = windows._FEW_WINDOWS
    try:
        windows._FEW_WINDOWS = -1  # every window of the source sliced out
        sliced = windows.overlap_counts_sets(source, bodies, size)
    finally:
        windows._FEW_WINDOWS = few
    assert searched == sliced


def test_a_card_against_its_source_either_way(monkeypatch):
    source = "新註冊帳號統計：大約 15% 的新註冊帳號使用桌面用戶端。\n合併前一定要有另一位主管把關。\n"
    card = "## 重點\n- 大約 15% 的新註冊帳號使用桌面用戶端\n- 發布前一定要有另一位主管把關\n"
    searched = windows.overlap_counts_sets(source, [card, "無關的句子"], 8)
    monkeypatch.setattr(windows, "_FEW_WINDOWS", -1)
    assert windows.overlap_counts_sets(source, [card, "無關的句子"], 8) == searched
    assert searched[0][1] > 0 and searched[1] == (0, 0)
