"""超過 (simplified 超过) before a figure is the lower-bound hedge that 逾
already is (compat.md item 192; evaluation/fresh22's Sonic benchmark
README): "每秒可處理超過 10 GB" for a cell of ``10785.23 MB/s``."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Benchmark result lines of a made-up Go JSON library's README.
RESULTS = (
    "```\n"
    "BenchmarkEncoder_Parallel_Binding_Quartz-16     1209 ns/op    10785.23 MB/s\n"
    "BenchmarkEncoder_Parallel_Binding_StdLib-16     3739 ns/op     3486.49 MB/s\n"
    "```\n"
    "Sorting keys costs about 10% of the speed.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("並行編碼每秒可處理超過 10 GB", RESULTS, []),
    ("并行编码每秒可处理超过 10 GB", RESULTS, []),
    ("標準函式庫每秒超過 3 GB", RESULTS, []),
    # A figure no cell rounds to, or an unhedged cut, stays reported.
    ("並行編碼每秒可處理超過 20 GB", RESULTS, ["20"]),
    ("並行編碼每秒可處理 10 GB", RESULTS, ["10"]),
])
def test_a_lower_bound_of_a_converted_figure(point, source, expected):
    assert missing(point, source) == expected
