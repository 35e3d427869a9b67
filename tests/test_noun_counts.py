"""A count of a noun the source counts itself (issue 11; compat.md item
109): "Fix two quarantine bugs" decides ``3 個 quarantine 錯誤``, "split
into three layers" decides ``四層``, whatever list or stray figure of
something else the source holds. The sources are excerpts of
evaluation/fresh14's documents (jemalloc's ChangeLog, WebAssembly's binary
encoding design)."""

from __future__ import annotations

import pytest

from anchorlint.text.noun_counts import counted_nouns, stated_counts
from conftest import ungrounded_point as missing

# jemalloc 3.3.1: a prose "X or Y" sentence and a default changed "from 5 to
# 3" ground a bare 3; the changelog counts the bugs itself.
JEMALLOC = (
    "  Bug fixes:\n"
    "  - Fix a chunk recycling bug. This was completely harmless on Linux\n"
    "    unless using mlockall(2) (and unlikely even then, unless the\n"
    "    --disable-munmap configure option or the \"dss:primary\" option was\n"
    "    specified).\n"
    "  - Fix two quarantine bugs:\n"
    "    + Internal reallocation of the quarantined object array leaked the old\n"
    "      array.\n"
    "    + Reallocation failure resulted in memory corruption.\n"
    "  - Change the \"opt.lg_dirty_mult\" default from 5 to 3 (32:1 to 8:1).\n"
)
# The WebAssembly design: three layers, and a data segment of four fields.
WASM = (
    "The encoding is split into three layers:\n\n"
    "* **Layer 0** is a simple pre-order encoding of the AST.\n"
    "* **Layer 1** provides structural compression on top of layer 0.\n"
    "* **Layer 2** applies generic compression algorithms, like gzip and Brotli.\n\n"
    "A data segment has:\n\n"
    "* base address (`uint32`)\n* offset (`uint32`)\n* size (`uint32`)\n* flag (`uint8`)\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("這一版修了 3 個 quarantine 錯誤", JEMALLOC, ["3"]),
    ("這一版修了 2 個 quarantine 錯誤", JEMALLOC, []),
    ("The release fixes three quarantine bugs", JEMALLOC, ["three"]),
    ("The release fixes two quarantine bugs", JEMALLOC, []),
    ("編碼分成四層", WASM, ["四"]),
    ("編碼分成三層", WASM, []),
    ("The encoding is split into four layers", WASM, ["four"]),
    ("The encoding is split into three layers", WASM, []),
])
def test_the_sources_count_of_the_noun_decides(point, source, expected):
    # Without the source's own count, a 3 (the prose "X or Y", "from 5 to 3")
    # and a four-item list (the data segment's fields) ground either count.
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("資料區段有四個欄位", []),  # the fields: no count of them stated, the list of four grounds it
    ("編碼分成四層：第 0 層、第 1 層、第 2 層與第 3 層", []),  # the card's own enumeration decides (its items are checked)
])
def test_the_card_or_a_list_still_decides_what_the_source_does_not_count(point, expected):
    assert missing(point, WASM) == expected


@pytest.mark.parametrize(("source", "phrase", "stated"), [
    ("Fix two quarantine bugs:", "quarantine", {2}),
    ("The encoding is split into three layers:", "layer", {3}),
    ("a minimum of 2 minor versions, at least two minor versions", "minor versions", set()),  # bounds
    ("each holding up to 39 items by default", "items", set()),
    ("60 requests per hour; another 50 requests", "requests", set()),  # a rate, a share
    ("there are three types of metadata", "types", set()),  # of something: a kind of its own
    ("generates 32-bit hashes", "hashes", set()),  # a measure
    ("must not exceed 1261 users. It is 2,166 users.", "users", {2166}),  # a bound is no count
    ("three patch releases", "patch releases", {3}),
    ("three releases", "patch releases", set()),  # the card's describing words are the source's too
])
def test_what_a_source_states_as_a_count(source, phrase, stated):
    assert stated_counts(source.lower(), (phrase,))[0] == frozenset(stated)


def test_a_bound_the_card_restates_is_written_though_no_count():
    # "must not exceed 2601 items" counts no items, yet a card that says so
    # writes the source's figure: no other count of items contradicts it.
    source = "The file size must not exceed 2601 items. The archive holds 12 items.\n"
    assert stated_counts(source.lower(), ("items",)) == (frozenset({12}), frozenset({12, 2601}), frozenset())
    assert missing("The file size must not exceed 2601 items", source) == []


@pytest.mark.parametrize(("line", "end", "nouns"), [
    ("修了 3 個 quarantine 錯誤", 4, ("quarantine",)),
    ("編碼分成四層：", 5, ("layer",)),
    ("eight primitive types, and", 5, ("primitive types",)),
    ("README 介紹三個演算法", 10, ("algorithm",)),
    ("分成三種", 3, ()),  # 種 counts anything: no noun a source would write
])
def test_what_a_card_counts(line, end, nouns):
    assert counted_nouns(line, end) == nouns
