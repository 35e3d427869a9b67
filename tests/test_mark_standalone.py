"""What ``--mark`` writes reads correctly on its own: every warning in its
standalone form (no "... either" leaning on a line the frontmatter does not
have), in the configured language whatever the locale, and a second run
changes nothing."""

from __future__ import annotations

import shutil

import yaml

from anchorlint.lint.findings import Finding, Severity
from anchorlint.reporters import message_of
from conftest import FIXTURES

INCIDENT = FIXTURES / "incident-2026-08-16"


def marked_warnings(cli, repo, env: dict[str, str]) -> tuple[bytes, list[str]]:
    result = cli("--mark", "cards/fabricated.md", cwd=repo, env=env)
    assert result.code == 1, result.err  # a file changed
    data = (repo / "cards" / "fabricated.md").read_bytes()
    return data, yaml.safe_load(data.decode("utf-8").split("---\n")[1])["quality_warnings"]


def h7(anchor: str, lang: str) -> str:
    return "H7: " + message_of(Finding(1, 1, "H7", Severity.SOFT, "default", {"anchor": anchor}), lang)


def fresh(tmp_path, name: str, config: str | None = None):
    repo = tmp_path / name
    shutil.copytree(INCIDENT, repo)
    (repo / ".git").mkdir()
    if config:
        (repo / ".anchorlint.yaml").write_text(config, encoding="utf-8")
    return repo


def test_mark_writes_each_h7_warning_standalone_and_is_idempotent(cli, tmp_path):
    repo = fresh(tmp_path, "c")
    report = cli("cards/fabricated.md", cwd=repo).out
    assert report.count("does not occur in the source either") == 3  # the report keeps its short repeats
    data, warnings = marked_warnings(cli, repo, {"LANG": "C", "LC_ALL": "C"})
    assert [w for w in warnings if w.startswith("H7")] == [h7(a, "en") for a in ("Windows", "macOS", "Linux", "30")]
    assert not [w for w in warnings if "either" in w]
    again = cli("--mark", "cards/fabricated.md", cwd=repo)
    assert again.code == 0 and (repo / "cards" / "fabricated.md").read_bytes() == data


def test_what_mark_writes_does_not_follow_the_locale(cli, tmp_path):
    english, _ = marked_warnings(cli, fresh(tmp_path, "c"), {"LANG": "C", "LC_ALL": "C"})
    under_zh, _ = marked_warnings(cli, fresh(tmp_path, "zh"), {"LANG": "zh_TW.UTF-8", "LC_ALL": "zh_TW.UTF-8"})
    assert under_zh == english


def test_configured_chinese_is_standalone_too(cli, tmp_path):
    repo = fresh(tmp_path, "zh", "lang: zh-TW\n")
    _, warnings = marked_warnings(cli, repo, {"LANG": "C", "LC_ALL": "C"})
    assert [w for w in warnings if w.startswith("H7")] == [h7(a, "zh-TW") for a in ("Windows", "macOS", "Linux", "30")]
    assert not [w for w in warnings if "也查不到" in w]


def test_a_suppressed_first_finding_leaves_no_dangling_repeat(cli, repo):
    """When the suppressions file hides the first H7 finding of a card, the
    next one shown says the whole explanation, in every format."""
    import json

    from conftest import card_text, write

    write(repo / "s.md", "Kafka and Redis sync every 15 minutes.\n")
    card = card_text("source_path: s.md\n")
    write(repo / "c.md", card.replace("摘要。", "摘要。Windows 與 macOS。"))
    assert cli("--suppress-all", "c.md", cwd=repo).code == 0
    write(repo / "c.md", card.replace("摘要。", "摘要。Windows 與 macOS 與 FreeBSD。"))
    shown = json.loads(cli("--format", "json", "c.md", cwd=repo).out)["files"][0]["findings"]
    assert [(f["code"], f["message"]) for f in shown] == [("H7", h7("FreeBSD", "en")[4:])]
    assert "either" not in cli("c.md", cwd=repo).out
