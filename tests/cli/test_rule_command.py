"""``anchorlint rule``: several codes, options anywhere, both languages,
clean terminal text, ``--all``, JSON, and each rule's documentation URL."""

from __future__ import annotations

import json

import pytest

from anchorlint.rules import RULES, rule_page, rule_url


DOCS = "https://docs.example.org/anchorlint/rules"


def test_every_rule_has_a_docs_url_built_from_its_code_and_name(monkeypatch):
    monkeypatch.setenv("ANCHORLINT_DOCS_URL", DOCS + "/")
    urls = {rule_url(rule) for rule in RULES}
    assert len(urls) == len(RULES)
    for rule in RULES:
        assert rule_url(rule) == f"{DOCS}/{rule.CODE}-{rule.NAME}.md"
        assert rule_page(rule) == f"{rule.CODE}-{rule.NAME}.md"


@pytest.mark.parametrize("value", ["", "docs/rules", "javascript:alert(1)", "https://"])
def test_no_docs_address_no_url(monkeypatch, value):
    monkeypatch.setenv("ANCHORLINT_DOCS_URL", value)
    assert {rule_url(rule) for rule in RULES} == {None}


def test_several_codes_print_several_rules(cli):
    out = cli("rule", "H7", "H8").out
    assert out.startswith("H7 ungrounded-anchor (default severity: soft)")
    assert "\nH8 claim-inflation (default severity: soft)" in out


@pytest.mark.parametrize("args", [["rule", "H7", "--lang", "zh-TW"], ["rule", "--lang", "zh-TW", "H7"],
                                  ["rule", "--lang=zh-TW", "ungrounded-anchor"]])
def test_options_in_any_position_and_docs_in_traditional_chinese(cli, args):
    result = cli(*args)
    assert result.code == 0, result.err
    assert result.out.startswith("H7 ungrounded-anchor (預設嚴重度: soft)")
    for heading in ("檢查什麼", "為什麼", "不通過", "通過", "選項", "盲點"):
        assert f"\n{heading}\n" in result.out


def test_every_rule_is_documented_in_both_languages_with_the_same_sections(cli):
    from anchorlint.commands.ruledocs import SECTIONS, SECTIONS_ZH_TW, doc_text, parse_text

    for rule in RULES:
        english = parse_text(doc_text(rule, "en"))[1]
        chinese = parse_text(doc_text(rule, "zh-TW"))[1]
        assert [SECTIONS_ZH_TW[SECTIONS.index(name)] for name in english] == list(chinese), rule.CODE
        assert all(chinese.values()), rule.CODE


def test_traditional_chinese_docs_caption_every_example_over_the_english_files():
    """The translation gives each example its own caption (no English caption
    left in the Chinese page) above the same files and findings as the
    English docstring, which the example tests run."""
    import re

    from anchorlint.commands.rule_examples import docstring_examples
    from anchorlint.commands.ruledocs import SECTIONS, SECTIONS_ZH_TW, doc_text, parse_text

    for rule in RULES:
        english = docstring_examples(parse_text(doc_text(rule, "en"))[1])
        sections = parse_text(doc_text(rule, "zh-TW"))[1]
        chinese = docstring_examples({SECTIONS[SECTIONS_ZH_TW.index(name)]: body for name, body in sections.items()})
        assert list(chinese) == list(english), rule.CODE
        for key, examples in english.items():
            translated = chinese[key]
            assert [(e.files, e.expected) for e in translated] == [(e.files, e.expected) for e in examples], rule.CODE
            for mine, theirs in zip(translated, examples):
                assert mine.prose != theirs.prose and re.search(r"[\u4e00-\u9fff]", mine.prose), (rule.CODE, key)


def test_terminal_rendering_has_no_rst_double_backticks(cli):
    for lang in ("en", "zh-TW"):
        out = cli("rule", "--all", "--lang", lang).out
        assert "``" not in out
        assert "`### 出處`" in out or "`### 出處`" in out.replace("``", "`")


def test_rule_all_documents_every_rule_with_its_page(cli):
    out = cli("rule", "--all").out
    for rule in RULES:
        assert f"{rule.CODE} {rule.NAME} (default severity: " in out
        assert f"\ndocs/rules/{rule_page(rule)}\n" in out + "\n"
    linked = cli("rule", "--all", env={"ANCHORLINT_DOCS_URL": DOCS}).out
    assert all(f"\n{DOCS}/{rule_page(rule)}\n" in linked + "\n" for rule in RULES)


def test_an_unusable_docs_address_is_said(cli):
    result = cli("rule", "H7", env={"ANCHORLINT_DOCS_URL": "docs/rules"})
    assert result.code == 0 and "ANCHORLINT_DOCS_URL" in result.err
    assert result.out.endswith("\ndocs/rules/H7-ungrounded-anchor.md\n")


def test_rule_json_for_one_rule_and_for_all(cli):
    one = json.loads(cli("rule", "H7", "--output-format", "json").out)
    assert one["code"] == "H7" and one["name"] == "ungrounded-anchor" and one["url"] is None
    assert one["page"] == "docs/rules/H7-ungrounded-anchor.md"
    linked = json.loads(cli("rule", "H7", "--output-format", "json", env={"ANCHORLINT_DOCS_URL": DOCS}).out)
    assert linked["url"] == f"{DOCS}/H7-ungrounded-anchor.md"
    assert "allow" in one["options"] and one["explanation"].startswith("H7 ungrounded-anchor")
    every = json.loads(cli("rule", "--all", "--output-format", "json").out)
    assert [item["code"] for item in every] == [rule.CODE for rule in RULES]
    assert {item["code"]: item["fix"] for item in every}["Q2"] == "--fix"
    zh = json.loads(cli("rule", "--output-format", "json", "--lang", "zh-TW", "H8", "H7").out)
    assert [item["code"] for item in zh] == ["H8", "H7"] and zh[0]["lang"] == "zh-TW"


def test_unknown_rule_names_the_rule(cli):
    result = cli("rule", "H7", "H99")
    assert result.code == 2 and "unknown rule 'H99'" in result.err


def test_json_findings_carry_the_rule_url_only_when_configured(cli):
    from conftest import FIXTURES

    card = FIXTURES / "incident-2026-08-16" / "cards" / "fabricated.md"
    assert {f["url"] for f in json.loads(cli("--format", "json", card).out)["files"][0]["findings"]} == {None}
    doc = json.loads(cli("--format", "json", card, env={"ANCHORLINT_DOCS_URL": DOCS}).out)
    assert doc["files"][0]["findings"]
    for finding in doc["files"][0]["findings"]:
        rule = next(rule for rule in RULES if rule.CODE == finding["code"])
        assert finding["url"] == f"{DOCS}/{rule_page(rule)}"


def test_nothing_shipped_points_at_a_made_up_address():
    """The package, its metadata and the README name no hosting address
    anchorlint does not have (rule links: ANCHORLINT_DOCS_URL)."""
    from pathlib import Path

    try:
        import tomllib
    except ImportError:  # Python 3.10: the tomli dependency
        import tomli as tomllib

    root = Path(__file__).parents[2]
    assert "urls" not in tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["project"]
    shipped = [*(root / "anchorlint").rglob("*.py"), root / "README.md", root / "pyproject.toml"]
    assert not [path for path in shipped if "github.com/anchorlint" in path.read_text("utf-8")]
