"""A count a card gives beside a release's version counts that release's
items (issue 11): the lists of the section whose heading writes the
version ground it, not a list of another release. Sources are excerpts of
the evaluation sets' changelogs (HTTPie, etcd)."""

from __future__ import annotations

import pytest

from anchorlint.text.source_lists import card_versions, section_list_sizes
from conftest import ungrounded_point as missing

HTTPIE = (
    "# Change Log\n\n"
    "## [3.2.0](https://github.com/httpie/cli/compare/3.1.0...3.2.0) (2022-05-05)\n\n"
    "- Added a warning about the `--ignore-stdin`.\n- Added support for single binary executables.\n"
    "- Added `httpie cli plugins`.\n\n"
    "## [3.1.0](https://github.com/httpie/cli/compare/3.0.2...3.1.0) (2022-03-08)\n\n"
    "- **SECURITY** Fixed the vulnerability of leaking cookies on redirect.\n- Added support for sending multiple cookies.\n"
    "- Added `--response-mime`.\n- Added `--response-charset`.\n- Fixed the `--raw` behaviour.\n\n"
)
ETCD = (
    "## v3.5.9 (2023-05-11)\n\n### etcd server\n- Fix LeaseTimeToLive API may return keys without read permission.\n\n"
    "### Dependencies\n- Compile binaries using go 1.19.9.\n\n"
    "## v3.5.8 (2023-04-13)\n\n### etcd server\n- Add `--experimental-enable-lease-checkpoint-persist`.\n"
    "- Fix lease leak.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("3.2.0 brought three changes, among them single binary executables", []),
    # five is 3.1.0's list, not 3.2.0's
    ("3.2.0 brought five changes, among them single binary executables", ["five"]),
    ("3.1.0 brought five changes, among them `--response-mime`", []),
])
def test_a_count_beside_a_version_counts_that_release(point, expected):
    assert missing(point, HTTPIE) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("v3.5.8 修了 2 個問題", []),
    # v3.5.9's two sub-sections hold one fix each: they are no two items
    ("v3.5.9 修了 2 個問題，其中之一是 LeaseTimeToLive", ["2"]),
])
def test_sub_headings_are_no_items(point, expected):
    assert missing(point, ETCD) == expected


def test_a_version_no_heading_writes_leaves_the_whole_source():
    assert section_list_sizes(HTTPIE, frozenset({"9.9"})) is None
    assert missing("9.9 brought five changes", HTTPIE) == ["9.9"]  # five: 3.1.0's list still grounds it


@pytest.mark.parametrize(("line", "versions"), [
    ("v3.5.9 修了 2 個問題", {"3.5.9"}),
    ("3.2.0 (2022-05-05), nine changes", {"3.2.0"}),
    ("about 2.5 times faster", {"2.5"}),
    ("no version here", set()),
])
def test_the_versions_a_card_line_writes(line, versions):
    assert card_versions(line) == versions
