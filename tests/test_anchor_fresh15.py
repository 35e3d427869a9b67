"""Inventions the real documents of evaluation/fresh15 showed slipping
through (issue 11): each beside the faithful form that must stay grounded.
The sources are excerpts of the set's own documents (urllib3's
CHANGES.rst, ShardingSphere's properties page)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing
from test_faithful_forms_fresh15 import SHARDINGSPHERE_PROPS  # ShardingSphere's properties table (zh-CN): six rows

# urllib3's changelog: ISO dates, and a bare "Python 3".
URLLIB3 = (
    "1.19 (2016-11-03)\n-----------------\n\n"
    "* Cleaner exception chain in Python 3 for ``_make_request``.\n\n"
    "1.15.1 (2016-04-11)\n-------------------\n\n"
    "* Fix packaging to include backports module. (Issue #841)\n\n"
    "1.15 (2016-04-06)\n-----------------\n\n"
    "* Added Retry(raise_on_status=False). (Issue #720)\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("1.15 shipped in April 2016; 1.15.1 followed 3 days later", ["3"]),
    ("1.15 shipped in April 2016; 1.15.1 followed 5 days later", []),
    ("1.15.1 followed 1.15 within 5 days", []),
])
def test_a_dates_day_is_no_span_of_days_for_a_single_digit(point, expected):
    # The 03 of 2016-11-03 is a day of the month, and the bare 3 of "Python
    # 3" grounds no measure of a single digit: only the release dates,
    # April 6 and 11, give the days between them.
    assert missing(point, URLLIB3) == expected


def sharding_card(count: str, threads: str) -> str:
    return (f"---\ngloss: 屬性配置\n---\n# 屬性配置\n\n## 摘要\n表格列出{count}個參數。\n\n## 重點\n"
            f"- kernel-executor-size（int，預設 {threads} 個執行緒）：任務處理執行緒池的大小\n\n## 關聯\n")


@pytest.mark.parametrize(("count", "threads", "expected"), [
    ("八", "8", ["八", "8"]),  # two inventions of one figure, each counting its own thing
    ("六", "8", ["8"]),
    ("八", "7", ["八", "7"]),
])
def test_a_reported_count_hides_no_count_of_another_noun(count, threads, expected):
    from anchorlint.lint.grounding import check_grounding

    # 八個參數 and 8 個執行緒 share a figure and the counter 個, not the thing
    # counted: the second is checked on its own.
    assert check_grounding(sharding_card(count, threads), SHARDINGSPHERE_PROPS).ungrounded == expected
