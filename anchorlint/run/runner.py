"""A lint run: discover the cards, reuse cached results where nothing changed,
check the rest (grouped by source, in parallel when it pays), and return the
results in a fixed order whatever the number of workers."""

from __future__ import annotations

import gc
import os
from dataclasses import replace
from collections.abc import Callable, Sequence
from pathlib import Path

from anchorlint.files import discovery
from anchorlint.files.manifest import ManifestError, load_manifest
from anchorlint.run.cache import ResultCache
from anchorlint.run.discover import discover
from anchorlint.run.results import FileResult, RunResult, display_path
from anchorlint.config.settings import Settings
from anchorlint.run.batch import check_batch
from anchorlint.run.plan import Plan
from anchorlint.run.results import Batch

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.files.exclude import FileFilter
    from anchorlint.run.shard import Shard

__all__ = ["FileResult", "RunResult", "run"]

# Below this many cards a worker pool costs more than it saves.
PARALLEL_THRESHOLD = 200
# A run naming fewer files than this (and no folder), as a pre-commit hook
# does with the changed files, checks them without the result cache: loading
# and rewriting the whole repository's cache costs more than checking a few
# cards, and files being committed have changed anyway.
FEW_NAMED_FILES = 16
ProgressHook = Callable[[int, int], None]


def run(
    paths: Sequence[Path],
    settings: Settings,
    **options: object,
) -> RunResult:
    """Lint the cards under ``paths`` (see _run for the options).

    The cyclic garbage collector is paused for the run: checking allocates
    hundreds of thousands of small tuples that never form cycles, and
    collecting the young generation over and over cost about 15% of a large
    run's time. Whatever a run leaves behind is collected when it resumes."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _run(paths, settings, **options)  # type: ignore[arg-type]
    finally:
        if was_enabled:
            gc.enable()


def _run(
    paths: Sequence[Path],
    settings: Settings,
    *,
    source: Path | None = None,
    source_key: str = "source_path",
    cwd: Path | None = None,
    jobs: int | None = 1,
    use_cache: bool = True,
    progress: ProgressHook | None = None,
    force_exclude: bool = False,
    stdin: tuple[Path, bytes] | None = None,
    shard: Shard | None = None,
    compact: bool = False,
) -> RunResult:
    """Lint the cards under ``paths`` (only part K of N of them with
    ``shard``, see run/shard.py). Never raises for bad input: problems
    become findings (per file) or errors (the run could not do its job).
    ``stdin`` is a card read from standard input: (the path it is checked as,
    its bytes); it is resolved as if it were that file and never cached.
    ``compact`` keeps the results encoded (results.StoredResult) for a
    report that is streamed: memory stays small whatever the repository."""
    cwd = (cwd or Path.cwd()).resolve()
    absolute = [Path(os.path.abspath(cwd / p)) for p in paths] or [cwd]
    if stdin is not None:
        stdin = (Path(os.path.abspath(cwd / stdin[0])), stdin[1])
        absolute = [stdin[0]]
        use_cache = False
    root = discovery.find_root(absolute[0])
    result = RunResult(root=root)
    manifest = None
    try:
        # With --source every card's source is known: the manifest is not read.
        loaded = load_manifest(root) if source is None else None
        manifest = loaded.sources if loaded else None
    except ManifestError as exc:
        # The cards it lists may cite nothing themselves: checking on without
        # it would drop them silently, so the run cannot do its job (exit 2).
        shown = display_path(exc.path, cwd, root)
        result.errors.append(f"{shown}{exc.where}: {exc.cause}; the cards it lists were resolved without it")
    plan = Plan(settings, root, cwd, source.resolve() if source else None, source_key, manifest, compact=compact)
    if stdin is not None:
        plan.stdin[stdin[0]] = stdin[1]
    where = _file_filter(settings, root, force_exclude)
    files, explicit = discover(absolute, cwd, root, result, where, plan.stdin)
    if shard is not None:
        from anchorlint.run.shard import select

        files = select(plan, files, shard)
        result.shard = shard
    cache = None
    few = _few_named(absolute, explicit, files)
    if use_cache and not few:
        cache = ResultCache(root, _run_key(plan)).load()
    else:  # a few named cards (a hook): nothing to store, no memory to spare
        plan = replace(plan, record=False, compact=plan.compact and not few)
    # Named files that are not cards are sources: they bring their cards (run/followed.py).
    follow = source is None and not settings.compat and bool(explicit) and stdin is None
    named_sources = {p for p in explicit if p.name.lower().endswith(discovery.SOURCE_ONLY_SUFFIXES)}
    not_cards = {p for p in files if p in named_sources} if named_sources else set()
    if follow and not_cards:
        files = [path for path in files if path not in not_cards]
    _check(plan, files, frozenset(explicit), cache, result, jobs, progress)
    given = _given_sources(files, explicit, not_cards, result) if follow else []
    if given:
        from anchorlint.run.followed import cards_of_given_sources

        cards = cards_of_given_sources(plan, given, files, not_cards, result, use_cache)
        # Followed cards are left out as a walk from the root would leave them out.
        cards = [card for card in cards if not where.excluded(card, root)]
        _check(plan, cards, frozenset(), cache, result, jobs, progress)
    if cache is not None:
        cache.save()
    result.files.sort(key=lambda r: r.display)
    result.skipped.sort()
    return result


def _few_named(absolute: list[Path], explicit: set[Path], files: list[Path]) -> bool:
    return len(explicit) == len(absolute) and len(files) < FEW_NAMED_FILES


def _check(plan: Plan, files: list[Path], explicit: frozenset[Path], cache: ResultCache | None,
           result: RunResult, jobs: int | None, progress: ProgressHook | None) -> None:
    """Check ``files`` (cached results reused) into ``result`` and the cache."""
    if not files:
        return
    todo = _reuse_cached(plan, cache, files, result) if cache is not None else files
    batch = _execute(plan, todo, explicit, jobs, progress)
    result.extend(batch.result)
    if cache is not None:
        for relative, entry in batch.entries.items():
            cache.put(relative, entry)


def _given_sources(files: list[Path], explicit: set[Path], not_cards: set[Path], result: RunResult) -> list[Path]:
    """The named files that are not cards (as pre-commit names changed files)."""
    checked = {file.path for file in result.files}
    return sorted(not_cards | {path for path in files if path in explicit and path not in checked})


def _file_filter(settings: Settings, root: Path, force: bool) -> FileFilter:
    from anchorlint.files.exclude import DEFAULT_EXCLUDE, FileFilter

    globs = (DEFAULT_EXCLUDE if settings.exclude is None else settings.exclude) + settings.extend_exclude
    return FileFilter(root, globs, Path(settings.root) if settings.root else root, force)


def _run_key(plan: Plan) -> str:
    # Which cache file to use: one per mode and source option (settings are
    # fingerprinted per card, so a config edit invalidates only what it touches).
    return f"{plan.settings.compat}|{plan.source_option}|{plan.source_key}"


def _reuse_cached(plan: Plan, cache: ResultCache, files: list[Path], result: RunResult) -> list[Path]:
    """Results of unchanged cards come from the cache; the rest is returned."""
    if not cache.entries:
        return files
    from anchorlint.run.reuse import Reuse

    reuse = Reuse(plan, cache)
    todo = []
    for path in files:
        reused = reuse.result_for(path)
        if reused is None:
            todo.append(path)
        elif isinstance(reused, str):
            result.skipped.append((display_path(path, plan.cwd), reused))
        else:
            result.files.append(reused)
    return todo


def _execute(plan: Plan, files: list[Path], explicit: frozenset[Path], jobs: int | None,
             progress: ProgressHook | None) -> Batch:
    workers = min(jobs or os.cpu_count() or 1, os.cpu_count() or 1)
    spill = None
    if len(files) >= PARALLEL_THRESHOLD:
        _load_vector_backend()
        if plan.compact and hasattr(os, "pread"):  # a large streamed run parks its results on disk (run/blobs.py)
            from anchorlint.run.blobs import BlobFile

            spill = BlobFile.temporary()
    if workers <= 1 or len(files) < PARALLEL_THRESHOLD or not _can_fork():
        batch = check_batch(plan, files, explicit) if spill is None else check_batch(plan, files, explicit, spill)
        if progress:
            progress(len(batch.result.files), len(batch.result.files))
        return batch
    from anchorlint.run.parallel import run_parallel

    return run_parallel(plan, files, explicit, workers, progress, spill)


def _load_vector_backend() -> None:
    """Whole-repository runs count H6's windows with numpy (loaded here, once,
    before any worker is forked); the one-card path never pays for it."""
    try:
        import numpy  # noqa: F401
    except ImportError:
        pass


def _can_fork() -> bool:
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()
