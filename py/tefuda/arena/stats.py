"""The arena's statistics: the Wilson interval of a share, percentiles, and the report's lines
for a share and for decision times."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


def wilson_interval(
    successes: int, trials: int, z: float = 1.959963984540054
) -> tuple[float, float]:
    """Return the Wilson score interval (low, high) for ``successes`` out of ``trials``.

    The default ``z`` gives a 95 % interval.  Zero trials give (0.0, 1.0).  Raises ValueError
    when ``successes`` is negative or exceeds ``trials``.
    """
    if trials < 0 or successes < 0 or successes > trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes}/{trials}")
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: int) -> float:
    """Return the ``q``-th percentile (an integer 0..100) of ``values``, interpolated linearly
    between data points (``statistics.quantiles``' inclusive method).

    >>> percentile([1.0, 2.0, 3.0, 4.0], 50)
    2.5

    Raises ValueError for an empty sequence or ``q`` outside 0..100.
    """
    if not values:
        raise ValueError("no values")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile must be within 0..100, got {q}")
    if len(values) == 1 or q in (0, 100):
        return float(max(values) if q == 100 else min(values) if q == 0 else values[0])
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def timing_summary(seconds: Sequence[float]) -> str:
    """Return ``"median X ms, p95 Y ms (n decisions)"`` for decision times in seconds."""
    if not seconds:
        return "no decisions"
    med = percentile(seconds, 50) * 1000
    p95 = percentile(seconds, 95) * 1000
    return f"median {med:.2f} ms, p95 {p95:.2f} ms ({len(seconds)} decisions)"


def share_line(wins: int, losses: int) -> str:
    """Return the win share of decided games with its 95 % Wilson interval, as text."""
    decided = wins + losses
    if decided == 0:
        return "no decided games"
    low, high = wilson_interval(wins, decided)
    ci = f"95 % CI {100 * low:.1f}–{100 * high:.1f} %"
    return f"{100 * wins / decided:.1f} % of {decided} decided ({ci})"
