"""How a parallel run cuts its work (run/parallel.units): every file in
exactly one unit, a source group never split, heavy groups alone and first,
units shrinking towards the end, and the same cut on every run."""

from __future__ import annotations

from pathlib import Path

from anchorlint.config.settings import DEFAULT_SETTINGS
from anchorlint.run import parallel
from anchorlint.run.plan import Plan
from anchorlint.run.shard import CARD_WEIGHT, group_weight


def _plan(root: Path, groups: dict[str, int], source_bytes: dict[str, int]) -> tuple[Plan, list[Path]]:
    """A manifest repository: ``groups`` maps a source to its number of cards."""
    manifest = {}
    files = []
    for source, cards in groups.items():
        (root / source).write_bytes(b"x" * source_bytes.get(source, 100))
        for index in range(cards):
            relative = f".wiki/{source[:-3]}-{index:04}.md"
            manifest[relative] = source
            files.append(root / relative)
    return Plan(DEFAULT_SETTINGS, root, root, manifest=manifest), files


def test_units_hold_every_file_once_and_never_split_a_group(tmp_path):
    groups = {f"s{index:03}.md": 1 + (index * 7) % 40 for index in range(300)}
    plan, files = _plan(tmp_path, groups, {"s000.md": 3_000_000, "s001.md": 2_000_000})
    units = parallel.units(plan, files, 2)
    positions = [position for unit in units for position in unit]
    assert sorted(positions) == list(range(len(files)))
    unit_of = {}
    for number, unit in enumerate(units):
        for position in unit:
            unit_of.setdefault(plan.group_key(files[position]), set()).add(number)
    assert all(len(numbers) == 1 for numbers in unit_of.values())
    assert parallel.units(plan, files, 2) == units  # the same cut every time


def test_heavy_groups_come_first_and_alone_and_units_shrink(tmp_path):
    groups = {f"s{index:03}.md": 20 for index in range(400)}
    plan, files = _plan(tmp_path, groups, {"s000.md": 4_000_000, "s001.md": 3_000_000})
    units = parallel.units(plan, files, 2)

    def weight(unit: list[int]) -> int:
        keys = {plan.group_key(files[position]) for position in unit}
        members = [plan.group_key(files[p]) for p in unit]
        return sum(group_weight(plan, key, members.count(key)) for key in keys)

    assert {plan.group_key(files[p]) for p in units[0]} == {"s000.md"}
    assert {plan.group_key(files[p]) for p in units[1]} == {"s001.md"}
    weights = [weight(unit) for unit in units]
    assert len(units) > 2 * parallel.UNITS_PER_WORKER
    # Bundles of light groups shrink towards the end, down to the floor (the last unit takes what is left).
    bundles = weights[2:-1]
    assert bundles == sorted(bundles, reverse=True)
    assert bundles[-1] >= parallel.MIN_UNIT_WEIGHT
    assert weights[-1] <= bundles[0]
    assert min(weights) >= 20 * CARD_WEIGHT
