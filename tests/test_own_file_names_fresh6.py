"""A card naming its source by the source's file name (``valkey.conf``,
``CHANGES.rst``, ``index.js``, ``.pre-commit-config.yaml``) names the
document itself, which seldom writes its own name and may be kept under
another (docs/compat.md item 183). Sources are shaped like the evaluation
sets' (fresh6's valkey.conf, fresh15's urllib3 changelog, fresh16's
ansi-regex, fresh12's attrs hooks)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

CONF = (
    "# By default the server listens on all interfaces.\n"
    "bind 127.0.0.1\n\n# Accept connections on the specified port.\nport 6379\n"
    "timeout 0\ntcp-keepalive 300\n"
)
RST = "Changes\n=======\n\n1.19.1 (2016-11-16)\n-------------------\n\n* Fixed an import. (Pull #1025)\n"
MARKDOWN = "# Changes\n\n## 1.19.1 (2016-11-16)\n\n* Fixed an import. (Pull #1025)\n"
JS = (
    "export default function ansiRegex({onlyFirst = false} = {}) {\n"
    "\tconst pattern = '[\\\\u001B]';\n\treturn new RegExp(pattern, onlyFirst ? undefined : 'g');\n}\n"
)
YAML = "---\nrepos:\n  - repo: https://github.com/psf/black\n    rev: 20.8b1\n    hooks:\n      - id: black\n"


@pytest.mark.parametrize(("point", "source"), [
    ("valkey.conf 的網路設定：只聽本機", CONF),
    ("The excerpt of CHANGES.rst covers one release", RST),
    ("ansi-regex 的 index.js 匯出一個函式", JS),
    ("這份 `.pre-commit-config.yaml` 列出提交前的檢查", YAML),
])
def test_the_file_name_of_the_source_itself_is_grounded(point, source):
    assert missing(point, source) == []


@pytest.mark.parametrize(("point", "source", "expected"), [
    # a file of another format than the source's
    ("設定寫在 config.yaml", JS, ["config.yaml"]),
    ("The excerpt of CHANGES.rst covers one release", MARKDOWN, ["CHANGES.rst"]),
    # two file names of the source's format: either may be another file
    ("valkey.conf 之外還有 sentinel.conf", CONF, ["valkey.conf", "sentinel.conf"]),
    # a capitalised name with a file's extension is a project's name
    ("ansi-regex 在 Node.js 上執行", JS, ["Node.js"]),
])
def test_another_file_stays_reported(point, source, expected):
    assert missing(point, source) == expected
