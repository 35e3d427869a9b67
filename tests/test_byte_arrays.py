"""A C array of a one-byte type gives its size in bytes (compat.md item
125; evaluation/fresh11's QOI header, ``char magic[4];`` read as "4 位元組
魔術字"). The source is an excerpt of the set's document."""

from __future__ import annotations

import pytest

from anchorlint.text.source_figures import byte_arrays
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
