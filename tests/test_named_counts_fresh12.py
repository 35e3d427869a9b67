"""A count the card's own names after a colon contradict (compat.md item
210; fresh12's ``四個 hook`` and ``三種 Demo``, fresh18's ``五種`` tasks,
fresh21's "Four important options", fresh23's ``四種之一``): the colon may
end a longer clause than what the count counts, the card may write its
items in Chinese words when it counts kinds, and a repeat of a count
answers to its own enumeration. The sources are short texts of our own in
the shapes of those documents: a hook configuration, a CLI's help, a
lesson's list of tasks."""

from __future__ import annotations

import pytest

from anchorlint.text.colon_items import names_closing_clause
from anchorlint.text.counts import names_after
from conftest import points_card
from conftest import ungrounded_point as missing

# A tool's help: a bare 4 (another thing's) and lists of four things.
HELP = (
    "# mover\n\n"
    "Use `--dry-run` or `--interactive` to test first. Retries default to 4.\n\n"
    "  -n, --dry-run       do a trial run\n"
    "  -i, --interactive   ask before each change\n"
    "  -v, --verbose       print more\n"
    "  -q, --quiet         print less\n\n"
    "Hooks that set `stage: commit` run in this order:\n\n"
    "- id: alpha\n- id: beta\n- id: gamma\n- id: delta\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Four important options apply to most commands: `--dry-run`, `--interactive` and `--verbose`", ["Four"]),
    ("Three important options apply to most commands: `--dry-run`, `--interactive` and `--verbose`", []),
    ("Four options are listed, such as: `--dry-run` and `--verbose`", []),  # examples: some of them
    ("四個 hook 明確指定 `stage: commit`：alpha、beta 與 gamma", ["四"]),
    ("三個 hook 明確指定 `stage: commit`：alpha、beta 與 gamma", []),
])
def test_names_after_the_colon_that_ends_the_counts_clause(point, expected):
    # Without the names, the bare 4 or the four hooks and options ground it.
    assert missing(point, HELP) == expected


@pytest.mark.parametrize(("line", "count", "named"), [
    ("Eight primitive types: BOOLEAN (1 bit), INT32, INT64, INT96, FLOAT and DOUBLE, BYTE_ARRAY and FIXED", "Eight", 8),
    ("There are four types of release: development builds get no support", "four", None),  # prose
    ("Three fixes landed, the parser and the CLI: a and b", "Three", None),  # a comma ends the clause first
    ("七則漏洞：日期、CVE 編號與受影響版本", "七", None),  # Chinese words: each one's fields
])
def test_what_names_close_a_clause(line, count, named):
    assert names_closing_clause(line, line.index(count) + len(count)) == named


# A lesson on small models: four tasks, a four-step process, other lists.
LESSON = (
    "# Small models (SLM)\n\n"
    "An SLM handles NLP tasks: text generation, text completion, translation and summarization.\n\n"
    "Demo: `web.py` serves a page, `cli.py` a prompt (`clear` empties it).\n\n"
    "Training: data collection, preprocessing, training, fine-tuning.\n\n"
    "- one\n- two\n- three\n- four\n- five\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("SLM 能完成五種常見 NLP 任務：文字生成、文字補全、翻譯與摘要；訓練分四步", ["五"]),
    ("SLM 能完成四種常見 NLP 任務：文字生成、文字補全、翻譯與摘要；訓練分四步", []),
    ("提供三種 Demo：網頁版（`web.py`）與命令列版（`cli.py`，輸入 `clear` 清空）", ["三"]),
    ("提供兩種 Demo：網頁版（`web.py`）與命令列版（`cli.py`，輸入 `clear` 清空）", []),
])
def test_the_kinds_a_count_of_kinds_names_after_its_colon(point, expected):
    # The five-item list grounds a five, and a bare 3 of no one's ("三") is
    # none here: the card's own kinds decide.
    assert missing(point, LESSON) == expected


@pytest.mark.parametrize(("line", "count", "named"), [
    ("五種常見 NLP 任務：文字生成、文字補全、翻譯與摘要；訓練分四步", "五", 4),
    ("寫明六項資訊：軟體狀態、用途、使用者參與程度、授權細節，以及建置與使用的技術細節", "六", 5),
    ("路徑可以是四種之一：身分檔、PKCS#1/PKCS#8 格式的私鑰，或代表標準輸入的 -", "四", 3),
    ("四種 shell 的設定：zsh 寫進 a、bash 寫進 b，fish 在 c 加上 d", "四", None),  # a clause goes on naming them
    ("版本分成四類：開發建置不提供支援，只適合拿來實驗；次版本支援到 N+2", "四", None),
    ("四種值：`a`、`b`、`c` 等", "四", None),  # 等: some of them
])
def test_kinds_named_after_a_colon(line, count, named):
    assert names_after(line, line.index(count) + len(count)) == named


def test_a_repeated_count_answers_to_its_own_enumeration():
    # The first six is grounded by the source's six principles; the repeat
    # names five kinds of information after its colon.
    from anchorlint.lint.grounding import check_grounding

    source = "The policy lists 6 principles.\n\nA README states the status, use, participation and licence.\n"
    card = points_card("六項原則。", "README 寫明六項資訊：軟體狀態、用途、參與程度、授權細節，以及技術細節")
    assert check_grounding(card, source).ungrounded == ["六"]


def test_a_repeat_its_own_tally_agrees_with_stands():
    # The first 3 counts asterisks the source writes; the repeat's three
    # values are the card's own tally (a bracketed detail inside an item).
    from anchorlint.lint.grounding import check_grounding

    source = "Rows use 3 asterisks.\n\n--color takes always (the default), auto or never.\n"
    card = points_card("每列 3 個星號", "--color 有 always（預設）、auto、never 三種值")
    assert check_grounding(card, source).ungrounded == []
