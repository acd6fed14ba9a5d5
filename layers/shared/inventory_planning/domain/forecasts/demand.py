"""Forecast demand over a window of days, read off a forecast run's weeks (docs/intelligence.md
"Inventory risks"), and the chance that it exceeds a stock. Pure Python."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z_80 = 1.2815515655446004  # the standard normal quantile 0.9: an 80% two-sided interval is mean +- 1.2816 sigma


def demand_over(weeks: Sequence[tuple[float, float]], share: float, start: int, days: int) -> tuple[float, float]:
    """Forecast demand of ``days`` days from day ``start`` of a forecast run (units): the mean, and the
    standard deviation, from weekly (mean, upper bound at 80%) pairs split evenly over their 7 days and
    by ``share`` (a size's share). Each week's sigma is read off its interval as a normal's,
    ``(upper - mean) / 1.2816``, and the weeks are taken as independent: ``sigma^2 = sum (f_k sigma_k)^2``
    with ``f_k`` the share of week k in the window."""
    mean = variance = 0.0
    for week, (week_mean, week_upper) in enumerate(weeks):
        covered = max(0, min(start + days, 7 * week + 7) - max(start, 7 * week))
        if covered == 0:
            continue
        fraction = covered / 7 * share
        mean += fraction * week_mean
        variance += (fraction * max(week_upper - week_mean, 0.0) / Z_80) ** 2
    return mean, math.sqrt(variance)


def stockout_probability(stock: float, mean: float, sigma: float) -> float:
    """P(demand over the lead time > stock) for demand ~ Normal(mean, sigma), with a continuity
    correction of half a unit; without spread, 1 when the mean exceeds the stock, else 0."""
    if sigma <= 0:
        return 1.0 if mean > stock else 0.0
    z = (stock + 0.5 - mean) / sigma
    return 0.5 * math.erfc(z / math.sqrt(2))
