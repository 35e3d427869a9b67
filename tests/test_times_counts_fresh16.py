"""A single digit before a times sign and a figure with a unit counts the
united things and is checked (compat.md item 134; evaluation/fresh16's
InternLM training-performance page). The source is an excerpt of it."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# InternLM's doc/train_performance.md, the test environment's table.
INTERNLM = (
    "| Hardware                | Model                         |\n"
    "| ----------------------- | ----------------------------- |\n"
    "| GPU                     | nvidia_a100-sxm4-80gb         |\n"
    "| Memory                  | 2TB                           |\n"
    "| Inter-machine bandwidth | 4 * 100Gb RoCE                |\n"
    "| CPU                     | 128 core Intel(R) Xeon(R) CPU |\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("節點間頻寬為 6 × 100Gb RoCE", INTERNLM, ["6"]),
    ("節點間頻寬為 4 × 100Gb RoCE", INTERNLM, []),
    ("bandwidth between nodes: 3 * 100Gb RoCE", INTERNLM, ["3"]),
    # No unit on the figure multiplied: a product, not a count of things; unchecked as before.
    ("a 6 × 8 grid of nodes", INTERNLM, []),
])
def test_a_digit_times_a_united_figure_is_a_count(point, source, expected):
    assert missing(point, source) == expected
