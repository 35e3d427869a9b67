"""Readings found on the seventh real-document set (evaluation/fresh5): each
case is a general reading of the source, with the invention it must still
catch beside the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.text.source_figures import multipliers
from conftest import ungrounded_point as missing


# A hyphenated word is inflected at its last part: the card's base form is
# the source's -ed form of the same compound, not of another one.
@pytest.mark.parametrize("point, source, expected", [
    ("修正以 cherry-pick 移植", "fixes are cherry-picked into the release branch", []),
    ("修正已 cherry-picked", "we cherry-pick fixes into the release branch", []),
    ("修正以 hand-pick 移植", "fixes are cherry-picked into the release branch", ["hand-pick"]),
])
def test_a_compound_is_inflected_at_its_last_part(point, source, expected):
    assert missing(point, source) == expected


# The plural of a short acronym is grounded by the acronym in capitals.
@pytest.mark.parametrize("point, source, expected", [
    ("overwrites the member and cluster IDs", "the member ID and cluster ID", []),
    ("overwrites the member and cluster UIDs", "the member ID and cluster ID", ["UIDs"]),
    ("overwrites the member and cluster IDs", "the member id and cluster id", ["IDs"]),
])
def test_a_short_acronym_plural_is_grounded_by_the_acronym(point, source, expected):
    assert missing(point, source) == expected


# An SPDX identifier is grounded by its licence's full name with the same
# version; another version or a licence the source does not name is not.
@pytest.mark.parametrize("point, source, expected", [
    ("授權：Apache-2.0 或 MIT 擇一", "* Apache License, Version 2.0\n* MIT license", []),
    ("授權：GPL-3.0", "GNU General Public License, version 3", []),
    ("授權：LGPL-2.1", "GNU Lesser General Public License v2.1", []),
    ("授權：Apache-1.1", "* Apache License, Version 2.0\n* MIT license", ["Apache-1.1"]),
    ("授權：GPL-2.0", "GNU General Public License, version 3", ["GPL-2.0"]),
    ("授權：LGPL-2.1", "GNU Lesser General Public License, version 3", ["LGPL-2.1"]),
    ("授權：MPL-2.0", "* Apache License, Version 2.0\n* MIT license", ["MPL-2.0"]),
])
def test_an_spdx_identifier_is_grounded_by_its_licence_name(point, source, expected):
    assert missing(point, source) == expected


# A timestamp's time parts ground the card's time, however the source joins
# them; not a count or a measure with the same figure, nor another minute.
@pytest.mark.parametrize("point, source, expected", [
    ("時間版本為 2018 年 5 月 4 日 16:45:08", '时间版本为 "2018-05-04-16-45-08"。', []),
    ("時間版本為 2018 年 5 月 4 日 16:45", '时间版本为 "2018-05-04-16-45-08"。', []),
    ("時間版本為 2018 年 5 月 4 日 16:45:08", "时间版本为 2018-05-04T16:45:08。", []),
    ("時間版本為 2018 年 5 月 4 日 16:47:08", '时间版本为 "2018-05-04-16-45-08"。', ["47"]),
    ("在 45 分鐘內還原", '时间版本为 "2018-05-04-16-45-08"。', ["45"]),
    ("還原了 45 個表", '时间版本为 "2018-05-04-16-45-08"。', ["45"]),
])
def test_a_timestamps_time_parts_ground_a_time(point, source, expected):
    assert missing(point, source) == expected


_SPEEDUPS = ("insert_ahash_random  20,515  7,796  -62.00%   x 2.63 \n"
             "insert_ahash_serial  21,668  7,264  -66.48%   x 2.98 ")


# A speedup written x 2.63 or 2.63x is a number of times: rounded to the
# card's places it grounds 2.6 倍, and 3 倍 only when the card hedges it (a
# hedge before a range's lower end covers its upper end).
@pytest.mark.parametrize("point, source, expected", [
    ("insert 快約 2.6 到 3 倍", _SPEEDUPS, []),
    ("insert 快 2.6 倍", _SPEEDUPS, []),
    ("insert 快約 3 倍", _SPEEDUPS, []),
    ("insert 快 2.6 倍", "insert: a 2.63x speedup", []),
    ("insert 快 3 倍", _SPEEDUPS, ["3"]),
    ("insert 快約 2.7 倍", _SPEEDUPS, ["2.7"]),
    ("insert 快約 4 倍", _SPEEDUPS, ["4"]),
])
def test_a_letter_x_speedup_grounds_its_roundings(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("text, expected", [
    ("insert_ahash_random  -62.00%   x 2.63 ", ["2.63"]),
    ("a 2.63x speedup", ["2.63"]),
    ("a 1920 x 1080 screen, 1920x1080", []),  # a dimension
    ("0x1f and x86", []),  # a hex number, a name
])
def test_letter_x_multipliers_read(text, expected):
    assert list(multipliers(text)) == expected


_DOCS_LINK = "Pydantic V1 documentation is available at [https://docs.pydantic.dev/1.10/](https://docs.pydantic.dev/1.10/)."
_PULLS = ("- [Fix miscompilation in the jump threading MIR optimization]"
          "(https://github.com/rust-lang/rust/pull/128271)")


# A figure inside a URL names the page: a version there is the page's, not a
# release the prose speaks of; a whole number is an identifier a card cites
# (a pull request, a port), never a count. The URL itself is grounded whole.
@pytest.mark.parametrize("point, source, expected", [
    ("V1 的文件在 https://docs.pydantic.dev/1.10/", _DOCS_LINK, []),
    ("V1 的做法自 1.10 起已棄用", _DOCS_LINK, ["1.10"]),
    ("修正 jump threading 的錯誤編譯（#128271）", _PULLS, []),
    ("Zipkin 預設端點是 localhost:9411", "| Endpoint for Zipkin traces | `http://localhost:9411/api/v2/spans` |", []),
    ("patched across 6 releases", "<https://www.djangoproject.com/weblog/2021/may/06/security-releases/>`__", ["6"]),
    ("V1 的做法自 1.10 起已棄用", "Deprecated in V1 1.10: see https://docs.pydantic.dev/1.10/", []),
])
def test_a_figure_in_a_url_names_the_page(point, source, expected):
    assert missing(point, source) == expected


_VPC = ('module "vpc" {\n  source = "terraform-aws-modules/vpc/aws"\n\n  name = "my-vpc"\n  cidr = "10.0.0.0/16"\n\n'
        '  private_subnets = ["10.0.1.0/24", "10.0.2.0/24", "10.0.3.0/24"]\n}')


_UPSTREAM = ('    "upstream": {\n        "type": "roundrobin",\n        "nodes": {\n'
             '            "39.97.63.215:80": 1\n        }\n    }\n'
             '"count": 2, "time_window": 60, "rejected_code": 503')


# An IPv4 network's prefix length and an address's port are parts of its
# name, not a count or a measure; the address is one token (fresh5's
# terraform VPC, fresh6's APISIX upstream).
@pytest.mark.parametrize("point, source, expected", [
    ("VPC 的 CIDR 是 `10.0.0.0/16`", _VPC, []),
    ("VPC 使用 10.0.0.0 網段，前綴 /16", _VPC, []),
    ("VPC 的 private subnets 上限為 16 個", _VPC, ["16"]),
    ("VPC 的 CIDR 是 `10.0.0.0/20`", _VPC, ["20"]),
    ("上游節點是 39.97.63.215 的 80 埠", _UPSTREAM, []),
    ("範例設定在 60 秒內只允許 2 次請求", _UPSTREAM, []),
    ("範例設定在 80 秒內只允許 2 次請求", _UPSTREAM, ["80"]),
    ("服務跑在 localhost:5000", "Open http://localhost:5000 or run on localhost:5000.", []),
    ("每 5000 秒重試", "Run it on localhost:5000.", ["5000"]),
])
def test_an_address_prefix_or_port_is_not_a_count(point, source, expected):
    assert missing(point, source) == expected


_RECORD = ("             CreateTime: 2022-04-08 15:59:01\n"
           "   SnapshotFinishedTime: 2022-04-08 15:59:05\n"
           "           FinishedTime: 2022-04-08 15:59:18")


# A clock time's hour, minute and second are a time's parts: they ground the
# card's time, not a count or a measure with the same figure.
@pytest.mark.parametrize("point, source, expected", [
    ("作業從 15:59:01 開始，15:59:18 完成", _RECORD, []),
    ("還原依序做五步", _RECORD, ["五"]),
    ("還原需要 18 秒", _RECORD, ["18"]),
    ("還原需要 18 秒", "timeout: 18 seconds, finished 2022-04-08 15:59:18", []),
])
def test_a_clock_times_parts_are_not_counts(point, source, expected):
    assert missing(point, source) == expected


_SKEW = ("For example, if you are using a version of Helm 3 that was compiled against the\n"
         "Kubernetes 1.17 client APIs, then it should be safe to use with Kubernetes 1.17,\n"
         "1.16, 1.15, and 1.14.")


# A numeral after a figure starts another number unless it is a scale (1萬2千,
# 2 萬): the count of ``1.14 五個版本`` is read; a Chinese enumeration with 、
# alone, and no joining word, is the card's own tally of it.
@pytest.mark.parametrize("point, source, expected", [
    ("以 1.17 編譯的 Helm 3 可用於 1.17、1.16、1.15、1.14 四個版本", _SKEW, []),
    ("以 1.17 編譯的 Helm 3 可用於 1.17、1.16、1.15、1.14 五個版本", _SKEW, ["五"]),
    ("以 1.17 編譯的 Helm 3 可用於 1.14 五個版本", _SKEW, ["五"]),
    ("下載量約 1萬2千 次", "downloads: 12,000", []),
])
def test_a_numeral_after_a_figure_is_its_own_number(point, source, expected):
    assert missing(point, source) == expected


_FZF = ("0.60.3\n------\n- Bug fixes and improvements\n"
        "    - [fish] Enable multiple history commands insertion (#4280) (@bitraid)\n"
        "- Fixed a regression that caused the last field in the \"nth\" expression to be trimmed")


# English spells no word of three letters or more without a vowel (y counted
# as one) but a few (hmm, nth): in an English line such a lower-case word is a
# name or a command (zsh, npm, ssh), an anchor as a capitalised one is.
@pytest.mark.parametrize("point, source, expected", [
    ("inserting several zsh history commands at once (#4280)", _FZF, ["zsh"]),
    ("inserting several fish history commands at once (#4280)", _FZF, []),
    ("fixed the last nth field being trimmed", _FZF, []),
    ("install it with npm", "Install it with npm or yarn.", []),
    ("install it with npm", "Install it with yarn.", ["npm"]),
    ("connect with ssh", "Install it with yarn.", ["ssh"]),
])
def test_a_vowelless_word_is_a_name(point, source, expected):
    assert missing(point, source) == expected


_STEPS = ("### 3. Define path operation decorator\n"
          "A **path operation decorator** tells FastAPI that the function below it is in charge.\n\n"
          '```Python hl_lines="6"\n{!../../../docs_src/first_steps/tutorial001.py!}\n```\n')


# A code fence's attributes (hl_lines="6") mark lines and render nothing:
# they ground no card number; the fence's language word stays (fresh6's
# FastAPI tutorial).
@pytest.mark.parametrize("point, source, expected", [
    ("主程式一定要有 6 個部分", _STEPS, ["6"]),
    ("以 Python 的裝飾器宣告路徑操作", _STEPS, []),
    ("第 3 步定義路徑操作裝飾器", _STEPS, []),
])
def test_a_code_fences_attributes_render_nothing(point, source, expected):
    assert missing(point, source) == expected


def test_only_a_fences_attributes_are_dropped():
    """A label (``title``, MkDocs' ``tab``) renders: its value stays as words
    (evaluation/fresh15's Traefik tabs)."""
    from anchorlint.text.source_markup import plain_text

    text = ('a="1"\n```Python hl_lines="6" linenums="1"\nx = 6\n```\n  ```toml {title="a.toml"}\ny=2\n```\n'
            '```yaml tab="Docker & Swarm" hl_lines="2"\nz\n```\nb ```c d="4"')
    assert plain_text(text) == ('a="1"\n```Python\nx = 6\n```\n  ```toml a.toml\ny=2\n```\n'
                                '```yaml Docker & Swarm\nz\n```\nb ```c d="4"')


_OVERHEAD = "- Lower memory usage: only 1 byte of overhead per entry instead of 8."


# A figure after "instead of" or "rather than" leaves its unit to the one it
# is set against in the same sentence (fresh5's hashbrown README).
@pytest.mark.parametrize("point, source, expected", [
    ("每個項目只需 1 位元組的額外開銷，舊實作要 8 位元組", _OVERHEAD, []),
    ("舊實作要 8 秒", _OVERHEAD, ["8"]),
    ("舊實作要 8 位元組", "only 1 byte of overhead per entry. Instead of 8 buckets it uses 16.", ["8"]),
    ("each run takes 30 seconds rather than 45 seconds", "each run takes 30 seconds rather than 45", []),
])
def test_a_figure_set_against_another_takes_its_unit(point, source, expected):
    assert missing(point, source) == expected


_SNAPSHOT = ("$ etcdutl snapshot status snapshot.db -w table\n"
             "+---------+----------+------------+------------+\n"
             "|  HASH   | REVISION | TOTAL KEYS | TOTAL SIZE |\n"
             "+---------+----------+------------+------------+\n"
             "| 7ef846e |   485261 |      11642 |      94 MB |\n"
             "+---------+----------+------------+------------+\n")


# A table's figure belongs to its column: a figure the card counts with a
# noun naming another column of that table, and not its own, is not
# grounded (fresh5's etcd snapshot status).
@pytest.mark.parametrize("point, source, expected", [
    ("例如 revision 485261、11642 個 key、94 MB", _SNAPSHOT, []),
    ("the example has revision 485261, 11642 keys and 94 MB", _SNAPSHOT, []),
    ("例如 11642 個 revision、485261 個 key、96 MB", _SNAPSHOT, ["11642", "485261", "96"]),
    ("例如 11642 個鍵", _SNAPSHOT, []),
    ("例如 11642 筆資料", _SNAPSHOT, []),
    ("例如 11642 個 revision", _SNAPSHOT + "\nThe store held 11642 revisions.\n", []),
])
def test_a_tables_figure_belongs_to_its_column(point, source, expected):
    assert missing(point, source) == expected


def test_a_markdown_tables_columns_are_read():
    from anchorlint.text.table_columns import in_other_column, read_tables

    folded = "| package | time | objects allocated |\n|---|---|---|\n| zap | 656 ns/op | 5 allocs/op |\n"
    tables = read_tables(folded)
    assert in_other_column("656", "objects", tables)  # 656 stands under Time
    assert not in_other_column("656", "times", tables)  # its own column
    assert not in_other_column("5", "objects", tables)  # 5 allocs/op: under Objects Allocated
    assert not in_other_column("656", "calls", tables)  # a noun no column names


def test_a_cell_of_prose_counts_its_own_noun():
    # A generated runbook's limits table (seed 9): the figure stands under
    # Detail, not Item, but the cell's sentence counts items itself.
    from anchorlint.text.table_columns import in_other_column, read_tables

    folded = ("| item | detail |\n|---|---|\n"
              "| tauri | the file size of tauri must not exceed 2942 items. |\n"
              "| zoom | 30 seats, 12 rooms |\n")
    tables = read_tables(folded)
    assert not in_other_column("2942", "items", tables)  # "2942 items" in the cell itself
    assert in_other_column("12", "items", tables)  # 12 counts rooms, under Detail


_CHANGES = ("     #1356 #1361  Version info bumped from 13:4:12 (libexpat*.so.1.12.4)\n"
            "                    to 13:5:12 (libexpat*.so.1.12.5); see https://verbump.de/\n"
            "See *Notes* and **Changes**.")


# A name the source writes as a shell pattern (a star inside it) grounds the
# names it matches (fresh6's libexpat Changes); a markdown emphasis is no
# pattern.
@pytest.mark.parametrize("point, source, expected", [
    ("函式庫版本資訊由 13:4:12 升為 13:5:12（libexpat.so.1.12.5）", _CHANGES, []),
    ("函式庫版本資訊由 13:4:12 升為 13:5:12（libexpat.so.1.12.6）", _CHANGES, ["libexpat.so.1.12.6"]),
    ("函式庫檔名為 libexpat.so", _CHANGES, ["libexpat.so"]),
    ("詳見 KeyNotes", _CHANGES, ["KeyNotes"]),
])
def test_a_shell_pattern_grounds_the_names_it_matches(point, source, expected):
    assert missing(point, source) == expected


_VALKEY = ("# Close the connection after a client is idle for N seconds (0 to disable)\ntimeout 0\n\n"
           "# On Linux, the specified value (in seconds) is the period used to send ACKs.\ntcp-keepalive 300\n\n"
           "tcp-backlog 511\nport 6379\n")


# A configuration file's value belongs to its directive: a figure the card
# writes after naming a directive in code is grounded only by that
# directive's value (fresh6's valkey.conf); prose with a configuration
# example in it is not read so.
@pytest.mark.parametrize("point, source, expected", [
    ("`timeout 0` 表示閒置的客戶端永不斷線；`tcp-keepalive` 預設 300 秒", _VALKEY, []),
    ("`timeout` 會在客戶端閒置 300 秒後斷線", _VALKEY, ["300"]),
    ("`tcp-backlog` 預設 511，`port` 預設 6379", _VALKEY, []),
    ("`timeout` 設為 0；ACK 週期 300 秒", _VALKEY, []),
    ("`timeout` 會在客戶端閒置 300 秒後斷線",
     "The server closes idle clients after 300 seconds by default.\n\nExample:\n\ntimeout 0\n", []),
])
def test_a_configuration_value_belongs_to_its_directive(point, source, expected):
    assert missing(point, source) == expected
