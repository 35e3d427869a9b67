"""Checking in worker processes, split by source groups.

Work is partitioned so that all cards citing one source land in the same
chunk (the source is then read and analysed once), chunks are balanced by
size (largest first), and results are merged and sorted by the caller, so the
output is identical whatever the number of workers.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from anchorlint.run.batch import check_batch
from anchorlint.run.plan import Plan
from anchorlint.run.results import Batch

# The plan is handed to forked workers through this global rather than being
# pickled with every task.
_PLAN: Plan | None = None


def _weight(plan: Plan, key: str, cards: int) -> int:
    """Rough cost of a group: its cards plus the size of its source."""
    size = 0
    if not os.path.isabs(key):
        try:
            size = os.stat(plan.root / key).st_size
        except OSError:
            pass
    return cards * 4096 + size


def partition(plan: Plan, files: list[Path], chunks: int) -> list[list[Path]]:
    """Whole source groups into ``chunks`` bins, heaviest group first into the
    lightest bin (deterministic)."""
    groups: dict[str, list[Path]] = {}
    for path in files:
        groups.setdefault(plan.group_key(path), []).append(path)
    weighted = sorted(((-_weight(plan, key, len(members)), key, members) for key, members in groups.items()),
                      key=lambda item: (item[0], item[1]))
    loads = [0] * chunks
    bins: list[list[Path]] = [[] for _ in range(chunks)]
    for negative_weight, _, members in weighted:
        index = loads.index(min(loads))
        loads[index] -= negative_weight
        bins[index].extend(members)
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
