"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh12's and fresh10's false alarms): each beside the
invention that must stay reported. The sources are excerpts of the sets'
documents. (fresh12's numbered sections: tests/test_places.py.)"""

from __future__ import annotations

from datetime import date

import pytest

from anchorlint.text.release_spans import release_dates, released_apart
from conftest import ungrounded_point as missing

# HTTPie's changelog and pre-commit's: releases dated in their headings.
HTTPIE_CHANGELOG = (
    "# Change Log\n\n"
    "## [3.0.2](https://github.com/httpie/cli/compare/3.0.1...3.0.2) (2022-01-24)\n\n"
    "- Fixed usage of `httpie` with configs that have `default_options`. ([#1280])\n\n"
    "## [3.0.1](https://github.com/httpie/cli/compare/3.0.0...3.0.1) (2022-01-23)\n\n"
    "- Changed the value shown as time elapsed from second-to-last response to the whole exchange.\n\n"
    "## [3.0.0](https://github.com/httpie/cli/compare/2.6.0...3.0.0) (2022-01-21)\n\n"
    "- Dropped support for Python 3.6.\n"
)
PRE_COMMIT_CHANGELOG = (
    "2.8.2 - 2020-10-30\n==================\n\n### Fixes\n- Fix installation of ruby hooks\n\n"
    "2.8.1 - 2020-10-28\n==================\n\n### Fixes\n- Allow default `language_version`\n\n"
    "2.8.0 - 2020-10-28\n==================\n\n### Features\n- Update hook-impl\n"
)


def test_release_dates_of_a_changelog():
    assert release_dates(HTTPIE_CHANGELOG.lower()) == (
        ("3.0.2", date(2022, 1, 24)), ("3.0.1", date(2022, 1, 23)), ("3.0.0", date(2022, 1, 21)))
    assert released_apart("3.0.1 and 3.0.2 followed within three days", "day", 3,
                          release_dates(HTTPIE_CHANGELOG.lower()))


@pytest.mark.parametrize(("source", "point", "expected"), [
    (HTTPIE_CHANGELOG, "3.0.1 and 3.0.2 followed within three days", []),  # of 3.0.0
    (HTTPIE_CHANGELOG, "3.0.1 與 3.0.2 在三天內接連推出", []),
    (PRE_COMMIT_CHANGELOG, "2.8.1 shipped the same day as 2.8.0, and 2.8.2 followed two days later", []),
    (PRE_COMMIT_CHANGELOG, "2.8.2 在兩天後推出，修正 ruby hook", []),
    (HTTPIE_CHANGELOG, "3.0.1 and 3.0.2 followed within five days", ["five"]),
    (PRE_COMMIT_CHANGELOG, "2.8.2 在 3 天後推出，修正 ruby hook", ["3"]),
    (PRE_COMMIT_CHANGELOG, "The fix for ruby hooks came two days later", ["two"]),  # no release named
])
def test_days_between_releases_the_card_names(source, point, expected):
    assert missing(point, source) == expected
