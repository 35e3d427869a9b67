"""``--shard K/N``: the part of a repository that job K of N checks.

Every job computes the same assignment on its own, from the same checkout and
the same arguments: files are grouped as the runner groups them (the
manifest's source, the ``--source`` file, else the card's folder), each group
is weighed by its size, and the groups, heaviest first (ties broken by their
root-relative name), go one by one to the lightest shard so far. The N parts
are disjoint and together exactly the files one unsharded run would check, and
all cards of a source group land in the same shard (the source is read by one
job only). Nothing here depends on the clock, the cache or the machine.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from anchorlint.run.plan import Plan

# A card counts as this many bytes when groups are weighed (cards are small
# and alike; stat-ing every one would cost more than it balances).
CARD_WEIGHT = 4096


@dataclass(frozen=True)
class Shard:
    """Shard ``index`` (1-based) of ``count``."""

    index: int
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


def parse_shard(text: str) -> Shard:
    """``K/N`` with 1 <= K <= N; ValueError naming what is wrong otherwise."""
    index, slash, count = text.strip().partition("/")
    if not slash or not index.strip().isdigit() or not count.strip().isdigit():
        raise ValueError(f"expected K/N with whole numbers, as in 2/4, not {text!r}")
    shard = Shard(int(index), int(count))
    if shard.count < 1:
        raise ValueError(f"{text!r}: the number of shards N must be at least 1")
    if not 1 <= shard.index <= shard.count:
        raise ValueError(f"{text!r}: the shard K must be between 1 and N={shard.count}")
    return shard


def assign(weights: list[tuple[int, str]], bins: int) -> list[int]:
    """The bin of every (weight, name): heaviest first, ties by name, each to
    the lightest bin so far (the lowest-numbered on a tie)."""
    order = sorted(range(len(weights)), key=lambda i: (-weights[i][0], weights[i][1]))
    loads = [0] * bins
    chosen = [0] * len(weights)
    for position in order:
        target = loads.index(min(loads))
        loads[target] += weights[position][0]
        chosen[position] = target
    return chosen


def group_weight(plan: Plan, key: str, cards: int) -> int:
    """A group's approximate bytes: its cards plus its source's size."""
    size = 0
    if not os.path.isabs(key):  # a manifest source, relative to the root
        try:
            size = os.stat(plan.root / key).st_size
        except OSError:
            pass
    elif plan.source_option is not None and key == str(plan.source_option):
        try:
            size = os.stat(key).st_size
        except OSError:
            pass
    return cards * CARD_WEIGHT + size


def stable_name(plan: Plan, key: str) -> str:
    """A group's name independent of where the repository is checked out."""
    if not os.path.isabs(key):
        return "m:" + key
    if key == str(plan.root):
        return "d:"
    relative = plan.relative(Path(key))
    return "d:" + relative if relative is not None else "a:" + key


def select(plan: Plan, files: list[Path], shard: Shard) -> list[Path]:
    """The files of ``shard``, in their original order."""
    if shard.count == 1:
        return files
    groups: dict[str, list[int]] = {}
    for position, path in enumerate(files):
        groups.setdefault(plan.group_key(path), []).append(position)
    keys = list(groups)
    weights = [(group_weight(plan, key, len(groups[key])), stable_name(plan, key)) for key in keys]
    chosen = assign(weights, shard.count)
    keep = sorted(position for key, target in zip(keys, chosen) if target == shard.index - 1
                  for position in groups[key])
    return [files[position] for position in keep]
