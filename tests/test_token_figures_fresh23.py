"""Figures a source writes inside other tokens (compat.md items 200-202;
evaluation/fresh23's React changelog, ssh-keygen and bottom pages): a
hexadecimal hash holds no figure; a man page's section (``sshd(8)``) and a
designator's number (``PKCS#8``, ``RFC 1951``) count nothing; a duration
glued to ``m`` or ``d`` on a line about time carries its unit; a preposition
opening a comma run after a first part opens the run's items. Figures the
source gives as counts and values still ground."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

HASHES = ("## 15.5.0\n\n## 15.5.1\n\n* Removed `peerDependencies` ([@acdlite](https://github.com/acdlite) in "
          "[8a06cd7](https://github.com/facebook/react/commit/8a06cd7a786822fce229197cac8125a551e8abfa))\n")


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("The excerpt covers eight React releases", HASHES, ["eight"]),
    ("The excerpt covers 8 releases", "Fixed in 8a06cd7 and 545c87f.\n", ["8"]),
    ("共 545 個修正", "Fixed in 8a06cd7 and 545c87f.\n", ["545"]),
    ("The excerpt covers eight React releases", HASHES + "\nEight releases in all.\n", []),
    ("It fixed 8 places", "Fixed in 8 places (8a06cd7).\n", []),
    ("Fixed in 8a06cd7", "Fixed in 8a06cd7 and 545c87f.\n", []),
])
def test_a_hash_holds_no_figure(point, source, expected):
    assert missing(point, source) == expected


KEYS = "b\\. An SSH private key file, in PKCS#1, PKCS#8, or OpenSSH format.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("-r 最多重複 8 次", "(see the FILE FORMAT section of sshd(8))\n", ["8"]),
    ("-r 最多重複 8 次", KEYS, ["8"]),
    ("最多重試 2 次", "the session id of *getsid*(2)\n", ["2"]),
    ("它支援 1951 個格式", "Data is compressed as in RFC 1951.\n", ["1951"]),
    ("-r 最多重複 8 次", "-r may be repeated up to 8 times; see sshd(8).\n", []),
    ("詳見 sshd(8)", "(see the FILE FORMAT section of sshd(8))\n", []),
    ("金鑰可以是 PKCS#8 格式", KEYS, []),
    ("資料依 RFC 1951 壓縮", "Data is compressed as in RFC 1951.\n", []),
    ("The RFC 2119 key words apply", "Key words are read as described in RFC 2119.\n", []),
])
def test_a_man_section_or_a_designator_counts_nothing(point, source, expected):
    assert missing(point, source) == expected


RETENTION = ("| `rate` | Integer or String |\n"
             "| `retention` | String (human readable time, such as \"10m\", \"1h\", etc.) |\n")
LEVELS = 'msg.setDelayTimeLevel(level);\nprivate String messageDelayLevel = "1s 5s 10s 30s 1m 2m 3m 4m";\n'


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("`rate` 預設為 10 毫秒", RETENTION, ["10"]),
    ("`retention` 可以寫 10 分鐘", RETENTION, []),
    ("`retention` may be 10 minutes", RETENTION, []),
    ("`retention` 可以寫 10", RETENTION, []),
    ("快照保留 2 天", "Snapshots expire after 2d.\n", []),
    ("快照保留 2 小時", "Snapshots expire after 2d.\n", ["2"]),
    # a run of literals alone gives no unit: level 3 is no 3 minutes
    ("`setDelayTimeLevel(3)` 代表延遲 3 分鐘", LEVELS, ["3"]),
])
def test_a_glued_duration_keeps_its_unit(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("金鑰有四種格式", KEYS, ["四"]),
    ("金鑰有三種格式", KEYS, []),
    ("The key comes in four formats", "An SSH private key file, in PEM, DER, or OpenSSH format.\n", ["four"]),
    ("The key comes in three formats", "An SSH private key file, in PEM, DER, or OpenSSH format.\n", []),
    ("It runs on three platforms", "It works on Linux, on macOS, and on Windows.\n", []),
])
def test_a_preposition_opens_a_run(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("The RFC 2119 key words apply", "Key words are read as described in RFC 2119.\n", []),
    ("The PEP 2119 key words apply", "Key words are read as described in RFC 2119.\n", ["PEP", "2119"]),
    ("The RFC 2118 key words apply", "Key words are read as described in RFC 2119.\n", ["2118"]),
])
def test_a_card_designator_names_the_same_document(point, source, expected):
    assert missing(point, source) == expected
