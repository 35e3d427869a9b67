"""A measurement restated at its own precision (compat.md item 168;
evaluation/fresh22's Sonic benchmark README): a decimal with a unit that
drops the source's trailing zeros is that figure (``122.6 MB/s`` for
``122.60 MB/s``), and a figure in a parenthesis right after a hedged
figure and its unit shares the hedge (``約 32 µs（402 MB/s）`` for
``32393 ns/op 402.40 MB/s``)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Benchmark result lines of a made-up Go JSON library's README.
RESULTS = (
    "```\n"
    "BenchmarkEncoder_Generic_Quartz-16     32393 ns/op    402.40 MB/s\n"
    "BenchmarkEncoder_Generic_StdLib-16    106322 ns/op    122.60 MB/s\n"
    "```\n"
)

# A version and a bare two-decimal figure: no measurement.
RELEASES = "Upgrade to 3.10 before June; the score is 0.50 of the old one.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("標準函式庫為 122.6 MB/s", RESULTS, []),
    ("The standard library encodes 122.6 MB/s", RESULTS, []),
    ("泛型編碼時每次約 32 µs（402 MB/s）", RESULTS, []),
    ("Each encode takes about 106 µs (123 MB/s)", RESULTS, []),
    # Another figure, a hedge the parenthesis does not follow, or a cut of a figure stay reported.
    ("標準函式庫為 122.7 MB/s", RESULTS, ["122.7"]),
    ("標準函式庫為 122 MB/s", RESULTS, ["122"]),
    ("泛型編碼時每次 32393 ns（402 MB/s）", RESULTS, ["402"]),
    ("泛型編碼時每次約 32 µs（405 MB/s）", RESULTS, ["405"]),
    ("約 32 µs，另一個為 402 MB/s", RESULTS, ["402"]),
    # Without a unit, 3.10 stays a version and 0.50 no 0.5.
    ("Upgrade to 3.1 first", RELEASES, ["3.1"]),
])
def test_a_measurement_at_its_own_precision(point, source, expected):
    assert missing(point, source) == expected
