"""Checking in worker processes, split by source groups.

All cards citing one source stay in the same unit of work (the source is then
read and analysed once). Units are many and shrink as the work left shrinks
(heaviest groups first, then ever smaller bundles of light ones), and a free
worker takes the next: the last unit of a run is small, so no worker is left
with a long tail while the other waits. Results are merged and sorted by the
caller, so the output is identical whatever the number of workers.

Workers are forked after discovery: the plan and the list of files are
inherited, a unit travels as a list of positions in that list, and a unit's
results come back as one marshal string (positions, displayed paths and the
encoded results as the cache stores them), which the parent turns back into
results with the Path objects it already holds. Pickling results and paths
both ways cost about as much as a tenth of the checking itself.
"""

from __future__ import annotations

import gc
import marshal
import signal
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from anchorlint.run.batch import check_batch
from anchorlint.run.blobs import BlobFile, Parked, unpack
from anchorlint.run.plan import Plan
from anchorlint.run.results import Batch, StoredResult

# The plan and the files are handed to forked workers through these globals
# rather than being pickled with every unit.
_PLAN: Plan | None = None
_FILES: list[Path] = []

# Each worker's share is cut into about this many units at first; units then
# shrink with the work left, down to MIN_UNIT_WEIGHT (about 64 cards: below
# that, handing a unit over costs more than the balance it buys).
UNITS_PER_WORKER = 8
MIN_UNIT_WEIGHT = 64 * 4096


def units(plan: Plan, files: list[Path], workers: int) -> list[list[int]]:
    """Positions in ``files``, whole source groups per unit, heaviest first:
    a group alone when it is heavier than the share of what is left, lighter
    groups bundled up to that share (deterministic)."""
    from anchorlint.run.shard import group_weight

    groups: dict[str, list[int]] = {}
    for position, path in enumerate(files):
        groups.setdefault(plan.group_key(path), []).append(position)
    weighed = sorted((-group_weight(plan, key, len(members)), key) for key, members in groups.items())
    left = -sum(weight for weight, _ in weighed)
    found: list[list[int]] = []
    unit: list[int] = []
    load = 0
    for weight, key in weighed:
        unit.extend(groups[key])
        load -= weight
        if load >= max(MIN_UNIT_WEIGHT, left // (workers * UNITS_PER_WORKER)):
            found.append(unit)
            left -= load
            unit, load = [], 0
    if unit:
        found.append(unit)
    return found


def _work(positions: list[int], explicit: frozenset[Path]) -> tuple[bytes | None, object]:
    """Check one unit in a worker: (its results as one marshal string, the
    results that string cannot hold); (None, the whole batch) when an entry
    holds a value marshal cannot write."""
    assert _PLAN is not None
    paths = [_FILES[position] for position in positions]
    batch = check_batch(_PLAN, paths, explicit)
    where = dict(zip(paths, positions))
    rows, others = [], []
    for kept in batch.result.files:
        position = where.get(kept.path)
        if type(kept) is StoredResult and position is not None:
            source = kept.source
            rows.append((position, kept.display, None if source is None else str(source), kept.source_display,
                         kept.blob))
        else:  # a result kept whole (not compact, or not storable): pickled as it is
            others.append(kept)
    result = batch.result
    entries = {relative: entry.as_tuple() for relative, entry in batch.entries.items()}
    try:
        wire = marshal.dumps((rows, entries, result.skipped, result.errors, result.warnings))
    except ValueError:
        return None, batch
    return wire, others


def _merge(wire: bytes | None, received: object, files: list[Path], sources: dict[str, Path],
           into: Batch) -> int:
    """Add one unit's results to ``into``; the number of cards it held."""
    if wire is None:
        batch: Batch = received  # type: ignore[assignment]
        into.result.extend(batch.result)
        into.entries.update(batch.entries)
        return len(batch.result.files)
    rows, entries, skipped, errors, warnings = marshal.loads(wire)
    kept, spill = into.result.files, into.spill
    parked: dict[int, Parked] = {}
    for position, display, source, source_display, blob in rows:
        source_path = None
        if source is not None:
            source_path = sources.get(source)
            if source_path is None:
                source_path = sources[source] = Path(source)
        if spill is None:
            stored = StoredResult(files[position], display, source_path, source_display, blob)
        else:  # the bytes go to disk; the card's cache entry shares them (see below)
            where = spill.append(blob)
            stored = StoredResult(files[position], display, source_path, source_display, where, spill)
            parked[id(blob)] = Parked(spill, *unpack(where))
        kept.append(stored)  # type: ignore[arg-type]
    kept.extend(received)  # type: ignore[arg-type]
    if parked:  # an entry's result is its row's bytes (one object, as marshal keeps it): parked too
        entries = {relative: entry if id(entry[7]) not in parked else (*entry[:7], parked[id(entry[7])], *entry[8:])
                   for relative, entry in entries.items()}
    into.entries.update(entries)  # (tuples: ResultCache.put takes them as they are)
    into.result.skipped += skipped
    into.result.errors += errors
    into.result.warnings += warnings
    return len(rows) + len(received)  # type: ignore[arg-type]


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent: the terminal sends SIGINT to the
    whole process group, and a worker interrupted while it waits for work
    would print its own traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_parallel(plan: Plan, files: list[Path], explicit: frozenset[Path], workers: int,
                 progress: Callable[[int, int], None] | None, spill: BlobFile | None = None) -> Batch:
    """Check ``files`` in ``workers`` processes; the results they send back
    are parked in ``spill`` when given (see results.Batch.spill)."""
    global _PLAN, _FILES
    import multiprocessing

    _PLAN, _FILES = plan, files
    gc.freeze()  # what the parent built stays shared with the forked workers
    work = units(plan, files, workers)
    # Errors and warnings are merged in the order of the units, not of their
    # completion, so that they come out the same on every run.
    merged = [Batch(spill=spill) for _ in work]
    sources: dict[str, Path] = {}
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                               initializer=_ignore_interrupts)
    try:
        futures = {pool.submit(_work, unit, explicit): index for index, unit in enumerate(work)}
        counter = CardCounter(len(files), progress)
        for future in as_completed(futures):
            # A future keeps its unit's results (one marshal string) while it
            # is held: let go of it once they are merged, or the parent would
            # hold every unit's string until the last one arrived.
            index = futures.pop(future)
            cards = _merge(*future.result(), files, sources, merged[index])
            del future
            counter.add(len(work[index]), cards)
    except BaseException:  # Ctrl-C above all: stop the workers now, not after their units
        _stop(pool)
        raise
    else:
        pool.shutdown()
    finally:
        _PLAN, _FILES = None, []
        gc.unfreeze()
    whole = Batch(spill=spill)
    for batch in merged:
        whole.result.extend(batch.result)
        whole.entries.update(batch.entries)
    return whole


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
