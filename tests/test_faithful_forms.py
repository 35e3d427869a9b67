"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh8's false alarms): each beside the invention
that must stay reported. The sources are excerpts of the set's documents."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding
from anchorlint.text.anchors import fold
from anchorlint.text.inline_lists import marked_runs
from anchorlint.text.numbers import read_numbers
from anchorlint.text.source_figures import dotted_range_ends, unit_named_values
from conftest import points_card
from conftest import ungrounded_point as missing

# Snappy's format description on copies with a 1-byte and a 2-byte offset.
SNAPPY_COPIES = (
    "These elements can encode lengths between [4..11] bytes and offsets\n"
    "between [0..2047] bytes. (len-4) occupies three bits and is stored\n"
    "in bits [2..4] of the tag byte. The offset occupies 11 bits, of which the\n"
    "upper three are stored in the upper three bits ([5..7]) of the tag byte,\n"
    "and the lower eight are stored in a byte following the tag byte.\n\n"
    "These elements can encode lengths between [1..64] and offsets from\n"
    "[0..65535]. (len-1) occupies six bits and is stored in the upper\n"
    "six bits ([2..7]) of the tag byte.\n"
)


@pytest.mark.parametrize(("text", "ends"), [
    ("offsets between [0..2047] bytes.", [("2047", "byte"), ("0", "byte")]),
    ("lengths between [4..11] bytes", [("11", "byte"), ("4", "byte")]),
    ("the upper three bits ([5..7]) of the tag byte", [("7", None)]),
    ("offsets from [0..65535].", [("65535", None)]),
    ("for i in 1..10 {", [("10", None)]),
    ("wait 1...5 seconds", []),  # an ellipsis
    ("git log v1.0..v2.0 and 1.0..2.0", []),  # ranges of versions
    ("no range here: 2.047", []),
])
def test_a_range_written_with_two_dots(text, ends):
    assert list(dotted_range_ends(fold(text))) == ends


@pytest.mark.parametrize(("point", "expected"), [
    ("複製的長度 4 到 11 位元組、偏移 0 到 2047，高三位放在標籤的第 5 到 7 位", []),
    ("另一種複製的長度 1 到 64、偏移 0 到 65535", []),
    ("Such copies encode offsets from 0 to 65535", []),
    ("複製的偏移 0 到 4095", ["4095"]),
    ("另一種複製的長度 1 到 64、偏移 0 到 131071", ["131071"]),
    ("複製的長度 4 到 12 位元組", ["12"]),
])
def test_dotted_ranges_against_snappy(point, expected):
    assert missing(point, SNAPPY_COPIES) == expected


# Gitea's configuration cheat sheet on the keywords that close an issue.
GITEA_KEYWORDS = (
    "- `CLOSE_KEYWORDS`: **close**, **closes**, **closed**, **fix**, **fixes**, **fixed**, **resolve**, "
    "**resolves**, **resolved**: List of keywords used in Pull Request comments to automatically close "
    "a related issue\n"
    "- `REOPEN_KEYWORDS`: **reopen**, **reopens**, **reopened**: List of keywords used in Pull Request "
    "comments to automatically reopen a related issue\n"
)


@pytest.mark.parametrize(("text", "sizes"), [
    (GITEA_KEYWORDS, [9, 3]),
    ("Options: `-a`, `-b`, `-c`.", [3]),
    ("`chore:`、`docs:`、`style:`、`refactor:`", [4]),
    ("x, `a`, `b`, `c`", []),  # a longer list, partly plain
    ("`a`, `b`, `c`, and d", []),
    ("`a`, `b`", []),  # two: read as an enumeration when joined
])
def test_runs_of_bold_or_code_items(text, sizes):
    assert [size for size, _ in marked_runs(text)] == sizes


@pytest.mark.parametrize(("point", "expected"), [
    ("留言中的 close、fixes、resolved 等九個關鍵字會自動關閉相關 issue", []),
    ("Nine keywords such as close, fixes and resolved close the related issue", []),
    ("reopen、reopens 與 reopened 這三個關鍵字會重新開啟 issue", []),
    # a run of nine the card does not name grounds no count of nine
    ("Pull Request 需要九位審核者", ["九"]),
    # the count must be the run's length
    ("留言中的 close、fixes、resolved 等八個關鍵字會自動關閉相關 issue", ["八"]),
    # one name of the run is no tie to it
    ("close 等九個關鍵字", ["九"]),
])
def test_a_count_of_the_bold_keywords_the_card_names(point, expected):
    assert missing(point, GITEA_KEYWORDS) == expected


# Forest's hardware requirements: a table of minimum and recommended figures.
FOREST = (
    "|            | Minimum | Recommended | Notes |\n"
    "| ---------- | ------- | ----------- | ----- |\n"
    "| CPU        | 4-core  | 8-core      |       |\n"
    "| Memory     | 16 GiB  | 32 GiB      | State migrations can require increased amounts of memory. |\n"
    "| Disk Space | 128 GiB | 256 GiB     | NVMe recommended. |\n"
)


@pytest.mark.parametrize(("points", "expected"), [
    (("記憶體：最低 16 GiB，建議 32 GiB", "磁碟空間：最低 128 GiB，建議 256 GiB",
      "三項的建議配置都正好是最低配置的兩倍"), []),
    (("Memory: 16 GiB minimum, 32 GiB recommended", "Every recommended figure is 2x the minimum"), []),
    # the ratio the card's figures show is two, not three
    (("記憶體：最低 16 GiB，建議 32 GiB", "建議配置是最低配置的三倍"), ["三"]),
    # no pair of figures on the card: nothing to work the ratio out from
    (("建議配置是最低配置的兩倍",), ["兩"]),
    # figures of two units are no ratio (16 GiB, 8-core)
    (("最低 16 GiB 記憶體與 8 核心", "建議配置是最低配置的兩倍"), ["兩"]),
])
def test_a_ratio_the_card_works_out_from_its_figures(points, expected):
    assert check_grounding(points_card(*points), FOREST).ungrounded == expected


def test_a_ratio_needs_both_figures_grounded():
    # 64 GiB is invented (reported), so the 兩倍 it makes with 32 GiB is not shown by grounded figures
    card = points_card("記憶體：建議 32 GiB，最高 64 GiB", "最高配置是建議配置的兩倍")
    assert check_grounding(card, FOREST).ungrounded == ["64", "兩"]


# --------------------------------------------------------------- fresh9 and fresh11's forms

# Ollama's Linux install guide: a systemd unit file.
OLLAMA_UNIT = (
    "```ini\n[Service]\nExecStart=/usr/bin/ollama serve\nUser=ollama\nGroup=ollama\n"
    "Restart=always\nRestartSec=3\nEnvironment=\"PATH=$PATH\"\n```\n"
)


@pytest.mark.parametrize(("text", "values"), [
    ("restartsec=3", [("3", "second")]),
    ("timeoutstopsec = 90", [("90", "second")]),
    ("timeout_ms: 500", [("500", "ms")]),
    ('max_size_mb = "64"', [("64", "mb")]),
    ("retry_after_seconds: 2.5", [("2.5", "second")]),
    ("items=5", []),  # ms only after a separator
    ("holidays: 3", []),  # days only after a separator
    ("restart=always", []),
    ("at 10:30", []),
])
def test_a_setting_named_with_its_unit(text, values):
    assert list(unit_named_values(text)) == values


@pytest.mark.parametrize(("point", "expected"), [
    ("The unit file sets `RestartSec=3`, so the server comes back three seconds after it exits", []),
    ("服務結束後三秒會自動重啟", []),
    ("服務結束後五秒會自動重啟", ["五"]),
    ("The server comes back 3 minutes after it exits", ["3"]),
])
def test_restart_sec_against_ollama(point, expected):
    assert missing(point, OLLAMA_UNIT) == expected


# tokei's README: its example output, an aligned table in a code block.
TOKEI = (
    "```terminal\n"
    " Language            Files        Lines         Code     Comments       Blanks\n"
    " Markdown                5         1952         1952            0            0\n"
    " Rust                   19         2922         2093          412          417\n"
    " Total                  32         7153         6228          442          483\n"
    "```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("範例輸出共 32 個檔案、7153 行", []),
    ("最大的是 Rust：19 個檔案、2922 行；其次是 Markdown 的 5 個檔案", []),
    ("範例輸出共 33 個檔案", ["33"]),
])
def test_an_aligned_table_row_is_no_name_and_version(point, expected):
    assert missing(point, TOKEI) == expected


def test_a_version_after_a_name_still_binds_through_one_space():
    from anchorlint.text.version_names import product_name

    assert product_name("Rust 19", 5) == "Rust"
    assert product_name("Rust      19", 10) is None


# jq's NEWS on the 1.7 release builds; tldr's 7z page.
JQ_BUILDS = (
    "- Release builds for:\n"
    "  - Linux `amd64`, `arm64`, `armel`, `armhf`, `i386`, `mips`, `mips64`, `mips64el`, `mips64r6`, "
    "`mips64r6el`, `mipsel`, `mipsr6`, `mipsr6el`, `powerpc`, `ppc64el`, `riscv64` and `s390x`\n"
    "  - macOS `amd64` and `arm64`\n"
)
TLDR_7Z = (
    "# 7z\n\n> 一个具有高压缩比的文件归档工具。\n\n"
    "- 将文件或目录添加到新的或现有的归档中：\n\n`7z a {{path/to/archive.7z}} {{path/to/file}}`\n\n"
    "- E[x] 提取归档，保留原始目录结构：\n\n`7z x {{path/to/archive.7z}}`\n\n"
    "- [l] 列出归档的内容：\n\n`7z l {{path/to/archive.7z}}`\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("發行建置涵蓋 Linux 十七種架構（amd64、arm64、riscv64、s390x 等）", JQ_BUILDS, []),
    ("發行建置涵蓋 Linux 十八種架構（amd64、arm64、riscv64、s390x 等）", JQ_BUILDS, ["十八"]),
    ("頁面用三個範例說明建立、解壓與列出封存檔", TLDR_7Z, []),
    ("頁面用四個範例說明建立、解壓與列出封存檔", TLDR_7Z, ["四"]),
])
def test_long_code_runs_and_commands_under_list_items(point, source, expected):
    assert missing(point, source) == expected


# xxHash's README on its collision tester.
XXHASH = "A large-scale collision tester is able to generate and compare billions of hashes.\n"


@pytest.mark.parametrize(("text", "keys"), [
    ("每秒數十億", []),
    ("幾十個", []),
    ("幾十萬筆", []),
    ("數十個", []),  # "dozens" (tests/test_faithful_forms_fresh14.py)
    ("參數十個", ["10"]),  # 數 ends a noun: ten parameters
    ("十億", ["1000000000"]),
])
def test_several_tens_is_no_figure(text, keys):
    assert [number.key for number in read_numbers(text)] == keys


def test_billions_against_xxhash():
    assert missing("碰撞測試器可產生並比較數十億個雜湊", XXHASH) == []


# PyTorch's RELEASE.md cadence table; the RustSec advisory on hyper.
PYTORCH_CADENCE = "| Minor Version | Release branch cut | Release date |\n| 2.2 | Dec 2023 | Jan 2024 |\n| 2.4 | Aug 2024 | Sep 2024 |\n"
HYPER = "On systems with up to 18 exabytes of memory, the size can overflow.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("2.4 shipped after an August cut", PYTORCH_CADENCE, []),
    ("2.2 was cut in December 2023", PYTORCH_CADENCE, []),
    ("2.4 shipped after an October cut", PYTORCH_CADENCE, ["October"]),
    ("2.4 shipped in Sep", "2.4 shipped in September 2024.\n", []),
    ("最多 18 EB（exabytes）的記憶體", HYPER, []),
    ("最多 18 PB 的記憶體", HYPER, ["18"]),
])
def test_month_abbreviations_and_large_sizes(point, source, expected):
    assert missing(point, source) == expected


# Web-Dev-For-Beginners' README on its quizzes.
QUIZZES = "A project has 48 quizzes. Each quiz has three questions.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("小測驗共 48 個、每個三題，合計 144 題", []),
    ("There are 48 quizzes of 3 questions each, 144 questions in total", []),
    ("小測驗共 48 個、每個三題，合計 150 題", ["150"]),
    ("小測驗共 48 個、三個附錄，合計 144 個", ["144"]),  # no count per item: a sum, 51
])
def test_a_total_worked_out_as_a_product(point, expected):
    assert missing(point, QUIZZES) == expected


# A card names the kind of document it summarises (fresh2's and fresh9's
# README, jq's NEWS); a file it points at is still an anchor.
@pytest.mark.parametrize(("point", "expected"), [
    ("這份 README 介紹 xxHash 這個極快的雜湊演算法", []),
    ("The README introduces xxHash, an extremely fast hash algorithm", []),
    ("NEWS 檔記錄 xxHash 的變更", []),
    ("細節見 CONTRIBUTING.md", ["CONTRIBUTING.md"]),
    ("The README introduces yyHash", ["yyHash"]),
])
def test_a_document_kind_is_no_referent(point, expected):
    assert missing(point, "xxHash is an extremely fast hash algorithm.\n") == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("重試前等 30 分鐘", "Wait half an hour before retrying.\n", []),
    ("重試前等半小時", "Some 3 items first.\n\nWait half an hour before retrying.\n", []),
    ("重試前等 45 分鐘", "Wait half an hour before retrying.\n", ["45"]),
    ("The build takes 90 minutes", "The build takes an hour and a half.\n", []),
    ("The build takes 100 minutes", "The build takes an hour and a half.\n", ["100"]),
    ("逾時為 500 毫秒", "The timeout is half a second.\n", []),
])
def test_half_a_unit_in_words(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Python 3.10 版發布", "Python 3.10.0 is out.\n", []),
    ("1.2 版", "Released 1.2.0 today.\n", []),
    ("2.4 版", "Released 2.4.1 today.\n", ["2.4"]),  # one patch release names no series
    ("1990 年代的系統", "systems of the 1990s\n", []),
    ("1980 年代的系統", "systems of the 1990s\n", ["1980"]),
    ("逾時 80 秒", "an 80s timeout\n", []),  # two figures and an s: seconds
])
def test_a_dot_zero_release_and_a_decade(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("line", "spans"), [
    ("- **GSA**（US General Services Administration）— owner", [("GSA", "General Services Administration")]),
    ("Cloud Native Computing Foundation (CNCF) hosts it", [("CNCF", "Cloud Native Computing Foundation")]),
    ("the CNCF (Cloud Native Computing Foundation)", [("CNCF", "Cloud Native Computing Foundation")]),
    ("JSON (JavaScript Object Notation)", []),  # J, O, N spell no JSON
    ("**CI**（持續整合）", []),
    ("GSA and General Services Administration", []),  # not beside each other
])
def test_an_acronym_spelled_out_beside_it(line, spans):
    from anchorlint.text.acronym_expansions import expansions

    assert [(acronym, line[start:end]) for acronym, start, end in expansions(line)] == spans


# 18F's accessibility checklist names GSA, never its expansion.
EIGHTEEN_F = "Use this GSA only: Google tools checklist for creating more accessible files.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("**GSA**（General Services Administration）— owner of the Google tools checklist", []),
    ("**GSA**（US General Services Administration）— owner of the checklist", ["US"]),
    ("**NSA**（National Security Agency）— owner of the checklist", ["NSA", "Security", "Agency"]),
    ("**GSA** and the General Services Administration own the checklist", ["General", "Services", "Administration"]),
])
def test_an_expansion_of_an_acronym_the_source_writes(point, expected):
    assert missing(point, EIGHTEEN_F) == expected


# scikit-learn's governance: the Technical Committee's seven members.
SKLEARN_TC = (
    "The Technical Committee (TC) members are:\n\n"
    "- Thomas Fan\n- Alexandre Gramfort\n- Olivier Grisel\n- Adrin Jalali\n- Andreas Müller\n"
    "- Joel Nothman\n- Gaël Varoquaux\n"
)
TC_POINT = ("目前 TC 有七位：Thomas Fan、Alexandre Gramfort、Olivier Grisel、Adrin Jalali、Andreas Müller、"
            "Joel Nothman 與 Gaël Varoquaux")


def _card_with_triple(point: str, triple: str) -> str:
    return points_card(point).replace("## 關聯\n", f"## 關聯\n### 內文知識關係\n- {triple}\n")


@pytest.mark.parametrize(("triple", "expected"), [
    ("TC >> 成員 >> 七位", []),  # restates the count the card's own list grounds
    ("TC >> 成員 >> 七個", ["七"]),  # another counter: not the same count
])
def test_a_triple_restating_a_grounded_count(triple, expected):
    source = SKLEARN_TC.replace("- Joel Nothman\n", "- Joel Nothman\n- Someone Else\n")  # a list of eight
    assert check_grounding(_card_with_triple(TC_POINT, triple), source).ungrounded == expected


def test_a_repeat_on_a_key_point_still_answers_for_itself():
    card = points_card(TC_POINT, "TC 的七位成員每年改選")
    source = SKLEARN_TC.replace("- Joel Nothman\n", "- Joel Nothman\n- Someone Else\n")
    assert check_grounding(card, source).ungrounded == ["七"]


# xxHash's README: a benchmark table with a reference row in italics.
XXHASH_TABLE = (
    "| Hash Name     | Width | Bandwidth (GB/s) |\n"
    "| ---------     | ----- | ---------------- |\n"
    "| __XXH3__ (SSE2) |  64 | 31.5 GB/s |\n"
    "| _RAM sequential read_ | N/A | 28.0 GB/s |\n"
    "| City64        |    64 | 22.0 GB/s |\n"
    "| __XXH64__     |    64 | 19.4 GB/s |\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Three hashes are compared", []),
    ("Four rows are listed", []),  # the table's four rows
    ("Five hashes are compared", ["Five"]),
])
def test_a_reference_row_in_italics(point, expected):
    assert missing(point, XXHASH_TABLE) == expected


# The tus protocol 0.2.2: its byline of four linked authors.
TUS_BYLINE = (
    "**Authors:** [Felix Geisendörfer](https://twitter.com/felixge), [Kevin van\n"
    "Zonneveld](https://twitter.com/kvz), [Tim Koschützki](https://twitter.com/tim_kos),\n"
    "[Naren Venkataraman](https://github.com/vayam)\n\n"
    "Version 0.2.2 of the protocol resumes interrupted uploads over HTTP 1.1.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Version 0.2.2 was written by four authors", []),
    ("0.2.2 版由四位作者撰寫", []),
    ("Version 0.2.2 was written by five authors", ["five"]),
    ("0.2.2 版有四位審核者", ["四"]),  # another role than the byline's
])
def test_a_count_of_a_bylines_names(point, expected):
    assert missing(point, TUS_BYLINE) == expected


def test_a_byline_with_plain_names():
    from anchorlint.text.bylines import byline_counts

    assert byline_counts("Maintainers: Alice, Bob and Carol.\n") == {("maintainer", 3)}
    assert byline_counts("Note: this one, and that one.\n") == frozenset()
