"""A version written after a product's name belongs to that name (issue 11,
item 3): the card's `Poetry 3.8` is not grounded by a source whose only 3.8
is `Python 3.8`; the faithful forms beside each case must stay grounded."""

from __future__ import annotations

import pytest

from anchorlint.text.version_names import attached_elsewhere, product_name
from conftest import ungrounded_point as missing

SOURCE = "The tool requires Python 3.8 or newer. It was tested with Poetry 1.2 on Linux."


@pytest.mark.parametrize("point, source, expected", [
    ("需要 Poetry 3.8 以上", SOURCE, ["3.8"]),
    ("以 Python 1.2 測試", SOURCE, ["1.2"]),
    ("需要 Node.js 18", "Node.js is optional.\n\nRuns on Python 18 and Go 1.22.", ["18"]),
    ("需要 Kubernetes v1.14", "Kubernetes is optional. Helm 1.14 is supported.", ["v1.14"]),
    # the faithful forms
    ("需要 Python 3.8 以上", SOURCE, []),
    ("以 Poetry 1.2 測試", SOURCE, []),
    ("需要 Poetry 3.8", "Poetry needs version 3.8 or newer.", []),
    ("需要 Poetry 3.8", "Poetry needs v3.8 or newer.", []),
    ("需要 Poetry 3.8", "Poetry is optional.\n\nRequires 3.8 or newer; Python 3.8 is tested.", []),
    ("需要 Poetry 3.8", "Poetry runs where Python 3.8 runs.", []),  # the same sentence names it
    ("需要 Poetry 3.8", "Poetry is optional.\n\nThe tool needs 3.8 and Python 3.8.", []),
    ("需要 Node.js 18", "Node.js is optional. Requires Node 18 or later.", []),
    ("需要 Kubernetes 1.14", "Kubernetes v1.14 is supported.", []),
    ("Windows 用 VS 2017", "Windows builds need Visual Studio 2017. VS is free.", []),  # initials
    ("需要 Python 3.8", "Python 3.7 and Python 3.8 are tested.", []),
    # Chinese prose writes the version glued to the characters around it;
    # they do not make it part of a longer token (generated seed 31).
    ("最低需求為Cargo.toml 4.8", "設定寫在 Cargo.toml。\n\n> FastAPI需要Bitbucket v4.8以上版本。", ["4.8"]),
    ("最低需求為Bitbucket 4.8", "設定寫在 Cargo.toml。\n\n> FastAPI需要Bitbucket v4.8以上版本。", []),
    ("最低需求為 4.8", "設定寫在 Cargo.toml。\n\n> FastAPI需要Bitbucket v4.8以上版本。", []),
])
def test_a_version_belongs_to_its_name(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("line, start, expected", [
    ("需要 Poetry 3.8", 10, "Poetry"),
    ("VPN至少要搭配Coryx-sync 3.2.49", 19, "Coryx-sync"),
    ("需要 Node.js 18", 11, "Node.js"),
    ("see version 3.8", 12, None),
    ("共 3.8 秒", 2, None),
])
def test_the_name_before_a_card_figure(line, start, expected):
    assert product_name(line, start) == expected


def test_an_absent_figure_is_left_to_the_ordinary_check():
    assert not attached_elsewhere("Poetry", "9.9", SOURCE)
