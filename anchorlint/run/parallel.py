"""Checking in worker processes, split by source groups.

Work is partitioned so that all cards citing one source land in the same
chunk (the source is then read and analysed once), chunks are balanced by
size (largest first), and results are merged and sorted by the caller, so the
output is identical whatever the number of workers.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from anchorlint.run.batch import check_batch
from anchorlint.run.plan import Plan
from anchorlint.run.results import Batch

# The plan is handed to forked workers through this global rather than being
# pickled with every task.
_PLAN: Plan | None = None


def partition(plan: Plan, files: list[Path], chunks: int) -> list[list[Path]]:
    """Whole source groups into ``chunks`` bins, heaviest group first into the
    lightest bin (deterministic; the same balancing as ``--shard``)."""
    from anchorlint.run.shard import assign, group_weight

    groups: dict[str, list[Path]] = {}
    for path in files:
        groups.setdefault(plan.group_key(path), []).append(path)
    keys = list(groups)
    chosen = assign([(group_weight(plan, key, len(groups[key])), key) for key in keys], chunks)
    bins: list[list[Path]] = [[] for _ in range(chunks)]
    for key, target in zip(keys, chosen):
        bins[target].extend(groups[key])
    return [paths for paths in bins if paths]


def _work(paths: list[Path], explicit: frozenset[Path]) -> Batch:
    assert _PLAN is not None
    return check_batch(_PLAN, paths, explicit)


def run_parallel(plan: Plan, files: list[Path], explicit: frozenset[Path], workers: int,
                 progress: Callable[[int, int], None] | None) -> Batch:
    global _PLAN
    import multiprocessing

    _PLAN = plan
    gc.freeze()  # what the parent built stays shared with the forked workers
    merged = Batch()
    done = 0
    chunks = partition(plan, files, workers * 3)
    try:
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
            futures = {pool.submit(_work, chunk, explicit): len(chunk) for chunk in chunks}
            for future in as_completed(futures):
                batch = future.result()
                merged.result.extend(batch.result)
                merged.entries.update(batch.entries)
                done += futures[future]
                if progress:
                    progress(done, len(files))
    finally:
        _PLAN = None
        gc.unfreeze()
    return merged
