"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh15's false alarms): each beside the invention
that must stay reported. The sources are excerpts of the set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Traefik's RateLimit reference: each option's example in one MkDocs content
# tab per provider, the providers named only by the tabs' labels.
TRAEFIK_TABS = (
    "## Configuration Example\n\n"
    '```yaml tab="Docker & Swarm"\n'
    "# Here, an average of 100 and a burst of 200 requests/s are allowed.\n"
    "labels:\n"
    '  - "traefik.http.middlewares.test-ratelimit.ratelimit.average=100"\n'
    "```\n\n"
    '```yaml tab="Kubernetes"\n'
    "apiVersion: traefik.io/v1alpha1\nkind: Middleware\n"
    "```\n\n"
    '```yaml tab="Consul Catalog"\n'
    '- "traefik.http.middlewares.test-ratelimit.ratelimit.average=100"\n'
    "```\n\n"
    '```toml tab="File (TOML)" hl_lines="3"\n'
    "[http.middlewares]\n  [http.middlewares.test-ratelimit.rateLimit]\n    average = 100\n"
    "```\n"
)


# A content tab's label renders as words a reader sees: the providers it
# names are the source's; the fence's other attributes still ground nothing.
@pytest.mark.parametrize(("point", "expected"), [
    ("Every option is shown for Docker & Swarm labels, Kubernetes and Consul Catalog", []),
    ("每個選項都附 Docker、Swarm、Kubernetes、Consul Catalog 與 TOML 檔的範例", []),
    ("Every option is shown for Docker, Kubernetes and Nomad", ["Nomad"]),
    ("範例的第 3 行設定 average", ["3"]),
])
def test_a_fence_tab_label_is_source_text(point, expected):
    assert missing(point, TRAEFIK_TABS) == expected


# miniserve's --help: the random route is six hexadecimal digits.
MINISERVE_ROUTE = (
    "    -r, --random-route\n"
    "            Generate a random 6-hexdigit route\n\n"
    "    --route-prefix <ROUTE_PREFIX>\n"
    "            Use a specific route prefix\n"
)


# A numeral before 進位/進制 names a number base ("hexadecimal"), no quantity;
# the digits it counts stay checked, and 十六 counting something stays one.
@pytest.mark.parametrize(("point", "expected"), [
    ("--random-route 會產生隨機的 6 位十六進位路徑", []),
    ("--random-route 會產生隨機的 6 位 16 進位路徑", []),
    ("--random-route 會產生隨機的 8 位十六進位路徑", ["8"]),
    ("--random-route 會產生十六個字元的路徑", ["十六"]),
])
def test_a_numeral_before_a_base_word_is_no_number(point, expected):
    assert missing(point, MINISERVE_ROUTE) == expected


# urllib3's changelog: the statuses whose Retry-After header it respects.
URLLIB3_RETRY = ("* urllib3 now respects Retry-After headers on 413, 429, and 503 responses when\n"
                 "  using the default retry logic.\n")


# A status written before 回應/錯誤/狀態 is the status, as before "response":
# 回 there opens a word and counts no times; a count of responses stays one.
@pytest.mark.parametrize(("point", "expected"), [
    ("會遵守 413、429、503 回應的 Retry-After 標頭", []),
    ("遇到 503 錯誤時依 Retry-After 重試", []),
    ("會遵守 413、429、504 回應的 Retry-After 標頭", ["504"]),
    ("共重試 503 個回應", ["503"]),
])
def test_a_status_before_a_chinese_response_noun(point, expected):
    assert missing(point, URLLIB3_RETRY) == expected
