"""``--mark``: the pure fixer's round trips, and the verdict loop around it
(marking a card never changes what anchorlint says about it)."""

from __future__ import annotations

from dataclasses import replace

import yaml
from hypothesis import given
from hypothesis import strategies as st

import pytest

from anchorlint.lint.engine import lint_card
from anchorlint.fixers.mark import MarkError, mark, warnings_for, yaml_quote
from anchorlint.reporters import message_of
from anchorlint.config.settings import DEFAULT_SETTINGS, Settings

WARNINGS = ["H7: 'windows' does not occur in the source", 'H8: 8 claims, "quoted" \\ path']


def frontmatter(data: bytes) -> dict:
    text = data.decode("utf-8-sig").replace("\r\n", "\n")
    return yaml.safe_load(text.split("---\n")[1])


def without(data: bytes, *fragments: bytes) -> bytes:
    for fragment in fragments:
        assert fragment in data
        data = data.replace(fragment, b"", 1)
    return data


def test_crlf_and_bom_are_kept_and_only_the_block_is_added():
    card = "\ufeff---\r\ngloss: 定義\r\ntags: [a]\r\n---\r\n# 卡\r\n\r\n## 摘要\r\n內文\r\n".encode()
    marked = mark(card, WARNINGS, has_hard=False)
    block = ('quality: low\r\nquality_warnings:\r\n'
             '  - "H7: \'windows\' does not occur in the source"\r\n'
             '  - "H8: 8 claims, \\"quoted\\" \\\\ path"\r\n').encode()
    assert marked == card.replace(b"---\r\n# ", block + b"---\r\n# ")
    assert frontmatter(marked)["quality_warnings"] == WARNINGS
    assert mark(marked, WARNINGS, has_hard=False) is None
    assert mark(marked, [], has_hard=False) == card


def test_card_without_frontmatter_gets_one_and_loses_it_when_clean():
    card = b"# Card\n\n## Points\n- one"  # no final newline
    marked = mark(card, ["H3: x"], has_hard=False)
    assert marked == b'---\nquality: low\nquality_warnings:\n  - "H3: x"\n---\n' + card
    assert mark(marked, [], has_hard=False) == card
    assert mark(card, [], has_hard=False) is None


def test_comments_and_key_order_survive_and_the_block_stays_in_place():
    card = (b"---\n# written by the importer\nupdated: 2026-08-16\nquality: low  # stale\n"
            b"quality_warnings:\n- old one\n\n- old two\n# keep this comment\ngloss: g\ntags:\n  - a\n---\nbody\n")
    marked = mark(card, ["H7: new"], has_hard=False)
    assert marked == (b"---\n# written by the importer\nupdated: 2026-08-16\nquality: low\n"
                      b'quality_warnings:\n  - "H7: new"\n# keep this comment\ngloss: g\ntags:\n  - a\n---\nbody\n')
    clean = mark(marked, [], has_hard=False)
    assert clean == b"---\n# written by the importer\nupdated: 2026-08-16\n# keep this comment\ngloss: g\ntags:\n  - a\n---\nbody\n"


def test_a_clean_card_loses_exactly_the_two_keys():
    card = b"---\nquality_level: 3\nquality: low\nquality_warnings: [\"H7: a\",\n  \"H8: b\"]\nqualityx: 1\n---\nbody\n"
    assert mark(card, [], has_hard=False) == b"---\nquality_level: 3\nqualityx: 1\n---\nbody\n"


def test_repeated_runs_change_nothing():
    card = b"---\ngloss: g\n---\nbody\n"
    once = mark(card, WARNINGS, has_hard=False)
    assert once is not None and mark(once, WARNINGS, has_hard=False) is None
    assert mark(once, WARNINGS[:1], has_hard=False) == mark(card, WARNINGS[:1], has_hard=False)
    assert mark(card, WARNINGS + WARNINGS[:1], has_hard=False) == once  # duplicates add nothing


def test_hard_findings_are_never_marked_away():
    marked = mark(b"body\n", ["H7: a"], has_hard=False)
    assert mark(marked, ["H7: a"], has_hard=True) is None
    assert mark(marked, [], has_hard=True) is None


def test_cards_that_cannot_be_marked_safely():
    with pytest.raises(MarkError, match="not closed"):
        mark(b"---\ngloss: g\nbody\n", ["H7: a"], has_hard=False)
    with pytest.raises(MarkError, match="UTF-8"):
        mark(b"\xff\xfe body", ["H7: a"], has_hard=False)


def test_text_input_is_accepted():
    assert mark("---\na: 1\n---\n", ["H7: a"], has_hard=False) == b'---\na: 1\nquality: low\nquality_warnings:\n  - "H7: a"\n---\n'


@given(st.text())
def test_yaml_quote_round_trips(text):
    assert "\n" not in yaml_quote(text)
    assert yaml.safe_load("k: " + yaml_quote(text))["k"] == text


SOURCE = "# Notes\n\nThe InkStone tool syncs notes every 15 minutes.\n"


def check_and_mark(card: str, source: str, settings: Settings = DEFAULT_SETTINGS) -> tuple[list[tuple], bytes | None]:
    findings = lint_card(card, source, settings).findings
    warnings, hard = warnings_for(findings, lambda f: message_of(f, "en"))
    return [(f.code, f.key, f.args) for f in findings], mark(card, warnings, hard)


@pytest.mark.parametrize("card", [
    "---\ngloss: 測試\n---\n# 卡\n\n## 摘要\n摘要。\n\n## 重點\n- InkStone 支援 Windows，每 30 天\n\n## 實體\n\n## 關聯\n",
    "\ufeff---\r\ngloss: 測試\r\n---\r\n## 摘要\r\n- 每 30 天 password: hunter2hunter2 wiki-secret-ok\r\n"
    "## 重點\r\n## 實體\r\n## 關聯\r\n",
    "# 無 frontmatter\n\n## 一句話定義\n定義。\n\n## 要點\n- InkStone 支援 Windows\n- 二\n- 三\n\n"
    "## 關鍵實體\n- **甲**\n\n## 關聯\n- 甲 >> 是 >> 甲\n",
    # H4 quotes the line cut at 40 characters, dropping its wiki-secret-ok:
    # H5 must not find the quoted password in the warnings.
    "# 卡\n\n## 一句話定義\n定義。\n\n## 要點\n- 一\n- 二\n- 三\n\n## 關鍵實體\n- **甲**\n\n"
    "## 關聯\n- 甲 >> 是 >> 甲\n- 測試 password: hunter2hunter2 這行已確認 wiki-secret-ok\n",
])
def test_marking_never_changes_the_verdict(card):
    before, marked = check_and_mark(card, SOURCE)
    assert marked is not None
    after, again = check_and_mark(marked.decode("utf-8-sig"), SOURCE)
    assert after == before and again is None


def test_marks_do_not_tip_carpet_copy_over_its_threshold():
    # A card exactly at H6's 40% line: the English warning text written into
    # its frontmatter would dilute the overlap below 40% if H6 read it.
    card = "".join(chr(0x4E00 + i) for i in range(16))
    source = card[:11] + "".join(chr(0x5E00 + i) for i in range(40))
    only_h6 = replace(DEFAULT_SETTINGS, select=frozenset({"H6"}))
    before, marked = check_and_mark(card, source, only_h6)
    assert [code for code, _, _ in before] == ["H6"]
    after, again = check_and_mark(marked.decode(), source, only_h6)
    assert after == before and again is None


LINES = st.sampled_from(["title: t", "# a comment", "tags:", "  - x", "- y", "", "gloss: 定義", "  quality: nested"])
BODY = st.sampled_from(["# Card", "## 重點", "- 一點", "", "text with --- inside", "quality: low"])


@given(
    front=st.none() | st.lists(LINES, min_size=1, max_size=6),
    body=st.lists(BODY, max_size=6),
    eol=st.sampled_from(["\n", "\r\n"]),
    bom=st.booleans(),
    final=st.booleans(),
    warnings=st.lists(st.text(max_size=20), min_size=1, max_size=3),
)
def test_mark_then_unmark_restores_every_byte(front, body, eol, bom, final, warnings):
    lines = (["---", *front, "---"] if front is not None else []) + body
    text = eol.join(lines) + (eol if final and lines else "")
    card = ("\ufeff" if bom else "") + text
    if front is None and text.startswith("---"):
        return  # a body line that opens a frontmatter: not this case
    if front is not None and _yaml_non_mapping(eol.join(front)):
        with pytest.raises(MarkError):  # keys added to a YAML list would break it
            mark(card, warnings, has_hard=False)
        return
    marked = mark(card, warnings, has_hard=False)
    assert marked is not None
    assert mark(marked, warnings, has_hard=False) is None
    assert mark(marked, [], has_hard=False) == card.encode("utf-8")


def _yaml_non_mapping(text: str) -> bool:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return False
    return data is not None and not isinstance(data, dict)


def test_an_authors_own_quality_key_survives_mark_then_unmark():
    # The property test's counter-example: the author wrote 'quality: low'
    # and no warnings; marking keeps that line and unmarking restores it.
    card = b"---\ngloss: g\nquality: low\n---\n# card\n"
    marked = mark(card, ["H3: x"], has_hard=False)
    assert marked == b'---\ngloss: g\nquality_warnings:\n  - "H3: x"\nquality: low\n---\n# card\n'
    assert mark(marked, ["H3: x"], has_hard=False) is None
    assert mark(marked, ["H3: y"], has_hard=False) == marked.replace(b"H3: x", b"H3: y")
    assert mark(marked, [], has_hard=False) == card
    assert mark(card, [], has_hard=False) is None  # a clean card keeps the author's key
