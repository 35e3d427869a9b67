"""Written forms of names and numbers found on the real-document sets
(evaluation/fresh, evaluation/holdout): each case is a general reading, not
one card, with the invention it must still catch beside the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding


def card(*points: str, title: str = "標題") -> str:
    bullets = "".join(f"- {p}\n" for p in points)
    return f"---\ngloss: 測試\n---\n# {title}\n\n## 摘要\n摘要。\n\n## 重點\n{bullets}\n## 實體\n\n## 關聯\n"


def missing(point: str, source: str, title: str = "標題") -> list[str]:
    return check_grounding(card(point, title=title), source).ungrounded


# Units of time below the millisecond, bit rates, frequencies, pixels and
# typographic points keep their unit like the others.
@pytest.mark.parametrize("point, source, expected", [
    ("字體至少 18 點（約 24 px）", "At least 18 point (23.94 pixels)", []),
    ("字體至少 18 像素", "At least 18 point (23.94 pixels)", ["18"]),
    ("光纖 10 Gbps", "寬頻有 10 Gbps，SSD 一共有 20 TB。", []),
    ("SSD 一共有 10 TB", "寬頻有 10 Gbps，SSD 一共有 20 TB。", ["10"]),
    ("延遲 6 微秒", "a 6 µs delay", []),
    ("延遲 6 微秒", "a header of 6 bytes", ["6"]),
    ("時脈 3 GHz", "a 3 MHz clock", ["3"]),
])
def test_more_units(point, source, expected):
    assert missing(point, source) == expected
