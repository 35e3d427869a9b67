"""A count of the releases whose version extends one the card writes.

A changelog heads each release with its version, prereleases included
(``## [5.0.0-0]`` … ``## [5.0.0-4]``), and a faithful summary counts them:
"Five 5.0.0 prereleases", "五個 5.0.0 預發行版". The count is not written and
no list holds five items, but the headings whose version goes on from the
card's version (``5.0.0`` then ``-``, ``.`` or ``+``) are that many. The
version itself is not counted (``5.0.0`` is the release, not one of its
prereleases), each version once. Only a count written right before the
version, and the version right before a word for releases, is read this
way. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

# A count's tail: a classifier, then the version, then what is counted
# (``個 5.0.0 預發行版``, `` 5.0.0 prereleases``, `` v2 betas``).
_COUNTED_VERSION_RE = re.compile(
    r"[ \t]*(?:個|个)?[ \t]*v?([0-9]+(?:\.[0-9]+)*)[ \t]*"
    r"(?:預發行|預發布|預發佈|预发行|预发布|測試|测试|候選|候选)?(?:版本|版|發行|發布|發佈|发行|发布)"
    r"|[ \t]+v?([0-9]+(?:\.[0-9]+)*) (?:pre-?releases|prereleases|releases|versions|betas|alphas|release candidates)\b",
    re.IGNORECASE)
# A heading's version: the first figure of dotted parts with what follows
# it (``## [5.0.0-4] (2020-03-03)``, ``### v1.2.0-rc.1``).
_HEADING_VERSION_RE = re.compile(r"(?m)^#{1,6}[ \t]+\[?v?([0-9]+(?:\.[0-9]+)+(?:[-+.][0-9A-Za-z]+)*)")


def counted_version(line: str, end: int) -> str | None:
    """The version a count ending at ``line[end]`` counts releases of
    (``五個 5.0.0 預發行版`` -> ``5.0.0``), or None."""
    match = _COUNTED_VERSION_RE.match(line, end)
    if match is None:
        return None
    return match.group(1) or match.group(2)


def releases_extending(source: str, version: str) -> int:
    """How many distinct heading versions of ``source`` go on from
    ``version`` (``5.0.0-0`` … ``5.0.0-4`` for ``5.0.0``)."""
    return _extending(source).get(version, 0)


@lru_cache(maxsize=64)
def _extending(source: str) -> dict[str, int]:
    counted: dict[str, int] = {}
    if "#" not in source:
        return counted
    versions = {match.group(1) for match in _HEADING_VERSION_RE.finditer(source)}
    for version in versions:
        for at, char in enumerate(version):
            if char in "-+." and at:
                prefix = version[:at]
                counted[prefix] = counted.get(prefix, 0) + 1
    return counted
