"""Properties of whole runs: --mark and --fix are idempotent and touch only
what they own, and the output is the same across runs and --jobs values."""

from __future__ import annotations

import json
import shutil

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from anchorlint.lint.engine import lint_card
from anchorlint.fixers.mark import mark, warnings_for
from anchorlint.lint.quotations import quote_fixes
from anchorlint.fixers.quotes import fix_quotations
from anchorlint.reporters import message_of
from conftest import examples

WORDS = ["Kafka", "Redis", "OAuth2", "每", "15", "分鐘", "同步", "v1.4", "2026", "80%", "資料", "the", "log", "node"]
SENTENCES = st.lists(st.sampled_from(WORDS), min_size=1, max_size=8).map(" ".join)
SOURCE_TEXT = st.lists(SENTENCES, min_size=1, max_size=6).map(lambda s: ". ".join(s) + ".\n")


@st.composite
def cards(draw):
    front = draw(st.lists(st.sampled_from(["gloss: 卡", "tags: [a, b]", "# comment", "created: 2026-08-16",
                                           "quality: low", "title: 'x: y'"]), max_size=4))
    points = draw(st.lists(SENTENCES, max_size=6))
    extra = draw(st.lists(st.sampled_from(["", "text --- inside", "## 實體", "- **Kafka**（工具）", "## 關聯",
                                           "> " + "Kafka 同步"]), max_size=4))
    eol = draw(st.sampled_from(["\n", "\r\n"]))
    lines = (["---", *front, "---"] if draw(st.booleans()) else []) + ["# 卡", "", "## 摘要", "摘要。", "",
                                                                      "## 重點", *[f"- {p}" for p in points], *extra]
    return ("\ufeff" if draw(st.booleans()) else "") + eol.join(lines) + (eol if draw(st.booleans()) else "")


def _mark(card: str, source: str) -> bytes | None:
    result = lint_card(card, source)
    warnings, hard = warnings_for(result.findings, lambda f: message_of(f, "en"))
    return mark(card, warnings, hard)


@settings(max_examples=examples(200), suppress_health_check=[HealthCheck.too_slow])
@given(cards(), SOURCE_TEXT)
def test_mark_is_idempotent_and_changes_only_its_two_keys(card, source):
    marked = _mark(card, source)
    if marked is None:
        return
    text = marked.decode("utf-8")
    assert _mark(text, source) is None  # a second run changes nothing
    assert mark(text, [], has_hard=False) in (card.encode("utf-8"), None) or \
        mark(text, [], has_hard=False) == card.encode("utf-8")
    removed = [line for line in text.splitlines() if line not in card.splitlines()]
    assert all(line.startswith(("quality:", "quality_warnings:", "  - \"", "---", "\ufeff---")) for line in removed)


QUOTE_SOURCE = st.lists(SENTENCES, min_size=2, max_size=6).map(lambda s: ". ".join(s) + ".")


@st.composite
def quoting(draw):
    source = draw(QUOTE_SOURCE)
    sentence = draw(st.sampled_from(source.split(". ")))
    chars = list(sentence)
    for _ in range(draw(st.integers(0, 2))):  # a typo or two: an approximate quotation
        if len(chars) > 4:
            index = draw(st.integers(1, len(chars) - 2))
            chars[index], chars[index + 1] = chars[index + 1], chars[index]
    before = draw(st.lists(st.sampled_from(["## 摘要", "intro", "", "- point"]), max_size=3))
    after = draw(st.lists(st.sampled_from(["", "closing", "> — attribution", "- another"]), max_size=3))
    card = "\n".join([*before, "> " + "".join(chars), *after]) + "\n"
    return card, source


def _fix(card: str, source: str) -> str:
    result = lint_card(card, source)
    lines = {f.line for f in result.findings if f.code == "Q2"}
    return fix_quotations(card, quote_fixes(result.quotations, lines)) if lines else card


@settings(max_examples=examples(200), suppress_health_check=[HealthCheck.too_slow])
@given(quoting())
def test_fix_is_idempotent_and_changes_only_quotation_lines(case):
    card, source = case
    fixed = _fix(card, source)
    assert _fix(fixed, source) == fixed
    before, after = card.split("\n"), fixed.split("\n")
    assert len(before) == len(after)
    for old, new in zip(before, after):
        assert old == new or (old.startswith("> ") and new.startswith("> "))


def _repo(tmp_path, cards: list[tuple[str, str]]):
    root = tmp_path / "repo"
    if root.exists():
        shutil.rmtree(root)
    (root / ".git").mkdir(parents=True)
    for index, (card, source) in enumerate(cards):
        folder = root / f"d{index % 7}"
        folder.mkdir(exist_ok=True)
        (folder / f"s{index}.md").write_text(source, encoding="utf-8")
        (folder / f"c{index}.md").write_text(card.replace("# 卡", f"---\nsource_path: s{index}.md\n---\n# 卡", 1)
                                             if not card.lstrip("\ufeff").startswith("---") else
                                             card.replace("---", f"---\nsource_path: s{index}.md", 1),
                                             encoding="utf-8")
    return root


@settings(max_examples=examples(4), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(cards(), SOURCE_TEXT), min_size=3, max_size=12), st.integers(210, 240))
def test_output_is_identical_across_runs_and_jobs(cli, tmp_path, drawn, count):
    # Enough cards for worker processes (the runner forks from 200 on): the
    # drawn pairs, repeated with a card-specific anchor so no two are alike.
    pairs = [(card + f"\n- W{index}\n", source) for index in range(count)
             for card, source in [drawn[index % len(drawn)]]]
    root = _repo(tmp_path, pairs)
    outputs = {}
    for jobs in ("1", "2", "4", "1"):
        for fmt in ("json", "text"):
            result = cli(".", "--format", fmt, "--jobs", jobs, cwd=root)
            outputs.setdefault(fmt, set()).add((result.code, result.out))
    assert all(len(seen) == 1 for seen in outputs.values())
    doc = json.loads(next(iter(outputs["json"]))[1])
    assert len(doc["files"]) == len(pairs)  # parallel runs checked every card
