"""Item 4: a wiki card that forgot its ``gloss:`` is judged as the wiki card
it evidently is: H2 says the gloss is missing; no H1 asking for the daemon
shape's sections, no H4 about triples. ``--compat`` keeps Go's verdict."""

from __future__ import annotations

import json

from conftest import card_text, write

RELATIONS = "- Kafka >> 同步 >> Redis\n"


def _findings(cli, repo, *flags):
    result = cli("--format", "json", *flags, "c.md", cwd=repo)
    (entry,) = json.loads(result.out)["files"]
    return [(f["code"], f["severity"], f["line"]) for f in entry["findings"]], result


def _wiki_without_gloss() -> str:
    return card_text("source_path: s.md\n").replace("gloss: 測試卡\n", "") + RELATIONS


def test_a_wiki_card_without_gloss_is_told_its_gloss_is_missing(cli, repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", _wiki_without_gloss())
    findings, result = _findings(cli, repo)
    assert findings == [("H2", "hard", 1)]
    assert result.code == 1


def test_the_same_card_with_its_gloss_is_clean(cli, repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", card_text("source_path: s.md\n") + RELATIONS)
    assert _findings(cli, repo)[0] == []


def test_a_daemon_card_is_still_judged_as_a_daemon_card(cli, repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", "---\nsource_path: s.md\n---\n# 卡\n\n## 一句話定義\n定義。\n\n## 要點\n- Kafka\n")
    codes = {code for code, _, _ in _findings(cli, repo)[0]}
    assert "H1" in codes and "H2" not in codes  # the daemon shape's sections are asked for


def test_compat_keeps_the_go_verdict(cli, repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", _wiki_without_gloss())
    codes = [code for code, _, _ in _findings(cli, repo, "--compat")[0]]
    assert codes[0] == "H1" and "H2" not in codes
