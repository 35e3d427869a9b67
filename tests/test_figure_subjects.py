"""A measured figure belongs to the identifier the card gives it to (issue
11, item 3: a number the source has for something else): `default_grace`
with 10 seconds is not grounded by a source whose 10 seconds is another
paragraph's; the faithful forms beside each case must stay grounded."""

from __future__ import annotations

from pathlib import Path

import pytest

from anchorlint.text.figure_subjects import blocks, identifier_like, subject_lines, subject_near, subject_text
from conftest import ungrounded_point as missing

EVALUATION = Path(__file__).resolve().parent.parent / "evaluation"

# A settings reference: each setting in a list item with its default.
SETTINGS = """# Settings

- **loop\\_wait**: the number of seconds the loop sleeps. Default value: 10
- **ttl**: the TTL of the leader lock, in seconds. Default value: 30
- **retry\\_timeout**: timeout of retries, in seconds. Default value: 10
"""

# A benchmark table: a figure belongs to its row.
TABLE = """| Hash  | Bandwidth |
| ----- | --------- |
| SHA1  | 0.8 GB/s  |
| MD5   | 0.6 GB/s  |
"""

# A parameter named in prose, its default nowhere near it.
PROSE = """Grace
=====

The default value is controlled by the runtime parameter ``default_grace``.

Keep
====

The values are additive, so if grace is 10 seconds and keep is 1 minute,
objects survive for 70 seconds.
"""

# A header names its column; a nested list belongs to its item; a paragraph
# ending with a colon introduces its list; a code body belongs to its line.
LAYOUTS = """| `Magic_Number` | `Frame_Size` |
|----------------|--------------|
| 4 bytes        | 8 bytes      |

- `updateHandle`
  - Measured per account
  - 50 per day

The relay at `relay.example` applies these limits:

- 50 per second

Objects keep a grace period of 2 minutes::

  sub vcl_backend_response {
       set beresp.grace = 2m;
  }
"""


@pytest.mark.parametrize("point, source, expected", [
    ("`loop_wait` 預設 30 秒", SETTINGS, ["30"]),
    ("`retry_timeout` 預設 30 秒", SETTINGS, ["30"]),
    ("SHA1 manages only 0.6 GB/s", TABLE, ["0.6"]),
    ("`default_grace` 預設 10 秒", PROSE, ["10"]),
    ("`Frame_Size` 佔 4 位元組", LAYOUTS, ["4"]),
    # the faithful forms
    ("`ttl` 預設 30 秒", SETTINGS, []),
    ("`loop_wait` 預設 10 秒", SETTINGS, []),
    ("SHA1 manages only 0.8 GB/s", TABLE, []),
    ("Merar.io 的工作階段最長 1913 頁", "Merar.io 存放附件。\n\nMerar.io的工作階段長度上限為 1913 頁。\n\n共 12 頁。", []),
    ("`Frame_Size` 佔 8 位元組", LAYOUTS, []),
    ("`updateHandle` 每天最多 50 次", LAYOUTS, []),
    ("`relay.example` 每秒 50 個事件", LAYOUTS, []),
    ("`vcl_backend_response` 設定兩分鐘的 grace", LAYOUTS, []),
    # a subject the source never names binds nothing; a plain word is no subject
    ("`max_grace` 預設 10 秒", PROSE, ["max_grace"]),
    ("Keep 預設 10 秒", PROSE, []),
    ("`ttl` 預設 10 秒", SETTINGS, []),
    # another clause's name is not the figure's: an enumeration's join ends one
    ("SHA1 很慢，約 0.6 GB/s", TABLE, []),
    ("SHA1 與 0.6 GB/s 的 MD5", TABLE, []),
    # a conversion in parentheses restates the figure before it
    ("`loop_wait` 預設 10（即 30 秒）", SETTINGS, []),
])
def test_a_measure_belongs_to_its_subject(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("word, expected", [
    ("default_grace", True), ("SHA1", True), ("api-breaker", True), ("bsky.network", True),
    ("Linux", False), ("CPU", False), ("SHOULD", False), ("timeout", False),
    ("updateHandle", False), ("macOS", False), ("PostgreSQL", False),  # CamelCase names products too
])
def test_an_identifier_is_not_a_word(word, expected):
    assert identifier_like(word) is expected


def test_the_subject_nearest_before_the_figure_in_its_clause():
    names = frozenset({"xxh64", "xxh32", "sha1"})
    line = "XXH64 runs at 19.4 GB/s and XXH32 at 9.7 GB/s, while SHA1 manages 0.6 GB/s"
    assert subject_near(line, line.index("9.7"), line.index("9.7") + 3, names) == "xxh32"
    assert subject_near(line, line.index("0.6"), line.index("0.6") + 3, names) == "sha1"
    assert subject_near("預設 5 秒的 `sha1`", 3, 4, names) == "sha1"  # none before: the first after


def subject_blocks(text: str, subject: str) -> str:
    lines, lowered = text.split("\n"), text.lower()
    numbers = [lowered.count("\n", 0, start) for start, _ in subject_lines(lowered, subject)]
    return subject_text(lines, lowered.split("\n"), blocks(text), numbers, subject)


def test_an_rst_heading_holds_its_section():
    text = "Intro.\n\n``retries``\n~~~~~~~~~~~\n\nDefault: 3.\n\nOther\n~~~~~\n\nDefault: 9."
    assert subject_blocks(text, "retries") == "``retries``\n~~~~~~~~~~~\n\nDefault: 3.\n"


def test_a_header_holds_its_column_and_a_row_itself():
    text = "| Name | `max_size` |\n|---|---|\n| a | 4 MB |\n| b | 8 MB |\n\n| `min_size` | 2 MB |"
    assert subject_blocks(text, "max_size") == "| Name | `max_size` |\n 4 MB \n 8 MB "
    assert subject_blocks(text, "min_size") == "| `min_size` | 2 MB |"


def test_a_corner_cell_holds_the_table():
    # compat item 209: the first header cell, over the rows' labels, names
    # what the whole table measures (tests/test_corner_cells_fresh26.py).
    text = "| `files` | `max_size` |\n|---|---|\n| a | 4 MB |\n| b | 8 MB |\n\nAfter."
    assert subject_blocks(text, "files") == "| `files` | `max_size` |\n| a | 4 MB |\n| b | 8 MB |"
    assert subject_blocks(text, "max_size") == "| `files` | `max_size` |\n 4 MB \n 8 MB "


def test_escaped_underscores_and_emphasis_name_a_subject():
    text = "- **loop\\_wait**: 10\n- __loop_wait__\n- loop_waits"
    assert [text[start:end] for start, end in subject_lines(text, "loop_wait")] == text.split("\n")[:2]


@pytest.mark.parametrize("card, line, expected", [
    ("fresh9/cards/f901-fab-en.md", 20, ["0.6"]),  # SHA1's 0.6 GB/s is MD5's row
    ("fresh4/cards/f408-fab-en.md", 19, ["10"]),  # default_grace's 10 seconds is grace's example
    ("fresh7/cards/f703-fab-zh.md", 20, ["5"]),  # collection_jitter's 5 秒 is another paragraph's jitter
    ("fresh9/cards/f901-faithful-en.md", 20, []),
    ("fresh4/cards/f408-faithful-en.md", 22, []),  # the code body under vcl_backend_response
    ("fresh8/cards/f801-faithful-en.md", 20, []),  # nested items under `updateHandle`
    ("fresh3/cards/f307-faithful-zh.md", 17, []),  # 10000（即 10 秒）
])
def test_real_cards(card, line, expected):
    from anchorlint.lint.grounding import check_grounding

    folder = EVALUATION / card.split("/")[0]
    source = folder / "sources" / (Path(card).name.split("-")[0] + ".md")
    report = check_grounding((folder / "cards" / Path(card).name).read_text(encoding="utf-8"),
                             source.read_text(encoding="utf-8"))
    assert [anchor.key for anchor in report.missing if anchor.line == line] == expected
