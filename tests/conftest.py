"""Shared test helpers: the CLI runner, and where ../shared lives."""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from anchorlint.cli import main

PROJECT = Path(__file__).resolve().parents[1]
FIXTURES = PROJECT / "fixtures"


def _find_shared() -> Path | None:
    candidates = [os.environ.get("ANCHORLINT_SHARED"), PROJECT.parent / "shared", "/work/shared"]
    for candidate in candidates:
        if candidate and (Path(candidate) / "bench" / "gen_corpus.py").is_file():
            return Path(candidate)
    return None


# Hypothesis: the property tests stay quick by default (hypothesis' own
# defaults); ANCHORLINT_HYPOTHESIS_PROFILE=thorough runs twenty times more.
settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=2000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("ANCHORLINT_HYPOTHESIS_PROFILE", "ci"))


def examples(count: int) -> int:
    """``count`` examples under the default profile, scaled up under 'thorough'."""
    return count * max(1, settings.default.max_examples // 100)


SHARED = _find_shared()
needs_shared = pytest.mark.skipif(SHARED is None, reason="../shared (peer fixtures, goldens) is absent")


@dataclass
class CliResult:
    code: int
    out: str
    err: str


@pytest.fixture
def cli(monkeypatch):
    """Run anchorlint's main() in-process from a given folder."""

    def run(*args: object, cwd: Path | None = None, env: dict[str, str] | None = None) -> CliResult:
        # Tests opt in to the cache explicitly; by default nothing is written.
        monkeypatch.setenv("ANCHORLINT_NO_CACHE", "1")
        if cwd is not None:
            monkeypatch.chdir(cwd)
        for name, value in (env or {}).items():
            monkeypatch.setenv(name, value)
        out, err = io.StringIO(), io.StringIO()
        code = main([str(a) for a in args], stdout=out, stderr=err)
        return CliResult(code, out.getvalue(), err.getvalue())

    return run


@pytest.fixture
def repo(tmp_path):
    """An empty repository root (a .git folder marks it)."""
    (tmp_path / ".git").mkdir()
    return tmp_path


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


CARD_TEMPLATE = """---
gloss: 測試卡
{frontmatter}---
# 測試

## 摘要
摘要。

## 重點
- 使用 Kafka 與 Redis
- 每 15 分鐘同步

## 實體

## 關聯
"""


def card_text(frontmatter: str = "", provenance: str | None = None) -> str:
    """A small wiki card for tests (anchors kafka, redis and 15), with an
    optional ``### 出處`` line."""
    text = CARD_TEMPLATE.format(frontmatter=frontmatter)
    return text if provenance is None else f"{text}### 出處\n{provenance}\n"


def points_card(*points: str, gloss: str = "測試", title: str = "標題") -> str:
    """A card of the wiki layout whose key points are ``points`` (the anchor
    tests' card)."""
    bullets = "".join(f"- {p}\n" for p in points)
    return f"---\ngloss: {gloss}\n---\n# {title}\n\n## 摘要\n摘要。\n\n## 重點\n{bullets}\n## 實體\n\n## 關聯\n"


def ungrounded_point(point: str, source: str, title: str = "標題") -> list[str]:
    """What H7 reports of a card with one key point against ``source``."""
    from anchorlint.lint.grounding import check_grounding

    return check_grounding(points_card(point, title=title), source).ungrounded
