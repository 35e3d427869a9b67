"""Item 8: the documented pre-commit and CI snippets work without a release:
no ``rev:`` naming a tag that does not exist, revisions are full commit
SHAs, hook ids exist, and ``pip install`` names a git commit or a local path."""

from __future__ import annotations

import re

import yaml

from conftest import PROJECT

PAGE = PROJECT / "docs" / "usage.md"
SHA = re.compile(r"[0-9a-f]{40}\Z")


def _yaml_blocks(text: str) -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", text, flags=re.S)


def test_pre_commit_snippets_pin_a_commit_or_are_local():
    hooks = {hook["id"] for hook in yaml.safe_load((PROJECT / ".pre-commit-hooks.yaml").read_text())}
    configs = [doc for block in _yaml_blocks(PAGE.read_text(encoding="utf-8")) for doc in yaml.safe_load_all(block)]
    repos = [repo for config in configs if isinstance(config, dict) for repo in config.get("repos", [])]
    assert {repo["repo"] for repo in repos} >= {"local"} and len(repos) >= 2
    for repo in repos:
        if repo["repo"] != "local":
            assert SHA.match(str(repo["rev"])), repo["rev"]
            assert {hook["id"] for hook in repo["hooks"]} <= hooks
        else:
            (hook,) = repo["hooks"]
            assert hook["entry"] == "anchorlint" and hook["require_serial"] is True


def test_no_snippet_depends_on_a_tag_or_a_release():
    for page in (PAGE, PROJECT / "README.md"):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"rev:\s*v\d", text), page.name
        for block in _yaml_blocks(text):
            installs = re.findall(r"pip install (\S+)", block)
            assert all(target.startswith(('"git+', "git+", ".")) for target in installs), installs


def test_every_hook_is_serial_so_pre_commit_prints_one_summary():
    hooks = yaml.safe_load((PROJECT / ".pre-commit-hooks.yaml").read_text())
    assert hooks and all(hook.get("require_serial") is True for hook in hooks)
