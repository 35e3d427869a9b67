"""Names a source implies by its own commands, code fences and code
(compat.md item 146; the writer's-knowledge false alarms of fresh7,
fresh10, fresh13, fresh16 and fresh17): ``Homebrew`` for ``brew install``,
``JavaScript``/``Node.js``/``NaN`` for a CommonJS file, ``Python`` for a
requirements file's pins. Each case pairs the implied name with one no sign
implies, written in the same place, which stays reported. Last, an acronym
a source identifier opens with (item 154: ``OCI`` for ``ociVersion``). The
sources are written for these tests."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding
from anchorlint.text.implied_names import implied_names
from conftest import ungrounded_point as missing

INSTALL_README = (
    "# inkstone\n\nA terminal notebook.\n\n## Installation\n\n"
    "```sh\n# macOS or Linux\nbrew install inkstone\n\n# or build it yourself\n"
    "go install example.org/inkstone@latest\n```\n"
)
NPM_README = "# tally-up\n\nCounts things.\n\n```\nnpm install tally-up\n```\n"
PIP_README = "# pagecount\n\nCounts pages.\n\n    pip install pagecount\n"
CARGO_README = "# dirsize\n\nSums a directory.\n\n- `cargo install dirsize`\n"
# A whole CommonJS module, stored as the card's source.
COMMONJS = (
    "'use strict';\n\nmodule.exports = function isEven(n) {\n"
    "  if (typeof n !== 'number') {\n    return false;\n  }\n  return n % 2 === 0;\n};\n"
)
ES_MODULE = "export default function clamp(value, low, high) {\n\treturn Math.min(Math.max(value, low), high);\n}\n"
REQUIREMENTS = "docutils==0.17.1\nsphinx==4.0.3\nsphinx-copybutton==0.3.3\n"
PYTHON_FENCE = "Call it like this:\n\n```python\nresult = lookup(table, key)\n```\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    # A tool's command line names the tool, wherever a command starts.
    ("可用 Homebrew 或 MacPorts 安裝", INSTALL_README, ["MacPorts"]),
    ("以 Golang 撰寫，也有 Podman 映像", INSTALL_README, ["Podman"]),
    ("**tally-up**（npm 套件）— 以 JavaScript 或 Elm 撰寫", NPM_README, ["Elm"]),
    ("pagecount 是 Python 工具，以 pip 安裝，發布在 Anaconda", PIP_README, ["Anaconda"]),
    ("dirsize 以 Rust 撰寫，用 Cargo 安裝，也在 Flathub 上", CARGO_README, ["Flathub"]),
    # A CommonJS module is JavaScript for Node.js, and its code's values
    # are the language's; a library name no sign implies stays reported.
    ("這個 JavaScript 模組供 Node.js 使用，NaN 與 Infinity 不是偶數", COMMONJS, []),
    ("這個 JavaScript 模組依賴 Ember Data", COMMONJS, ["Ember", "Data"]),
    ("**clamp**（JavaScript 函式）— 不處理 NaN，也不依賴 Lodash", ES_MODULE, ["Lodash"]),
    # Pinned requirements are Python's (pip's format); the incident stays caught.
    ("這份清單列出三個 Python 套件，支援 Windows、macOS 與 Linux", REQUIREMENTS, ["Windows", "macOS", "Linux"]),
    ("`lookup` 是 Python 函式，找不到時回傳 None，不用 Pandas", PYTHON_FENCE, ["Pandas"]),
])
def test_a_name_the_source_implies(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    # npm installs browser libraries too: it implies no Node.js, and a README
    # shows no code whose values a card could explain.
    ("**tally-up**（Node.js 套件）", NPM_README, ["Node.js"]),
    ("tally-up 回傳 NaN", NPM_README, ["NaN"]),
    # pip installs from any index: PyPI is not implied.
    ("pagecount 發布在 PyPI", PIP_README, ["PyPI"]),
    # A JavaScript file implies no registry and no other language.
    ("**clamp**（npm 套件，TypeScript 撰寫）", ES_MODULE, ["npm", "TypeScript"]),
])
def test_what_a_sign_does_not_imply(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("source", [
    "If you want the newest build, go get it from the releases page.\n",  # prose, not a command line
    "Our brewery docs: we brew install-free beer.\n",
    "```text\nsee the notes below\n```\n",  # a fence label of no language
    "Compare a == b, then module exports of the kernel.\n",
])
def test_prose_implies_nothing(source):
    assert implied_names(source) == frozenset()


def test_signs_and_what_they_imply():
    assert implied_names("$ sudo brew install x\n") == {"homebrew"}
    assert implied_names("- `go get example.org/x`\n") == {"golang"}
    assert implied_names("Install with `npx create-thing`.\n") == {"npm", "javascript"}
    assert {"python", "pip", "none"} <= implied_names(REQUIREMENTS)
    assert {"javascript", "nodejs", "nan", "undefined"} <= implied_names("const fs = require('fs');\n")


ENTITY_CARD = (
    "---\ngloss: is-even 模組\n---\n# is-even\n\n## 摘要\n判斷偶數的函式。\n\n## 重點\n- 回傳布林值\n\n"
    "## 實體\n- **is-even**（npm 套件，JavaScript 撰寫）— 本檔案的模組\n"
    "- **Ember Data**（JavaScript 資料層）— 依賴的函式庫\n\n## 關聯\n"
)


def test_an_entity_gloss_keeps_an_invented_name_beside_an_implied_one():
    # npm is not implied by code alone; JavaScript is; Ember Data never is.
    assert check_grounding(ENTITY_CARD, COMMONJS).ungrounded == ["npm", "Ember", "Data"]


# An acronym a source identifier opens with in lower case (compat.md item
# 154; fresh17's runtime spec writes `ociVersion` and "OpenContainer", never
# OCI; fresh16's file exports `ansiRegex`, never writing ANSI).
SPEC_FIELDS = (
    "* **`ociVersion`** (string, REQUIRED) is the version of the OpenContainer"
    " specification the bundle complies with.\n\n```json\n\"ociVersion\": \"0.1.0\"\n```\n"
)
MATCHER = "export default function ansiRegex({onlyFirst = false} = {}) {\n\treturn /x/g;\n}\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("設定檔的 OCI 版本欄位，比照 CNCF 的規格", SPEC_FIELDS, ["CNCF"]),
    ("匯出的函式比對 ANSI 跳脫序列，不比對 ECMA 的控制碼", MATCHER, ["ECMA"]),
    # Only an identifier's head, set apart by case: not inside a word
    # (`socIndex`), not a word going on in lower case (`ocillator`).
    ("OCI 規格", "see socIndex and ocillator\n", ["OCI"]),
])
def test_an_acronym_an_identifier_opens_with(point, source, expected):
    assert missing(point, source) == expected


def test_a_repository_adds_its_own_signs_as_abbreviations():
    # H7's `abbreviations` pairs extend the table: `macports=port install`
    # grounds MacPorts wherever the source writes "port install".
    from anchorlint.lint.grounding_policy import GroundingPolicy
    from conftest import points_card

    source = "Install with `brew install inkstone` or `port install inkstone`.\n"
    card = points_card("可用 Homebrew、MacPorts 或 Flathub 安裝")
    assert check_grounding(card, source).ungrounded == ["MacPorts", "Flathub"]
    mine = GroundingPolicy(abbreviations=frozenset({"macports=port install"}))
    assert check_grounding(card, source, mine).ungrounded == ["Flathub"]
