"""Learn-then-Test against an independent brute-force computation.

The reference here is written differently on purpose: the binomial tail is
a direct sum of exact rational pmf terms (fractions.Fraction), and the
threshold is the smallest candidate such that every candidate at or above it
is certified (the definition of fixed-sequence testing on a monotone
sequence), computed without stopping early.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest

from anchorlint.calibration.ltt import CalibrationError, binomial_cdf, learn_then_test


def exact_tail(k: int, n: int, p: float) -> Fraction:
    q = Fraction(p)
    return sum((Fraction(math.comb(n, j)) * q**j * (1 - q) ** (n - j) for j in range(k + 1)), Fraction(0))


def brute_force(scores: list[float], faithful: list[bool], alpha: float, delta: float) -> float | None:
    n = len(scores)
    candidates = sorted(set(scores) | {1.0}, reverse=True)
    candidates = [t for t in candidates if t > 0]
    certified = {}
    for t in candidates:
        losses = sum(1 for s, ok in zip(scores, faithful) if s >= t and not ok)
        certified[t] = exact_tail(losses, n, alpha) <= Fraction(delta)
    best = None
    for t in candidates:
        if all(certified[u] for u in candidates if u >= t):
            best = t
    return best


@pytest.mark.parametrize(("k", "n", "p"), [(0, 1, 0.5), (0, 20, 0.05), (3, 20, 0.05), (7, 40, 0.2),
                                          (19, 20, 0.9), (20, 20, 0.3), (5, 300, 0.01), (0, 59, 0.05)])
def test_binomial_tail_matches_the_exact_sum(k: int, n: int, p: float) -> None:
    assert binomial_cdf(k, n, p) == pytest.approx(float(exact_tail(k, n, p)), rel=1e-12, abs=1e-300)


def test_binomial_tail_for_large_n_matches_the_exact_sum() -> None:
    assert binomial_cdf(90, 2000, 0.05) == pytest.approx(float(exact_tail(90, 2000, 0.05)), rel=1e-9)
    assert binomial_cdf(-1, 10, 0.5) == 0.0 and binomial_cdf(10, 10, 0.5) == 1.0


@pytest.mark.parametrize("seed", range(40))
def test_threshold_equals_the_brute_force_reference(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(20, 120)
    scores = [round(rng.choice([rng.uniform(0.7, 1.0), 1.0, 0.0]), 2) for _ in range(n)]
    # unfaithful near misses are likelier at low scores, as in real data
    faithful = [rng.random() < (0.2 + 0.8 * s) for s in scores]
    alpha, delta = rng.choice([0.05, 0.1, 0.2]), rng.choice([0.05, 0.1, 0.2])
    result = learn_then_test(scores, faithful, alpha, delta)
    assert result.threshold == brute_force(scores, faithful, alpha, delta)
    if result.threshold is not None:
        chosen = result.chosen
        assert chosen is not None and chosen.threshold == result.threshold
        assert chosen.accepted == sum(1 for s in scores if s >= result.threshold)


def test_a_known_small_case_by_hand() -> None:
    # n = 30, alpha = 0.1: zero losses gives 0.9**30 = 0.042 <= delta 0.05, one
    # loss gives 0.042 + 30 * 0.1 * 0.9**29 = 0.184 > 0.05.
    scores = [1.0] * 10 + [0.95] * 10 + [0.92] * 5 + [0.91] + [0.5] * 4
    faithful = [True] * 25 + [False] + [False] * 4
    result = learn_then_test(scores, faithful, alpha=0.1, delta=0.05)
    assert result.threshold == 0.92
    assert [(s.threshold, s.losses, s.certified) for s in result.steps] == [
        (1.0, 0, True), (0.95, 0, True), (0.92, 0, True), (0.91, 1, False)]


def test_nothing_certified_on_a_small_set() -> None:
    # 0.95**20 = 0.358 > 0.1: even a threshold accepting nothing is not certified
    result = learn_then_test([0.95] * 20, [True] * 20, alpha=0.05, delta=0.1)
    assert result.threshold is None and result.chosen is None and len(result.steps) == 1


def test_bad_inputs_are_refused() -> None:
    with pytest.raises(CalibrationError):
        learn_then_test([], [], 0.05, 0.1)
    with pytest.raises(CalibrationError):
        learn_then_test([0.9], [True], 0.0, 0.1)
