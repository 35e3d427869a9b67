"""H7 says why when the source has an ungrounded anchor in another form:
a figure with another unit, a count the source gives only as a measurement,
a version of another product, the day of another date, a name or figure
only inside a longer token.
"Does not occur" would be false there. Real cards and sources of the
evaluation sets (and a real source with a card written here for the
version), each finding's whole message in both languages."""

from __future__ import annotations

import pytest

from anchorlint import lint_card
from anchorlint.config.settings import DEFAULT_SETTINGS
from anchorlint.lint.grounding import check_grounding
from anchorlint.reporters import message_of
from conftest import PROJECT, points_card, write

EVALUATION = PROJECT / "evaluation"


def _messages(card: str, source: str, line: int, anchor: str) -> tuple[str, str]:
    """The H7 finding of ``anchor`` on ``line``, in English and Chinese."""
    found = [f for f in lint_card(card, source).findings
             if f.code == "H7" and f.line == line and f.args["anchor"] == anchor]
    assert len(found) == 1, found
    return message_of(found[0], "en"), message_of(found[0], "zh-TW")


def _pair(folder: str, name: str) -> tuple[str, str]:
    """A card of an evaluation set and the source it was written from."""
    card = (EVALUATION / folder / "cards" / f"{name}.md").read_text(encoding="utf-8")
    source = (EVALUATION / folder / "sources" / f"{name.split('-')[0]}.md").read_text(encoding="utf-8")
    return card, source


# One reason per case, each on an evaluation set's card and the source it
# was written from: (set, card, line, anchor, English message, Chinese one).
_REASONS = [
    # a figure the source gives with another unit
    pytest.param("realdocs", "pd12-fab-zh", 13, "15",  # 15 years for 15 minutes of inactivity
                 "'15' is not in the source in years: its 15 is given in minutes (line 23)",
                 "原文沒有年數「15」：原文的 15 是分鐘數（第 23 行）", id="unit-minutes"),
    pytest.param("holdout", "ho01-fab-en", 23, "28",  # a bare count for the day of a date
                 "'28' is not in the source without a unit: its 28 is given as a date's day (line 66)",
                 "原文沒有不帶單位的數「28」：原文的 28 是日期中的日（第 66 行）", id="unit-day"),
    pytest.param("fresh2", "f205-fab-en", 22, "500",  # 500 ms for an HTTP status
                 "'500' is not in the source in milliseconds: its 500 is given as an HTTP status (line 93)",
                 "原文沒有毫秒數「500」：原文的 500 是 HTTP 狀態碼（第 93 行）", id="unit-status"),
    pytest.param("fresh", "fr06-fab-zh", 19, "18",  # 18 px for 18 pt
                 "'18' is not in the source in pixels: its 18 is given in points (line 34)",
                 "原文沒有像素數「18」：原文的 18 是點數（第 34 行）", id="unit-points"),
    # a count the source gives only as a measurement or inside a name
    pytest.param("fresh4", "f403-fab-zh", 17, "32",  # 32 個 frame for 32 bits
                 "'32' is not in the source as a count: its 32 is given in bits (line 113)",
                 "原文沒有作為數量的「32」：原文的 32 是位元數（第 113 行）", id="count-bits"),
    pytest.param("fresh4", "f406-fab-zh", 16, "128",  # 128 個 chunks for 128MB
                 "'128' is not in the source as a count: its 128 is given in MB (line 27)",
                 "原文沒有作為數量的「128」：原文的 128 是 MB 數（第 27 行）", id="count-mb"),
    pytest.param("fresh7", "f704-fab-zh", 18, "14",  # 14 項 Windows 修正 for "built with MSVC 14"
                 "'14' is not in the source as a count: its 14 is given inside a name (line 36)",
                 "原文沒有作為數量的「14」：原文的 14 是名稱的一部分（第 36 行）", id="count-name"),
    # an anchor only inside a longer token
    pytest.param("realdocs", "sw13-fab-en", 16, "x86",
                 "'x86' is not in the source on its own, only inside 'x86_64' (line 6)",
                 "原文沒有單獨的「x86」，只出現在「x86_64」之中（第 6 行）", id="inside-name"),
    pytest.param("realdocs", "pd13-fab-zh", 13, "300",
                 "'300' is not in the source on its own, only inside '3000' (line 14)",
                 "原文沒有單獨的「300」，只出現在「3000」之中（第 14 行）", id="inside-number"),
    pytest.param("realdocs", "sw08-fab-zh", 21, "3.1",
                 "'3.1' is not in the source on its own, only inside '3.10' (line 33)",
                 "原文沒有單獨的「3.1」，只出現在「3.10」之中（第 33 行）", id="inside-version"),
    # a version of another product: restic's "On OpenBSD 6.3 and greater"
    pytest.param("fresh7", "f702-fab-zh", 19, "6.3",
                 "'6.3' is not in the source as a version of FreeBSD: its 6.3 follows OpenBSD (line 113)",
                 "原文沒有 FreeBSD 的「6.3」：原文的 6.3 接在 OpenBSD 之後（第 113 行）", id="version"),
    # the day of a date the source never gives: NEP 29 has Jun 23 of 2020 and 2023
    pytest.param("fresh2", "f202-fab-en", 21, "23",
                 "'23' is not in the source as the day of 'June 23, 2022': the source gives no such date",
                 "原文沒有「June 23, 2022」這個日期的「23」：原文沒有這一天", id="date"),
]


@pytest.mark.parametrize("folder, name, line, anchor, english, chinese", _REASONS)
def test_why_an_anchor_the_source_seems_to_hold_is_ungrounded(folder, name, line, anchor, english, chinese):
    assert _messages(*_pair(folder, name), line, anchor) == (english, chinese)


def test_a_source_line_through_markup_that_moves_lines():
    # APISIX's page opens with an HTML comment (a licence header) read onto
    # one line: the line is found in the source as written.
    assert _messages(*_pair("fresh7", "f708-fab-zh"), 17, "180")[0] == (
        "'180' is not in the source on its own, only inside '9180' (line 73)")


def test_an_anchor_in_the_middle_of_a_word_keeps_the_plain_message():
    # 'Go' occurs in the source only in the middle of 'outgoing': naming
    # that word would be true and useless. A token it opens is named.
    source = "The proxy retries outgoing requests.\nIt logs to Golang-style files.\n"
    card = points_card("以 Go 撰寫")
    line = card.splitlines().index("- 以 Go 撰寫") + 1
    assert _messages(card, source, line, "Go")[0] == (
        "'Go' is not in the source on its own, only inside 'Golang' (line 2)")
    middle_only = "The proxy retries outgoing requests.\n"
    english = _messages(card, middle_only, line, "Go")[0]
    assert english.startswith("'Go' does not occur in the source"), english


@pytest.mark.parametrize("folder, name, line, anchor, english", [
    # an acronym is no piece of a word: 18F's checklist says "serious",
    # "users" and "Use", never US
    ("fresh11", "fb03-faithful-en", 23, "US", "'US' does not occur in the source"),
    ("fresh11", "fb03-fab-zh", 8, "EN", "'EN' does not occur in the source"),  # "broken"
    ("fresh10", "fa02-fab-zh", 20, "BER", "'BER' does not occur in the source"),  # "number"
    ("fresh7", "f705-fab-en", 27, "Ember", "'Ember' does not occur in the source"),  # "member"
    # a hash or an invite code holds digits by chance: a figure that
    # closes a number is named instead, or none
    ("fresh11", "fb06-fab-zh", 21, "8",  # not 0238bbf4d7a8d955.png
     "'8' is not in the source on its own, only inside '48' (line 76)"),
    ("fresh11", "fb07-fab-en", 13, "5",  # not 24e533e02ec3bc40c387f1a0e460e216
     "'5' is not in the source on its own, only inside '500' (line 145)"),
])
def test_an_inside_reason_names_a_token_the_anchor_is_a_part_of(folder, name, line, anchor, english):
    assert _messages(*_pair(folder, name), line, anchor)[0].startswith(english)


def test_a_code_and_a_lower_case_word_are_not_named():
    card = points_card("邀請碼裡有 5 個字元，由 US 團隊維護")
    line = card.splitlines().index("- 邀請碼裡有 5 個字元，由 US 團隊維護") + 1
    source = "Join with https://discord.gg/nTYy5BXMWG and read the serious note.\n"
    assert _messages(card, source, line, "5")[0].startswith("'5' does not occur in the source")
    assert _messages(card, source, line, "US")[0].startswith("'US' does not occur in the source")
    # the same pieces in a name are named: amd64's 64, macOS's Mac
    card = points_card("支援 64 位元與 Mac")
    line = card.splitlines().index("- 支援 64 位元與 Mac") + 1
    assert _messages(card, "Builds for amd64 run on macOS.\n", line, "Mac")[0] == (
        "'Mac' is not in the source on its own, only inside 'macOS' (line 1)")


def test_a_version_of_another_product_in_a_changelog():
    # fresh2's f205 is httpx's changelog: "* Add support for Python 3.12."
    source = (EVALUATION / "fresh2" / "sources" / "f205.md").read_text(encoding="utf-8")
    card = points_card("新增對 Django 3.12 的支援")
    line = card.splitlines().index("- 新增對 Django 3.12 的支援") + 1
    assert _messages(card, source, line, "3.12") == (
        "'3.12' is not in the source as a version of Django: its 3.12 follows Python (line 71)",
        "原文沒有 Django 的「3.12」：原文的 3.12 接在 Python 之後（第 71 行）",
    )


def test_an_absent_anchor_keeps_the_plain_message():
    card, source = _pair("realdocs", "sw13-fab-en")
    english = [message_of(f, "en") for f in lint_card(card, source).findings if f.code == "H7"]
    assert "'x86' is not in the source on its own, only inside 'x86_64' (line 6)" in english
    plain = [text for text in english if "does not occur in the source" in text]
    assert plain and plain[0].endswith("a paraphrase rewords, it does not add names or numbers")


def test_a_long_source_is_searched_in_its_names():
    # Above 64 KiB the source's tokens are searched, not its text: the
    # same reason, the same line.
    card, source = _pair("realdocs", "sw13-fab-en")
    long_source = source + "\n" + "Filler prose without the token, repeated.\n" * 2000
    assert len(long_source) > 65536
    assert _messages(card, long_source, 16, "x86")[0] == (
        "'x86' is not in the source on its own, only inside 'x86_64' (line 6)")


def test_each_ungrounded_anchor_has_its_reason_and_grounded_ones_none():
    report = check_grounding(*_pair("realdocs", "sw13-fab-en"))
    assert len(report.reasons) == len(report.missing)
    kinds = {anchor.text: (why.kind if why else None) for anchor, why in zip(report.missing, report.reasons)}
    assert kinds["x86"] == "inside"
    assert report.reason(next(a for a in report.anchors if a not in report.missing)) is None


@pytest.fixture
def sw13(repo):
    """A repository holding realdocs' sw13-fab-en card and its source."""
    card, source = _pair("realdocs", "sw13-fab-en")  # source_path: ../sources/sw13.md
    write(repo / "sources" / "sw13.md", source)
    write(repo / "cards" / "sw13-fab-en.md", card)
    return repo


def test_compat_keeps_the_go_message():
    card, source = _pair("realdocs", "sw13-fab-en")
    compat = lint_card(card, source, DEFAULT_SETTINGS.with_compat(True))
    h7 = [f for f in compat.findings if f.code == "H7"]
    assert h7 and {f.key for f in h7} == {"default"}


def test_the_reason_survives_the_cache(sw13, cli):
    cache = {"ANCHORLINT_NO_CACHE": "0"}
    cold = cli("cards", "--format", "json", cwd=sw13, env=cache)
    assert list((sw13 / ".anchorlint_cache").glob("results-*.bin"))
    warm = cli("cards", "--format", "json", cwd=sw13, env=cache)
    assert "only inside 'x86_64' (line 6)" in cold.out
    assert warm.out == cold.out


@pytest.mark.parametrize("form", ["text", "json", "sarif", "github", "gitlab", "junit"])
def test_every_report_gives_the_reason(sw13, cli, form):
    out = cli("cards", "--format", form, cwd=sw13).out
    assert "'x86' is not in the source on its own, only inside 'x86_64' (line 6)" in out.replace("&apos;", "'")


def test_a_token_in_a_secret_of_the_source_is_not_quoted():
    card = points_card("以 Hunter 帳號登入")
    english = [message_of(f, "en") for f in lint_card(card, "db:\n  password = Hunter2Zebra\n").findings
               if f.code == "H7"]
    assert english == ["'Hunter' does not occur in the source: a paraphrase rewords, it does not add names or numbers"]


def test_a_token_holding_a_secret_of_the_card_is_redacted():
    # The anchor is a piece of the card's secret: the source token that
    # holds it would show it.
    card = points_card("api_key = Tr0ub4dor-Correct-Horse")
    found = [f for f in lint_card(card, "Tr0ub4dor-Correct-Horsey is a sample value.\n").findings if f.code == "H7"]
    english = [message_of(f, "en") for f in found]
    assert "'[redacted]' is not in the source on its own, only inside '[redacted]' (line 1)" in english
    assert not any("tr0ub4dor" in text.lower() for text in english)
