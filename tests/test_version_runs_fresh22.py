"""A run of versions after one name (issue 11, evaluation/fresh22;
docs/compat.md item 169).

A writer names a product once and lists its versions after it: "Debian
10, 11 and 12", "Debian 10、11、12". Each figure of the run is that
product's version, grounded where the source writes the name with that
figure, glued in a table cell (``Debian11``) or spaced (``Debian 11``).
Before, only the first figure, the one right after the name, was read
with it. The sources are short excerpts written for the tests."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

GLUED = (
    "## Debian packages\n\n"
    "| Distro   | Stable |\n|----------|--------|\n"
    "|Ubuntu20  | [amd64](u20.deb) |\n|Ubuntu22  | [amd64](u22.deb) |\n"
    "|Debian10  | [amd64](d10.deb) |\n|Debian11  | [amd64](d11.deb) |\n"
    "|Debian12  | [amd64](d12.deb) |\n"
)

SPACED = "Packages are built for Fedora 38 and Fedora 39, and for rawhide.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("Packages exist for Debian 10, 11 and 12", []),
    ("Packages exist for Debian 10, 11, and 12", []),
    ("Packages exist for Ubuntu 20 and 22 and Debian 10, 11 and 12", []),
    ("Packages exist for Debian 10, 11 or 12", []),
    ("為 Ubuntu 20、22 與 Debian 10、11、12 建置套件", []),
    ("為 Debian 10、11 和 12 建置套件", []),
    # A version the source never gives the product stays reported.
    ("Packages exist for Debian 10, 11 and 13", ["13"]),
    ("為 Debian 10、11、13 建置套件", ["13"]),
    # Another product's version is not this one's.
    ("Packages exist for Ubuntu 20, 22 and 12", ["12"]),
])
def test_each_version_of_a_run_is_the_names(point, expected):
    assert missing(point, GLUED) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("Packages are built for Fedora 38 and 39", []),
    ("Packages are built for Fedora 38, 39 and 40", ["40"]),
])
def test_a_spaced_version_grounds_the_run_too(point, expected):
    assert missing(point, SPACED) == expected


def test_a_figure_after_a_name_with_no_run_is_not_read_with_it():
    # "12 builds" follows the name only through a sentence of words: no run.
    assert missing("Debian 10 has 12 builds", GLUED) == ["12"]
