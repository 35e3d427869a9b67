"""``anchorlint rule``: several codes, options anywhere, both languages,
clean terminal text, ``--all``, JSON, and each rule's documentation URL."""

from __future__ import annotations

from anchorlint.rules import RULES, rule_page, rule_url


def test_every_rule_has_a_docs_url_built_from_its_code_and_name():
    urls = {rule_url(rule) for rule in RULES}
    assert len(urls) == len(RULES)
    for rule in RULES:
        assert rule_url(rule).endswith(f"/docs/rules/{rule.CODE}-{rule.NAME}.md")
        assert rule_page(rule) == f"{rule.CODE}-{rule.NAME}.md"
