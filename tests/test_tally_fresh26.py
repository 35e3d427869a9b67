"""The card's own tally (compat items 212-214; fresh26 F2, F8, M2): which
parts of a line are the items its count counts."""

from __future__ import annotations

import pytest

from anchorlint.text.counts import tally_says


def _at(line: str, numeral: str) -> tuple[int, int]:
    start = line.index(numeral)
    return start, start + len(numeral)


# Item 212: a verb between the parts and the count makes the count its
# object; the clauses before it are no items of it.
@pytest.mark.parametrize(("line", "numeral", "value", "expected"), [
    ("The guide describes the install, covers the config file and gives four recipes.", "four", 4, None),
    ("It parses the header, checks the sums and lists seven error codes.", "seven", 7, None),
    ("The tool reads stdin and has three output modes.", "three", 3, None),
    ("- 支援 Linux 與 macOS 有兩種安裝方式", "兩", 2, None),
    ("- 讀取設定、檢查路徑並提供三種模式", "三", 3, None),
    # Items with nothing but the count after them are still its items.
    ("- 支援 x86、arm64 與 riscv 三種架構", "三", 3, True),
    ("- 支援 x86、arm64 與 riscv 四種架構", "四", 4, False),
])
def test_a_verb_before_the_count_leaves_the_clauses_uncounted(line: str, numeral: str, value: int,
                                                              expected: bool | None) -> None:
    assert tally_says(line, *_at(line, numeral), value) is expected


# Item 213: after a colon whose items each open with a code span and say
# something of it, a part that opens otherwise goes on with the item before.
@pytest.mark.parametrize(("line", "numeral", "value", "expected"), [
    ("- 提供兩個函式：`open` 開啟連線並回傳控制代碼，`close` 關閉它，選項 `force` 可略過清理", "兩", 2, True),
    ("- 提供三個函式：`open` 開啟連線並回傳控制代碼，`close` 關閉它，選項 `force` 可略過清理", "三", 3, False),
    ("- Two hooks: `before` runs first, `after` runs last, taking `ctx` as its argument", "Two", 2, True),
    ("- Three hooks: `before` runs first, `after` runs last, taking `ctx` as its argument", "Three", 3, False),
    # A part opening with a joining word is the last item.
    ("- 三個參數：`src` 是來源路徑，`dst` 是目的路徑，以及選用的回呼函式", "三", 3, True),
    # Bare names after the colon are each an item, whatever opens them.
    ("- 三個旗標：`-a`、`-b` 與 `-c`", "三", 3, True),
])
def test_only_parts_opening_with_a_code_span_are_items(line: str, numeral: str, value: int,
                                                      expected: bool | None) -> None:
    assert tally_says(line, *_at(line, numeral), value) is expected


# Item 214: a run of short items after a preposition, closed by a joining
# word, is one item of the enumeration around it.
@pytest.mark.parametrize(("line", "numeral", "value", "expected"), [
    ("- Six goals are named: small, quick, exact for ints, floats and strings, portable, tested and documented",
     "Six", 6, True),
    ("- Seven goals are named: small, quick, exact for ints, floats and strings, portable, tested and documented",
     "Seven", 7, None),
    ("- Five modes: plain, colour with red, green and blue, mono, raw and json", "Five", 5, True),
])
def test_a_run_after_a_preposition_is_one_item(line: str, numeral: str, value: int, expected: bool | None) -> None:
    assert tally_says(line, *_at(line, numeral), value) is expected


@pytest.mark.parametrize(("line", "numeral", "value"), [
    # Names of things, not clauses about them: every part is an item.
    ("- 一定要有五個部分：`import` 指令、`app` 實例、路由裝飾器、處理函式與回應", "五", 5),
    ("- Five parts: `import` statement, `app` object, route decorator, handler and response", "Five", 5),
    # The last item after a joining word is an item, whatever opens it.
    ("- Three hooks: `before` runs first, `after` runs last and the error hook runs on failure", "Three", 3),
])
def test_parts_that_name_things_stay_items(line: str, numeral: str, value: int) -> None:
    assert tally_says(line, *_at(line, numeral), value) is True
