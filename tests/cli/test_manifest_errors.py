"""Item 7: a syntactically broken ``.wiki/manifest.json`` is exit 2 naming
the file (relative), the line and the column; the other cards are still
checked."""

from __future__ import annotations

import json

from conftest import card_text, write

BROKEN = '{\n  "docs": [\n    {"node": "(根)", "path": "s.md" "cards": ["c.md"]}\n  ]\n}\n'


def test_a_broken_manifest_is_exit_2_naming_file_line_and_column(cli, repo):
    write(repo / ".wiki" / "manifest.json", BROKEN)
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "other.md", card_text("source_path: s.md\n"))
    result = cli("--format", "json", ".", cwd=repo)
    assert result.code == 2
    (line,) = [line for line in result.err.splitlines() if "manifest" in line]
    assert line.startswith("anchorlint: error: .wiki/manifest.json:3:36: ")
    assert str(repo) not in result.err  # the path as the user sees it, not absolute
    assert [f["path"] for f in json.loads(result.out)["files"]] == ["other.md"]


def test_the_manifest_path_is_relative_from_a_subfolder(cli, repo):
    write(repo / ".wiki" / "manifest.json", BROKEN)
    write(repo / "cards" / "c.md", card_text("source_path: ../s.md\n"))
    result = cli("c.md", cwd=repo / "cards")
    assert result.code == 2
    assert "anchorlint: error: ../.wiki/manifest.json:3:36: " in result.err
