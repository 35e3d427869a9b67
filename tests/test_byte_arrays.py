"""A C array of a one-byte type gives its size in bytes, and a diagram row
of byte labels its number of bytes (compat.md items 125, 126;
evaluation/fresh11's QOI header, ``char magic[4];`` read as "4 位元組
魔術字", its diagrams' ``Byte[0] | Byte[1]`` as "佔兩個位元組"). The sources
are excerpts of the set's document."""

from __future__ import annotations

import pytest

from anchorlint.text.source_figures import byte_arrays, byte_rows
from conftest import ungrounded_point as missing

# qoi.h's header struct (phoboslab/qoi), indented with tabs as it is.
QOI_HEADER = (
    "A QOI file has a 14 byte header, followed by any number of data \"chunks\" and an\n"
    "8-byte end marker.\n\n"
    "struct qoi_header_t {\n"
    "\tchar     magic[4];   // magic bytes \"qoif\"\n"
    "\tuint32_t width;      // image width in pixels (BE)\n"
    "\tuint32_t height;     // image height in pixels (BE)\n"
    "\tuint8_t  channels;   // 3 = RGB, 4 = RGBA\n"
    "};\n"
)


@pytest.mark.parametrize(("text", "keys"), [
    ("\tchar     magic[4];   // magic bytes", ["4"]),
    ("uint8_t key[32]; unsigned char iv[16];", ["32", "16"]),
    ("static const uint8_t *table[256];", ["256"]),
    ("uint32_t words[4]; int values[8];", []),  # not one byte each
    ("see [4] and [link](url)", []),  # a reference, a link
    ("pixels[4] = 0;", []),  # an index, no declaration
])
def test_byte_arrays(text, keys):
    assert list(byte_arrays(text)) == keys


@pytest.mark.parametrize(("point", "expected"), [
    ("檔頭 14 位元組：4 位元組魔術字 \"qoif\"", []),
    ("檔頭 14 位元組：6 位元組魔術字 \"qoif\"", ["6"]),
    ("檔頭 14 位元組：4 秒的魔術字", ["4"]),  # a size, no time
])
def test_a_byte_array_against_qoi(point, expected):
    assert missing(point, QOI_HEADER) == expected


# qoi.h's diagram of QOI_OP_LUMA: a row of byte labels, then the bits.
QOI_OP_LUMA = (
    ".- QOI_OP_LUMA -------------------------------------.\n"
    "|         Byte[0]         |         Byte[1]         |\n"
    "|  7  6  5  4  3  2  1  0 |  7  6  5  4  3  2  1  0 |\n"
    "|-------+-----------------+-------------+-----------|\n"
    "|  1  0 |  green diff     |   dr - dg   |  db - dg  |\n"
    "`---------------------------------------------------`\n"
    "2-bit tag b10\n"
    "6-bit green channel difference from the previous pixel -32..31\n"
)


@pytest.mark.parametrize(("text", "keys"), [
    ("|         byte[0]         |         byte[1]         |", ["2"]),
    ("| byte[0] | byte[1] | byte[2] | byte[3] |\n| byte[0] |", ["4"]),
    ("| byte[0] | byte[2] |", []),  # not in order
    ("| byte[0] |", []),  # one byte: no row to count
])
def test_byte_rows(text, keys):
    assert list(byte_rows(text)) == keys


@pytest.mark.parametrize(("point", "expected"), [
    ("QOI_OP_LUMA（b10）佔兩個位元組：綠色差 6 位元（-32..31）", []),
    ("QOI_OP_LUMA（b10）佔三個位元組：綠色差 6 位元（-32..31）", ["三"]),
])
def test_a_byte_row_against_qoi(point, expected):
    assert missing(point, QOI_OP_LUMA) == expected
