"""A level robust to past promotion spikes, for series forecast without a price calendar
(docs/intelligence.md "Forecasts"; docs/decisions/0045-pooled-forecast-and-robust-level.md).

Without a calendar the forecast cannot tell a promoted week from a regular one, and a few weeks
sold at a price cut with several times the usual units inflate the level of every method (SES,
Croston, TSB alike). A week is taken as **promoted by its own price drop and lift** when both hold:

- its average selling price (``value / units``) is at most ``PROMOTED_INDEX`` (90%) of the series'
  regular price (the 75th percentile of its weekly prices, ``prices.price_index``);
- it sold more than ``PROMOTED_LIFT`` (1.5) times the series' typical week, the median of the
  weeks with a sale that are not price-dropped (Hampel's idea of a robust centre: the median is
  not moved by the spikes it is used to find; Hampel 1974, Huber & Ronchetti 2009 ch. 1).

Such a week's units are capped at the typical week (``min(y_t, typical)``) before the methods see the
history: the level is the one the series returns to after a promotion. Weeks without a price seen
(no unit sold) and series without a price are left alone. Pure numpy.
"""

from __future__ import annotations

import numpy as np

from inventory_planning.domain.forecasts.prices import price_index

PROMOTED_INDEX = 0.9  # a week at or under 90% of the regular price is price-dropped
PROMOTED_LIFT = 1.5  # ... and promoted when it sold over 1.5 x the typical week


def promoted_weeks(units: np.ndarray, value: np.ndarray) -> tuple[np.ndarray, float]:
    """Which weeks of a series were promoted by their own price drop and lift, and the typical week.

    ``units``, ``value``: per week (units, currency), oldest first. Returns ``(mask, typical)``: a bool
    per week, and the median units of the weeks with a sale at more than ``PROMOTED_INDEX`` of the
    regular price (0 without such a week: then nothing is flagged).

    Raises:
        ValueError: the lengths differ.
    """
    units = np.asarray(units, dtype=float)
    value = np.asarray(value, dtype=float)
    if units.shape != value.shape:
        raise ValueError("units and value must cover the same weeks")
    index, regular = price_index(value, units)
    sold = units > 0
    dropped = sold & (value > 0) & (index <= PROMOTED_INDEX + 1e-12)
    regular_weeks = units[sold & ~dropped]
    if regular is None or regular_weeks.size == 0:
        return np.zeros(units.size, dtype=bool), 0.0
    typical = float(np.median(regular_weeks))
    return dropped & (units > PROMOTED_LIFT * typical), typical


def robust_history(units: np.ndarray, value: np.ndarray) -> tuple[np.ndarray, int]:
    """``units`` with each promoted week (:func:`promoted_weeks`) capped at the typical week, and how
    many weeks were capped. Units: those of ``units``."""
    units = np.asarray(units, dtype=float)
    mask, typical = promoted_weeks(units, value)
    if not mask.any():
        return units, 0
    return np.where(mask, np.minimum(units, typical), units), int(mask.sum())
