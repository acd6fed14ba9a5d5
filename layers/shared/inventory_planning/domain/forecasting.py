"""Demand forecasting for sparse fashion series, in numpy (docs/intelligence.md "Forecasts").

A series is the units sold per week of one variant in one shop (sizes and days are split off later:
fashion demand per size and per day is too sparse to model). Each series is forecast by the method
that did best on its own recent history in a rolling-origin backtest, among:

- smooth-demand methods: naive (last week), simple exponential smoothing (SES, ETS(A,N,N)) and
  Holt's damped trend (ETS(A,Ad,N)), smoothing parameters fitted by least squares on a grid;
- intermittent-demand methods: Croston (classic, and the Syntetos-Boylan approximation SBA) and
  Teunter-Syntetos-Babai (TSB), for series with many weeks without a sale.

The interval is conformal: the absolute errors of the chosen method in the backtest, normalised by
the square root of the step ahead and pooled, give the quantile at the confidence level; the bound
at step k is ``mean +- q sqrt(k)`` floored at 0 (Vovk et al. 2005; split-conformal for time series,
Stankeviciute et al. 2021). Sources of each formula are in each function's docstring; the methods
that statsforecast also implements are checked against it (tests/unit/test_forecasting.py).

Everything here is pure: arrays in, arrays out; no I/O.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

import numpy as np

DEFAULT_LEVEL = 0.8
BACKTEST_HORIZON = 8  # weeks ahead scored per origin
BACKTEST_ORIGINS = 6  # rolling origins, one week apart, ending at the last observed week
INTERMITTENT_ADI = 1.32  # Syntetos, Boylan & Croston (2005): average inter-demand interval cut-off


def ses_forecast(y: np.ndarray, alpha: float) -> tuple[float, np.ndarray]:
    """Simple exponential smoothing (Brown 1956; Hyndman & Athanasopoulos, FPP3 8.1), level started
    at the first observation: returns the one-step-ahead forecast after ``y`` and the in-sample
    one-step fitted values (``fitted[0]`` is NaN). Units: those of ``y``.

    ``level_t = alpha y_t + (1 - alpha) level_{t-1}``, ``level_0 = y_0``; the forecast is the level.
    Same recursion as statsforecast's ``SimpleExponentialSmoothing``.
    """
    fitted = np.full(y.size, np.nan)
    if y.size == 0:
        return 0.0, fitted
    level = float(y[0])
    for t in range(1, y.size):
        fitted[t] = level
        level = alpha * float(y[t]) + (1 - alpha) * level
    return level, fitted


def _ses_sse(y: np.ndarray, alpha: float) -> float:
    _, fitted = ses_forecast(y, alpha)
    residuals = y[1:] - fitted[1:]
    return float(residuals @ residuals)


def optimal_alpha(y: np.ndarray, low: float = 0.1, high: float = 0.3, tolerance: float = 1e-6) -> float:
    """The smoothing parameter in [low, high] that minimises the in-sample one-step squared error,
    by golden-section search (Kiefer 1953), as statsforecast's optimised Croston does with (0.1, 0.3)."""
    if y.size < 2:
        return low
    ratio = (math.sqrt(5) - 1) / 2
    a, b = low, high
    c, d = b - ratio * (b - a), a + ratio * (b - a)
    fc, fd = _ses_sse(y, c), _ses_sse(y, d)
    while abs(b - a) > tolerance:
        if fc < fd:
            b, d, fd = d, c, fc
            c = b - ratio * (b - a)
            fc = _ses_sse(y, c)
        else:
            a, c, fc = c, d, fd
            d = a + ratio * (b - a)
            fd = _ses_sse(y, d)
    return (a + b) / 2


ALPHA_GRID = np.round(np.arange(0.05, 0.951, 0.05), 2)


def ses_grid(y: np.ndarray, alphas: np.ndarray = ALPHA_GRID) -> tuple[np.ndarray, np.ndarray]:
    """SES for every smoothing parameter of ``alphas`` at once (one pass over ``y``): the final
    levels (the one-step forecasts) and the in-sample one-step squared errors, per alpha."""
    level = np.full(alphas.size, float(y[0]) if y.size else 0.0)
    sse = np.zeros(alphas.size)
    for value in y[1:].astype(float):
        error = value - level
        sse += error * error
        level = level + alphas * error
    return level, sse


def fitted_ses(y: np.ndarray, low: float = 0.05, high: float = 0.95) -> float:
    """The one-step forecast of SES with the alpha of ``ALPHA_GRID`` in [low, high] of least
    in-sample squared error (the smallest alpha on ties)."""
    if y.size == 0:
        return 0.0
    alphas = ALPHA_GRID[(ALPHA_GRID >= low - 1e-9) & (ALPHA_GRID <= high + 1e-9)]
    levels, sse = ses_grid(y, alphas)
    return float(levels[int(np.argmin(sse))])


def naive(y: np.ndarray, h: int) -> np.ndarray:
    """The last observation repeated ``h`` times (the random-walk forecast)."""
    return np.full(h, float(y[-1]) if y.size else 0.0)


def seasonal_naive(y: np.ndarray, h: int, season_length: int = 52) -> np.ndarray:
    """The observation one season earlier (``y[t + k - m]``), repeated by season; naive when the
    history is shorter than a season."""
    if y.size < season_length:
        return naive(y, h)
    last_season = y[-season_length:]
    return np.array([float(last_season[k % season_length]) for k in range(h)])


def ses(y: np.ndarray, h: int, alpha: float | None = None) -> np.ndarray:
    """SES forecast, flat over ``h``; ``alpha`` None: the grid alpha in [0.05, 0.95] of least squares."""
    if y.size == 0:
        return np.zeros(h)
    level = fitted_ses(y) if alpha is None else ses_forecast(y, alpha)[0]
    return np.full(h, level)


def holt_damped(y: np.ndarray, h: int) -> np.ndarray:
    """Holt's linear trend with damping (Gardner & McKenzie 1985; FPP3 8.2, ETS(A,Ad,N)):

    ``l_t = a y_t + (1 - a)(l_{t-1} + phi b_{t-1})``, ``b_t = b* (l_t - l_{t-1}) + (1 - b*) phi b_{t-1}``,
    forecast ``l_n + (phi + ... + phi^k) b_n``; started at ``l_0 = y_0``, ``b_0 = y_1 - y_0``;
    (a, b*, phi) on a small grid by in-sample one-step squared error. Floored at 0 (units sold).
    """
    if y.size < 3:
        return ses(y, h)
    grid = np.meshgrid((0.1, 0.2, 0.3, 0.5, 0.8), (0.05, 0.1, 0.2), (0.8, 0.9, 0.98), indexing="ij")
    alpha, beta, phi = (g.ravel() for g in grid)
    level, trend, sse = np.full(alpha.size, float(y[0])), np.full(alpha.size, float(y[1] - y[0])), np.zeros(alpha.size)
    for value in y[1:].astype(float):  # every (a, b*, phi) of the grid at once
        predicted = level + phi * trend
        sse += (value - predicted) ** 2
        new_level = alpha * value + (1 - alpha) * predicted
        trend = beta * (new_level - level) + (1 - beta) * phi * trend
        level = new_level
    best = int(np.argmin(sse))
    damping = np.cumsum(phi[best] ** np.arange(1, h + 1))
    return np.maximum(level[best] + damping * trend[best], 0.0)


def _demand_and_intervals(y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The non-zero demands and the intervals between them (the first counted from the start)."""
    nonzero = np.flatnonzero(y)
    return y[nonzero].astype(float), np.diff(nonzero + 1, prepend=0).astype(float)


def croston(y: np.ndarray, h: int, *, optimized: bool = False, sba: bool = False) -> np.ndarray:
    """Croston's method (Croston 1972): SES of the non-zero demand sizes over SES of the intervals
    between them; alpha 0.1 (classic) or each fitted in [0.1, 0.3] (``optimized``). SBA (Syntetos &
    Boylan 2005) multiplies by 1 - alpha/2 = 0.95 to remove Croston's bias. Flat over ``h``; the
    naive forecast when ``y`` has no demand. Same as statsforecast's CrostonClassic,
    CrostonOptimized and CrostonSBA.
    """
    demand, intervals = _demand_and_intervals(y)
    if demand.size == 0:
        return naive(y, h)
    alpha_d = optimal_alpha(demand) if optimized else 0.1
    alpha_i = optimal_alpha(intervals) if optimized else 0.1
    size, _ = ses_forecast(demand, alpha_d)
    interval, _ = ses_forecast(intervals, alpha_i)
    mean = size / interval if interval != 0 else size
    return np.full(h, mean * (0.95 if sba else 1.0))


def tsb(y: np.ndarray, h: int, alpha_d: float | None = None, alpha_p: float | None = None) -> np.ndarray:
    """Teunter, Syntetos & Babai (2011): SES of the demand sizes (``alpha_d``) times SES of the
    probability of a demand in a period (``alpha_p``, updated every period, so the forecast decays
    while nothing sells: obsolescence). None: each the grid alpha in [0.05, 0.5]. Zero when ``y`` has no
    demand. Same as statsforecast's TSB for given alphas."""
    if not np.any(y):
        return np.zeros(h)
    demand = y[y > 0].astype(float)
    occurs = (y != 0).astype(float)
    size = fitted_ses(demand, 0.05, 0.5) if alpha_d is None else ses_forecast(demand, alpha_d)[0]
    probability = fitted_ses(occurs, 0.05, 0.5) if alpha_p is None else ses_forecast(occurs, alpha_p)[0]
    return np.full(h, size * probability)


Method = Callable[[np.ndarray, int], np.ndarray]

SMOOTH_METHODS: dict[str, Method] = {"naive": naive, "ses": ses, "holt-damped": holt_damped}
INTERMITTENT_METHODS: dict[str, Method] = {
    "croston-sba": lambda y, h: croston(y, h, sba=True),
    "croston-optimized": lambda y, h: croston(y, h, optimized=True),
    "tsb": tsb,
}


def average_demand_interval(y: np.ndarray) -> float:
    """ADI: periods per non-zero demand (inf without demand); > 1.32 marks intermittent demand
    (Syntetos, Boylan & Croston 2005)."""
    count = int(np.count_nonzero(y))
    return math.inf if count == 0 else y.size / count


def candidates(y: np.ndarray) -> dict[str, Method]:
    """The methods tried on a series: the intermittent ones when its ADI passes 1.32, else the smooth
    ones; SBA is always a candidate (it is the safe choice on sparse fashion series)."""
    if average_demand_interval(y) > INTERMITTENT_ADI:
        return INTERMITTENT_METHODS
    return {**SMOOTH_METHODS, "croston-sba": INTERMITTENT_METHODS["croston-sba"]}


def backtest_errors(y: np.ndarray, method: Method, horizon: int, origins: int) -> np.ndarray:
    """Absolute errors ``[origin, step]`` of ``method`` fitted on ``y[:o]`` for the last ``origins``
    origins whose ``horizon`` steps are all observed (rolling origin, Tashman 2000), each fitted on
    at least ``horizon`` observations; empty when the history is too short for one origin."""
    last = y.size - horizon
    first = max(last - origins + 1, horizon)
    if last < first:
        return np.empty((0, horizon))
    rows = [np.abs(y[o : o + horizon] - method(y[:o], horizon)) for o in range(first, last + 1)]
    return np.vstack(rows)


def mase_scale(y: np.ndarray) -> float:
    """Mean absolute one-step naive error in sample (Hyndman & Koehler 2006), 1 when undefined or 0."""
    if y.size < 2:
        return 1.0
    scale = float(np.mean(np.abs(np.diff(y))))
    return scale if scale > 0 else 1.0


def conformal_quantile(errors: np.ndarray, level: float) -> float:
    """The conformal quantile of step-normalised absolute errors ``errors[origin, step] / sqrt(step)``:
    the ceil((n + 1) level)-th smallest of the n pooled scores (split conformal, finite-sample valid
    for exchangeable scores); the largest when n is too small for the level."""
    steps = np.sqrt(np.arange(1, errors.shape[1] + 1))
    scores = np.sort((errors / steps).ravel())
    if scores.size == 0:
        return 0.0
    rank = math.ceil((scores.size + 1) * level)
    return float(scores[min(rank, scores.size) - 1])


@dataclass(frozen=True)
class SeriesForecast:
    """A series' forecast: ``algorithm`` (the method chosen), ``mean``, ``lower`` and ``upper`` per
    step ahead (units per period, lower >= 0), the interval's ``level``, and the backtest's scaled
    error of the chosen method (``mase``; None when the history was too short to backtest)."""

    algorithm: str
    mean: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    level: float
    mase: float | None


def forecast(
    y: np.ndarray,
    h: int,
    *,
    level: float = DEFAULT_LEVEL,
    horizon: int = BACKTEST_HORIZON,
    origins: int = BACKTEST_ORIGINS,
) -> SeriesForecast:
    """Forecast ``h`` periods of ``y`` (units per period, oldest first) with the candidate method of
    least mean absolute backtest error, and its conformal interval at ``level``.

    Without enough history to backtest (fewer than 2 x ``horizon`` observations), SBA on an
    intermittent series and SES otherwise, with the interval from the in-sample one-step errors
    of SES. Raises ValueError for ``h`` < 1 or ``level`` outside (0, 1).
    """
    if h < 1 or not 0 < level < 1:
        raise ValueError("h must be >= 1 and level in (0, 1)")
    y = np.asarray(y, dtype=float)
    methods = candidates(y)
    scored = {name: backtest_errors(y, method, horizon, origins) for name, method in methods.items()}
    scored = {name: errors for name, errors in scored.items() if errors.size}
    if scored:
        name = min(scored, key=lambda n: (float(scored[n].mean()), n))
        errors = scored[name]
        mase: float | None = round(float(errors.mean()) / mase_scale(y), 4)
    else:
        name = "croston-sba" if average_demand_interval(y) > INTERMITTENT_ADI else "ses"
        _, fitted = ses_forecast(y, 0.1)
        errors = np.abs(y[1:] - fitted[1:]).reshape(-1, 1)
        mase = None
    mean = np.maximum(methods.get(name, INTERMITTENT_METHODS.get(name, ses))(y, h), 0.0)
    width = conformal_quantile(errors, level) * np.sqrt(np.arange(1, h + 1))
    return SeriesForecast(name, mean, np.maximum(mean - width, 0.0), mean + width, level, mase)


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
    return SeriesForecast(
        base.algorithm + PRICE_SUFFIX, base.mean * lift, base.lower * lift, base.upper * lift, level, base.mase
    )


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


def weekday_profile(daily_units: np.ndarray, weekdays: np.ndarray) -> np.ndarray:
    """Shares of a week's units by weekday (Monday 0 .. Sunday 6), from history: ``daily_units[i]``
    sold on ``weekdays[i]``; uniform 1/7 without sales. Sums to 1."""
    totals = np.bincount(weekdays, weights=daily_units, minlength=7)[:7].astype(float)
    totals = np.maximum(totals, 0.0)
    total = totals.sum()
    return totals / total if total > 0 else np.full(7, 1 / 7)


def size_shares(units_by_size: dict[str, float], sizes: list[str]) -> dict[str, float]:
    """The size curve: each size's share of units sold (negative totals count as 0), over ``sizes``
    (the variant's sizes; a size sold but not listed is kept); uniform over ``sizes`` when nothing
    sold. Sums to 1 (empty when there is no size at all)."""
    known = list(dict.fromkeys([*sizes, *units_by_size]))
    sold = {s: max(float(units_by_size.get(s, 0.0)), 0.0) for s in known}
    total = sum(sold.values())
    if total > 0:
        return {s: u / total for s, u in sold.items() if u > 0}
    return {s: 1 / len(sizes) for s in sizes} if sizes else {}
