"""A figure the card binds to a key (a setting, a default, a minimum) is
judged by the source's values of that key (compat.md item 137), and a
figure the source writes only as a ``KEY=value`` setting grounds no count
(item 138). Evaluation/fresh17's glow, coverage.py, structlog and runtime
spec sources showed the forms; the sources below are written for the
tests."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A changelog that sets an environment variable, and writes 3 and 7 in
# other roles.
CHANGELOG = (
    "## 3.0.0\n\n"
    "- Protocol version 3 is the default wire format.\n"
    "- Fixed the import in optimized mode (`PYTHONOPTIMIZE=2` or `python -OO`).\n"
    "- Seven new processors; the third one is experimental.\n"
    "- The tests no longer depend on `PYTHONHASHSEED`.\n"
)

# A reference page: options with their defaults and minimums, a value
# written in prose in another role, and an example configuration.
OPTIONS = (
    "## precision\n\n"
    "The number of digits after the decimal point. The default is 0.\n"
    "A value of 2 will display percentages like 87.32%.\n\n"
    "## retries\n\n"
    "How often to retry. Default value: 10, minimum possible value: 3.\n"
    "A run with 20 workers and 40 retries finished first.\n\n"
    "```yaml\n"
    "style: dark\n"
    "width: 80\n"
    "```\n\n"
    "Run `tool -w 60` to wrap at 60 columns for one call.\n"
)

# A server's limits, a maximum written across a line's end.
LIMITS = (
    "By default this value is 100 and can't be larger than\n32768.\n\n"
    "The request line may be from 0 (unlimited) to 8190 bytes. An account may send at most 1,666 requests\n"
    "an hour. The limit was chosen so that editors with a window width of 80 need not wrap.\n"
)

# A PEP that names another and states a default.
PEPS = "PEP 540 added a UTF-8 Mode to Python. The default is 0, the mode is off.\n"

# A container spec: 755 only as a mount option's value.
MOUNTS = (
    "The example mounts /tmp as tmpfs:\n\n"
    '    "options": ["nosuid", "mode=755", "size=65536k"]\n\n'
    "A container may list up to 12 mounts.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # A setting's value is the source's value of that setting.
    ("修正最佳化模式（即 PYTHONOPTIMIZE=3）下的匯入問題", CHANGELOG, ["3"]),
    ("修正最佳化模式（即 `PYTHONOPTIMIZE=2`）下的匯入問題", CHANGELOG, []),
    ("Sets `PYTHONOPTIMIZE=7` for the tests", CHANGELOG, ["7"]),
    # A setting the source never gives a value: the digit stays unchecked, as before.
    ("設定 `PYTHONHASHSEED=4` 讓結果可重現", CHANGELOG, []),
    # What the card calls a default or a minimum is the source's default or minimum.
    ("precision 指定小數點後的位數，預設 2（顯示 87.32%）", OPTIONS, ["2"]),
    ("precision 指定小數點後的位數，預設 0，設成 2 會顯示 87.32%", OPTIONS, []),
    ("retries 預設 10，最小 20", OPTIONS, ["20"]),
    ("retries 預設 10，最小 3", OPTIONS, []),
    ("retries defaults to 20", OPTIONS, ["20"]),
    ("retries is 40 by default", OPTIONS, ["40"]),
    ("retries is 10 by default", OPTIONS, []),
    # A key named in prose is judged by the lines that set it, each use on its own.
    ("Run `tool -w 60` for one call; the example config sets width 60", OPTIONS, ["60"]),
    ("Run `tool -w 60` for one call; the example config sets width 80", OPTIONS, []),
    # A count is not grounded by a figure the source writes only as a setting's value.
    ("tmpfs 選項含 mode=755，且最多可掛載 755 個", MOUNTS, ["755"]),
    ("tmpfs 選項含 mode=755，且最多可掛載 12 個", MOUNTS, []),
    # What the card calls a maximum is the source's maximum.
    ("標頭欄位數量預設 100，最大不得超過 8190", LIMITS, ["8190"]),
    ("標頭欄位數量預設 100，最大不得超過 32768", LIMITS, []),
    ("An account may send at most 1,666 requests an hour", LIMITS, []),
    # 最多 restates a capacity ("holds 13 drives"), and binds nothing.
    ("機箱最多放 13 顆硬碟", "The chassis holds 13 drives. The maximum request size is 20 MB.\n", []),
    # A bound stands right before its figure, not a clause away.
    ("上限的選擇是為了讓視窗寬度設為 80 的編輯器不必換行", LIMITS, []),
    # A name's number before "by default" is the name's, no default.
    ("Python enables the UTF-8 Mode of PEP 540 by default", PEPS, []),
])
def test_a_keyed_figure_is_the_sources_value_of_that_key(point, source, expected):
    assert missing(point, source) == expected


# A source that states no default: the card's default stays under the
# ordinary reading (a count of what the source lists, a figure it writes).
PLAIN = "The archiver takes levels 0, 1, 3, 5, 7 and 9; higher levels compress more.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("壓縮等級可選 0、1、3、5、7、9，預設等級為 5", []),
    # "the default five providers": 預設 describes what is counted.
    ("原本預設的五個服務提供者縮減為一個", []),
])
def test_a_source_without_defaults_says_nothing_of_them(point, expected):
    assert missing(point, PLAIN) == expected
