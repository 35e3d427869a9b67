"""A lower-case word of computing that a Chinese line keeps in English
(``token``, ``import``, ``key-value``) is a concept, not a name the source
must write (docs/compat.md item 112). Sources are excerpts shaped like the
evaluation sets' documents (ChatGLM-6B's README, etcd's introduction)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

CHATGLM = (
    "ChatGLM-6B 是一个开源的、支持中英双语的对话语言模型，具有 62 亿参数。\n"
    "ChatGLM-6B 经过约 1T 标识符的中英双语训练。\n\n"
    "```python\n>>> tokenizer = AutoTokenizer.from_pretrained(\"THUDM/chatglm-6b\")\n```\n"
)
ETCD = "etcd is a distributed reliable store for the most critical data of a distributed system.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("經過約 1T 個 token 的中英雙語訓練", CHATGLM, []),
    ("etcd 是分散式 key-value 儲存", ETCD, []),  # each part of a hyphened word is one
    ("用 isort 整理 import", "isort sorts your imports.\n", []),
    ("依目錄載入環境變數的 shell 工具", ETCD, []),  # direnv's entity line in fresh15
    # Capitalised, the word may be a name; a product or a role in lower case stays one.
    ("經過約 1T 個 Token 的訓練", CHATGLM, ["Token"]),
    ("每個 worker 一個執行緒", CHATGLM, ["worker"]),
    ("放在 nginx 後面執行", CHATGLM, ["nginx"]),
    ("etcd 是分散式 key-store 儲存", ETCD, ["key-store"]),
])
def test_a_plain_word_in_a_chinese_line_is_no_name(point, source, expected):
    assert missing(point, source) == expected


def test_the_bold_term_a_bullet_opens_with_stays_a_name():
    # An entity bullet names its entity (docs/compat.md item 106), whatever the word.
    assert missing("**token**（模型的輸入單位）", ETCD) == ["token"]
    assert missing("模型的輸入單位是 **token**", ETCD) == []


def test_a_word_in_code_stays_a_name():
    # A flag or a directive in code is what a program reads: the source must write it.
    assert missing("逾時用 `--timeout` 設定", ETCD) == ["timeout"]
    assert missing("逾時用 --timeout 設定", ETCD) == []  # outside code, the list's word


def test_in_an_english_line_a_code_span_stays_a_name():
    # The list is for Chinese prose: in an English line only a name or code is an anchor already.
    assert missing("The model saw 1T `token` units", CHATGLM) == ["token"]
