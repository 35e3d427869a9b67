"""Configuration: errors name the file and key on one line, discovery walks
up to the repository top, per-path globs, and settings reach the rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from anchorlint.config.load import ConfigError, find_config, load_settings
from anchorlint.lint.engine import lint_card
from anchorlint.config.globs import glob_matches
from anchorlint.config.show import format_settings, value_of
from conftest import write


def pyproject(folder: Path, body: str) -> Path:
    return write(folder / "pyproject.toml", "[project]\nname = 'x'\n\n[tool.anchorlint]\n" + body)


def error_of(folder: Path) -> str:
    with pytest.raises(ConfigError) as caught:
        load_settings(folder)
    message = str(caught.value)
    assert "\n" not in message
    return message


@pytest.mark.parametrize("body, key, allowed", [
    ('selct = ["H7"]', "tool.anchorlint.selct", "did you mean 'select'"),
    ("[tool.anchorlint.rules.H6]\noverlp = 0.4", "tool.anchorlint.rules.H6.overlp", "allowed: gram, overlap"),
    ('select = "H7"', "tool.anchorlint.select", "expected a list of rule codes or names"),
    ('[tool.anchorlint.rules.H8]\nratio = "3"', "tool.anchorlint.rules.H8.ratio", "expected an integer >= 1"),
    ("[tool.anchorlint.rules.H2]\nmax_chars = true", "tool.anchorlint.rules.H2.max_chars", "an integer >= 1"),
    ('[tool.anchorlint.severity]\nH7 = "warn"', "tool.anchorlint.severity.H7", "soft, hard, off"),
    ("[tool.anchorlint.rules.carpet-copy]\noverlap = 1.5", "tool.anchorlint.rules.carpet-copy.overlap",
     "at most 1"),
    ('ignore = ["H99"]', "tool.anchorlint.ignore", "unknown rule 'H99'"),
    ('[tool.anchorlint.sections]\nwiki = ["A", "B", "C"]', "tool.anchorlint.sections.wiki", "4 distinct names"),
    ('[tool.anchorlint.rules.H7]\nallow = ["two words"]', "tool.anchorlint.rules.H7.allow", "not a single anchor"),
    ("[tool.anchorlint.rules.H1]\nx = 1", "tool.anchorlint.rules.H1", "H1 has no options"),
    ('[tool.anchorlint.per_path."[ab"]\nignore = ["H6"]', 'tool.anchorlint.per_path."[ab"', "unclosed '['"),
    ('[tool.anchorlint.per_path."a/**"]\nsource_key = "x"', 'per_path."a/**".source_key', "unknown key"),
    ("[tool.anchorlint.rules.H3]\nwiki_min = 20", "tool.anchorlint.rules.H3.wiki_min", "above wiki_max (12)"),
    ('source_key = "two words"', "tool.anchorlint.source_key", "a frontmatter key"),
])
def test_bad_configuration_is_one_line_naming_file_and_key(repo, monkeypatch, body, key, allowed):
    monkeypatch.chdir(repo)
    pyproject(repo, body)
    message = error_of(repo)
    assert message.startswith("pyproject.toml: ")
    assert key in message and allowed in message


def test_syntax_errors_name_the_file_and_line(repo, monkeypatch):
    monkeypatch.chdir(repo)
    write(repo / ".anchorlint.yaml", "select: [H7\nignore: []\n")
    assert error_of(repo).startswith(".anchorlint.yaml: invalid YAML at line ")
    (repo / ".anchorlint.yaml").unlink()
    pyproject(repo, "select = [")
    assert error_of(repo).startswith("pyproject.toml: invalid TOML: ")


def test_yaml_top_level_must_be_a_table(repo, monkeypatch):
    monkeypatch.chdir(repo)
    write(repo / ".anchorlint.yaml", "- H7\n")
    assert error_of(repo) == ".anchorlint.yaml: (top level): expected a table of settings, got a list"


def test_yaml_off_means_off(repo):
    write(repo / ".anchorlint.yaml", "severity:\n  H6: off\n  ungrounded-anchor: hard\n")
    settings = load_settings(repo)
    assert value_of(settings, "severity.H6") == "off" and value_of(settings, "severity.H7") == "hard"


def test_discovery_walks_up_and_stops_at_the_repository_top(tmp_path):
    outer = write(tmp_path / ".anchorlint.yaml", "ignore: [H6]\n")
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    cards = repo / "kb" / "cards"
    cards.mkdir(parents=True)
    assert find_config(cards) is None  # the folder above .git is not the repository's
    pyproject(repo / "kb", 'ignore = ["H8"]')
    write(repo / "kb" / "cards" / "pyproject.toml", "[project]\nname = 'unrelated'\n")
    assert find_config(cards / "a.md") == repo / "kb" / "pyproject.toml"
    dedicated = write(repo / "kb" / ".anchorlint.yaml", "ignore: [H5]\n")
    assert find_config(cards) == dedicated  # the dedicated file wins in one folder
    assert load_settings(cards).ignore == {"H5"}
    assert load_settings(cards, config=outer).ignore == {"H6"}  # --config overrides


def test_missing_config_file_is_an_error(tmp_path):
    with pytest.raises(ConfigError, match="missing.yaml: cannot read the configuration"):
        load_settings(tmp_path, config=tmp_path / "missing.yaml")


@pytest.mark.parametrize("glob, path, matches", [
    ("archive/**", "archive/2024/a.md", True),
    ("archive/**", "notes/archive.md", False),
    ("archive", "x/archive/a.md", True),
    ("archive/2024", "archive/2024/deep/a.md", True),
    ("*.draft.md", "a/b/c.draft.md", True),
    ("cards/*.md", "cards/sub/a.md", False),
    ("cards/**/*.md", "cards/a.md", True),
    ("cards/**/*.md", "cards/x/y/a.md", True),
    ("card?.md", "card1.md", True),
    ("[!a]*.md", "a.md", False),
    ("[!a]*.md", "b.md", True),
])
def test_globs(glob, path, matches):
    assert glob_matches(glob, path) is matches


def test_per_path_overrides(repo):
    pyproject(repo, 'ignore = ["H6"]\n[tool.anchorlint.severity]\nH7 = "hard"\n'
              '[tool.anchorlint.per_path."archive/**"]\nignore = ["H8"]\n'
              '[tool.anchorlint.per_path."archive/**".severity]\nH7 = "soft"\n'
              '[tool.anchorlint.per_path."archive/**".rules.H7]\nallow = ["Windows"]\n')
    settings = load_settings(repo)
    archived = settings.for_path(repo / "archive" / "old" / "a.md")
    assert archived.ignore == {"H6", "H8"}  # per-path ignore adds
    assert value_of(archived, "severity.H7") == "soft"
    assert archived.policy.allow == {"windows"}
    assert archived.origin("ignore").endswith('per_path."archive/**".ignore')
    assert settings.for_path("archive/a.md") is archived  # relative to the configuration's folder
    assert settings.for_path(repo / "cards" / "a.md") is settings
    assert settings.for_path("/elsewhere/archive/a.md") is settings


def test_command_line_wins_over_per_path(repo):
    pyproject(repo, '[tool.anchorlint.per_path."archive/**"]\nselect = ["H1"]\n')
    settings = load_settings(repo, flags={"select": ["H7"]})
    assert settings.for_path(repo / "archive" / "a.md").select == {"H7"}
    assert settings.origin("select") == "command line: --select"


def test_show_config_prints_values_and_origins(repo, monkeypatch):
    monkeypatch.chdir(repo)
    pyproject(repo, 'ignore = ["carpet-copy"]\n[tool.anchorlint.per_path."old/**"]\nignore = ["H8"]\n')
    settings = load_settings(repo, flags={"compat": True}).for_path(repo / "old" / "a.md")
    lines = format_settings(settings, "old/a.md").splitlines()
    assert lines[:2] == ["# anchorlint settings for old/a.md", "# configuration file: pyproject.toml"]
    rows = {line.split(" = ")[0]: line for line in lines[2:]}
    assert rows["ignore"].split("#")[1].strip() == 'pyproject.toml: tool.anchorlint.per_path."old/**".ignore'
    assert '["H6", "H8"]' in rows["ignore"]
    assert rows["compat"].endswith("# command line: --compat")
    assert rows["severity.H6"].split("  # ")[0].rstrip().endswith('"off"')
    assert rows["severity.H6"].endswith("# pyproject.toml: tool.anchorlint.ignore")
    assert rows["severity.H8"].endswith('# pyproject.toml: tool.anchorlint.per_path."old/**".ignore')
    assert rows["rules.H8.ratio"].endswith("# default")


SOURCE = "# Notes\n\nThe InkStone tool syncs notes.\n"
CARD = "---\ngloss: 測試\n---\n# 卡\n\n## 摘要\n摘要。\n\n## 重點\n- ＩｎｋＳｔｏｎｅ 由 Acme 出品\n\n## 實體\n\n## 關聯\n"


def settings_from(repo: Path, yaml_text: str):
    write(repo / ".anchorlint.yaml", yaml_text)
    return load_settings(repo)


def test_h7_allow_and_extra_stop_words_reach_the_rule(repo):
    assert [f.args["anchor"] for f in lint_card(CARD, SOURCE).findings if f.code == "H7"] == ["Acme"]
    for option in ("allow: [ACME]", "extra_stop_words: [Acme]"):
        settings = settings_from(repo, f"rules:\n  H7:\n    {option}\n")
        assert [f for f in lint_card(CARD, SOURCE, settings).findings if f.code == "H7"] == []


def test_bounds_and_ratio_reach_the_rules(repo):
    settings = settings_from(repo, "rules:\n  H3: {wiki_min: 2}\n  H8: {ratio: 1, min_claims: 1}\n"
                             "  H2: {max_chars: 1}\n")
    codes = sorted(f.code for f in lint_card(CARD, SOURCE, settings).findings)
    assert codes == ["H2", "H3", "H7"]
    source = "- one\n"
    assert "H8" in [f.code for f in lint_card(CARD.replace("出品", "出品\n- 第二點"), source, settings).findings]


ENGLISH = ("---\ngloss: How the sync plugin works\n---\n# Sync\n\n## Summary\nIt syncs.\n\n## Key points\n"
           "- It syncs notes\n- It keeps the newer page\n- It encrypts\n- It logs\n- It retries\n\n"
           "## Entities\n- **Sync**\n\n## Relations\n- Sync >> writes to >> server\n")


def test_english_section_names(repo):
    source = "The sync plugin syncs notes, keeps the newer page, encrypts, logs and retries. Writes to server.\n"
    default = [f.code for f in lint_card(ENGLISH, source).findings]
    assert "H1" in default
    settings = settings_from(repo, "sections:\n  wiki: [Summary, Key points, Entities, Relations]\n")
    assert [f.code for f in lint_card(ENGLISH, source, settings).findings] == []
    settings = settings_from(repo, "sections:\n  wiki: [Summary, Key points, Entities, Relations]\n"
                             "rules:\n  H8: {ratio: 1}\n")
    result = lint_card(ENGLISH, "One sentence here.\n", settings)
    assert result.grounding.claims == 5 and [f.code for f in result.findings if f.code == "H8"] == ["H8"]
