"""Counts grounded by the wrong thing, and derived counts a faithful card
writes (compat.md item 167; evaluation/fresh20's misses M1 and false alarms
F2). The sources are short texts of our own, in the shapes of the set's
documents: a release policy, a changelog, a benchmark log, an install page."""

from __future__ import annotations

import pytest

from anchorlint.text.noun_counts import stated_counts
from conftest import ungrounded_point as missing

# A release policy: the source counts its LTS releases as a rate, and
# writes a bare 3 of something else.
POLICY = (
    "# Widget releases\n\n"
    "## Release frequency\n\n"
    "- Widget ships a minor release every month.\n"
    "- Four releases a year are chosen for long term support (LTS).\n"
    "- A build runs 3 workers.\n"
)
# The same policy, no rate of releases in it.
NO_RATE = (
    "# Widget releases\n\n"
    "- Widget ships a minor release every month; some are chosen for long term support.\n"
    "- A build runs 3 workers.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Three releases a year are LTS", POLICY, ["Three"]),
    ("Four releases a year are LTS", POLICY, []),
    ("每年有三個 LTS 版本", POLICY, []),  # (no English noun to compare: read as before)
    # A source with no rate of the noun leaves the count as it was read.
    ("Three releases a year are LTS", NO_RATE, []),
    # A count that is no rate is read as before.
    ("Three releases are LTS", POLICY, []),
])
def test_a_rate_of_a_noun_is_judged_by_the_sources_rates_of_it(point, source, expected):
    assert missing(point, source) == expected


def test_a_sources_rate_is_no_count_but_a_rate():
    stated = stated_counts(POLICY.lower(), ("releases",))
    assert stated == (frozenset(), frozenset({4}), frozenset({4}))


# A changelog of two releases, whose only 12s are a product's version and
# dates' months and days.
CHANGELOG = (
    "# History\n\n"
    "5.4.0\n=====\n\n"
    "*2017-12-07*\n\n"
    "- 1105_: psutil does not compile on FreeBSD 12.\n\n"
    "5.3.0\n=====\n\n"
    "*2017-10-12*\n\n"
    "- 1042_: cpu_count() may return a wrong figure on AIX.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("這一段涵蓋十二個版本", CHANGELOG, ["十二"]),
    ("這一段涵蓋兩個版本", CHANGELOG, []),
    ("5.4.0 修正了 FreeBSD 12 上的建置問題", CHANGELOG, []),
    # The figure given as a count elsewhere grounds the count as before.
    ("這一段涵蓋十二個版本", CHANGELOG + "- Tested on 12 machines.\n", []),
])
def test_a_version_and_dates_count_nothing(point, source, expected):
    assert missing(point, source) == expected


# A benchmark log: four sections of one shape, then a fifth of another.
BENCHMARK = (
    "# Benchmark System\n\n"
    "**Machine:** Ubuntu x64\n\n"
    "## Static Routes: 157\n\n```sh\nGin: 34936 Bytes\n```\n\n"
    "## GithubAPI Routes: 203\n\n```sh\nGin: 58512 Bytes\n```\n\n"
    "## GPlusAPI Routes: 13\n\n```sh\nGin: 4384 Bytes\n```\n\n"
    "## ParseAPI Routes: 26\n\n```sh\nGin: 7776 Bytes\n```\n\n"
    "## Static Routes\n\n```sh\nBenchmarkGin_StaticAll 62169 19319 ns/op\n```\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("前半列出載入四組路由後各路由器的記憶體用量", BENCHMARK, []),
    ("前半列出載入六組路由後各路由器的記憶體用量", BENCHMARK, ["六"]),
    ("The first part loads four route sets and gives each router's memory", BENCHMARK, []),
])
def test_sibling_headings_of_one_shape_are_a_list(point, source, expected):
    assert missing(point, source) == expected


INSTALL = (
    "# Installing gh on Linux\n\n"
    "Packages downloaded from the Releases page are official binaries. We focus on\n"
    "popular Linux distributions and\n"
    "the following CPU architectures: `i386`, `amd64`, `arm64`.\n"
    "Other sources are maintained by the community.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("官方套件主要支援熱門的 Linux 發行版與 i386、amd64、arm64 三種 CPU 架構", INSTALL, []),
    ("官方套件主要支援熱門的 Linux 發行版與 i386、amd64、arm64 四種 CPU 架構", INSTALL, ["四"]),
    # What is before the joining word is an item when it is of the run's kind.
    ("官方套件支援 Linux 與 i386、amd64、arm64 四種平台", INSTALL, []),
    # An item added after the source's whole run of code items, grounded
    # elsewhere (the page's title), is an addition the count tallies too.
    ("官方套件支援 i386、amd64、arm64、Linux 四種 CPU 架構", INSTALL, ["四"]),
    ("官方套件支援 i386、amd64 與 arm64 三種 CPU 架構", INSTALL, []),
])
def test_a_joining_word_before_a_run_joins_it_whole(point, source, expected):
    assert missing(point, source) == expected
