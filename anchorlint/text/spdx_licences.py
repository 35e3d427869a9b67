"""Common SPDX licence identifiers and the full names a document writes for
them (``Apache-2.0`` for "Apache License, Version 2.0"), kept as data.

An SPDX identifier names exactly one licence text, so a source that writes
that licence's name with the same version names the same licence: a card's
identifier is the source's licence, shortened the way package metadata and
READMEs shorten it. The version must be the source's (``Apache-1.1`` or
``GPL-3.0`` for a version-2 source still fail), and a licence the source
does not name is still reported.
"""

from __future__ import annotations

import re

# Identifier (lower case) -> (the licence's name, its version or "" when the
# licence has none). Names are lower case; a space matches any white space.
_LICENCES: dict[str, tuple[str, str]] = {
    "apache-2.0": ("apache (?:software )?license", "2.0"),
    "mit": ("mit license", ""),
    "bsd-2-clause": ("(?:bsd 2-clause|2-clause bsd|two-clause bsd|simplified bsd)(?: license)?", ""),
    "bsd-3-clause": ("(?:bsd 3-clause|3-clause bsd|three-clause bsd|new bsd|revised bsd)(?: license)?", ""),
    "gpl-2.0": ("gnu general public license", "2"),
    "gpl-3.0": ("gnu general public license", "3"),
    "gpl-2.0-only": ("gnu general public license", "2"),
    "gpl-3.0-only": ("gnu general public license", "3"),
    "agpl-3.0": ("gnu affero general public license", "3"),
    "lgpl-2.1": ("gnu lesser general public license", "2.1"),
    "lgpl-3.0": ("gnu lesser general public license", "3"),
    "mpl-2.0": ("mozilla public license", "2.0"),
    "isc": ("isc license", ""),
    "cc-by-4.0": ("creative commons attribution", "4.0"),
    "cc0-1.0": ("(?:cc0|creative commons zero)", "1.0"),
    "unlicense": ("the unlicense", ""),
}

# Between a name and its version: "Apache License, Version 2.0", "Apache
# License 2.0", "GNU General Public License v3".
_VERSION_GAP = r",?\s+(?:version\s+|v\.?\s?)?"


def _pattern(name: str, version: str) -> re.Pattern[str]:
    name = name.replace(" ", r"\s+")
    if not version:
        return re.compile(rf"(?<![a-z0-9]){name}(?![a-z0-9])", re.IGNORECASE)
    # "version 2" and "version 2.0" are one version; "2.1" is another.
    number = re.escape(version.removesuffix(".0")) + r"(?:\.0)?"
    return re.compile(rf"(?<![a-z0-9]){name}{_VERSION_GAP}{number}(?![0-9]|\.[0-9])", re.IGNORECASE)


_PATTERNS = {spdx: _pattern(*entry) for spdx, entry in _LICENCES.items()}


def names_licence(written: str, text: str) -> bool:
    """Is ``written`` an SPDX identifier whose licence ``text`` names in
    full, with the same version?"""
    pattern = _PATTERNS.get(written.lower())
    return pattern is not None and pattern.search(text) is not None
