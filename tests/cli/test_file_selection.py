"""Item 12: which files a run looks at: ``exclude`` / ``extend-exclude`` in
the configuration and on the command line, ``.gitignore`` (through git, or
parsed without it), hidden folders skipped except ``.wiki``, and paths given
explicitly always checked unless ``--force-exclude``."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from conftest import card_text, write


def _checked(cli, repo, *args) -> list[str]:
    result = cli("--format", "json", *args, cwd=repo)
    assert result.code in (0, 1), result.err
    return [f["path"] for f in json.loads(result.out)["files"]]


def _cards(repo, *paths):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    for path in paths:
        depth = path.count("/")
        write(repo / path, card_text(f"source_path: {'../' * depth}s.md\n"))


def test_hidden_folders_are_skipped_except_wiki(cli, repo):
    _cards(repo, "a.md", ".wiki/b.md", ".obsidian/c.md", "docs/.wiki/d.md", ".github/e.md")
    assert _checked(cli, repo, ".") == [".wiki/b.md", "a.md", "docs/.wiki/d.md"]


def test_exclude_and_extend_exclude_in_the_configuration(cli, repo):
    _cards(repo, "a.md", "drafts/b.md", "archive/2024/c.md", "node_modules/x/d.md")
    write(repo / ".anchorlint.yaml", "extend-exclude: [drafts, archive/2024]\n")
    assert _checked(cli, repo, ".") == ["a.md"]
    write(repo / ".anchorlint.yaml", "exclude: [drafts]\n")  # replaces the built-in list
    assert _checked(cli, repo, ".") == ["a.md", "archive/2024/c.md", "node_modules/x/d.md"]


def test_exclude_and_extend_exclude_on_the_command_line(cli, repo):
    _cards(repo, "a.md", "drafts/b.md", "old/c.md")
    assert _checked(cli, repo, ".", "--extend-exclude", "drafts,old") == ["a.md"]
    assert _checked(cli, repo, ".", "--exclude", "old") == ["a.md", "drafts/b.md"]


def test_explicit_paths_are_checked_unless_force_exclude(cli, repo):
    _cards(repo, "a.md", "drafts/b.md")
    write(repo / ".anchorlint.yaml", "extend_exclude: [drafts]\n")
    assert _checked(cli, repo, "drafts/b.md") == ["drafts/b.md"]
    assert _checked(cli, repo, "drafts") == ["drafts/b.md"]  # a folder named on purpose
    assert _checked(cli, repo, "drafts/b.md", "a.md", "--force-exclude") == ["a.md"]


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_gitignore_through_git(cli, tmp_path):
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    _cards(repo, "a.md", "build/b.md", "notes/c.md", "notes/keep.md", "tracked/d.md")
    write(repo / ".gitignore", "build/\nnotes/*\n!notes/keep.md\ntracked/\n")
    subprocess.run(["git", "-C", str(repo), "add", "-f", "tracked/d.md"], check=True)
    # A tracked file is never ignored, as git sees it.
    assert _checked(cli, repo, ".") == ["a.md", "notes/keep.md", "tracked/d.md"]
    assert _checked(cli, repo, "build/b.md") == ["build/b.md"]  # given explicitly


def test_gitignore_parsed_without_git(cli, repo, monkeypatch):
    import anchorlint.files.exclude as exclude

    monkeypatch.setattr(exclude, "_git_listed", lambda root: None)
    _cards(repo, "a.md", "build/b.md", "notes/c.md", "notes/keep.md", "sub/tmp/e.md", "sub/f.md")
    write(repo / ".gitignore", "# comment\nbuild/\nnotes/*\n!notes/keep.md\n")
    write(repo / "sub" / ".gitignore", "tmp\n")
    assert _checked(cli, repo, ".") == ["a.md", "notes/keep.md", "sub/f.md"]


def test_show_config_lists_the_built_in_skip_list(cli, repo):
    out = cli("--show-config", ".", cwd=repo).out
    assert 'exclude = [".*", "__pycache__", "node_modules"' in out


@pytest.mark.parametrize("through_git", [True, False])
def test_wiki_folders_are_checked_even_when_their_gitignore_ignores_everything(cli, tmp_path, monkeypatch,
                                                                                 through_git):
    # Wiki generators write ".gitignore: *" into the .wiki folders they make.
    import anchorlint.files.exclude as exclude

    repo = tmp_path / "repo"
    repo.mkdir()
    if through_git and shutil.which("git"):
        subprocess.run(["git", "init", "-q", str(repo)], check=True)
    else:
        (repo / ".git").mkdir()
        monkeypatch.setattr(exclude, "_git_listed", lambda root: None)
    _cards(repo, "docs/.wiki/a.md", "docs/.wiki/sub/b.md", "build/c.md")
    write(repo / "docs" / ".wiki" / ".gitignore", "# generated\n*\n")
    write(repo / ".gitignore", "build/\n")
    assert _checked(cli, repo, ".") == ["docs/.wiki/a.md", "docs/.wiki/sub/b.md"]


@pytest.mark.parametrize("force", [False, True])
@pytest.mark.parametrize("globs", [
    (".*", "node_modules", "venv"),
    (".*", "drafts", "*.draft.md", "archive/2024", "**/old/*.md"),
    ("notes/x*.md", "deep/**"),
])
def test_a_folder_judged_at_once_keeps_what_each_file_judged_alone_keeps(tmp_path, monkeypatch, globs, force):
    """FileFilter.kept (a walk's folders, names judged together) against
    FileFilter.excluded (one path at a time), on folders and names that
    the globs and a parsed .gitignore catch and miss."""
    import anchorlint.files.exclude as exclude

    monkeypatch.setattr(exclude, "_git_listed", lambda root: None)
    root = tmp_path / "repo"
    write(root / ".gitignore", "build/\nnotes/y*\n!notes/ykeep.md\n")
    write(root / "sub" / ".gitignore", "tmp\n")
    folders = ["", "notes", "drafts", "archive/2024", "archive/2025", "a/old", "deep/er", ".wiki", ".hidden",
               "sub", "sub/tmp", "build", "x/.wiki/y"]
    names = ["a.md", "b.draft.md", "x1.md", "ykeep.md", "y2.md", ".h.md", "tmp"]
    for top in (root, root / "archive", root / "drafts"):
        together = exclude.FileFilter(root, globs, force=force)
        alone = exclude.FileFilter(root, globs, force=force)
        for folder in folders:
            path = root / folder if folder else root
            if top != root and not str(path).startswith(str(top)):
                continue
            expected = [name for name in names if not alone.excluded(path / name, top)]
            assert together.kept(str(path), names, top) == expected, (folder, top)
