"""Item 5: what --mark writes into cards is in the configured ``lang``
(English by default), never in the committer's locale, so contributors with
different locales do not rewrite each other's marks."""

from __future__ import annotations

from conftest import card_text, write

ZH_ENV = {"LANG": "zh_TW.UTF-8", "LC_ALL": "zh_TW.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"}


def _repo(repo, config: str = ""):
    write(repo / "s.md", "Kafka only.\n")
    card = write(repo / "c.md", card_text("source_path: s.md\n"))
    if config:
        write(repo / ".anchorlint.yaml", config)
    return card


def test_marks_are_english_whatever_the_locale(cli, repo):
    card = _repo(repo)
    assert cli("--mark", "c.md", cwd=repo, env=ZH_ENV).code == 1
    marked = card.read_bytes()
    assert b"does not occur in the source" in marked and "原文".encode() not in marked
    # A contributor with another locale changes nothing, and the hook passes.
    assert cli("--mark", "c.md", cwd=repo, env={"LANG": "en_US.UTF-8", "LC_ALL": ""}).code == 0
    assert cli("--mark", "c.md", cwd=repo, env=ZH_ENV).code == 0
    assert card.read_bytes() == marked


def test_the_report_language_does_not_change_the_marks(cli, repo):
    card = _repo(repo)
    result = cli("--mark", "--lang", "zh-TW", "c.md", cwd=repo)
    assert "原文查不到" in result.out  # the report follows --lang
    assert "原文".encode() not in card.read_bytes()  # the file follows the configuration


def test_lang_key_in_the_configuration_sets_the_marks_language(cli, repo):
    card = _repo(repo, "lang: zh-TW\n")
    assert cli("--mark", "c.md", cwd=repo, env={"LANG": "C", "LC_ALL": ""}).code == 1
    assert "原文查不到".encode() in card.read_bytes()
    assert cli("--mark", "c.md", cwd=repo, env={"LANG": "en_US.UTF-8", "LC_ALL": ""}).code == 0


def test_a_bad_lang_value_is_a_config_error(cli, repo):
    _repo(repo, "lang: fr\n")
    result = cli("c.md", cwd=repo)
    assert result.code == 2 and "lang" in result.err and "zh-TW" in result.err
