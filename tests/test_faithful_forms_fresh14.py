"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh14's false alarms on faithful cards): each beside
the invention that must stay reported. The sources are excerpts of the
set's documents."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding
from anchorlint.text.numbers import read_numbers
from conftest import points_card
from conftest import ungrounded_point as missing

# ag(1)'s man page: its options, a list of them (the page has fifty).
AG_OPTIONS = (
    "## OPTIONS\n\n"
    "  * `--ackmate`:\n    Output results in a format parseable by AckMate.\n\n"
    "  * `-a --all-types`:\n    Search all files.\n\n"
    "  * `-A --after [LINES]`:\n    Print lines after match. Defaults to 2.\n\n"
    "  * `-B --before [LINES]`:\n    Print lines before match. Defaults to 2.\n\n"
    "  * `-c --count`:\n    Only print the number of matches in each file.\n"
)


@pytest.mark.parametrize(("text", "keys"), [
    ("數十個", []),
    ("列出數十個命令列選項", []),
    ("数十个", []),
    ("參數十個", ["10"]),  # 數 ends a noun: ten parameters
    ("重試次數十次", ["10"]),
    ("several dozen options", []),
    ("a few dozen options", []),
    ("many dozen", []),
    ("a dozen options", ["12"]),
    ("fewer than a dozen", ["12"]),
])
def test_a_vague_multiple_is_no_figure(text, keys):
    assert [number.key for number in read_numbers(text)] == keys


@pytest.mark.parametrize(("point", "expected"), [
    ("手冊列出數十個命令列選項", []),
    ("手冊列出十個命令列選項", ["十"]),
    ("The man page lists several dozen command-line options", []),
    ("The man page lists a dozen command-line options", ["dozen"]),
])
def test_vague_multiples_against_ag(point, expected):
    assert missing(point, AG_OPTIONS) == expected


# Leaf's README (zh-CN) on its load test: 5w is 5萬 before a slash too.
LEAF_QPS = "在4C8G VM基础上，通过公司RPC方式调用，QPS压测结果近5w/s，TP999 1ms。\n"


@pytest.mark.parametrize(("text", "keys"), [
    ("qps压测结果近5w/s，", ["50000"]),
    ("结果近5w，tp999", ["50000"]),
    ("用户 10w+", ["100000"]),
    ("5w次/s", ["50000"]),
    ("it draws 5w/s", ["5"]),  # no Chinese on the line: no 萬
    ("a 5w, b\n中文", ["5"]),  # the Chinese is on another line
])
def test_ten_thousand_written_w_before_a_mark(text, keys):
    assert [number.key for number in read_numbers(text)] == keys


@pytest.mark.parametrize(("point", "expected"), [
    ("在 4C8G 的 VM 上壓測 QPS 接近每秒五萬，TP999 為 1 毫秒", []),
    ("在 4C8G 的 VM 上壓測 QPS 接近每秒 5 萬", []),
    ("在 4C8G 的 VM 上壓測 QPS 接近每秒八萬", ["八萬"]),
])
def test_ten_thousand_written_w_against_leaf(point, expected):
    assert missing(point, LEAF_QPS) == expected


# Leaf's README on its configuration, and brpc's benchmark notes (zh-CN):
# a path or an identifier glued to the Chinese words around it.
LEAF_CONFIG = "Leaf Server的配置都在leaf-server/src/main/resources/leaf.properties中\n"
BRPC_THROUGHPUT = "brpc：当请求包小于16KB时，单连接下的吞吐超过了多连接的ubrpc_mc和thrift_mc，随着请求包变大\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("設定都放在 `leaf-server/src/main/resources/leaf.properties`", LEAF_CONFIG, []),
    ("設定都放在 `src/main/resources/leaf.properties`", LEAF_CONFIG, ["src"]),  # the end of a longer path
    ("單連線的吞吐高於多連線的 ubrpc_mc 與 thrift_mc", BRPC_THROUGHPUT, []),
    ("單連線的吞吐高於多連線的 `ubrpc_mc` 與 `thrift_mc`", BRPC_THROUGHPUT, []),
    ("單連線的吞吐高於多連線的 ubrpc_mc 與 thrift_pool", BRPC_THROUGHPUT, ["thrift_pool"]),
])
def test_a_name_glued_to_chinese_words_in_the_source(point, source, expected):
    assert missing(point, source) == expected


# The early WebAssembly binary encoding: a function entry's fields.
WASM_FUNCTION_ENTRY = (
    "| Field | Type | Present? | Description |\n"
    "| --- | --- | --- | --- |\n"
    "| flags | `uint8` | always | flags indicating attributes of a function <br>bit `0` : a name is present"
    "<br>bit `1` : the function is an import<br>bit `2` : the function has local variables"
    "<br>bit `3` : the function is an export |\n"
    "| body size | `uint16` | `flags[0] == 0` | size of function body to follow, in bytes |\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("flags 用到四個位元：第 0 位表示有名稱、第 1 位表示是匯入、第 2 位表示有區域變數、第 3 位表示是匯出；"
     "函式本體大小以 uint16 記錄", []),
    # The tally says three: the four stays a size the source never gives.
    ("flags 用到四個位元：第 0 位表示有名稱、第 1 位表示是匯入、第 2 位表示有區域變數；函式本體大小以 uint16 記錄",
     ["四"]),
    ("flags 用到五個位元：第 0 位表示有名稱、第 1 位表示是匯入、第 2 位表示有區域變數、第 3 位表示是匯出",
     ["五"]),
    ("flags 佔四位元：第 0 位表示有名稱、第 1 位表示是匯入、第 2 位表示有區域變數、第 3 位表示是匯出", ["四"]),
])
def test_bits_the_card_enumerates(point, expected):
    assert missing(point, WASM_FUNCTION_ENTRY) == expected


# The Kubernetes Deployment reference on its strategy (evaluation/fresh4).
DEPLOYMENT_STRATEGY = (
    "- **replicas** (int32)\n\n  Number of desired Pods. Defaults to 1.\n\n"
    "  - **strategy.type** (string)\n\n"
    '    Type of deployment. Can be "Recreate" or "RollingUpdate". Default is RollingUpdate.\n\n'
    "    Possible enum values:\n"
    '     - `"Recreate"` Kill all existing pods before creating new ones.\n'
    '     - `"RollingUpdate"` Replace the old ReplicaSets by new one using rolling update.\n\n'
    "  - **strategy.rollingUpdate** (RollingUpdateDeployment)\n\n"
    "    Present only if DeploymentStrategyType = RollingUpdate.\n"
)


def test_a_repeated_count_tallied_over_an_invented_last_item():
    # The second count repeats the first's figure; its tally's last item,
    # OnDelete, is invented, so the tally grounds it no better.
    card = points_card(
        "`replicas`：期望的 Pod 數量，預設 3 個",
        "`strategy.type` 有三種：Recreate（先刪除所有既有 Pod 再建立新的）、RollingUpdate（逐步縮小舊 ReplicaSet、"
        "擴大新的）與 OnDelete，預設 RollingUpdate；`strategy.rollingUpdate` 只在 RollingUpdate 時出現",
    )
    assert check_grounding(card, DEPLOYMENT_STRATEGY).ungrounded == ["3", "三", "OnDelete"]


# jemalloc's ChangeLog for 3.4.0, and a release note naming x86_64.
JEMALLOC_340 = (
    "* 3.4.0 (June 2, 2013)\n\n"
    "  This version is essentially a small bugfix release, but the addition of\n"
    "  aarch64 support requires that the minor version be incremented.\n\n"
    "  New features:\n  - Add support for the aarch64 architecture.\n"
)
X86_64_NOTE = "Binaries are built for x86_64 and i686.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("**aarch64**（64 位元架構）— 3.4.0 新增支援的架構", JEMALLOC_340, []),
    ("**aarch64**（64-bit architecture）— supported from 3.4.0", JEMALLOC_340, []),
    ("3.4.0 新增 `aarch64`（64 位元）支援", JEMALLOC_340, []),
    ("**aarch64**（32 位元架構）— 3.4.0 新增支援的架構", JEMALLOC_340, ["32"]),
    ("**aarch64** 是 64 位元架構", JEMALLOC_340, ["64"]),  # no gloss: the writer's figure
    ("**arm64**（64 位元）", JEMALLOC_340, ["arm64", "64"]),  # a name the source never writes
    ("以 x86_64（64 位元）與 i686 建置", X86_64_NOTE, []),
])
def test_a_figure_glossing_a_name_that_holds_it(point, source, expected):
    assert missing(point, source) == expected
