"""The reducers and the where semantics, pure, against independent references."""

from __future__ import annotations

import random

import numpy
import pytest

from anchorlint.data.derive import recompute
from anchorlint.data.table import Table, equals
from anchorlint.model.card import parse_card
from anchorlint.model.data_claims import declarations, parse_derivation


def one_claim(derive: str, where: str = "") -> object:
    where_line = f"    where: {where}\n" if where else ""
    text = (f"---\ndata:\n  - id: d\n    path: d.csv\n    sha256: {'a' * 64}\nclaims:\n  - text: t\n    dataset: d\n"
            f"{where_line}    derive: {derive}\n    value: 0\n---\n")
    found = declarations(parse_card(text))
    assert not found.problems, found.problems
    return found.claims[0]


@pytest.mark.parametrize("seed", range(20))
def test_quantiles_match_numpy_linear_interpolation(seed: int) -> None:
    rng = random.Random(seed)
    values = [round(rng.uniform(-100, 100), 3) for _ in range(rng.randint(1, 40))]
    table = Table(("x",), len(values), {"x": tuple(str(v) for v in values)})
    for q in (0.0, 0.1, 0.5, 0.9, 0.99, 1.0):
        got = recompute(table, one_claim(f"quantile:x:{q}")).value
        assert got == pytest.approx(float(numpy.quantile(values, q)), rel=1e-12, abs=1e-12)
    assert recompute(table, one_claim("median:x")).value == pytest.approx(float(numpy.median(values)))
    assert recompute(table, one_claim("mean:x")).value == pytest.approx(float(numpy.mean(values)))


def test_where_and_share_semantics() -> None:
    table = Table(("region", "ok", "n"), 5, {
        "region": ("eu", "eu", "us", "EU", None), "ok": ("true", "True", "false", "1", "true"),
        "n": ("1", "2.0", "", "4", "5")})
    assert recompute(table, one_claim("count", "{region: eu}")).value == 2  # text equality is exact
    assert recompute(table, one_claim("count", "{ok: true}")).value == 3  # booleans by name, any case
    assert recompute(table, one_claim("count", "{n: 2}")).value == 1  # numbers by value: 2.0 == 2
    assert recompute(table, one_claim("count:n")).value == 4  # an empty cell is no value
    assert recompute(table, one_claim("share:region=eu")).value == pytest.approx(2 / 5)
    assert recompute(table, one_claim("sum:n", "{region: eu}")).value == 3


def test_equality_across_types() -> None:
    assert equals(180, "180") and equals("180.0", 180) and not equals("180", "18")
    assert equals(True, True) and not equals("yes", True) and equals("", None) and not equals("x", None)


@pytest.mark.parametrize(("text", "problem"), [
    ("median", "needs a column"), ("quantile:x", "quantile needs"), ("quantile:x:2", "quantile needs"),
    ("share:x", "share needs"), ("mean:x:y", "one column"), ("__import__:os", "unknown reducer"),
])
def test_only_allow_listed_derivations(text: str, problem: str) -> None:
    result = parse_derivation(text)
    assert isinstance(result, str) and problem in result
