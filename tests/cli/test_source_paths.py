"""Item 1: a reference that climbs with ``../`` but stays in the repository
is judged inside it (missing: S1, a folder: S4), and a trailing YAML comment
is not part of the path; the frontmatter and the 出處 line agree."""

from __future__ import annotations

import json

import pytest

from conftest import card_text, write


def _codes(cli, repo, target="cards/c.md"):
    result = cli("--format", "json", target, cwd=repo)
    (entry,) = json.loads(result.out)["files"]
    return [(f["code"], f["severity"], f.get("line")) for f in entry["findings"]], entry, result


@pytest.mark.parametrize("where", ["frontmatter", "provenance"])
def test_missing_source_climbing_with_dotdot_inside_the_repository_is_soft_s1(cli, repo, where):
    text = (card_text("source_path: ../docs/removed.md\n") if where == "frontmatter"
            else card_text(provenance="- `../docs/removed.md` >> 提及 >> removed"))
    write(repo / "cards" / "c.md", text)
    codes, _, result = _codes(cli, repo)
    assert [code[:2] for code in codes] == [("S1", "soft")]
    assert result.code == 0


@pytest.mark.parametrize("where", ["frontmatter", "provenance"])
def test_a_folder_climbing_with_dotdot_is_s4_not_s2(cli, repo, where):
    (repo / "docs").mkdir()
    text = (card_text("source_path: ../docs\n") if where == "frontmatter"
            else card_text(provenance="- `../docs` >> 提及 >> docs"))
    write(repo / "cards" / "c.md", text)
    codes, _, _ = _codes(cli, repo)
    assert [code[0] for code in codes] == ["S4"]


def test_a_reference_leaving_the_repository_from_every_base_is_still_s2(cli, repo):
    write(repo / "cards" / "c.md", card_text("source_path: ../../elsewhere.md\n"))
    codes, _, result = _codes(cli, repo)
    assert [code[0] for code in codes] == ["S2"] and result.code == 1


@pytest.mark.parametrize("value", ["../docs/x.md  # origin", "../docs/x.md # origin", '"../docs/x.md"  # origin',
                                   "'../docs/x.md' # origin"])
def test_a_trailing_yaml_comment_is_not_part_of_the_path(cli, repo, value):
    write(repo / "docs" / "x.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "cards" / "c.md", card_text(f"source_path: {value}\n"))
    codes, entry, result = _codes(cli, repo)
    assert codes == [] and entry["source"] == "docs/x.md" and result.code == 0


def test_a_hash_inside_the_path_is_kept(cli, repo):
    write(repo / "docs" / "c#1.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "cards" / "c.md", card_text("source_path: ../docs/c#1.md\n"))
    codes, entry, _ = _codes(cli, repo)
    assert codes == [] and entry["source"] == "docs/c#1.md"
