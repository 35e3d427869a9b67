"""A figure the source gives a measure of its own, in other units than the
card's, is that measure where the source writes it bare too (compat.md
item 157). Evaluation/fresh11's tus protocol (``70 bytes`` and the header
``Offset: 70``), fresh16's InternLM hardware table (``128 core`` and a
cell ``128``) and holdout's PostgreSQL limits (``32 TB`` and
``<entry>32</entry>``) showed the forms; the sources below are written for
the tests."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A protocol page: a figure in bytes, then bare in an example's header.
PROTOCOL = (
    "A transfer may be interrupted after 70 bytes were sent.\n\n"
    "```\n"
    "HEAD /files/24e533e HTTP/1.1\n"
    "Offset: 70\n"
    "```\n\n"
    "Servers retry after a timeout of 30 seconds.\n"
)

# A hardware table: a figure counted in cores, then bare in a result row.
HARDWARE = (
    "| Part | Value |\n"
    "|------|-------|\n"
    "| CPU  | 128 core Xeon |\n"
    "| GPU  | 8 × A100 |\n\n"
    "| nodes | batch | seq |\n"
    "|-------|-------|-----|\n"
    "| 1     | 128   | 2048 |\n"
)

# A limits page: a size in terabytes, then the same figure bare in a cell.
LIMITS = (
    "| Item | Limit |\n"
    "|------|-------|\n"
    "| table size | 32 TB |\n"
    "| columns per index | 32 |\n"
)

# A configuration page writing its figures bare, and one as a share.
CONFIG = (
    "```yaml\n"
    "timeout: 45\n"
    "keep: 12\n"
    "```\n\n"
    "About 12% of runs hit the limit.\n"
)


@pytest.mark.parametrize("point, source, figure", [
    ("Clients SHOULD use a 70-second timeout before they retry", PROTOCOL, "70"),
    ("客戶端在重試前應等 70 秒", PROTOCOL, "70"),
    ("測試節點有 128GB 記憶體", HARDWARE, "128"),
    ("識別字長度上限 32 位元組", LIMITS, "32"),
])
def test_a_bare_figure_measured_otherwise_grounds_no_measure(point: str, source: str, figure: str) -> None:
    assert any(figure in anchor for anchor in missing(point, source))


@pytest.mark.parametrize("point, source", [
    ("中斷可能發生在傳了 70 位元組之後", PROTOCOL),  # the source's own unit
    ("A transfer may stop after 70 bytes", PROTOCOL),
    ("伺服器在 30 秒逾時後重試", PROTOCOL),
    ("CPU 有 128 核", HARDWARE),
    ("逾時 45 秒", CONFIG),  # a bare figure alone grounds any unit
    ("保留 12 個月的紀錄", CONFIG),  # a share says nothing of what 12 measures
    ("表格大小上限 32 TB", LIMITS),
])
def test_the_source_measure_or_a_bare_figure_alone_grounds(point: str, source: str) -> None:
    assert missing(point, source) == []


# A release policy: a cadence, a span after an event, and a minimum of
# another figure.
CADENCE = (
    "Releases come out every 3 months, in January, April, July and October.\n"
    "If a month has no changes, the next release will be 3 months later.\n\n"
    "A deprecated feature stays at least 6 months before it is removed.\n"
)


@pytest.mark.parametrize("point", [
    "功能至少先棄用 3 個月才移除",
    "A feature is deprecated for at least 3 months before removal",
])
def test_a_cadence_grounds_no_minimum(point: str) -> None:
    assert "3" in missing(point, CADENCE)


@pytest.mark.parametrize("point", [
    "每 3 個月發布一次",  # the cadence itself
    "Releases come every 3 months",
    "棄用的功能至少保留 6 個月",  # the source's own minimum
    "A deprecated feature stays at least 6 months",
])
def test_a_cadence_or_a_minimum_as_written_grounds(point: str) -> None:
    assert missing(point, CADENCE) == []
