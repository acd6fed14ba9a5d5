"""Planned prices in the forecast (docs/intelligence.md "Planned prices"): the history's weekly
price index against the regular price, the planned index per week from validated markdown windows,
and the forecast deflated to regular price and reflated by the planned index through the price
elasticity. Pure: arrays in, arrays out."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

import numpy as np

from inventory_planning.domain.forecasting.methods import DEFAULT_LEVEL
from inventory_planning.domain.forecasting.selection import SeriesForecast, forecast

PRICE_SUFFIX = "+price-elasticity"  # appended to ``algorithm`` when a price path moved the forecast
REGULAR_PRICE_QUANTILE = 0.75
PRICE_INDEX_BOUNDS = (0.1, 2.0)
MAX_PRICE_LIFT = 4.0  # a price moves a week's demand by at most 4x either way (history and plan)


def price_index(value: np.ndarray, units: np.ndarray, regular_price: float | None = None) -> tuple[np.ndarray, float | None]:
    """The price index of each period: its average selling price (``value / units``, currency per
    unit) over the regular price, clipped to [0.1, 2]; 1 in periods without a unit sold (no price
    seen: taken as regular).

    The regular price is ``regular_price`` when given, else the 75th percentile of the periods'
    average prices (robust to a few periods at an unusual price; a markdown history sits below it).
    Returns ``(index per period, regular price or None when no period sold)``.
    """
    value = np.asarray(value, dtype=float)
    units = np.asarray(units, dtype=float)
    sold = units > 0
    prices = np.where(sold, value / np.where(sold, units, 1.0), np.nan)
    if regular_price is None:
        seen = prices[sold & (prices > 0)]
        regular_price = float(np.quantile(seen, REGULAR_PRICE_QUANTILE)) if seen.size else None
    if not regular_price or regular_price <= 0:
        return np.ones(units.size), None
    index = np.where(sold & (prices > 0), prices / regular_price, 1.0)
    return np.clip(index, *PRICE_INDEX_BOUNDS), float(regular_price)


def price_forecast(
    y: np.ndarray,
    h: int,
    past_index: np.ndarray,
    future_index: np.ndarray,
    elasticity: float,
    *,
    level: float = DEFAULT_LEVEL,
) -> SeriesForecast:
    """Forecast ``h`` periods of ``y`` under a price path, with a constant-elasticity demand
    ``q = a p^b`` (Tellis 1988; the elasticity ``b`` <= 0 is the markdown's, docs/intelligence.md).

    1. Deflate the history to regular price: ``z_t = y_t / I_t^b`` with ``I_t = past_index[t]``
       (a week sold at 70% of the regular price with b = -1.5 counts ``y / 0.7^-1.5 = 0.59 y``).
    2. Forecast ``z`` with :func:`forecast` (method chosen by backtest, conformal interval).
    3. Reflate each step by its planned index: ``mean_k = zhat_k x F_k^b``, and the bounds alike,
       with ``F_k = future_index[k]``.

    Each factor ``I^b`` and ``F^b`` is capped to [1/4, 4] (``MAX_PRICE_LIFT``): an elasticity of -6
    at 70% off would otherwise promise 1,372 times the demand to the restock that reads it.

    ``past_index``: one index per period of ``y``; ``future_index``: ``h`` indices (1 = regular
    price). ``algorithm`` is the method's name followed by ``+price-elasticity``.

    Raises:
        ValueError: lengths differ from ``y`` and ``h``, an index is not positive, ``b`` > 0, or
            as :func:`forecast`.
    """
    y = np.asarray(y, dtype=float)
    past = np.asarray(past_index, dtype=float)
    future = np.asarray(future_index, dtype=float)
    if past.shape != y.shape or future.shape != (h,):
        raise ValueError("past_index must match y and future_index must have h values")
    if np.any(past <= 0) or np.any(future <= 0) or elasticity > 0:
        raise ValueError("price indices must be positive and the elasticity <= 0")
    base = forecast(y / np.clip(past**elasticity, 1 / MAX_PRICE_LIFT, MAX_PRICE_LIFT), h, level=level)
    lift = np.clip(future**elasticity, 1 / MAX_PRICE_LIFT, MAX_PRICE_LIFT)
    return SeriesForecast(base.algorithm + PRICE_SUFFIX, base.mean * lift, base.lower * lift, base.upper * lift, level, base.mase)


NO_SIZE_KEY = "-"  # the size of a series whose sales carry none (services/forecasts.py NO_SIZE)


@dataclass(frozen=True)
class PriceWindow:
    """A planned price: from ``start`` to ``end`` (dates, inclusive) each size in ``discounts`` sells
    at ``1 - discount/100`` of its regular price (``discounts``: size -> percent 0..100)."""

    start: date
    end: date
    discounts: dict[str, float]


def planned_week_index(
    as_of: date,
    weeks: int,
    windows: list[PriceWindow],
    shares: dict[str, float],
    current: float,
    elasticity: float,
) -> np.ndarray:
    """The price index of each week ahead (week k = days ``as_of + 7k`` to ``+ 6``) under planned
    prices, for :func:`price_forecast`.

    A day x size sells at ``1 - d/100`` of the regular price when a window covers the day and names
    the size (the deepest discount when windows overlap), else at ``current`` (the index it sells at
    outside the windows, :func:`current_index`). For a series without sizes (``shares`` only ``"-"``) a window applies its
    mean discount; a size the window does not name keeps ``current``. The week's index is the one whose lift is the mean lift
    over its 7 days and the sizes weighted by ``shares`` (the size curve):
    ``I_k = (sum_day sum_size share_s x idx^b / (7 sum share))^(1/b)``; ``current`` every week when
    ``b`` = 0 (no lift at all) or nothing is planned.
    """
    index = np.full(weeks, float(current))
    if elasticity == 0 or not windows or not shares:
        return index
    total = sum(shares.values())
    for week in range(weeks):
        lift = 0.0
        for offset in range(7):
            day = as_of + timedelta(days=7 * week + offset)
            covering = [w for w in windows if w.start <= day <= w.end]
            for size, share in shares.items():
                deepest = None
                for window in covering:
                    named = window.discounts.get(size)
                    if named is None and set(shares) == {NO_SIZE_KEY}:
                        named = sum(window.discounts.values()) / len(window.discounts)
                    if named is not None:
                        deepest = named if deepest is None else max(deepest, named)
                price = current if deepest is None else max(1 - deepest / 100, PRICE_INDEX_BOUNDS[0])
                lift += share * price**elasticity
        index[week] = (lift / (7 * total)) ** (1 / elasticity)
    return index


def covered_weeks(as_of: date, weeks: int, windows: list[PriceWindow]) -> np.ndarray:
    """Which of the ``weeks`` past weeks (the last ends on ``as_of - 1``: week j = days
    ``as_of - 7 (weeks - j)`` to ``+ 6``) a planned price window touches; a bool per week."""
    covered = np.zeros(weeks, dtype=bool)
    for j in range(weeks):
        first = as_of - timedelta(days=7 * (weeks - j))
        covered[j] = any(w.start <= first + timedelta(days=6) and w.end >= first for w in windows)
    return covered


def current_index(past_index: np.ndarray, units: np.ndarray, covered: np.ndarray, weeks: int = 4) -> float:
    """The price index a series sells at outside its planned windows, which it returns to when a
    window ends: the mean index of the weeks with a sale among the last ``weeks`` weeks no window
    touches (``covered``, :func:`covered_weeks`); 1 (the regular price) without such a week. A
    markdown running on asOf is thus not taken for the price after its end date."""
    free = np.flatnonzero(~np.asarray(covered, dtype=bool))[-weeks:]
    sold = free[np.asarray(units, dtype=float)[free] > 0]
    return float(np.asarray(past_index, dtype=float)[sold].mean()) if sold.size else 1.0


def regular_price(windows: list[dict[str, float]], shares: dict[str, float]) -> float | None:
    """A series' regular price (currency per unit) from its planned lines' retail prices
    (``windows``: one size -> retail price mapping per window): each size's price (the highest
    across windows) weighted by its share of the size curve ``shares``; the plain mean of the
    prices when the curve holds none of their sizes; None without a price."""
    prices: dict[str, float] = {}
    for window in windows:
        for size, price in window.items():
            if price and price > 0:
                prices[size] = max(prices.get(size, 0.0), float(price))
    if not prices:
        return None
    weight = sum(shares.get(size, 0.0) for size in prices)
    if weight <= 0:
        return sum(prices.values()) / len(prices)
    return sum(shares.get(size, 0.0) * price for size, price in prices.items()) / weight
