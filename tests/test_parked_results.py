"""Memory of a large streamed run: its encoded results are parked on disk
(run/blobs.py), in a temporary file of the run or where the indexed cache file
already holds them, so what the run keeps per card is a few small objects,
however many cards and source groups it has; the results and the report are
the same as when they are held in memory."""

from __future__ import annotations

import pytest

from anchorlint.config.settings import DEFAULT_SETTINGS
from anchorlint.run import runner
from anchorlint.run.blobs import BlobFile, pack, read_indexed_file
from anchorlint.run.cache import _MAGIC, MAX_CACHE_BYTES, ResultCache
from anchorlint.run.cards import NOT_A_CARD
from anchorlint.run.results import StoredResult
from conftest import write


def _card(text: str, source: str) -> str:
    return (f"---\ngloss: g\nsource_path: {source}\n---\n# t\n\n## 摘要\nx\n\n## 重點\n- {text}\n\n"
            "## 實體\n\n## 關聯\n")


def _repository(root, groups: int, per_group: int = 2):
    """``groups`` sources in their own folders, each cited by ``per_group`` cards."""
    for group in range(groups):
        folder = root / f"g{group:03}"
        write(folder / "s.md", f"Kafka and Redis keep {group} days of logs.\n")
        for card in range(per_group):
            write(folder / f"c{card}.md", _card(f"用 Kafka 與 Postgres {group + card}", "s.md"))
    return root


@pytest.fixture
def large(monkeypatch):
    """Runs of a few cards behave as large ones (parallel, parked results)."""
    monkeypatch.setattr(runner, "PARALLEL_THRESHOLD", 2)


def _in_memory(files) -> int:
    """Bytes of encoded results the run holds in memory."""
    return sum(len(f.payload) for f in files if f.file is None)


@pytest.mark.parametrize("groups", [3, 24])
@pytest.mark.parametrize("jobs", [1, 2])
def test_no_encoded_result_stays_in_memory_whatever_the_number_of_groups(repo, large, groups, jobs):
    repo = _repository(repo, groups)
    full = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=jobs, use_cache=False)
    cold = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=jobs, compact=True)
    warm = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=jobs, compact=True)
    assert len(cold.files) == len(warm.files) == 2 * groups
    for result in (cold, warm):
        assert all(type(f) is StoredResult and type(f.payload) is int and f.file for f in result.files)
        assert _in_memory(result.files) == 0
        assert [f.materialize() for f in result.files] == full.files
    # cold: the run's own temporary file; warm: the cache file, read where it is
    assert {f.file for f in cold.files}.isdisjoint({f.file for f in warm.files})
    assert any(f.findings for f in warm.files)


def test_a_few_cards_keep_their_results_in_memory(repo):
    repo = _repository(repo, 2)
    result = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1, use_cache=False, compact=True)
    assert all(type(f.payload) is bytes and f.file is None for f in result.files)  # no temporary file


def test_the_cache_index_holds_where_results_are_not_the_results(repo, large):
    repo = _repository(repo, 5)
    runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    cache = ResultCache(repo, runner._run_key(runner.Plan(DEFAULT_SETTINGS, repo, repo))).load()
    cards = {name: entry for name, entry in cache.entries.items() if entry[2] != "skipped"}
    assert len(cards) == 10 and len(cache.entries) == 15  # (the sources: not cards, with the reason)
    assert all(type(entry[7]) is int for entry in cards.values())
    assert {entry[7] for name, entry in cache.entries.items() if name not in cards} == {NOT_A_CARD}
    assert isinstance(cache.file, BlobFile)
    # the cards of one source share its values once loaded (written once per part)
    assert len({id(entry[5]) for entry in cards.values()}) == 5
    # written in the order of the cards' paths, the order reports read them in
    offsets = [entry[7] for _, entry in sorted(cards.items())]
    assert offsets == sorted(offsets)


def test_a_damaged_or_cut_cache_file_is_ignored_or_its_entry_checked_again(repo, large):
    repo = _repository(repo, 3)
    first = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    key = runner._run_key(runner.Plan(DEFAULT_SETTINGS, repo, repo))
    cache = ResultCache(repo, key).load()
    entry = list(cache.entries["g001/c0.md"])
    entry[7] = pack(1 << 30, 10)  # past the end of the file
    cache.entries["g001/c0.md"] = tuple(entry)
    cache.dirty = True
    cache.save()
    seen: list[str] = []
    real = runner.check_batch
    runner_check = lambda plan, files, explicit, *spill: seen.extend(  # noqa: E731
        sorted(p.relative_to(repo).as_posix() for p in files)) or real(plan, files, explicit, *spill)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(runner, "check_batch", runner_check)
        again = runner.run([repo], DEFAULT_SETTINGS, cwd=repo, jobs=1, compact=True)
    assert seen == ["g001/c0.md"]
    assert [f.materialize() for f in again.files] == first.files
    # a file cut short (its index gone) counts as no cache at all
    (path,) = (repo / ".anchorlint_cache").glob("results-*.bin")
    path.write_bytes(path.read_bytes()[:-20])
    assert read_indexed_file(path, _MAGIC, MAX_CACHE_BYTES) is None
    assert ResultCache(repo, key).load().entries == {}
