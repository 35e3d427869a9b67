"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh13's false alarms): each beside the invention
that must stay reported. The sources are excerpts of the set's documents."""

from __future__ import annotations

import pytest

from anchorlint.text.counts import card_tally
from anchorlint.text.inline_lists import marked_runs
from anchorlint.text.source_lists import stepped_counts
from conftest import ungrounded_point as missing

# PaddleOCR's zh-CN quick install: four numbered steps, each with its
# commands in an unindented code block under it.
PADDLE_OCR_STEPS = (
    "## 快速安装\n\n"
    "建议使用我们提供的docker运行PaddleOCR。\n\n"
    "1. （建议）准备docker环境。第一次使用这个镜像，会自动下载该镜像，请耐心等待。\n"
    "```\n# 切换到工作目录下\ncd /home/Projects\n```\n\n"
    "注意：如果docker pull过慢，可以按照如下步骤手动下载后加载docker\n"
    "```\n1. wget https://paddleocr.bj.bcebos.com/docker/docker_pdocr_cuda9.tar.gz\n```\n\n"
    "2. 安装PaddlePaddle Fluid v1.7(暂不支持更高版本,适配工作进行中)\n"
    "```\npip3 install --upgrade pip\n```\n\n"
    "3. 克隆PaddleOCR repo代码\n"
    "```\ngit clone https://github.com/PaddlePaddle/PaddleOCR\n```\n\n"
    "4. 安装第三方库\n"
    "```\ncd PaddleOCR\npip3 install -r requirments.txt\n```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("PaddleOCR 的安裝流程共四步", []),
    ("PaddleOCR 的安裝分四步完成", []),
    ("PaddleOCR 的安裝流程共五步", ["五"]),
])
def test_numbered_steps_with_code_blocks_between_them(point, expected):
    assert missing(point, PADDLE_OCR_STEPS) == expected


def test_a_run_of_numbered_steps_ends_at_a_heading_or_a_restart():
    assert 4 in stepped_counts(PADDLE_OCR_STEPS)
    two_lists = "1. a\n\ntext\n\n2. b\n\n## Next\n\n3. c\n\n1. d\n\nprose\n\n2. e\n\n3. f\n"
    assert 3 not in stepped_counts("## Top\n\n" + "1. a\n\ntext\n\n2. b\n\n## Next\n\n3. c\n")
    assert 3 in stepped_counts(two_lists)  # d, e, f


# exa(1) in markdown: its sort fields in typographic quotes around code.
EXA_SORT_FIELDS = (
    "`-s`, `--sort=SORT_FIELD`\n: Which field to sort by.\n\n"
    "Valid sort fields are ‘`name`’, ‘`Name`’, ‘`extension`’, ‘`Extension`’, ‘`size`’, ‘`modified`’, "
    "‘`changed`’, ‘`accessed`’, ‘`created`’, ‘`inode`’, ‘`type`’, and ‘`none`’.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Twelve sort fields are valid for `--sort`, from name and Extension to inode, type and none", []),
    ("Eleven sort fields are valid for `--sort`, from name and Extension to inode, type and none", ["Eleven"]),
])
def test_quoted_code_items_are_one_run(point, expected):
    assert missing(point, EXA_SORT_FIELDS) == expected


def test_a_run_of_quoted_code_items():
    assert [size for size, _ in marked_runs(EXA_SORT_FIELDS)] == [12]


# Alacritty's INSTALL.md: the Debian/Ubuntu dependencies in one command.
ALACRITTY_DEBIAN = (
    "#### Debian/Ubuntu\n\n"
    "If you'd like to build a local version manually, you need a few extra libraries to build Alacritty.\n\n"
    "```sh\napt-get install cmake pkg-config libfreetype6-dev libfontconfig1-dev libxcb-xfixes0-dev python3\n```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Debian/Ubuntu 用 apt-get 安裝 cmake、pkg-config、libfreetype6-dev、libfontconfig1-dev、"
     "libxcb-xfixes0-dev 與 python3，共六個套件", []),
    ("Debian/Ubuntu 用 apt-get 安裝 cmake、pkg-config 與 python3，共九個套件", ["九"]),
])
def test_a_total_after_the_enumeration_it_counts(point, expected):
    assert missing(point, ALACRITTY_DEBIAN) == expected


@pytest.mark.parametrize(("line", "tally"), [
    ("安裝 cmake、pkg-config 與 python3，共三個套件", 3),
    ("安裝 cmake、pkg-config 與 python3，總共三個套件", 3),
    ("安裝 cmake、pkg-config 與 python3，三個套件都要", None),  # no total word
    ("支援 A、B 與 C 等，共十種", None),  # some of them
])
def test_the_tally_before_a_total(line, tally):
    at = line.index("三") if "三" in line else line.index("十")
    assert card_tally(line, at, at + 1) == tally


def test_a_total_may_count_more_than_its_clause_names():
    # APISIX's limit-count `key` (fresh6): a default and five others, six in all.
    from anchorlint.text.counts import tally_says

    line = "`key` 預設 `remote_addr`，也可用 `server_addr`、`http_x_real_ip`、`consumer_name`、`service_id`，共五種"
    at = line.index("五")
    assert tally_says(line, at, at + 1, 5) is None
    assert tally_says(line, at, at + 1, 3) is False


# body-parser's README: its dependencies linked to their npm pages only.
BODY_PARSER_LIMIT = (
    "The `limit` option is parsed by the [bytes](https://www.npmjs.com/package/bytes#readme) library, "
    "and `type` is matched by the [type-is](https://www.npmjs.org/package/type-is#readme) library.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("**bytes**, **type-is**（npm libraries）— parse the limit and match the media type", []),
    ("**bytes**, **type-is**（PyPI libraries）— parse the limit and match the media type", ["PyPI"]),
])
def test_a_registry_named_by_its_links(point, expected):
    assert missing(point, BODY_PARSER_LIMIT) == expected


# Alacritty's INSTALL.md: the platforms under Dependencies, the last a catch-all.
ALACRITTY_DEPENDENCIES = "# Manual Installation\n\n## Prerequisites\n\n### Dependencies\n\n" + "".join(
    f"#### {name}\n\nInstall the packages.\n\n"
    for name in ("Debian/Ubuntu", "Arch Linux", "Fedora", "FreeBSD", "Windows", "Other")) + "## Building\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("手動編譯前在五種平台上要裝的相依套件", []),  # Other is no platform
    ("手動編譯前在六種平台上要裝的相依套件", []),  # the headings as written
    ("手動編譯前在七種平台上要裝的相依套件", ["七"]),
])
def test_a_run_of_headings_less_its_catch_all(point, expected):
    assert missing(point, ALACRITTY_DEPENDENCIES) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("`--sort` 可用的排序欄位共十二個", []),  # the option whose values the run lists
    ("`--sort` 可用的排序欄位共十三個", ["十三"]),
    ("`--level` 可用的值共十二個", ["level", "十二"]),  # another option
])
def test_a_run_counted_beside_the_option_it_belongs_to(point, expected):
    assert missing(point, EXA_SORT_FIELDS) == expected
