"""--fix: the source's own words replace an approximate quotation."""

from __future__ import annotations

from anchorlint.lint.engine import lint_card
from anchorlint.lint.quotations import quote_fixes
from anchorlint.fixers.quotes import QuoteFix, fix_quotations, layout

SOURCE = (
    "Design notes.\n"
    "The plugin must work inside Logseq and must never upload the user's notes to a remote server.\n"
    "Caching is done per graph, and the cache is rebuilt\n"
    "whenever the graph's schema version changes.\n"
)

CARD = (
    "---\ngloss: a card\n---\n## 摘要\n"
    "Intro line.\n"
    "> “The plugin must work inside Logseq and must never uplaod the user's notes to a remote sever.”\n"
    "> — Design notes\n"
    "\n"
    "> Caching is done per graph and the cache is rebuilt\n"
    "> whenever the graph's schema version changes.\n"
    "Closing line.\n"
)


def codes(text: str) -> list[tuple[str, int]]:
    return [(f.code, f.line) for f in lint_card(text, SOURCE).findings if f.code.startswith("Q")]


def fixed(text: str) -> str:
    result = lint_card(text, SOURCE)
    return fix_quotations(text, quote_fixes(result.quotations))


def test_fix_round_trip() -> None:
    assert codes(CARD) == [("Q2", 6), ("Q2", 9)]
    out = fixed(CARD)
    assert codes(out) == []
    lines = out.split("\n")
    assert lines[5] == (
        "> “The plugin must work inside Logseq and must never upload the user's notes to a remote server.”"
    )
    assert lines[8:10] == [
        "> Caching is done per graph, and the cache is rebuilt",
        "> whenever the graph's schema version changes.",
    ]
    before, after = CARD.split("\n"), lines
    untouched = [i for i in range(len(before)) if i not in (5, 8, 9)]
    assert [before[i] for i in untouched] == [after[i] for i in untouched]


def test_fix_is_idempotent() -> None:
    once = fixed(CARD)
    assert fixed(once) == once
    fixes = quote_fixes(lint_card(CARD, SOURCE).quotations)
    assert fix_quotations(fix_quotations(CARD, fixes), fixes) == fix_quotations(CARD, fixes)


def test_fix_keeps_bom_and_crlf_byte_exact() -> None:
    card = "\ufeff" + CARD.replace("\n", "\r\n")
    out = fixed(card)
    assert out.startswith("\ufeff---\r\n")
    assert "\n" not in out.replace("\r\n", "")
    assert codes(out) == []
    expected = "\ufeff" + fixed(CARD).replace("\n", "\r\n")
    assert out.encode("utf-8") == expected.encode("utf-8")


def test_fix_skips_a_stale_quotation() -> None:
    stale = QuoteFix(6, 6, "something else", "replacement")
    assert fix_quotations(CARD, [stale]) == CARD


def test_fix_only_touches_approximate_quotations() -> None:
    card = CARD.replace("must work inside Logseq and must never", "may work inside Logseq and must never")
    result = lint_card(card, SOURCE)
    assert [(f.code, f.key) for f in result.findings if f.code == "Q1"] == [("Q1", "guard")]
    assert len(quote_fixes(result.quotations)) == 1  # only the second quotation


def test_layout_keeps_the_card_shape() -> None:
    assert layout("alpha beta gamma delta", "alpha beta\ngamma delta") == ["alpha beta", "gamma delta"]
    assert layout("one\ntwo", "one two") == ["one", "two"]
    assert layout("中文句子很長的一段", "中文句子\n很長一段") == ["中文句子", "很長的一段"]
    # never start a line with an attribution mark (it would leave the quotation)
    assert all(not line.startswith("—") for line in layout("a — b", "a\n— b")[1:])


def test_fixes_can_be_limited_to_reported_lines() -> None:
    result = lint_card(CARD, SOURCE)
    assert len(quote_fixes(result.quotations)) == 2
    assert [fix.first_line for fix in quote_fixes(result.quotations, {9})] == [9]
