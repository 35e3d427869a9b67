"""A name a source writes only as whole parts of an identifier joined by
``_`` (compat.md item 168; evaluation/fresh22's Sonic benchmark README):
``GetOne`` and ``Gjson`` for ``BenchmarkGetOne_Gjson-16``, ``Sonic_Fast``
for ``BenchmarkEncoder_Binding_Sonic_Fast-16``. The parts split at ``_``,
``-`` and the capital opening each hump, in the source's case."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Benchmark result lines of a made-up Go JSON library's README.
RESULTS = (
    "```\n"
    "BenchmarkEncoder_Binding_Quartz_Fast-16     5281 ns/op    2468.16 MB/s\n"
    "BenchmarkEncoder_Binding_StdLib-16         16448 ns/op     792.52 MB/s\n"
    "BenchmarkFindOne_Quartz-16                  3276 ns/op    3975.78 MB/s\n"
    "BenchmarkFindOne_Fjson-16                   9431 ns/op    1380.81 MB/s\n"
    "```\n"
)

# A constant and a platform triple: no benchmark names.
CONSTANTS = "Set `MAX_Retries_total` to 5 on x86_64 hosts; see JavaScript_engine.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("並行 FindOne 測試中 Quartz 快於 Fjson", RESULTS, []),
    ("In the binding encoder, Quartz_Fast is the fastest", RESULTS, []),
    ("The Binding encoder of StdLib is the slowest", RESULTS, []),
    # A name no part of the identifiers, or a part cut inside a hump, stays reported.
    ("並行 FindAll 測試中 Quartz 快於 Gjson", RESULTS, ["FindAll", "Gjson"]),
    ("The Quartz_Slow encoder", RESULTS, ["Quartz_Slow"]),
    ("Run the Fin benchmark", RESULTS, ["Fin"]),
    ("The Bind encoder", RESULTS, ["Bind"]),
    # Case as written: a lower-case part, or a word in capitals, is left as before.
    ("Set Retries to five", CONSTANTS, []),
    ("Runs on X86 hosts", CONSTANTS, ["X86"]),
])
def test_the_parts_of_an_identifier(point, source, expected):
    assert missing(point, source) == expected
