"""Q1, Q2, E1 and F1 through the engine: codes, keys and positions."""

from __future__ import annotations

import pytest

from anchorlint.model.card import parse_card
from anchorlint.lint.context import CardFacts
from anchorlint.lint.engine import lint_card
from anchorlint.rules import lookup
from anchorlint.rules.f1_unresolved_image import image_targets
from anchorlint.config.settings import Settings

SOURCE = "Operating loss was ($10.0 million) for the year.\nThe ﬁnal exam-\nple was “hard”.\n"
ONLY = Settings(select=frozenset({"Q1", "Q2", "E1", "F1"}))


def found(
    card: str, source: str | None = SOURCE, facts: CardFacts | None = None
) -> list[tuple[str, int, int, str]]:
    result = lint_card(card, source, ONLY, facts or CardFacts())
    return [(f.code, f.line, f.col, f.key) for f in result.findings]


def test_rules_are_registered() -> None:
    for code, name in (("Q1", "quotation-not-found"), ("Q2", "approximate-quotation"),
                       ("E1", "invalid-display-math"), ("F1", "unresolved-image")):
        rule = lookup(code)
        assert rule.NAME == name and lookup(name) is rule
        assert set(rule.MESSAGES[next(iter(rule.MESSAGES))]) == {"en", "zh-TW"}
        assert rule.SEVERITY.value == "soft"


def test_q1_guard_and_grounded_quotation() -> None:
    card = "Intro\n\n> Operating loss was $100 million for the year.\n\n> The final example was \"hard\".\n"
    assert found(card) == [("Q1", 3, 3, "guard")]


def test_q1_absent_and_q2_approximate() -> None:
    card = "> Zebras graze quietly at dawn.\n\n> Operating loss was ($10.0 million) for teh year.\n"
    assert found(card) == [("Q1", 1, 3, "absent"), ("Q2", 3, 3, "default")]


def test_q2_message_args_carry_source_text_and_location() -> None:
    card = "> Operating loss was ($10.0 million) for teh year.\n"
    finding = lint_card(card, SOURCE, ONLY).findings[0]
    assert finding.args["span_text"] == "Operating loss was ($10.0 million) for the year."
    assert (finding.args["source_line"], finding.args["source_col"]) == (1, 1)
    assert finding.args["certificate"]["tier"] == "approximate"


def test_quotation_rules_need_a_source() -> None:
    assert found("> Anything at all.\n", None) == []


def test_grounded_quotations_are_reported_to_the_runner() -> None:
    result = lint_card("> The final example was \"hard\".\n", SOURCE, ONLY)
    (check,) = result.quotations
    assert check.certificate.tier == "typography"
    assert (check.certificate.line, check.certificate.col) == (2, 1)


@pytest.mark.parametrize(
    "math,key",
    [
        ("$$ \\frac{a}{b $$", "unbalanced-braces"),
        ("$$ a} + {b $$", "unbalanced-braces"),
        ("$$ \\left( \\frac{a}{b} $$", "unbalanced-left-right"),
        ("\\[ \\begin{pmatrix} a \\end{bmatrix} \\]", "mismatched-environment"),
        ("$$\n\\begin{aligned} x &= 1\n$$", "mismatched-environment"),
        ("$$ \ufffd\ufffd\ufffd = \ufffd x $$", "mojibake"),
    ],
)
def test_e1_fails(math: str, key: str) -> None:
    assert found("Text\n" + math + "\n", None) == [("E1", 2, 1, key)]


@pytest.mark.parametrize(
    "math",
    [
        "$$ \\left( \\frac{a}{b} \\right) $$",
        "$$ \\{ x \\mid x > 0 \\} $$",
        "\\[\n\\begin{aligned} x &= 1 \\\\ y &= 2 \\end{aligned}\n\\]",
        "$$ \\left\\{ a \\right. $$",
        "```\n$$ \\frac{a $$\n```",
        "`$$ \\frac{a $$` in inline code",
        "$$ \\text{naïve café} $$",
    ],
)
def test_e1_passes(math: str) -> None:
    assert found("Text\n" + math + "\n", None) == []


CARD_IMAGES = (
    "Text ![plot](figures/plot.png) and ![gone](figures/gone.png \"title\")\n"
    "![[diagram.svg|300]] ![remote](https://example.org/x.png) ![esc](../../outside.png)\n"
    "`![code](not/an/image.png)`\n"
    "```\n![fenced](fenced.png)\n```\n"
)


def test_image_targets_are_listed_purely() -> None:
    refs = image_targets(parse_card(CARD_IMAGES))
    assert [(r.line, r.col, r.target, r.kind) for r in refs] == [
        (1, 6, "figures/plot.png", "markdown"),
        (1, 36, "figures/gone.png", "markdown"),
        (2, 1, "diagram.svg", "wiki"),
        (2, 59, "../../outside.png", "markdown"),
    ]


def test_f1_reports_what_the_runner_resolved() -> None:
    facts = CardFacts(images={
        "figures/plot.png": "ok", "figures/gone.png": "missing",
        "diagram.svg": "ok", "../../outside.png": "outside",
    })
    assert found(CARD_IMAGES, None, facts) == [("F1", 1, 36, "missing"), ("F1", 2, 59, "outside")]


def test_f1_without_facts_reports_nothing() -> None:
    assert found(CARD_IMAGES, None) == []


def test_new_rules_do_not_run_under_compat() -> None:
    compat = Settings(select=ONLY.select).with_compat(True)
    card = "> Zebras graze quietly at dawn.\n\n$$ \\frac{a $$\n![x](gone.png)\n"
    result = lint_card(card, SOURCE, compat, CardFacts(images={"gone.png": "missing"}))
    assert result.findings == []


@pytest.mark.parametrize(
    "code,source,card,expected",
    [  # the Fails / Passes examples of the rule docstrings
        ("Q1", "Operating loss was ($10.0 million) for the year.",
         "> Operating loss was $100 million for the year.", [("Q1", "guard")]),
        ("Q1", "The ﬁnal exam-\nple was “hard”.", '> The final example was "hard".', []),
        ("Q2", "The plugin must work inside Logseq and nowhere else.",
         "> The plugin must work inside Logseq and nowhere esle.", [("Q2", "default")]),
        ("Q2", "The plugin must work inside Logseq and nowhere else.",
         "> The plugin must work inside Logseq", []),
    ],
)
def test_documented_examples(code: str, source: str, card: str, expected: list[tuple[str, str]]) -> None:
    result = lint_card(card, source, ONLY)
    assert [(f.code, f.key) for f in result.findings] == expected
    assert lookup(code).__doc__ and "Fails" in lookup(code).__doc__


def test_translations_are_not_checked() -> None:
    english = "About 40% of active users come from mobile devices."
    assert found("> 約有 40% 的活躍使用者來自行動裝置。\n", english) == []
    chinese = "外掛必須在 Logseq 中運作，且不得上傳任何使用者資料。"
    assert found("> The plugin must run inside Logseq.\n", chinese) == []
    assert found("> 外掛必須在 Logseq 中執行\n", chinese) == [("Q1", 1, 3, "default")]
