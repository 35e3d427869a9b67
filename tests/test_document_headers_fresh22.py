"""A standards document's header and its sized type names (compat.md items
188-191; evaluation/fresh22's EIP-4844): a designator the header gives by
number alone (``requires: 1559``) is the card's ``EIP-1559``; the names of
an ``author:`` line are a list a card counts; a type of bytes with its
size glued on (``Bytes48``) gives that many bytes; types of bits do not;
the base of a power (``2**19``) is no value of its own."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

HEADER = ("---\neip: 4844\ntitle: Blobs\nauthor: Ann Lee (@ann), Bo Chen (@bo), Cy Diaz (@cy)\n"
          "status: Review\nrequires: 1559, 2718\n---\n\n## Abstract\n\nA new transaction type.\n")
PEP = "PEP: 8\nTitle: Style\nAuthor: Guido, Barry\nReplaces: 7, 9\n\nIntroduction\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("It requires EIP-1559 and EIP-2718", HEADER, []),
    ("依賴 EIP-1559 與 EIP-2718", HEADER, []),
    ("It replaces PEP-7", PEP, []),
    ("It requires EIP-1560", HEADER, ["EIP-1560"]),
    ("It requires RFC-1559", HEADER, ["RFC-1559"]),
    ("It requires EIP-1559", "A note.\nrequires: 1559, 2718\n", ["EIP-1559"]),
])
def test_a_header_gives_the_designators_of_its_series(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("The EIP has three authors", HEADER, []),
    ("作者共三位", HEADER, []),
    ("The PEP has two authors", PEP, []),
    ("The EIP has five authors", HEADER, ["five"]),
    ("作者共五位", HEADER, ["五"]),
    ("The EIP has three reviewers", HEADER, ["three"]),
])
def test_an_author_line_is_a_list_of_authors(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Proofs are 48-byte values and hashes 32 bytes", "| `KZGProof` | `Bytes48` |\n| `Hash` | `Bytes32` |\n", []),
    ("證明是 48 位元組", "| `KZGProof` | `Bytes48` |\n", []),
    ("Hashes are 32 bytes", "a `bytes32` hash\n", []),
    ("Proofs are 96-byte values", "| `KZGProof` | `Bytes48` |\n", ["96"]),
    ("Integers are 4 bytes wide", "| 32-bit | i32 | u32 |\n", ["4"]),
    ("The offset is 8 bytes", "an offset: uint64\n", ["8"]),
    ("The list holds 48 items", "| `KZGProof` | `Bytes48` |\n", ["48"]),
])
def test_a_sized_type_gives_its_size(point, source, expected):
    assert missing(point, source) == expected


# The source also gives a limit of another value (what the card's 2 was judged by).
POWERS = "A target of ~0.25 MB per block and a limit of ~0.5 MB.\n\n| `MAX_DATA_GAS_PER_BLOCK` | `2**19` |\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("每個區塊的資料 gas 上限為 2**19", POWERS, []),
    ("資料 gas 上限為 2^19", POWERS, []),
    ("資料 gas 上限為 2**20", POWERS, ["20"]),
    ("資料 gas 上限為 2 MB", POWERS, ["2"]),
])
def test_the_base_of_a_power_is_no_value_of_its_own(point, source, expected):
    assert missing(point, source) == expected
