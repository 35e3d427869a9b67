"""The pure core: anchors, the grounding body, claims and source units,
including the Go original's exact character classes."""

from __future__ import annotations

import pytest

from anchorlint.text.anchors import anchor_runs, extract_anchors, fold
from anchorlint.lint.grounding import GroundingReport, check_grounding
from anchorlint.lint.grounding_policy import COMPAT_POLICY, DEFAULT_POLICY
from anchorlint.text.source_units import count_source_units
from anchorlint.text.wordlists import ANCHOR_STOP_WORDS

WIKI_HEAD = "---\ntags: [x]\ngloss: 測試\n---\n# 標題\n\n"


def wiki(points: list[str], extra: str = "") -> str:
    bullets = "".join(f"- {p}\n" for p in points)
    return f"{WIKI_HEAD}## 摘要\n摘要。\n\n## 重點\n{bullets}\n## 實體\n\n## 關聯\n{extra}"


def test_anchor_order_latin_first_then_numbers_deduplicated():
    text = fold("Version 2.5 of OAuth2 ships in 2026; oauth2 again, 80% and 2026")
    assert extract_anchors(text, ANCHOR_STOP_WORDS) == ["version", "oauth2", "ships", "again", "2.5", "2026", "80%"]


def test_stop_words_and_single_letters_are_not_anchors():
    assert extract_anchors(fold("a md file in the index of x"), ANCHOR_STOP_WORDS) == ["file"]


def test_numbers_inside_latin_words_are_anchors_too():
    assert extract_anchors(fold("v1.4 and abc123"), ANCHOR_STOP_WORDS) == ["v1.4", "abc123", "1.4", "123"]


def test_fold_fullwidth_digits_letters_and_percent():
    assert fold("ＡＢｃ１２％") == "abc12%"
    assert fold("ＡＢｃ１２％", compat=True) == "abc12％"
    # Only ASCII letters change case, as in Go.
    assert fold("ÄB") == "Äb"


def test_anchor_runs_index_keeps_substring_semantics():
    folded = fold("The Logseq-plugin (rapid) costs 30％ of 1.4.2 units")
    index = anchor_runs(folded)
    for anchor in ["logseq", "plugin", "api", "rapid", "1.4", "4.2", "units"]:
        assert (anchor in index) == (anchor in folded)
    assert "logseq plugin" not in index  # a space is never inside an anchor


def test_incident_shaped_card():
    source = "# T\n\n## C\n> [!NOTE]\n> Based on CONSTITUTION.md\n\n## F\n- While <x>, the system shall <y>.\n"
    card = wiki(["CONSTITUTION.md 的約束", "支援 Windows", "每 30 天檢查", "x"])
    report = check_grounding(card, source, COMPAT_POLICY)
    assert report == GroundingReport(["windows", "30"], 4, 2, False)
    report = check_grounding(card, source)
    assert (report.ungrounded, report.claims, report.src_units, report.inflated) == (["Windows", "30"], 4, 2, False)


def test_blank_card_or_source_gives_empty_report():
    assert check_grounding("  \n", "source") == GroundingReport()
    assert check_grounding(wiki(["a"]), "\u3000\n") == GroundingReport()


def test_body_excludes_frontmatter_headings_breadcrumbs_and_mechanical_parts():
    card = (
        "---\ngloss: Windows\n---\n# Linux Title\n← [[Macos]]\n## 摘要\nok\n## 重點\n- x\n"
        "## 關聯\n### 卡片關係\n- [[Kafka]] >> 整理出 >> [[Redis]]\n### 出處\n- `../Slack.md` >> 提及 >> Slack\n"
        "- 本文件整理成 12 張概念卡\n"
    )
    assert check_grounding(card, "ok", COMPAT_POLICY).ungrounded == []
    # The default mode reads where readers look: the gloss and the title, not
    # the breadcrumb, the card links, the source line or the concept count.
    report = check_grounding(card, "ok")
    # (an English gloss's first word starts a sentence: not a name.)
    assert [(a.text, a.line, a.col) for a in report.missing] == [("Linux", 4, 3), ("Title", 4, 9)]


def test_mechanical_count_line_is_excluded_anywhere():
    card = wiki(["a", "本文件整理成 12 張概念卡，見下"])
    report = check_grounding(card, "a b c")
    assert report.ungrounded == [] and report.claims == 1


def test_claims_triples_and_daemon_relations():
    triples = "### 內文知識關係\n- a >> b >> c\n- d >> e >> f\n"
    assert check_grounding(wiki(["x"], triples), "s").claims == 3
    daemon = "## 一句話定義\nx\n## 要點\n- a\n- b\n## 關鍵實體\n- **a**\n## 關聯\n- a >> r >> b\n"
    assert check_grounding(daemon, "s").claims == 3
    # In a wiki card, plain bullets directly under 關聯 are not claims.
    assert check_grounding(wiki(["x"], "- a >> r >> b\n"), "s").claims == 1


@pytest.mark.parametrize(
    "line, is_claim",
    [
        ("- claim", True),
        ("-\tclaim", True),
        ("  - indented claim", True),  # the grounding walk trims first
        ("* star item", False),
        ("1. numbered", False),
        ("-\u00a0nbsp", False),  # Go's \s is ASCII only
        ("-\u3000ideographic", False),
        ("-no space", False),
    ],
)
def test_what_counts_as_a_claim(line, is_claim):
    card = f"{WIKI_HEAD}## 重點\n{line}\n"
    assert check_grounding(card, "s").claims == int(is_claim)


def test_ideographic_space_heading_is_not_a_section():
    card = f"{WIKI_HEAD}##\u3000重點\n- a\n- b\n"
    assert check_grounding(card, "s").claims == 0
    assert check_grounding(card.replace("\u3000", " "), "s").claims == 2


@pytest.mark.parametrize(
    "source, units",
    [
        ("", 1),
        ("# Title\n\n---\n| a | b |\n> [!NOTE]\n", 1),
        ("One. Two! Three? Four；五。六\n", 6),
        ("See CONSTITUTION.md and v1.4 and 3.5 inches.\n", 1),
        ("- a\n* b\n+ c\n1. d\n2) e\n", 5),
        ("```\ncode\nmore\n```\n", 2),
        ("~~~\nx\n", 2),  # an unclosed fence counts every later line, blank ones too
        ("> Quoted sentence. Another one.\n", 2),
        (">> nested. two\n", 2),
        ("Ends with a dot.\u00a0Not split by NBSP\n", 1),
        ("--- a rule with text\n", 1),
    ],
)
def test_source_units(source, units):
    assert count_source_units(source) == units


def test_inflation_boundaries():
    source = "One. Two."  # 2 units, limit 6
    assert not check_grounding(wiki(list("abcdef")), source).inflated
    assert check_grounding(wiki(list("abcdefg")), source).inflated
    # Fewer than four claims never inflate, even against a one-unit source.
    assert not check_grounding(wiki(list("abc")), "One.").inflated
    assert check_grounding(wiki(list("abcd")), "One.").inflated


class TestDefaultDeviationsFromGo:
    source = "Uses Logseq and 30% of 2026 budget."

    def test_bom_no_longer_hides_frontmatter(self):
        card = "\ufeff" + wiki(["x"]).replace("tags: [x]", "tags: [Kafka]")
        assert check_grounding(card, self.source, COMPAT_POLICY).ungrounded == ["kafka"]
        assert check_grounding(card, self.source, DEFAULT_POLICY).ungrounded == []

    def test_crlf_cards_keep_their_shape(self):
        card = wiki(["x"], "- a >> r >> b\n").replace("\n", "\r\n")
        # Go needs a literal "---\n": a CRLF wiki card is read as a daemon card,
        # so its 關聯 bullets become claims.
        assert check_grounding(card, self.source, COMPAT_POLICY).claims == 2
        assert check_grounding(card, self.source, DEFAULT_POLICY).claims == 1

    def test_fullwidth_percent_folds(self):
        card = wiki(["預算的 30％"])
        # Go reads "30" (the ％ is not a percent sign to it); the default reads "30%".
        assert check_grounding(card, "budget 30", COMPAT_POLICY).ungrounded == []
        assert check_grounding(card, "budget 30", DEFAULT_POLICY).ungrounded == ["30％"]  # as written
        card = wiki(["預算的 30%"])
        assert check_grounding(card, "預算的 30％", COMPAT_POLICY).ungrounded == ["30%"]
        assert check_grounding(card, "預算的 30％", DEFAULT_POLICY).ungrounded == []


def test_allowlist_and_report_is_a_list():
    from dataclasses import replace

    policy = replace(DEFAULT_POLICY, allow=frozenset({"windows"}))
    report = check_grounding(wiki(["Windows and Linux"]), "nothing", policy)
    assert report.ungrounded == ["Linux"]
    assert isinstance(report.ungrounded, list)


def test_batched_anchor_lookup_matches_substring_semantics():
    """Above the batching size, anchors are found by one automaton pass;
    the verdicts are those of a substring test, anchor by anchor."""
    import random

    from anchorlint.model.source import BATCH_INDEX_CHARS, SourceText

    rnd = random.Random(7)
    words = ["".join(rnd.choice("abcdxyz019.-") for _ in range(rnd.randint(1, 9))) for _ in range(40000)]
    text = " ".join(words)
    assert len(text) > BATCH_INDEX_CHARS
    source = SourceText(text)
    anchors = {w[1:] for w in words[:3000] if len(w) > 1} | {"zzzzzzzzz", "api", "0.9", "x-y", "1.2.3"}
    source.learn_anchors(anchors)
    folded = fold(text)
    assert {a for a in anchors if source.contains_anchor(a)} == {a for a in anchors if a in folded}
