"""A dotted figure of a card's bullet led by a release is that release's
(issue 11, evaluation/fresh21: docs/compat.md item 208). A version the
card's ``- 2.0.0 …`` bullet drops or needs is reported when the source's
section headed by 2.0.0 never writes it and another release's section
does; the bullet's claim ends at the next release it names, and a figure
the source writes outside every release's section is read as before. The
sources are short changelogs written for the tests in the manner of the
set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.release_sections import bound_figures, of_another_release, release_sections

# Releases under underlined headings, the newest first.
UNDERLINED = (
    "Version 4.0.0\n-------------\n\nUnreleased\n\n"
    "-   Drop support for Python 3.6 and 3.7.\n-   Tokens carry their issue time. :issue:`41`\n\n\n"
    "Version 3.2.0\n-------------\n\nReleased 2021-06-02\n\n"
    "-   Drop support for Python 3.4 and 3.5.\n-   Use orjson 3.9 when installed.\n\n\n"
    "Version 3.1.0\n-------------\n\nReleased 2020-11-20\n\n-   Add support for Python 3.9.\n"
)
# Releases under ATX headings, a figure in the page's introduction.
ATX = (
    "# Changelog\n\nAll releases need zlib 1.3.\n\n"
    "## 7.2.1\n\n- Fix a crash on Python 3.12 when reading an empty archive.\n\n"
    "## 7.2.0\n\n- Require Python 3.9 or newer.\n- Build wheels with zlib 1.2.13.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # Another release's figure, given to this release.
    ("4.0.0 尚未發布：不再支援 Python 3.6 與 3.5", UNDERLINED, ["3.5"]),
    ("v3.2.0 (2021-06-02) drops Python 3.4 and 3.7", UNDERLINED, ["3.7"]),
    ("7.2.1 fixes a crash on Python 3.9 with empty archives", ATX, ["3.9"]),
    # The release's own figures.
    ("4.0.0 尚未發布：不再支援 Python 3.6 與 3.7", UNDERLINED, []),
    ("7.2.0 requires Python 3.9 and builds wheels with zlib 1.2.13", ATX, []),
    # The bullet's claim ends at another release it names.
    ("4.0.0 drops Python 3.6 and 3.7; 3.2.0 had dropped 3.4 and 3.5", UNDERLINED, []),
    # A figure written outside every release's section; a bullet led by no release.
    ("7.2.1 fixes a crash on Python 3.12 and needs zlib 1.3", ATX, []),
    ("Python 3.5 was dropped in 4.0.0", UNDERLINED, []),
])
def test_a_release_bullets_figures_are_its_own(point, source, expected):
    assert missing(point, source) == expected


def test_sections_are_read_from_headings_that_write_a_release():
    sections = release_sections(ATX)
    assert sorted(sections) == ["7.2.0", "7.2.1"]
    assert "zlib 1.2.13" in sections["7.2.0"][0] and "1.3" not in sections["7.2.1"][0]


def test_a_bullet_binds_its_figures_up_to_the_next_release():
    sections = release_sections(UNDERLINED)
    assert bound_figures("- 4.0.0 drops 3.6 and 3.5; 3.2.0 dropped 3.4", sections) == (
        "4.0.0", [("3.6", 14), ("3.5", 22)])
    assert bound_figures("- 5.0.0 drops 3.6", sections) is None
    assert bound_figures("The 4.0.0 release drops 3.6", sections) is None
    assert of_another_release("4.0.0", "3.5", sections)
    assert not of_another_release("4.0.0", "3.6", sections)
    assert not of_another_release("4.0.0", "3.8", sections)
