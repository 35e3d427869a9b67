"""An H7 finding that says a figure is another product's version names the
card's product; when the occurrence it reports follows no name (the card
writes the figure again after one), it gives the plain message instead of
failing to render (a property test found the reporters' KeyError)."""

from __future__ import annotations

from anchorlint import Settings, lint_card
from anchorlint.reporters import message_of

CARD = (
    "---\nsource_path: s.md\n---\n# 卡\n\n## 摘要\n摘要。\n\n## 重點\n"
    "- log 15 2026 2026 Redis Kafka 2026 資料\n- 每 OAuth2 the 2026\n"
)
SOURCE = "同步 每 log 15 v1.4 OAuth2 log node. v1.4 資料 分鐘 log v1.4 OAuth2 2026 log.\n"


def test_every_finding_renders_in_both_languages():
    findings = [f for f in lint_card(CARD, SOURCE, Settings()).findings if f.code == "H7"]
    assert ("2026" in {f.args.get("anchor") for f in findings})
    for finding in findings:
        for lang in ("en", "zh-TW"):
            assert message_of(finding, lang)


def test_a_version_after_a_name_names_it():
    card = CARD.replace("- log 15 2026 2026 Redis Kafka 2026 資料\n", "- Kafka 2026 資料\n")
    version = [f for f in lint_card(card, SOURCE, Settings()).findings if f.key == "version"]
    assert [(f.args["anchor"], f.args["name"], f.args["other"]) for f in version] == [("2026", "Kafka", "OAuth2")]
