"""Compact results and streamed reports: a run whose text or JSON report is
written card by card keeps each card's result encoded (run/results.py
StoredResult); the report is the same bytes as one rendered from full
results, cold or warm, and so is the exit code."""

from __future__ import annotations

import io
import json

import pytest

from anchorlint.config.settings import DEFAULT_SETTINGS
from anchorlint.reporters import ReportOptions, json_report, text
from anchorlint.run import runner
from anchorlint.run.results import FileResult, RunResult, StoredResult
from conftest import write


def _card(text: str, source: str = "s.md") -> str:
    return (f"---\ngloss: g\nsource_path: {source}\n---\n# t\n\n## 摘要\nx\n\n## 重點\n- {text}\n\n"
            "## 實體\n\n## 關聯\n")


@pytest.fixture
def cards(repo):
    write(repo / "s.md", "Kafka and Redis keep 30 days of logs.\n")
    write(repo / "a.md", _card("用 Kafka 與 Postgres 16"))
    write(repo / "b.md", _card("用 Redis，保留 30 天"))
    write(repo / "c.md", _card("用 Kafka", source="gone.md"))
    write(repo / "q.md", _card("原文說 「Kafka and Redis keep 30 days」"))
    write(repo / "h.md", _card("用 Kafka").replace("gloss: g", "gloss:"))  # H2: hard
    write(repo / "notes.md", "# just notes\n")
    return repo


def _rendered(result: RunResult, module, **options) -> str:
    out = io.StringIO()
    module.write(result, ReportOptions(**options), out)
    return out.getvalue()


def test_compact_results_decode_to_the_full_ones(cards):
    full = runner.run([cards], DEFAULT_SETTINGS, cwd=cards, jobs=1, use_cache=False)
    compact = runner.run([cards], DEFAULT_SETTINGS, cwd=cards, jobs=1, use_cache=False, compact=True)
    assert all(isinstance(f, StoredResult) for f in compact.files)
    assert [f.display for f in compact.files] == [f.display for f in full.files] == ["a.md", "b.md", "c.md", "h.md", "q.md"]
    for stored, whole in zip(compact.files, full.files):
        assert isinstance(whole, FileResult)
        assert stored.materialize() == whole
        assert stored.findings == whole.findings and stored.quotations == whole.quotations
    assert {f.code for f in compact.files[0].findings} >= {"H7"}
    assert [f.code for f in compact.files[2].findings] == ["S1"]


@pytest.mark.parametrize("strict", [False, True])
@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_streamed_json_is_the_document_encoded_at_once(cards, strict, lang):
    full = runner.run([cards], DEFAULT_SETTINGS, cwd=cards, jobs=1, use_cache=False)
    compact = runner.run([cards], DEFAULT_SETTINGS, cwd=cards, jobs=1, use_cache=False, compact=True)
    options = ReportOptions(strict=strict, lang=lang)
    expected = json.dumps(json_report.document(full, options), ensure_ascii=False, separators=(",", ":")) + "\n"
    assert _rendered(full, json_report, strict=strict, lang=lang) == expected
    assert _rendered(compact, json_report, strict=strict, lang=lang) == expected
    summary = json.loads(expected)["summary"]
    assert summary["cards"] == 5 and summary["skipped"] == 2 and summary["hard"] >= 1


def test_streamed_json_of_many_cards_and_of_none(repo):
    write(repo / "s.md", "Kafka.\n")
    for index in range(600):  # more than one chunk of entries between writes
        write(repo / f"c{index:03}.md", _card(f"用 Kafka {index + 10}"))
    result = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1, use_cache=False, compact=True)
    options = ReportOptions()
    streamed = _rendered(result, json_report)
    result.materialize()
    assert streamed == json.dumps(json_report.document(result, options), ensure_ascii=False,
                                  separators=(",", ":")) + "\n"
    empty = RunResult()
    assert json.loads(_rendered(empty, json_report))["files"] == []


def test_streamed_text_is_the_full_report(cards):
    full = runner.run([cards], DEFAULT_SETTINGS, cwd=cards, jobs=1, use_cache=False)
    compact = runner.run([cards], DEFAULT_SETTINGS, cwd=cards, jobs=1, use_cache=False, compact=True)
    for options in ({}, {"strict": True}, {"lang": "zh-TW", "verbose": True}, {"quiet": True}):
        assert _rendered(compact, text, **options) == _rendered(full, text, **options)
    assert "5 cards checked" in _rendered(compact, text)


@pytest.mark.parametrize("fmt", ["text", "json"])
@pytest.mark.parametrize("flags, code", [([], 1), (["--strict"], 1), (["--select", "H7"], 0),
                                         (["--select", "H7", "--strict"], 1), (["--select", "H4"], 0)])
def test_warm_output_and_exit_code_are_the_cold_ones(cli, cards, fmt, flags, code):
    env = {"ANCHORLINT_NO_CACHE": "0"}
    uncached = cli(".", "--format", fmt, "--no-cache", *flags, cwd=cards)
    cold = cli(".", "--format", fmt, *flags, cwd=cards, env=env)
    warm = cli(".", "--format", fmt, *flags, cwd=cards, env=env)
    assert (cards / ".anchorlint_cache").is_dir()
    assert uncached.out == cold.out == warm.out
    assert uncached.code == cold.code == warm.code
    assert warm.code == code


def test_a_value_marshal_cannot_write_keeps_the_result_whole(tmp_path):
    from anchorlint.lint.findings import Finding, Severity
    from anchorlint.run.results import Batch, to_payload

    odd = FileResult(tmp_path / "a.md", "a.md", findings=[Finding(1, 1, "H7", Severity.SOFT, "default",
                                                                  {"anchor": object()})])
    assert to_payload(odd) is None
    batch = Batch()
    assert batch.add(odd, compact=True) is odd and batch.result.files == [odd]
    plain = FileResult(tmp_path / "b.md", "b.md")
    kept = batch.add(plain, compact=True)
    assert isinstance(kept, StoredResult) and kept.materialize() == plain


def test_a_damaged_cache_entry_is_checked_again(repo, monkeypatch):
    from anchorlint.run.cache import ResultCache

    write(repo / "s.md", "Kafka.\n")
    write(repo / "a.md", _card("用 Kafka 與 Redis"))
    write(repo / "b.md", _card("用 Kafka"))
    first = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    cache = ResultCache(repo, runner._run_key(runner.Plan(DEFAULT_SETTINGS, repo, repo))).load()
    entry = list(cache.entries["a.md"])
    entry[7] = ("not", "bytes")  # the payload
    cache.entries["a.md"] = tuple(entry)
    cache.dirty = True
    cache.save()
    seen: list[str] = []
    real = runner.check_batch
    monkeypatch.setattr(runner, "check_batch", lambda plan, files, explicit: seen.extend(
        sorted(p.name for p in files)) or real(plan, files, explicit))
    again = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1, compact=True)
    assert seen == ["a.md"]
    assert [f.materialize() for f in again.files] == first.files


def _anchor(text: str, line: int, unit: str | None = None):
    from anchorlint.text.card_anchors import Anchor

    return Anchor("NAME" if unit is None else "NUMBER", text, text.lower(), line, 3, 3 + len(text), unit)


def test_the_grounding_is_stored_as_the_encoder_writes_it_and_rebuilt_whole(tmp_path):
    from anchorlint.lint.grounding import GroundingReport
    from anchorlint.run.results import decode, encode_grounding, to_payload

    odd = _anchor('Ka"fka\\ \x01\u2028語', 2)
    plain = _anchor("Redis", 3)
    number = _anchor("30", 4, unit="天")
    missing = _anchor('Ka"fka\\ \x01\u2028語', 2)  # equal to ``odd``, not the same object
    report = GroundingReport(['Ka"fka', "語\x7f"], 3, 120, True, (odd, plain, number), (missing,))
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    for shown in (report, GroundingReport(["x"], 1, 2, False), GroundingReport()):
        assert encode_grounding(shown) == encoder(shown.as_dict())
    assert encode_grounding(None) == "null"
    result = FileResult(tmp_path / "a.md", "a.md", grounding=report)
    findings, grounding, quotations = decode(to_payload(result))
    assert grounding == report and grounding.missing == (odd,)
    assert [anchor.row() for anchor in grounding.anchors] == [row[:-1] for row in report.anchor_rows()]
