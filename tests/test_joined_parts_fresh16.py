"""The parts of a source token joined by ``_`` or ``-`` that a card writes
apart, in the source's order (compat.md item 133; evaluation/fresh16's
InternLM benchmark page): ``nvidia A100`` for the hardware table's
``nvidia_a100-sxm4-80gb``. The source is an excerpt of the set's page."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# InternLM's zh-CN training benchmark page, the hardware table.
HARDWARE = (
    "测试使用的硬件和参数配置如下表所示：\n\n"
    "| 硬件                    | 硬件型号                      |\n"
    "| ----------------------- | ----------------------------- |\n"
    "| GPU                     | nvidia_a100-sxm4-80gb         |\n"
    "| Memory                  | 2TB                           |\n"
    "| Inter-machine bandwidth | 4 * 100Gb RoCE                |\n"
)

# A made-up release note whose tokens hold a longer word than the card's.
PLATFORMS = "Builds are published for windows-10 and javascript-runtime targets.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("測試硬體：nvidia A100 SXM4 80GB GPU、2TB 記憶體", HARDWARE, []),
    ("Benchmarked on NVIDIA A100 80GB GPUs", HARDWARE, []),
    # Another model, or the parts out of the source's order, stay reported.
    ("測試硬體：nvidia H100 SXM4 GPU", HARDWARE, ["nvidia", "H100"]),
    ("測試硬體：A100 nvidia GPU", HARDWARE, ["A100", "nvidia"]),
    # A name inside a longer part is no part: Win of windows, java of javascript.
    ("Builds for Win 10", PLATFORMS, ["Win"]),
    ("Builds for the Java runtime", PLATFORMS, ["Java"]),
    ("建置目標：java runtime", PLATFORMS, ["java"]),
])
def test_the_parts_of_a_joined_token(point, source, expected):
    assert missing(point, source) == expected
