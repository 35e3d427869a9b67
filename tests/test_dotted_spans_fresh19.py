"""Code spans joined by a full stop are one dotted name (compat.md item 175;
evaluation/fresh19's OpenAPI specification, "The `major`.`minor` portion")."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

SPEC = "The `major`.`minor` portion of the semver (for example `3.0`), and `patch` versions.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("規格的 major.minor 決定功能集", SPEC, []),
    ("use os.path.join", "call `os`.`path`.`join` instead\n", []),
    ("規格的 major 版本", SPEC, []),
    ("規格的 major.patch 決定功能集", SPEC, ["major.patch"]),
])
def test_code_spans_joined_by_a_full_stop_are_one_name(point, source, expected):
    assert missing(point, source) == expected
