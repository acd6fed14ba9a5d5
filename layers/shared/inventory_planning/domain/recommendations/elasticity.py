"""Price elasticity of demand (docs/intelligence.md "Recommendations", markdown): the within
(fixed-effects) least-squares slope of log units on log price, from observations or from the sums a
query computes."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

DEFAULT_ELASTICITY = -1.5
MIN_ELASTICITY_OBSERVATIONS = 8
SAME_LOG_PRICE = 1e-12  # log-price difference under which two observations have one price
MIN_LOG_PRICE_SPREAD = 0.02  # sqrt(sxx / n) in log-price units (about a 2% price spread)


def elasticity(
    prices: Sequence[float], units: Sequence[float], groups: Sequence[Hashable] | None = None
) -> tuple[float, int] | None:
    """Own-price elasticity by least squares of log(units) on log(price) over days with a sale
    (Tellis 1988; a constant-elasticity demand ``q = a p^b``): ``(b, observations)``, or None with
    fewer than MIN_ELASTICITY_OBSERVATIONS observations or no price variation (under 2%). Clipped
    to [-6, 0] (a markdown never lowers demand).

    ``groups`` (one key per observation, e.g. an InventoryItem x shop) makes it the within
    (fixed-effects) estimator: log price and log units are demeaned within each group before the
    fit, so that a pool of products, sizes or shops at different price and volume levels measures
    how each one's demand answers its own price moves, not that cheaper ones sell more (Wooldridge,
    *Econometric Analysis of Cross Section and Panel Data*, 2nd ed., 10.5). Only groups whose price
    moved count (a group at one price carries no price response); ``observations`` is their number
    of observations ``n``, and the fit needs ``n - G`` >= MIN_ELASTICITY_OBSERVATIONS, ``G`` such
    groups (each spends a degree of freedom on its mean).

    Raises:
        ValueError: ``prices``, ``units`` and ``groups`` differ in length.
    """
    keys: list[Hashable] = list(groups) if groups is not None else [None] * len(prices)
    by_group: dict[Hashable, list[tuple[float, float]]] = {}
    for p, q, key in zip(prices, units, keys, strict=True):
        if p > 0 and q > 0:
            by_group.setdefault(key, []).append((math.log(p), math.log(q)))
    observations = moved = 0
    sxx = sxy = 0.0
    for points in by_group.values():
        mean_x = sum(x for x, _ in points) / len(points)
        mean_y = sum(y for _, y in points) / len(points)
        if groups is not None and all(abs(x - mean_x) < SAME_LOG_PRICE for x, _ in points):
            continue  # one observation, or one price: no price response to measure
        moved += 1
        observations += len(points)
        sxx += sum((x - mean_x) ** 2 for x, _ in points)
        sxy += sum((x - mean_x) * (y - mean_y) for x, y in points)
    return fit_elasticity(observations, moved if groups is not None else 0, sxx, sxy)


def fit_elasticity(observations: int, groups: int, sxx: float, sxy: float) -> tuple[float, int] | None:
    """The least-squares slope of :func:`elasticity` from its sums over the groups whose price moved:
    ``observations`` n, ``groups`` G (0 for one pooled fit), ``sxx`` = sum of squared log-price
    deviations from each group's mean, ``sxy`` = sum of their products with the log-units
    deviations (the sums a query can compute, ``store.lake.decisions.elasticity_sums``).
    ``(b = sxy / sxx clipped to [-6, 0] and rounded to 10 decimals, n)``, or None when ``n - G`` <
    MIN_ELASTICITY_OBSERVATIONS or the log-price spread ``sqrt(sxx / n)`` is under 0.02."""
    if observations < MIN_ELASTICITY_OBSERVATIONS + groups or observations == 0:
        return None
    if math.sqrt(max(sxx, 0.0) / observations) < MIN_LOG_PRICE_SPREAD:
        return None
    # rounded to 10 decimals: sums that a query adds up in parallel differ in their last bits from one
    # run to the next, and the value is part of a forecast shard's fingerprint (its planned prices)
    return round(max(-6.0, min(0.0, sxy / sxx)), 10), observations
