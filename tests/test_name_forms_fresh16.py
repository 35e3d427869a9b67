"""A name the source writes in another form (compat.md item 128;
evaluation/fresh16's Commander changelog and Cap'n Proto encoding spec):
a JavaScript project's ``X.js``/``XJS`` for the source's ``X``, and an
upper-case ``XOR``/``XORed`` for the source's ``xor'd``. The sources are
excerpts of the set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Commander's CHANGELOG, 4.0.0-0's breaking changes.
COMMANDER = (
    "## [4.0.0-0] (2019-10-01)\n\n"
    "### Changed\n\n"
    "* *Breaking* Commander is only officially supported on Node 8 and above,"
    " and requires Node 6 ([#1053])\n"
)

# Cap'n Proto's encoding spec, struct data sections.
CAPNP = (
    "A default struct is always all-zeros.  To achieve this, fields in the data"
    " section are stored xor'd with their defaults.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("**Commander.js**（Node.js 命令列函式庫）— 這份變更紀錄所屬的專案", COMMANDER, []),
    ("Commander.js requires NodeJS 6", COMMANDER, []),
    # A suffix makes no name the source lacks: no Deno, no Express here.
    ("**Commander.js**（Deno.js 命令列函式庫）", COMMANDER, ["Deno.js"]),
    ("Commander.js and Express.js", COMMANDER, ["Express.js"]),
    ("資料區的欄位以和預設值 XOR 後的結果儲存", CAPNP, []),
    ("Fields are stored XORed with their defaults", CAPNP, []),
    ("Fields are stored NANDed with their defaults", CAPNP, ["NANDed"]),
])
def test_a_name_in_another_form(point, source, expected):
    assert missing(point, source) == expected
