"""Learn-then-Test over a score threshold, with fixed-sequence testing and
the exact binomial tail. Pure arithmetic: no I/O, no dependency beyond
``math``.

A labelled example has a ``score`` (higher means "closer to the source")
and a ``faithful`` label. At threshold ``t`` an example is *accepted* when
``score >= t``; it is a *loss* when it is accepted and not faithful. The
controlled quantity is the joint risk ``R(t) = P(score >= t and unfaithful)``.

For each candidate ``t`` (tested from strict to lenient), the null
hypothesis ``H0(t): R(t) > alpha`` is tested with the p-value
``P(Binomial(n, alpha) <= k(t))``, where ``k(t)`` is the number of losses
among the ``n`` examples. This is valid because ``k(t)`` is
Binomial(n, R(t)) and the binomial CDF falls as its success probability
rises. Fixed-sequence testing rejects in order while ``p <= delta`` and
stops at the first failure; it controls the family-wise error at ``delta``
without any correction, because the order is fixed before the data is
seen. The least conservative certified threshold is the last one rejected.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


class CalibrationError(ValueError):
    """No threshold can be certified, or the inputs are not usable."""


@dataclass(frozen=True, slots=True)
class Step:
    """One tested threshold: how many were accepted, how many of those were
    unfaithful, the p-value, and whether it was certified."""

    threshold: float
    accepted: int
    losses: int
    p_value: float
    certified: bool


@dataclass(frozen=True, slots=True)
class LttResult:
    threshold: float | None  # None: nothing certified
    n: int
    alpha: float
    delta: float
    steps: tuple[Step, ...]

    @property
    def chosen(self) -> Step | None:
        certified = [step for step in self.steps if step.certified]
        return certified[-1] if certified else None


def binomial_cdf(k: int, n: int, p: float) -> float:
    """``P(Binomial(n, p) <= k)``, summed in log space (exact terms from
    ``math.comb``; no under- or overflow for large ``n``)."""
    if k < 0:
        return 0.0
    if k >= n or p <= 0.0:
        return 1.0
    if p >= 1.0:
        return 0.0
    log_p, log_q = math.log(p), math.log1p(-p)
    logs = [_log_comb(n, j) + j * log_p + (n - j) * log_q for j in range(k + 1)]
    top = max(logs)
    return min(1.0, math.exp(top) * math.fsum(math.exp(value - top) for value in logs))


def _log_comb(n: int, j: int) -> float:
    if n < 1000:
        return math.log(math.comb(n, j))
    return math.lgamma(n + 1) - math.lgamma(j + 1) - math.lgamma(n - j + 1)


def candidate_thresholds(scores: Sequence[float]) -> list[float]:
    """1.0 and every distinct positive observed score, strictest first."""
    return sorted({1.0, *(s for s in scores if 0.0 < s <= 1.0)}, reverse=True)


def learn_then_test(
    scores: Sequence[float], faithful: Sequence[bool], alpha: float, delta: float
) -> LttResult:
    """The fixed-sequence Learn-then-Test result for these examples."""
    if len(scores) != len(faithful):
        raise CalibrationError("scores and labels differ in length")
    if not 0.0 < alpha < 1.0 or not 0.0 < delta < 1.0:
        raise CalibrationError("alpha and delta must be between 0 and 1 (exclusive)")
    n = len(scores)
    if n == 0:
        raise CalibrationError("no labelled examples")
    steps: list[Step] = []
    chosen: float | None = None
    for threshold in candidate_thresholds(scores):
        accepted = [ok for score, ok in zip(scores, faithful) if score >= threshold]
        losses = sum(1 for ok in accepted if not ok)
        p_value = binomial_cdf(losses, n, alpha)
        certified = p_value <= delta
        steps.append(Step(threshold, len(accepted), losses, p_value, certified))
        if not certified:
            break
        chosen = threshold
    return LttResult(chosen, n, alpha, delta, tuple(steps))
