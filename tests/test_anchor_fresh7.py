"""Counts and bindings the real documents of evaluation/fresh7 showed
(issue 11): each invention beside the faithful form that must stay
grounded. The sources are excerpts of the set's own documents."""

from __future__ import annotations

import pytest

from anchorlint.text.counts import card_tally
from anchorlint.text.source_lists import listed_counts
from anchorlint.text.source_markup import plain_text
from anchorlint.text.version_names import attached_elsewhere
from conftest import ungrounded_point as missing

# An APISIX plugin page: front matter, a licence header in an HTML comment,
# then five ## sections and no # title.
API_BREAKER = """---
title: api-breaker
---
<!--
#
# Licensed to the Apache Software Foundation (ASF) under one or more
# contributor license agreements. The ASF licenses this file to You under
# the Apache License, Version 2.0 (the "License").
#
-->

## 描述

该插件实现了 API 熔断功能，返回 `200` 状态码 1 次后恢复健康。

## 属性

## 启用插件

## 测试插件

## 删除插件
"""


@pytest.mark.parametrize("point, expected", [
    ("連續失敗 5 次後熔斷", ["5"]),  # five sections count no failures
    ("收到兩次 200 即恢復", ["兩"]),  # the licence's "Version 2.0" renders nothing
    ("收到 1 次 200 即恢復", []),
    ("文件分五個部分", []),  # the sections count the page's parts
    ("由 Apache 軟體基金會授權", []),  # the comment's words are still the document's
])
def test_an_html_comment_renders_no_figure(point, expected):
    assert missing(point, API_BREAKER) == expected


@pytest.mark.parametrize("text, expected", [
    pytest.param("a\n<!--\n# Licensed under\n# Version 2.0\n-->\nb", "a\nLicensed under Version\nb",
                 id="block-comment-keeps-words-on-one-line"),
    pytest.param("no comment here", "no comment here", id="no-comment"),
    pytest.param("x <!-- note 5 --> y 7", "x note y 7", id="inline-comment"),
    pytest.param("  <!-- 5\n\n6 -->z", "  z", id="block-comment-crosses-blank-lines"),
    # A stray opener in prose (here inside a code span) closes nothing a
    # paragraph away: the 60 and the 30 stay figures of the document.
    pytest.param("write `<!--` to open one; 30 days.\n\nTimeout is 60 s.\n\n```mermaid\nA --> B\n```",
                 "write `<!--` to open one; 30 days.\n\nTimeout is 60 s.\n\n```mermaid\nA --> B\n```",
                 id="stray-opener-ends-with-its-paragraph"),
])
def test_an_html_comment_renders_its_words_only(text, expected):
    assert plain_text(text) == expected


# A count of times is an occurrence count: a list of two things grounds no
# "twice", the card's own enumeration still does.
@pytest.mark.parametrize("point, source, expected", [
    ("重試 2 次", "Retries use GET or HEAD.", ["2"]),
    ("the job retries 2 times", "Retries use GET or HEAD.", ["2"]),
    ("支援 2 種方法", "Retries use GET or HEAD.", []),
    ("在 GET 與 HEAD 兩次請求中", "Retries use GET or HEAD.", []),
])
def test_a_count_of_times_is_no_list(point, source, expected):
    assert missing(point, source) == expected


# Click's changelog: "built with MSVC 14" names a compiler's version.
CLICK = """Version 7.1
-----------

-   Fix output on Windows Python 2.7 built with MSVC 14. :pr:`1342`
-   Run 4 workers in the tests.
"""


@pytest.mark.parametrize("point, expected", [
    ("包含 14 項 Windows 修正", ["14"]),  # 14 is MSVC's version
    ("以 MSVC 14 建置的 Python 2.7", []),
    ("測試跑 4 個 worker", []),  # "Run 4 workers" counts workers itself
])
def test_a_figure_after_a_product_name_grounds_no_count(point, expected):
    assert missing(point, CLICK) == expected


# rich's docs/requirements.txt: each version belongs to its pinned package.
REQUIREMENTS = "alabaster==0.7.12\nSphinx==4.0.3\nsphinx-rtd-theme==0.5.2\nsphinx-copybutton==0.3.3\n"


@pytest.mark.parametrize("point, expected", [
    ("相容 Sphinx 0.5.2 以後的版本", ["0.5.2"]),
    ("`sphinx-rtd-theme==0.5.2`：主題，相容 Sphinx 0.5.2 以後的版本", ["0.5.2"]),  # after the pin on one line
    ("`sphinx-rtd-theme==0.5.2`：文件的主題", []),
    ("sphinx-rtd-theme 0.5.2 是主題", []),
    ("文件產生器 Sphinx 4.0.3", []),
])
def test_a_pin_binds_its_version_to_its_package(point, expected):
    assert missing(point, REQUIREMENTS) == expected


@pytest.mark.parametrize("name, figure, source, elsewhere", [
    ("dateutil", "2.8", "python-dateutil==2.8", False),  # a package's last parts name it
    ("Python", "2.8", "python-dateutil==2.8", True),  # its first part names the host
    ("React", "18.2", '"react": "^18.2"', False),
    ("Vue", "18.2", '"react": "^18.2"', True),
    ("Flask", "4.2", 'django = "4.2"', True),
    ("Node", "18", "npm i @types/node@18", False),
    ("Sphinx", "0.5.2", "Built with 0.5.2 of the theme.", False),  # a bare figure grounds
    ("Click", "8.0", "Update Click dependency to >= 8.0.", False),  # prose, not a pin
    ("Rust", "1.81.0", '<a id="1.81.0-Compatibility-Notes"></a>', False),  # an HTML attribute
])
def test_what_a_pin_binds(name, figure, source, elsewhere):
    assert attached_elsewhere(name, figure, source) is elsewhere


@pytest.mark.parametrize("line, number, expected", [
    # "negotiation and versioning" ends before "in the next": no tally of 2
    ("keep parameters free for extension negotiation and versioning in the next 2 versions", "2", None),
    ("支援 Halora 與 Salesforce 兩種環境", "兩", 2),
    ("A、B 與 C 三種", "三", 3),
])
def test_the_cards_enumeration_ends_right_before_its_count(line, number, expected):
    at = line.index(number)
    assert card_tally(line, at, at + len(number)) == expected


# The JSON:API spec's RFC 2119 sentence, wrapped after its sixth key word.
KEY_WORDS = """The key words "MUST", "MUST NOT", "REQUIRED", "SHALL", "SHALL NOT", "SHOULD",
"SHOULD NOT", "RECOMMENDED", "MAY", and "OPTIONAL" in this document are to be
interpreted as described in RFC 2119.
"""


@pytest.mark.parametrize("point, source, expected", [
    ("the spec uses four key words", KEY_WORDS, ["four"]),  # one list of eleven, not a line of four
    ("the spec uses four key words", KEY_WORDS.replace("SHOULD\",\n", "SHOULD\",\n\n"), []),  # two paragraphs
    # A bullet's marker is no word of its first item: four classes, not three.
    ("替 4 個類別加上 repr", "-   Add a repr to ``Command``, ``Group``, ``Option``, and ``Argument``,\n"
     "    showing the name for friendlier debugging.\n", []),
    ("替 3 個類別加上 repr", "-   Add a repr to ``Command``, ``Group``, ``Option``, and ``Argument``,\n"
     "    showing the name for friendlier debugging.\n", ["3"]),
])
def test_a_list_is_a_sentence(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("source, size, listed", [
    ("Alternatively, you can run\nHadoop and Spark on a common cluster manager.", 3, False),  # an opening adverb
    ("If possible, run A or B.", 3, False),
    ("It limits the line, the fields and the field size.", 3, True),
    ("When using A, B, and C, read on.", 3, True),  # a serial comma: the first part ends in an item
    ("```\nx = [a, b,\n     c and d]\n```", 4, False),  # code lines stay apart
])
def test_what_an_enumeration_counts(source, size, listed):
    assert (size in listed_counts(source)) is listed


# Click's changelog: three numbered sections, a bullet listing four classes.
CLICK_CHANGES = """Version 7.1.2
-------------

-   Revert applying shell quoting to commands.

Version 7.1.1
-------------

-   Fix ``ClickException`` output going to stdout instead of stderr.

Version 7.1
-----------

-   Add a repr to ``Command``, ``Group``, ``Option``, and ``Argument``,
    showing the name for friendlier debugging.
"""


@pytest.mark.parametrize("point, expected", [
    ("涵蓋三個版本", []),  # the numbered sections count releases
    ("涵蓋四個版本", ["四"]),  # the four classes are no versions
    ("舊式 3 個參數的回呼", ["3"]),  # nor are the three sections parameters
    ("替 4 個類別加上 repr", []),
])
def test_releases_are_counted_by_their_figures(point, expected):
    assert missing(point, CLICK_CHANGES) == expected


@pytest.mark.parametrize("point, source, expected", [
    ("supports three Python versions", "Supported: Python 3.8, 3.9 and 3.10.", []),
    ("supports three Python versions", "Supported: Python on Linux, macOS and Windows.", ["three"]),
    ("支援四個版本", "| version | until |\n|---|---|\n| 1.17 | x |\n| 1.16 | x |\n| 1.15 | x |\n| 1.14 | x |\n", []),
    ("支援四個版本", "- 1.17\n- 1.16\n- 1.15\n- 1.14\n", []),
    ("支援四個版本", "- a\n- b\n- c\n- d\n", ["四"]),
])
def test_a_count_of_versions_needs_a_list_of_figures(point, source, expected):
    assert missing(point, source) == expected


# The APISIX page's doubling break times: the bare run restates the
# seconds written before it.
DOUBLING = ("第一次触发不健康状态时，熔断 2 秒。记数再次达到预设次数时，熔断 4 秒。"
            "依次类推（2，4，8，16，……），直到达到预设的 `max_breaker_sec` 值。返回 `200` 后恢复。\n")


@pytest.mark.parametrize("point, source, expected", [
    ("收到兩次 200 即恢復", DOUBLING, ["兩"]),  # the run's 2 is two seconds
    ("熔斷時間依序為 2、4、8、16 秒", DOUBLING, []),
    ("最長熔斷 16 秒", DOUBLING, []),
    ("收到兩次 200 即恢復", DOUBLING.replace("熔断 4 秒", "熔断 4 分钟"), []),  # two units: the run is left bare
    ("收到兩次 200 即恢復", DOUBLING + "\n重试（2，4，8）\n", []),  # another paragraph's run is bare
])
def test_a_bare_run_restates_its_paragraphs_unit(point, source, expected):
    assert missing(point, source) == expected


# Gunicorn's settings reference: a section whose three subsections are its
# settings, underlined with tildes (an underline, not a code fence).
SECURITY = """Security
--------

limit_request_line
~~~~~~~~~~~~~~~~~~

The maximum size of HTTP request line in bytes. Since the request-line
consists of the HTTP method, URI, and protocol version, this directive
places a restriction on the length of a request-URI.

limit_request_fields
~~~~~~~~~~~~~~~~~~~~

limit_request_field_size
~~~~~~~~~~~~~~~~~~~~~~~~
"""

# A README whose install section holds a shell comment in a code fence.
README_WITH_CODE = """---
title: tool
---

## Install

```sh
# install the tool
pip install tool
```

## Usage

## License
"""


@pytest.mark.parametrize("point, source, expected", [
    ("the section describes three limits", SECURITY, []),  # three settings: a reference's entries
    ("the section describes four limits", SECURITY, ["four"]),
    ("移植到三個平台", README_WITH_CODE, ["三"]),  # chapters, not under the code's "# install"
    ("文件分三個部分", README_WITH_CODE, []),
])
def test_sections_named_by_identifiers_and_fenced_comments(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("name, figure, source, elsewhere", [
    ("nginx", "1.25.3", 'image:\n  repository: nginx\n  tag: "1.25.3"\n', False),  # a YAML setting, no pin
    ("nginx", "1.25.3", 'tag = "1.25.3"', False),
    ("Flask", "4.2", '"django": "4.2"', True),
    ("Flask", "4.2", 'django: "4.2"', False),
])
def test_a_setting_is_no_pin(name, figure, source, elsewhere):
    assert attached_elsewhere(name, figure, source) is elsewhere
