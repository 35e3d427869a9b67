"""Counts on the eighth and ninth real-document sets (evaluation/fresh6,
evaluation/fresh7): how the card's own enumeration and the source's lists
are read, and which occurrences of a count a grounding covers. Card and
source lines are those of the sets; each invention beside its faithful form."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding
from anchorlint.text.counts import card_tally, counts_a_setting, tally_says
from anchorlint.text.source_lists import listed_counts
from conftest import points_card
from conftest import ungrounded_point as missing


def _at(line: str, numeral: str) -> tuple[int, int]:
    start = line.index(numeral)
    return start, start + len(numeral)


@pytest.mark.parametrize("line, numeral, expected", [
    # 、 separates the items of a Chinese enumeration; a ， ends it: what follows is a clause.
    ("預發行分 alpha、beta、release candidate 四個階段：`X.YaN`、`X.YbN`、`X.YrcN`，先依階段再依數字排序", "四", 3),
    # ... unless a joining word goes on after it; a parenthesis is one item's detail.
    ("主要元件有三個：以工作竊取為基礎的多執行緒任務排程器、以作業系統事件佇列（epoll、kqueue、IOCP）為後盾的反應器，"
     "以及非同步的 TCP 與 UDP socket", "三", 3),
    # Semicolons separate longer items, commas and 、 inside them.
    ("`policy` 有三種：預設的 `local` 把計數器存在節點記憶體；`redis` 存在 Redis，可跨節點共享、做全域限速；"
     "`redis-cluster` 則改用 Redis 叢集", "三", 3),
    # Before the count, the last item ends right at it.
    ("本卡整理最終版、預發行、後發行與紀元四種片段的寫法與排序規則", "四", 4),
    ("驗證基準比較 msgspec、pydantic、cattrs、mashumaro 五個函式庫的 JSON 編碼加解碼時間", "五", 4),
    ("CVSS 7.5，與 2.8.1 修正的 2 個舊漏洞密切相關", "2", None),
    ("reserves extension negotiation and versioning in the next 2 versions", "2", None),
    ("Windows、Linux 各三個", "三", None),
    # The colon must be in the count's sentence.
    ("This stretch of Black's changelog covers five releases. Release 24.3.0 is the milestone one: it fixes", "five", None),
])
def test_the_cards_own_tally(line, numeral, expected):
    assert card_tally(line, *_at(line, numeral)) == expected


@pytest.mark.parametrize("line, numeral, value, expected", [
    ("驗證基準比較 msgspec、pydantic、cattrs、mashumaro 五個函式庫", "五", 5, False),
    ("驗證基準比較 msgspec、pydantic、cattrs、mashumaro 四個函式庫", "四", 4, True),
    # More items after the colon than the count says: a contradiction.
    ("安裝分三步：開啟 Git Bash（沒有就先下載）、輸入 `gh repo clone tiangolo/fastapi`、開啟程式編輯器、建立新的 Python 工作區",
     "三", 3, False),
    # Fewer: the fields of each item, or examples; the card says nothing of the count.
    ("2020 年 9 月至 2021 年 5 月間的七則漏洞：日期、CVE 編號與受影響版本", "七", 7, None),
])
def test_the_cards_tally_decides_or_says_nothing(line, numeral, value, expected):
    assert tally_says(line, *_at(line, numeral), value) is expected


@pytest.mark.parametrize("line, numeral, expected", [
    ("最終版由非負整數組成：`N(.N)*`，最多 4 段", "4", True),
    ("a worker can launch up to three executors per node", "three", True),
    ("--diff-context=N sets how many lines of context surround them, 3 lines by default", "3", True),
    ("`replicas`：期望的 Pod 數量，預設 3 個", "3", True),
    ("新程式碼縮排四格空白，不用 tab", "四", True),  # a width
    ("wrap lines at 8 columns", "8", True),
    ("the reference describes three limits", "three", False),
    ("`policy` 有三種", "三", False),
])
def test_a_limit_or_a_default_is_a_setting(line, numeral, expected):
    assert counts_a_setting(line, *_at(line, numeral)) is expected


@pytest.mark.parametrize("source, size, not_size", [
    # A lead-in is no item.
    ("common prefix. For example, ``3.3.1``, ``3.3.5`` and ``3.3.9.45`` are all", 3, 4),
    ("for \"distributed reduce\" applications such as group-bys, reduce-bys, and\nSQL joins.", 3, 2),
    # An inner 或 between two items of a list that goes on does not end it.
    ('当前接受的 key 有："remote_addr"（客户端 IP 地址）, "server_addr"（服务端 IP 地址）, 请求头中的"X-Forwarded-For" '
     '或 "X-Real-IP", "consumer_name"（consumer 的 username）, "service_id" 。', 5, 4),
    # A bracketed array of quoted items.
    ('| key | string | 可选 | "remote_addr" | ["remote_addr", "server_addr", "http_x_real_ip", '
     '"http_x_forwarded_for", "consumer_name", "service_id"] |', 6, 5),
])
def test_source_lists(source, size, not_size):
    sizes = listed_counts(source)
    assert size in sizes and not_size not in sizes


BAT = ("The language can be specified as a name (like 'C++' or 'LaTeX') or possible file extension "
       "(like 'cpp', 'hpp' or 'md').")


@pytest.mark.parametrize("point, expected", [
    ("a language is named by one of three extensions", []),
    ("the diff shows the lines of context around them, 3 lines by default", ["3"]),
])
def test_a_setting_is_not_grounded_by_a_lists_length(point, expected):
    assert missing(point, BAT) == expected


PEP = "common prefix. For example, ``3.3.1``, ``3.3.5`` and ``3.3.9.45`` are all part of the ``3.3`` release series."


def _reported(source: str, *points: str) -> list[str]:
    return check_grounding(points_card(*points), source).ungrounded


def test_a_count_grounded_by_its_own_tally_grounds_only_itself():
    points = ("本卡整理最終版、預發行、後發行與紀元四種片段", "最終版由一個以上以點分隔的非負整數組成，最多 4 段")
    assert _reported(PEP, *points) == ["4"]
    assert _reported(PEP + " A release has at most 4 segments.", *points) == []


def test_a_reported_count_hides_only_its_repeats_of_the_same_thing():
    source = "Write the import, the app, the decorator, the function and the output."
    assert _reported(source, "主程式一定要有 6 個部分", "文中列出六種 HTTP 方法") == ["6", "六"]
    assert _reported(source, "主程式一定要有 6 個部分", "範例也是 6 個部分") == ["6"]


@pytest.mark.parametrize("point, expected", [
    ("逾時後重試兩次", []),
    ("比較兩個函式庫", ["兩"]),
])
def test_a_multiplier_counts_only_times(point, expected):
    assert missing(point, "On a timeout the request is retried twice; msgspec is twice as fast.") == expected


# A count of steps is grounded by a numbered procedure (an ordered list, step
# headings), not by inline alternatives that happen to be as many.
STEPS = """Install the tool, then create a project:

1. Open Git Bash.
2. Clone the repository.
3. Open your editor.
4. Create a workspace.

You can return a `dict` or `list`, a `str` or `int`, or even models.
"""


@pytest.mark.parametrize("point, expected", [
    ("安裝分四步", []),
    ("安裝分三步", ["三"]),
])
def test_steps_are_counted_from_a_numbered_procedure(point, expected):
    assert missing(point, STEPS) == expected


def test_step_headings_count_steps():
    source = "# Tutorial\n\n## Step 1\n\nImport.\n\n## Step 2\n\nCreate an app.\n\n## Step 3\n\nRun it.\n"
    assert missing("教學分三步", source) == []
    assert missing("教學分四步", source) == ["四"]


def test_a_default_a_few_words_before_the_count_is_a_setting():
    line = "從 snapshot_2 還原 backup_tbl 的 p1、p2 兩個分區，預設還原為 2 個副本"
    assert counts_a_setting(line, *_at(line, "2 個副本")[:1], _at(line, "2 個副本")[0] + 1)
    assert not counts_a_setting(line, *_at(line, "兩"))


@pytest.mark.parametrize("line, numeral, value, expected", [
    # The items in a parenthesis right after what is counted are all of them.
    ("fixed a bug with fzf-tab; five people contributed (@alexeisersun, @bitraid, @Lompik and @fsc0)",
     "five", 5, False),
    ("fixed a bug with fzf-tab; four people contributed (@alexeisersun, @bitraid, @Lompik and @fsc0)",
     "four", 4, True),
    ("`--wrap` takes one of four modes (auto, never, character, word), auto being the default", "four", 4, True),
    # Not when it names some (e.g., 等) or is a remark.
    ("eight people contributed (e.g. @alexeisersun, @bitraid)", "eight", 8, None),
    ("六個設定（`all`、`any` 等）", "六", 6, None),
    ("三個次版本（1.25 以前為兩個）", "三", 3, None),
])
def test_a_parenthesis_after_the_counted_thing_is_its_tally(line, numeral, value, expected):
    assert tally_says(line, *_at(line, numeral), value) is expected
