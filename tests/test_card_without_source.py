"""S5 card-without-source: a file shaped like a card whose source cannot be
resolved is reported (blocking under --strict), with a hint when a near-miss
key or a differently written manifest entry would have resolved it; plain
markdown stays silent; manifest paths are normalised inside the root."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import FIXTURES, PROJECT, write

from anchorlint.files.manifest import normalise
from anchorlint.files.missing_source import missing_source_facts
from anchorlint.model.card import parse_card

SOURCE = "The InkStone tool syncs notes every 15 minutes with Kafka and Redis.\n"
FAITHFUL = (FIXTURES / "incident-2026-08-16" / "cards" / "faithful.md").read_text(encoding="utf-8")
# The faithful card without its 出處 line: only the frontmatter can name its source.
BARE = FAITHFUL.replace("### 出處\n- `../requirements.md` >> 提及 >> Requirements (Logseq plugin)\n", "")
DAEMON = "# 同步工具\n\n## 一句話定義\n同步筆記的工具\n\n## 要點\n- 每 15 分鐘同步\n\n## 關鍵實體\n- **Kafka** — 佇列\n\n## 關聯\n"


def with_key(line: str) -> str:
    """The bare card with one more frontmatter line, before ``gloss:`` (line 3)."""
    return BARE.replace("gloss:", f"{line}\ngloss:", 1)


def findings(cli, *args: object, cwd: Path, env: dict | None = None) -> list[tuple[str, str, int]]:
    doc = json.loads(cli("--format", "json", *args, cwd=cwd, env=env).out)
    return [(entry["path"], f["code"], f["line"]) for entry in doc["files"] for f in entry["findings"]]


def s5(cli, *args: object, cwd: Path, env: dict | None = None) -> list[tuple[str, int]]:
    return [(path, line) for path, code, line in findings(cli, *args, cwd=cwd, env=env) if code == "S5"]


@pytest.fixture
def kb(repo):
    write(repo / "notes" / "req.md", SOURCE)
    return repo


class TestNearMissKeys:
    def test_source_instead_of_source_path_blocks_under_strict_with_the_hint(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("source: ../notes/req.md"))
        result = cli("--strict", "wiki/a.md", cwd=kb)
        assert result.code == 1
        (line,) = [line for line in result.out.splitlines() if " S5 " in line]
        assert line.startswith("wiki/a.md:3:1: S5 [soft, blocking]")  # blocking: --strict
        assert "'source_path: ../notes/req.md'" in line and "'notes/req.md'" in line
        assert cli("wiki/a.md", cwd=kb).code == 0  # soft by default

    @pytest.mark.parametrize("key", ["sourcePath", "source-path", "src", "Source_Path", "  source_path",
                                     '"source_path"', "source_path ", "SOURCE"])
    def test_each_near_miss_spelling_is_hinted_at_its_line(self, kb, key):
        card = parse_card(with_key(f"{key}: ../notes/req.md"))
        facts = missing_source_facts(card, kb / "wiki" / "a.md", kb, "source_path")
        assert (facts["line"], facts["found"], facts["resolved"]) == (3, key.strip(), "notes/req.md")

    def test_a_near_miss_key_naming_nothing_is_reported_at_its_line(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("src: ../notes/gone.md"))
        assert s5(cli, "wiki/a.md", cwd=kb) == [("wiki/a.md", 3)]
        facts = missing_source_facts(parse_card(with_key("src: gone.md")), kb / "wiki" / "a.md", kb, "source_path")
        assert "resolved" not in facts

    def test_a_near_miss_key_leaving_the_repository_is_no_hint(self, kb, tmp_path_factory):
        outside = tmp_path_factory.mktemp("elsewhere") / "secret.md"
        write(outside, SOURCE)
        card = parse_card(with_key(f"source: {outside}"))
        assert "resolved" not in missing_source_facts(card, kb / "wiki" / "a.md", kb, "source_path")
        card = parse_card(with_key("source: ../../../../../../" + str(outside).lstrip("/")))
        assert "resolved" not in missing_source_facts(card, kb / "wiki" / "a.md", kb, "source_path")

    def test_the_configured_key_is_the_one_read(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("origin: ../notes/req.md"))
        assert s5(cli, "wiki/a.md", cwd=kb) == [("wiki/a.md", 3)]
        write(kb / ".anchorlint.yaml", "source_key: origin\n")
        assert s5(cli, "wiki/a.md", cwd=kb) == []

    def test_fixing_the_key_checks_the_card_against_its_source(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("source_path: ../notes/req.md"))
        codes = [code for _, code, _ in findings(cli, "wiki/a.md", cwd=kb)]
        assert "S5" not in codes and "H7" in codes  # Logseq is not in this source


class TestShapes:
    def test_a_daemon_card_without_frontmatter_is_reported_at_line_1(self, cli, kb):
        write(kb / "wiki" / "d.md", DAEMON)
        assert s5(cli, ".", cwd=kb) == [("wiki/d.md", 1)]

    def test_an_unquoted_provenance_line_is_reported_at_that_line(self, cli, kb):
        text = BARE.rstrip("\n") + "\n### 出處\n- ../notes/req.md >> 提及 >> 需求\n"
        write(kb / "wiki" / "p.md", text)
        line = text.splitlines().index("- ../notes/req.md >> 提及 >> 需求") + 1
        assert s5(cli, ".", cwd=kb) == [("wiki/p.md", line)]

    def test_the_card_only_rules_still_run(self, cli, kb):
        write(kb / "wiki" / "d.md", DAEMON.replace("## 要點\n- 每 15 分鐘同步\n", "## 要點\n"))
        codes = {code for _, code, _ in findings(cli, ".", cwd=kb)}
        assert {"S5", "H3"} <= codes and not {"H6", "H7", "H8"} & codes

    @pytest.mark.parametrize("name, text", [
        ("README.md", "# Project\n\nInstall with pip.\n\n## Usage\n\nRun it.\n\n## License\n\nMIT\n"),
        ("CHANGELOG.md", "# Changelog\n\n## 1.2.0\n\n- Added sync every 15 minutes.\n\n## 1.1.0\n\n- Fixes.\n"),
        ("docs/guide.md", "---\ntitle: Guide\nlayout: page\n---\n# Guide\n\n## 摘要\n這份指南說明安裝步驟。\n"),
        ("notes/obsidian.md", "---\ntags: [sync]\ncreated: 2026-01-02\n---\n# Sync notes\n\nSome notes.\n"),
        ("notes/clip.md", "---\ntitle: Clip\nsource: https://example.org/post\ntags: [web]\ncreated: 2026-01-02\n"
                          "---\n# Clip\n\nClipped text.\n"),
        ("docs/cards.md", "# Writing cards\n\nA card looks like this:\n\n```markdown\n---\ngloss: 例子\n---\n"
                          "## 摘要\n\n## 重點\n- 一點\n```\n"),
        ("wiki/00-INDEX.md", "---\ngloss: 索引\n---\n# 00-INDEX\n\n## 摘要\n\n## 重點\n"),
    ])
    def test_plain_markdown_is_not_flagged(self, cli, kb, name, text):
        write(kb / name, text)
        result = cli("--strict", "--format", "json", ".", cwd=kb)
        doc = json.loads(result.out)
        assert doc["files"] == [] and result.code == 0
        assert doc["summary"]["skipped"] == len(doc["skipped"]) == (1 if name.endswith("INDEX.md") else 2)

    def test_an_index_file_named_on_the_command_line_is_not_flagged(self, cli, kb):
        write(kb / "wiki" / "00-INDEX.md", "---\ngloss: 索引\n---\n# 00-INDEX\n\n## 摘要\n\n## 重點\n")
        assert s5(cli, "--strict", "wiki/00-INDEX.md", cwd=kb) == []

    def test_the_projects_own_markdown_is_not_flagged(self, cli):
        # README, fixture README, sources and the repository's other pages: none is a card.
        pages = [p for p in PROJECT.rglob("*.md") if "cards" not in p.parts and ".git" not in p.parts]
        assert len(pages) >= 4
        doc = json.loads(cli("--format", "json", "--no-cache", *pages, cwd=PROJECT).out)
        named = {page.relative_to(PROJECT).as_posix() for page in pages}
        # Sources among them bring their cards (a named source re-checks its cards); no page is a card.
        assert named.isdisjoint(entry["path"] for entry in doc["files"])
        assert {entry["path"] for entry in doc["skipped"]} == named
        assert "S5" not in {f["code"] for entry in doc["files"] for f in entry["findings"]}

    def test_compat_ignore_and_disable_keep_the_file_skipped(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("source: ../notes/req.md"))
        assert s5(cli, "--compat", ".", cwd=kb) == []
        assert s5(cli, "--ignore", "S5", ".", cwd=kb) == []
        write(kb / "wiki" / "a.md", with_key("source: ../notes/req.md\nanchorlint: {disable: [S5]}"))
        assert s5(cli, ".", cwd=kb) == []


class TestManifest:
    def manifest(self, kb: Path, docs: list[dict]) -> None:
        write(kb / ".wiki" / "manifest.json", json.dumps({"version": 1, "docs": docs}))

    @pytest.mark.parametrize("node, path, card", [
        ("notes", "req.md", "./wiki/a.md"),
        ("notes", "req.md", "wiki//a.md"),
        ("notes", "req.md", "wiki/./old/../a.md"),
        ("notes", "req.md", "wiki/a.md/"),
        ("notes/", "req.md", "wiki/a.md"),
        ("./notes", "./req.md", "wiki/a.md"),
        ("(根)", "notes//req.md", "wiki/a.md"),
    ])
    def test_paths_written_otherwise_are_normalised(self, cli, kb, node, path, card):
        write(kb / "wiki" / "a.md", BARE)
        self.manifest(kb, [{"node": node, "path": path, "cards": [card]}])
        doc = json.loads(cli("--format", "json", ".", cwd=kb).out)
        (entry,) = doc["files"]
        assert entry["source"] == "notes/req.md"
        assert "S5" not in [f["code"] for f in entry["findings"]]

    @pytest.mark.parametrize("node, path", [("(根)", "../outside.md"), ("notes", "../../outside.md"),
                                            ("notes/../..", "outside.md")])
    def test_a_source_leaving_the_root_stays_s2(self, cli, kb, node, path):
        write(kb.parent / "outside.md", SOURCE)
        write(kb / "wiki" / "a.md", BARE)
        self.manifest(kb, [{"node": node, "path": path, "cards": ["wiki/a.md"]}])
        assert [code for _, code, _ in findings(cli, ".", cwd=kb)].count("S2") == 1

    @pytest.mark.parametrize("listed", ["wiki\\a.md", "Wiki/A.md", "../{root}/wiki/a.md"])
    def test_a_differently_written_entry_is_hinted(self, cli, kb, listed):
        listed = listed.format(root=kb.name)
        write(kb / "wiki" / "a.md", BARE)
        self.manifest(kb, [{"node": "notes", "path": "req.md", "cards": [listed]}])
        result = cli(".", cwd=kb)
        (line,) = [line for line in result.out.splitlines() if " S5 " in line]
        assert line.startswith("wiki/a.md:1:1: S5") and f"'{listed}'" in line

    def test_normalise_keeps_paths_that_leave_the_root(self):
        assert normalise("./a//b/./c.md/") == "a/b/c.md"
        assert normalise("a/../../x.md") == "a/../../x.md"
        assert normalise("/etc/passwd") == "/etc/passwd"
        assert normalise("..") == ".."


class TestSummary:
    def test_text_and_json_count_the_same_skipped_files(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("source_path: ../notes/req.md"))
        write(kb / "README.md", "# Project\n")
        text = cli(".", cwd=kb).out.splitlines()[-1]
        doc = json.loads(cli("--format", "json", ".", cwd=kb).out)
        assert doc["summary"]["skipped"] == len(doc["skipped"]) == 2
        assert text.endswith("; 2 files skipped (not cards)")
        zh = cli("--lang", "zh-TW", ".", cwd=kb).out.splitlines()[-1]
        assert zh.endswith("；略過 2 個非卡片檔案")
        assert cli("--format", "github", ".", cwd=kb).out.splitlines()[-1] == text

    def test_no_skipped_clause_when_nothing_was_skipped(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("source_path: ../notes/req.md"))
        assert "skipped" not in cli("wiki/a.md", cwd=kb).out

    def test_a_card_without_source_is_counted_as_checked_not_skipped(self, cli, kb):
        write(kb / "wiki" / "a.md", with_key("source: ../notes/req.md"))
        doc = json.loads(cli("--format", "json", "wiki/a.md", cwd=kb).out)
        assert (doc["summary"]["cards"], doc["summary"]["skipped"]) == (1, 0)
        assert doc["files"][0]["source"] is None


def test_a_card_without_source_is_checked_again_from_a_warm_cache(cli, kb):
    write(kb / "wiki" / "a.md", with_key("source: ../notes/req.md"))
    env = {"ANCHORLINT_NO_CACHE": "0"}
    assert s5(cli, ".", cwd=kb, env=env) == [("wiki/a.md", 3)]
    assert s5(cli, ".", cwd=kb, env=env) == [("wiki/a.md", 3)]
    write(kb / ".wiki" / "manifest.json", json.dumps(
        {"docs": [{"node": "notes", "path": "req.md", "cards": ["wiki/a.md"]}]}))
    assert s5(cli, ".", cwd=kb, env=env) == []


@pytest.mark.parametrize("text, expected", [
    ("## 摘要\n...", True),
    ("# Title\n\n##\u3000重點\n", True),
    ("---\ngloss: x\n---\n", True),
    ("# Title\n\n這份文件的摘要與重點如下。\n\n## Background\n", False),
    ("", False),
])
def test_the_cheap_prefilter_never_misses_a_card_heading(text, expected):
    from anchorlint.lint.grounding_policy import SectionNames
    from anchorlint.rules.s5_card_without_source import may_look_like_card

    assert may_look_like_card(text, SectionNames()) is expected
