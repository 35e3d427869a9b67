"""A multiplier the card works out between two things it names (fresh12's
LZ4 card: "LZ4 的解壓速度約是 Snappy 的 1.7 倍", 1820 MB/s over 1070 MB/s in
the README's benchmark table): grounded by the same column of the rows
naming each, rounded to the precision the card writes."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

BENCHMARK = """| Compressor | Ratio | Compression | Decompression |
|---|---|---|---|
| LZ4 (r101) | 2.084 | 422 MB/s | 1820 MB/s |
| LZO 2.06 | 2.106 | 414 MB/s | 600 MB/s |
| Snappy 1.1.0 | 2.091 | 323 MB/s | 1070 MB/s |
"""


@pytest.mark.parametrize("point, expected", [
    ("LZ4 的解壓速度約是 Snappy 的 1.7 倍", []),
    ("LZ4 decompresses about 1.7 times as fast as Snappy", []),
    ("LZ4 的壓縮速度約是 Snappy 的 1.3 倍", []),
    # A whole multiplier only hedged: 1820 / 600 is 3.03.
    ("LZ4 的解壓速度約是 LZO 的 3 倍", []),
    ("LZ4 的解壓速度是 LZO 的 3 倍", ["3"]),
    # Another column's figure is no ratio (1070 / 422 is 2.54); nor a wrong one.
    ("LZ4 的解壓速度約是 Snappy 的 2.5 倍", ["2.5"]),
    ("LZ4 的解壓速度約是 Snappy 的 1.9 倍", ["1.9"]),
    # Two things must be named.
    ("LZ4 的解壓速度約是 1.7 倍", ["1.7"]),
])
def test_a_ratio_of_two_named_rows(point, expected):
    assert missing(point, BENCHMARK) == expected
