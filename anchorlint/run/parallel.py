"""Checking in worker processes, split by source groups.

Work is partitioned so that all cards citing one source land in the same
chunk (the source is then read and analysed once), chunks are balanced by
size (largest first), and results are merged and sorted by the caller, so the
output is identical whatever the number of workers.
"""

from __future__ import annotations

import gc
import os
import signal
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


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent: the terminal sends SIGINT to the
    whole process group, and a worker interrupted while it waits for work
    would print its own traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_parallel(plan: Plan, files: list[Path], explicit: frozenset[Path], workers: int,
                 progress: Callable[[int, int], None] | None) -> Batch:
    global _PLAN
    import multiprocessing

    _PLAN = plan
    gc.freeze()  # what the parent built stays shared with the forked workers
    merged = Batch()
    chunks = partition(plan, files, workers * 3)
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                               initializer=_ignore_interrupts)
    try:
        futures = {pool.submit(_work, chunk, explicit): len(chunk) for chunk in chunks}
        counter = CardCounter(len(files), progress)
        for future in as_completed(futures):
            batch = future.result()
            merged.result.extend(batch.result)
            merged.entries.update(batch.entries)
            counter.add(futures[future], len(batch.result.files))
    except BaseException:  # Ctrl-C above all: stop the workers now, not after their chunks
        _stop(pool)
        raise
    else:
        pool.shutdown()
    finally:
        _PLAN = None
        gc.unfreeze()
    return merged


def _stop(pool: ProcessPoolExecutor) -> None:
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join()


class CardCounter:
    """Progress in cards, not files: a folder holds sources and notes too.
    How many of the files left are cards is estimated from those done, so
    the bar ends exactly on the number of cards checked."""

    def __init__(self, files: int, progress: Callable[[int, int], None] | None) -> None:
        self.files, self.progress = files, progress
        self.files_done = self.cards = 0

    def add(self, files: int, cards: int) -> None:
        self.files_done += files
        self.cards += cards
        if self.progress is None:
            return
        left = self.files - self.files_done
        expected = self.cards + round(left * self.cards / self.files_done) if self.files_done else self.files
        self.progress(self.cards, max(expected, self.cards))
