"""Spans a card works out between two releases a changelog dates (issue
11, evaluation/fresh19: "0.23.1 followed four days later" for releases of
December 5 and December 9; docs/compat.md item 161). The span is the
difference of the two dates: it is grounded when it equals it, and a
figure the source writes about something else does not ground it when the
card's line names both releases. The source is a short excerpt written
for the tests in the manner of the set's release notes."""

from __future__ import annotations

import pytest

from conftest import points_card, ungrounded_point as missing

from anchorlint.lint.grounding import check_grounding

# Release headings whose sections open with their day in words; a span of
# seven days said of something else.
NOTES = (
    "## 1.3.0\n\nJanuary 20, 2023\n\n### Added\n* Sessions are kept for 7 days by default.\n\n"
    "## 1.2.1\n\nDecember 9, 2022\n\n### Fixed\n* Close the stream when the body is empty.\n\n"
    "## 1.2.0\n\nDecember 5, 2022\n\n### Added\n* A `headers` parameter for the client.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    # The time between the two dated releases the line names.
    ("1.2.0 (December 5, 2022) added a headers parameter; 1.2.1 followed four days later", []),
    ("1.2.0（2022 年 12 月 5 日）加上 headers 參數；四天後的 1.2.1 修正了串流", []),
    ("1.2.0（2022 年 12 月 5 日）加上 headers 參數；4 天後的 1.2.1 修正了串流", []),
    # Another span between them: the source's seven days are the sessions'.
    ("1.2.0（2022 年 12 月 5 日）加上 headers 參數；7 天後的 1.2.1 修正了串流", ["7"]),
    ("1.2.0 added a headers parameter; 1.2.1 followed 7 days later", ["7"]),
    ("1.2.0 added a headers parameter; 1.2.1 followed five days later", ["five"]),
])
def test_a_span_between_two_dated_releases_is_their_dates_difference(point, expected):
    assert missing(point, NOTES) == expected


# A span the card's line does not draw between two dated releases keeps
# the source's figure: one release named, or a span that is no "later".
@pytest.mark.parametrize(("point", "expected"), [
    ("1.3.0 keeps sessions for 7 days", []),
    ("Sessions last 7 days; 1.2.0 and 1.2.1 fixed the client", []),
    ("1.2.1 came 7 days later", []),
])
def test_a_span_not_between_two_named_releases_keeps_the_source_figure(point, expected):
    assert missing(point, NOTES) == expected


def test_the_day_of_a_date_written_before_does_not_hide_the_span():
    # 11 月 7 日 is a date's day; the 7 天 later on is a span, judged on its own.
    text = points_card("1.1.0（2022 年 11 月 7 日）發布\n- 1.2.0（2022 年 12 月 5 日）加上 headers；"
                       "7 天後的 1.2.1 修正了串流")
    report = check_grounding(text, NOTES + "\n## 1.1.0\n\nNovember 7, 2022\n")
    spans = [(anchor.text, why.kind if why else None) for anchor, why in zip(report.missing, report.reasons)
             if anchor.line == text.count("\n", 0, text.index("7 天後")) + 1]
    assert spans == [("7", "apart")]


# A run's output pasted in a code block, one "# Title" per case over its
# indented result lines (fresh19's clsx benchmark): the titles are counted
# as a list's items. Comments in a script count nothing.
OUTPUT = (
    "Run it with `npm run bench`:\n\n```\n"
    "# Strings\n  lib-a  x 9,613,381 ops/sec\n  lib-b  x 6,540,072 ops/sec\n\n"
    "# Objects\n  lib-a  x 8,936,903 ops/sec\n  lib-b  x 6,143,319 ops/sec\n\n"
    "# Arrays\n  lib-a  x 8,247,121 ops/sec\n  lib-b  x 3,451,489 ops/sec\n\n"
    "# Mixed (Bad Data)\n  lib-a  x 2,128,702 ops/sec\n  lib-b  x 1,925,670 ops/sec\n```\n"
)
SCRIPT = (
    "Build it:\n\n```\n# Install\nnpm install\n\n# Build\nnpm run build\n\n"
    "# Test\nnpm test\n\n# Publish\nnpm publish\n```\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("The benchmark measures four kinds of input", OUTPUT, []),
    ("The benchmark measures five kinds of input", OUTPUT, ["five"]),
    ("The build has four stages", SCRIPT, ["four"]),
])
def test_titled_groups_of_a_run_output_are_counted(point, source, expected):
    assert missing(point, source) == expected
