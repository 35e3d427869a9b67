"""Whole runs: the same output whatever the number of workers, and the
incremental cache (reused when nothing changed, invalidated exactly)."""

from __future__ import annotations

import json
import os

import pytest

from anchorlint.run import runner
from anchorlint.config.settings import DEFAULT_SETTINGS
from conftest import SHARED, needs_shared, write


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    if SHARED is None:
        pytest.skip("../shared is absent")
    import subprocess
    import sys

    out = tmp_path_factory.mktemp("c") / "corpus"
    subprocess.run([sys.executable, str(SHARED / "bench" / "gen_corpus.py"), str(out), "--seed", "7",
                    "--cards", "400"], check=True, capture_output=True)
    return out


def dump(result) -> list:
    return [(f.display, f.source_display, [(x.code, x.line, x.col, x.severity.value, x.key, x.args)
                                            for x in f.findings],
             f.grounding.as_dict() if f.grounding else None) for f in result.files]


@needs_shared
@pytest.mark.parametrize("compat", [False, True])
def test_output_is_identical_for_any_number_of_jobs(corpus, compat):
    settings = DEFAULT_SETTINGS.with_compat(compat)
    outputs = [dump(runner.run([corpus], settings, cwd=corpus, jobs=jobs, use_cache=False)) for jobs in (1, 2, 3)]
    assert outputs[0] == outputs[1] == outputs[2]
    assert len(outputs[0]) >= 400


@needs_shared
def test_warm_cache_gives_the_cold_result_without_checking_again(corpus, monkeypatch):
    cold = runner.run([corpus], DEFAULT_SETTINGS, cwd=corpus, jobs=1)
    assert (corpus / ".anchorlint_cache" / ".gitignore").read_text().strip().endswith("*")
    calls = []
    monkeypatch.setattr(runner, "check_batch", lambda plan, files, explicit: calls.append(len(files)) or
                        runner.Batch())
    warm = runner.run([corpus], DEFAULT_SETTINGS, cwd=corpus, jobs=1)
    assert dump(warm) == dump(cold)
    assert calls == [0]  # no card was read, parsed or matched again


def _card(text: str) -> str:
    return f"---\ngloss: g\nsource_path: s.md\n---\n# t\n\n## 摘要\nx\n\n## 重點\n- {text}\n\n## 實體\n\n## 關聯\n"


def test_cache_invalidates_exactly_the_affected_cards(repo, monkeypatch):
    write(repo / "s.md", "Kafka and Redis.\n")
    write(repo / "t.md", "Kafka only.\n")
    write(repo / "a.md", _card("用 Kafka"))
    write(repo / "b.md", _card("用 Redis"))
    write(repo / "c.md", _card("用 Kafka").replace("source_path: s.md", "source_path: t.md"))
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    seen: list[str] = []
    real = runner.check_batch
    monkeypatch.setattr(runner, "check_batch", lambda plan, files, explicit: seen.extend(
        sorted(p.name for p in files)) or real(plan, files, explicit))

    write(repo / "b.md", _card("用 Redis 與 Kafka"))  # one card edited
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert seen == ["b.md"]

    seen.clear()
    write(repo / "t.md", "Kafka and more.\n")  # a source edited: its card (and itself, a non-card)
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert seen == ["c.md", "t.md"]

    seen.clear()
    runner.run([repo], DEFAULT_SETTINGS.with_compat(True), cwd=repo, jobs=1)  # other settings
    assert seen == ["a.md", "b.md", "c.md", "s.md", "t.md"]

    write(repo / "sub" / "d.md", _card("用 Kafka"))  # resolves to the root's s.md
    first = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert {f.display: f.source_display for f in first.files}["sub/d.md"] == "s.md"
    seen.clear()
    write(repo / "sub" / "s.md", "nearer\n")  # now a nearer file wins: d.md must be checked again
    result = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert seen == ["d.md", "s.md"]
    assert {f.display: f.source_display for f in result.files}["sub/d.md"] == "sub/s.md"


@pytest.mark.parametrize("garbage", [b"", b"not marshal at all", b"\xe9\x01\x02"])
def test_corrupt_cache_is_ignored_and_rebuilt(repo, garbage):
    write(repo / "s.md", "Kafka.\n")
    write(repo / "a.md", _card("用 Kafka 與 Redis"))
    first = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    for cache_file in (repo / ".anchorlint_cache").glob("results-*"):
        cache_file.write_bytes(garbage)
    again = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert dump(again) == dump(first)
    assert [x.code for x in again.files[0].findings] == ["H7"]


def test_no_cache_writes_nothing(repo):
    write(repo / "s.md", "Kafka.\n")
    write(repo / "a.md", _card("用 Kafka"))
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1, use_cache=False)
    assert not (repo / ".anchorlint_cache").exists()


def test_cli_jobs_and_no_cache_flags(cli, repo):
    write(repo / "s.md", "Kafka.\n")
    write(repo / "a.md", _card("用 Kafka"))
    os.environ.pop("ANCHORLINT_NO_CACHE", None)
    result = cli("--jobs", "2", "--no-cache", "--format", "json", ".", cwd=repo)
    assert json.loads(result.out)["summary"]["cards"] == 1
    assert cli("--jobs", "0", ".", cwd=repo).code == 2


class _Tty:
    def isatty(self) -> bool:
        return True

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


@pytest.mark.parametrize("env, fmt, tty, shown", [
    ({}, "text", True, True),
    ({"PRE_COMMIT": "1"}, "text", True, False),
    ({"CI": "true"}, "text", True, False),
    ({}, "json", True, False),
    ({}, "github", True, False),
    ({}, "text", False, False),
])
def test_progress_bar_only_for_interactive_text_runs(monkeypatch, env, fmt, tty, shown):
    from anchorlint.commands.check import _progress_bar

    for name in ("PRE_COMMIT", "CI"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    import io

    stream = _Tty() if tty else io.StringIO()
    assert (_progress_bar(stream, fmt) is not None) == shown


def test_progress_bar_waits_for_long_runs():
    from anchorlint.run.progress import ProgressBar

    bar = ProgressBar(_Tty())
    bar(10, 20)  # a short run: never started
    assert bar._progress is None
    bar(10, 5000)
    assert bar._progress is not None
    bar.close()


def test_settled_unchanged_files_are_not_read_again(repo, monkeypatch):
    """A card and source untouched for a while are trusted on their stamp
    (size, modification time, inode); any change is still seen."""
    import time

    from anchorlint.run import reuse

    source = write(repo / "s.md", "Kafka and Redis.\n")
    card = write(repo / "a.md", _card("用 Kafka"))
    old = time.time() - 60
    for path in (source, card):
        os.utime(path, (old, old))
    first = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    reads: list[str] = []
    real = reuse.read_bytes
    monkeypatch.setattr(reuse, "read_bytes", lambda path, limit: reads.append(path.name) or real(path, limit))
    again = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert dump(again) == dump(first) and reads == []

    write(repo / "a.md", _card("用 Redis"))  # same size, new content and time
    changed = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert "a.md" in reads
    assert [x.code for x in changed.files[0].findings] == []


def test_fresh_files_are_always_hashed(repo, monkeypatch):
    from anchorlint.run import reuse

    write(repo / "s.md", "Kafka.\n")
    write(repo / "a.md", _card("用 Kafka"))  # just written: within the clock's granularity
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    reads: list[str] = []
    real = reuse.read_bytes
    monkeypatch.setattr(reuse, "read_bytes", lambda path, limit: reads.append(path.name) or real(path, limit))
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert sorted(set(reads)) == ["a.md", "s.md"]
