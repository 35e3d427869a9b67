"""A name the source writes in a pattern with its last letter optional
(compat.md item 127; evaluation/fresh12's pre-commit configuration,
``files: \\.pyi?$`` read as "`.py` 與 `.pyi`"). The sources are excerpts
of the set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# attrs' .pre-commit-config.yaml: black's hook, its files pattern overridden.
BLACK_HOOK = (
    "  - repo: https://github.com/psf/black\n"
    "    rev: 20.8b1\n"
    "    hooks:\n"
    "      - id: black\n"
    "        language_version: python3.8\n"
    "        # override until resolved: https://github.com/psf/black/issues/402\n"
    "        files: \\.pyi?$\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("用 `\\.pyi?$` 覆寫檔案比對，讓 `.py` 與 `.pyi` 都會被格式化", BLACK_HOOK, []),
    ("讓 `.py` 檔都會被格式化", BLACK_HOOK, []),
    ("讓 `.pyx` 檔都會被格式化", BLACK_HOOK, ["pyx"]),
    # A question's mark after a word is no pattern: "Docke" is not "Docker?".
    ("使用 Docke 部署", "Why not use Docker?\n", ["Docke"]),
    ("同時支援 http 與 https", "Both are matched by https?:// in the rule.\n", []),
])
def test_an_optional_last_letter(point, source, expected):
    assert missing(point, source) == expected
