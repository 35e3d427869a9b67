"""``module.exports`` and ``require()`` are CommonJS's own forms: a card
calling such a file a CommonJS module names what the code shows
(docs/compat.md item 146, extended; fresh19's escape-string-regexp)."""

from __future__ import annotations

from conftest import ungrounded_point as missing

SOURCE = (
    "'use strict';\n\nconst matchOperatorsRe = /[|\\\\{}()[\\]^$+*?.]/g;\n\n"
    "module.exports = function (str) {\n\treturn str.replace(matchOperatorsRe, '\\\\$&');\n};\n"
)
ESM = "export default function escape(str) {\n\treturn str;\n}\n"


def test_module_exports_implies_commonjs():
    assert missing("以 module.exports 匯出，是 CommonJS 模組", SOURCE) == []


def test_an_es_module_implies_no_commonjs():
    assert missing("以 export default 匯出，是 CommonJS 模組", ESM) == ["CommonJS"]
