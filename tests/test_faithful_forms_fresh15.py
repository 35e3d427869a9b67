"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh15's false alarms): each beside the invention
that must stay reported. The sources are excerpts of the set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Traefik's RateLimit reference: each option's example in one MkDocs content
# tab per provider, the providers named only by the tabs' labels.
TRAEFIK_TABS = (
    "## Configuration Example\n\n"
    '```yaml tab="Docker & Swarm"\n'
    "# Here, an average of 100 and a burst of 200 requests/s are allowed.\n"
    "labels:\n"
    '  - "traefik.http.middlewares.test-ratelimit.ratelimit.average=100"\n'
    "```\n\n"
    '```yaml tab="Kubernetes"\n'
    "apiVersion: traefik.io/v1alpha1\nkind: Middleware\n"
    "```\n\n"
    '```yaml tab="Consul Catalog"\n'
    '- "traefik.http.middlewares.test-ratelimit.ratelimit.average=100"\n'
    "```\n\n"
    '```toml tab="File (TOML)" hl_lines="3"\n'
    "[http.middlewares]\n  [http.middlewares.test-ratelimit.rateLimit]\n    average = 100\n"
    "```\n"
)


# A content tab's label renders as words a reader sees: the providers it
# names are the source's; the fence's other attributes still ground nothing.
@pytest.mark.parametrize(("point", "expected"), [
    ("Every option is shown for Docker & Swarm labels, Kubernetes and Consul Catalog", []),
    ("每個選項都附 Docker、Swarm、Kubernetes、Consul Catalog 與 TOML 檔的範例", []),
    ("Every option is shown for Docker, Kubernetes and Nomad", ["Nomad"]),
    ("範例的第 3 行設定 average", ["3"]),
])
def test_a_fence_tab_label_is_source_text(point, expected):
    assert missing(point, TRAEFIK_TABS) == expected


# miniserve's --help: the random route is six hexadecimal digits.
MINISERVE_ROUTE = (
    "    -r, --random-route\n"
    "            Generate a random 6-hexdigit route\n\n"
    "    --route-prefix <ROUTE_PREFIX>\n"
    "            Use a specific route prefix\n"
)


# A numeral before 進位/進制 names a number base ("hexadecimal"), no quantity;
# the digits it counts stay checked, and 十六 counting something stays one.
@pytest.mark.parametrize(("point", "expected"), [
    ("--random-route 會產生隨機的 6 位十六進位路徑", []),
    ("--random-route 會產生隨機的 6 位 16 進位路徑", []),
    ("--random-route 會產生隨機的 8 位十六進位路徑", ["8"]),
    ("--random-route 會產生十六個字元的路徑", ["十六"]),
])
def test_a_numeral_before_a_base_word_is_no_number(point, expected):
    assert missing(point, MINISERVE_ROUTE) == expected


# urllib3's changelog: the statuses whose Retry-After header it respects.
URLLIB3_RETRY = ("* urllib3 now respects Retry-After headers on 413, 429, and 503 responses when\n"
                 "  using the default retry logic.\n")


# A status written before 回應/錯誤/狀態 is the status, as before "response":
# 回 there opens a word and counts no times; a count of responses stays one.
@pytest.mark.parametrize(("point", "expected"), [
    ("會遵守 413、429、503 回應的 Retry-After 標頭", []),
    ("遇到 503 錯誤時依 Retry-After 重試", []),
    ("會遵守 413、429、504 回應的 Retry-After 標頭", ["504"]),
    ("共重試 503 個回應", ["503"]),
])
def test_a_status_before_a_chinese_response_noun(point, expected):
    assert missing(point, URLLIB3_RETRY) == expected


# brpc's benchmark page: its machine groups, one given as a sum.
BRPC_MACHINES = (
    "## 测试方法\n\n"
    "- 单机1：CPU开了超线程24核，E5-2620 @ 2.00GHz，64GB内存，OS linux 2.6.32_1-15-0-0\n"
    "- 多机1（15台+8台）：CPU均未开超线程12核，其中15台的CPU为E5-2420 @ 1.90GHz.，64GB内存，千兆网卡。"
    "其余8台为E5-2620 2.0GHz。\n"
    "- 多机2（30台）：CPU未开超线程12核，E5-2620 v3，96GB内存，万兆网卡。\n"
)


# A sum the source writes out (15台+8台) gives its total, with the terms'
# counter or unit; another total, or the total as a measure, is not given.
@pytest.mark.parametrize(("point", "expected"), [
    ("多機1 共 23 台（15 台 + 8 台）12 核機器、千兆網卡", []),
    ("多機1 共 23 台 12 核機器", []),
    ("兩組多機共 53 台", ["53"]),
    ("多機1 用了 23 GB 記憶體", ["23"]),
])
def test_a_sum_the_source_writes_gives_its_total(point, expected):
    assert missing(point, BRPC_MACHINES) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("- 多机1（15台+8台）：cpu", [("23", "count")]),
    ("1台+2台+3台，其余", [("6", "count")]),
    ("2gb + 1gb of ram", [("3", "gb")]),
    # Bare figures, terms of two kinds, a version's plus, a time zone: no sum.
    ("1+1=2", []), ("15台+8个", []), ("python 3.7+ only", []), ("utc+08:00", []), ("c++ 11", []),
])
def test_written_sums(text, expected):
    from anchorlint.text.written_sums import written_sums

    assert list(written_sums(text)) == expected


# miniserve's --help (clap): each option's flags on a line, its
# description under it, indented deeper; a long-only option further in.
MINISERVE_HELP = (
    "## Usage\n\n"
    "    Usage: miniserve [OPTIONS] [PATH]\n\n"
    "    Arguments:\n"
    "      [PATH]\n"
    "              Which path to serve\n\n"
    "    Options:\n"
    "      -v, --verbose\n"
    "              Be verbose, includes emitting access logs\n\n"
    "          --index <INDEX>\n"
    "              The name of a directory index file to serve, like \"index.html\"\n\n"
    "              Normally, when miniserve serves a directory, it creates a listing for that\n"
    "              directory; with --index it serves that file instead.\n\n"
    "          --spa\n"
    "              Activate SPA (Single Page Application) mode\n\n"
    "      -p, --port <PORT>\n"
    "              Port to use\n\n"
    "              [default: 8080]\n\n"
    "      -i, --interfaces <INTERFACES>...\n"
    "              Interface to listen on\n\n"
    "      -h, --help\n"
    "              Print help (see a summary with '-h')\n"
)


# A --help output's option entries are a list (six here); a flag inside a
# description opens none, and a hedge before the count is no item of the
# card's enumeration ("one PATH argument and about six options").
@pytest.mark.parametrize(("point", "expected"), [
    ("The help output lists six options", []),
    ("--help 輸出列出六個選項", []),
    ("The help output shows one optional PATH argument and about six options", []),
    ("The help output lists seven options", ["seven"]),
    ("--help 輸出列出七個選項", ["七"]),
    # The list counts options only (fresh9's tokei README: nine flags, no 九種語言).
    ("範例列出六種語言", ["六"]),
])
def test_help_option_entries_are_a_list(point, expected):
    assert missing(point, MINISERVE_HELP) == expected


def test_option_list_sizes():
    from anchorlint.text.option_lists import option_list_sizes

    assert option_list_sizes(MINISERVE_HELP) == {6}
    # argparse/tokei: descriptions after two spaces; two blocks, two lists.
    tokei = ("FLAGS:\n    -f, --files       Print statistics on files.\n    -h, --help        Print help\n"
             "        --hidden      Count hidden files.\n\nOPTIONS:\n    -c, --columns <columns>    Set a width\n"
             "    -e, --exclude <exclude>...    Ignore files\n    -o, --output <output>    Output format\n"
             "    -s, --sort <sort>    Sort languages\n")
    assert option_list_sizes(tokei) == {3, 4}
    # A command continued over lines, flags in prose: no entries.
    assert option_list_sizes("docker run \\\n  --name web \\\n  -p 80:80 \\\n  --rm nginx\n") == set()
    assert option_list_sizes("    --disable-munmap configure option was used\n") == set()


# ShardingSphere's zh-CN properties table: six options, four of them
# boolean and false by default.
SHARDINGSPHERE_PROPS = (
    "## 属性配置\n\n"
    "| *名称*                              | *数据类型*  | *说明*                              | *默认值*  |\n"
    "| ---------------------------------- | ---------- | ---------------------------------- | -------- |\n"
    "| sql-show (?)                       | boolean    | 是否在日志中打印 SQL                  | false    |\n"
    "| sql-simple (?)                     | boolean    | 是否在日志中打印简单风格的 SQL          | false    |\n"
    "| kernel-executor-size (?)           | int        | 用于设置任务处理线程池的大小            | infinite |\n"
    "| max-connections-size-per-query (?) | int        | 一次查询请求在每个数据库实例中所能使用的最大连接数 | 1        |\n"
    "| check-table-metadata-enabled (?)   | boolean    | 是否检查分片元数据的结构一致性          | false    |\n"
    "| sql-federation-enabled (?)         | boolean    | 是否开启联邦查询                       | false    |\n"
)


# A count of the rows sharing a cell value the card's line names (false:
# four rows) is grounded; another count, or one whose line names no shared
# value, is not.
@pytest.mark.parametrize(("point", "expected"), [
    ("表格列出六個參數，其中四個布林參數預設都是 false", []),
    ("表格列出六個參數，其中四個 boolean 參數", []),
    ("表格列出六個參數，其中五個布林參數預設都是 false", ["五"]),
    ("表格列出六個參數，其中四個布林參數", ["四"]),
])
def test_a_count_of_rows_sharing_a_named_cell(point, expected):
    assert missing(point, SHARDINGSPHERE_PROPS) == expected
