"""A count of the releases of one series, or of its bug-fix releases.

A changelog heads each release with its version (``## 3.0.5``, or reST's
``3.0.5 (2019-09-12)`` over ``++++``), and a faithful summary counts the
releases of a series or its patch releases: "five 3.0.x bug-fix releases",
"五個 3.0.x 修正版", "five bug-fix releases" (3.0.1 to 3.0.5 between 3.0.0
and 3.1.0). No list holds five items, but the headings whose version is
in that series are that many. A series is a version's first two parts
(``3.0.x``: ``3.0.0`` … ``3.0.5``, ``3.0.0rc9``); a bug-fix release one
of three parts whose last is not 0 and that is no prerelease. Only a count
written before such a series or a word for bug-fix releases, then a word
for releases, is read this way. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

from anchorlint.text.source_lists import heading_titles

# A count's tail: a classifier, a series (``3.0.x``), a word for bug-fix
# releases, then what is counted (``個 3.0.x 修正版``, `` 3.0.x bug-fix
# releases``, `` patch releases``).
_PATCH_WORDS = r"bug-?fix|bugfix|patch|maintenance|point|修正|修補|修復|維護|修正|修补|修复|维护"
_COUNTED_SERIES_RE = re.compile(
    rf"[ \t]*(?:個|个)?[ \t]*(?:v?([0-9]+\.[0-9]+)\.[xX*][ \t]*)?(?:({_PATCH_WORDS})[ \t-]*)?"
    r"(?:releases\b|versions\b|版本|版|發行版|發布|發佈|发行版|发布)", re.IGNORECASE)
# A heading's version: its first words (``3.0.0rc9 (2019-07-31)``,
# ``[3.1.0] - 2019-09-15``, ``v3.0.5``): parts, then a prerelease tag.
_TITLE_VERSION_RE = re.compile(r"[#\s]*\[?v?([0-9]+)\.([0-9]+)(?:\.([0-9]+))?([-.+]?[A-Za-z][0-9A-Za-z.]*)?(?![\w.])")


def counted_series(line: str, end: int) -> tuple[str | None, bool] | None:
    """(the series, or None; whether bug-fix releases) the count ending at
    ``line[end]`` counts (``五個 3.0.x 修正版`` -> ``("3.0", True)``), or
    None when it names neither."""
    match = _COUNTED_SERIES_RE.match(line, end)
    if match is None or not (match.group(1) or match.group(2)):
        return None
    return match.group(1), match.group(2) is not None


def series_count(source: str, series: str | None, patches: bool) -> frozenset[int]:
    """The number of ``source``'s release headings in ``series`` (its
    releases, and those that are no prerelease) or, with ``patches``, of
    its bug-fix releases; without a series, that of each series."""
    counts = _series(source)
    if series is not None:
        found = counts.get(series)
        if found is None:
            return frozenset()
        return frozenset({found[2]} if patches else {found[0], found[1]})
    return frozenset(found[2] for found in counts.values()) if patches else frozenset()


@lru_cache(maxsize=64)
def _series(source: str) -> dict[str, tuple[int, int, int]]:
    """Series -> (releases, final releases, bug-fix releases) among the
    distinct versions that open the source's headings."""
    versions: set[tuple[str, str, str | None, str | None]] = set()
    for title in heading_titles(source):
        match = _TITLE_VERSION_RE.match(title)
        if match is not None:
            versions.add(match.groups())
    counts: dict[str, list[int]] = {}
    for major, minor, patch, tag in versions:
        found = counts.setdefault(f"{major}.{minor}", [0, 0, 0])
        found[0] += 1
        found[1] += tag is None
        found[2] += tag is None and patch is not None and int(patch) > 0
    return {series: (found[0], found[1], found[2]) for series, found in counts.items()}
