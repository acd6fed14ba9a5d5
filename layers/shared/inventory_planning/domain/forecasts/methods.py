"""Forecasting methods for sparse fashion series, in numpy (docs/intelligence.md "Forecasts"): the
smooth-demand methods (naive, seasonal naive, SES, Holt's damped trend, their smoothing parameters
fitted by least squares on a grid) and the intermittent-demand ones (Croston, SBA, TSB), and the
candidates tried on a series. Pure: arrays in, arrays out."""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

DEFAULT_LEVEL = 0.8
BACKTEST_HORIZON = 8  # weeks ahead scored per origin
BACKTEST_ORIGINS = 6  # rolling origins, one week apart, ending at the last observed week
INTERMITTENT_ADI = 1.32  # Syntetos, Boylan & Croston (2005): average inter-demand interval cut-off
MIN_WEEKS_SMOOTHED = 2  # weeks of history for a one-step error to exist (alpha search)
MIN_WEEKS_TRENDED = 3  # weeks for a trend: l_0 = y_0, b_0 = y_1 - y_0, and one step to score


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
    if y.size < MIN_WEEKS_SMOOTHED:
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
    if y.size < MIN_WEEKS_TRENDED:
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
    path: np.ndarray = np.maximum(level[best] + damping * trend[best], 0.0)
    return path


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

# Damped Holt is kept as a function but is no longer a candidate (issue 24): alone it scored an RMSSE of
# 0.778 on 300 Complete Journey series against SES's 0.720, and without it the selection scored 0.724
# instead of 0.727 (WRMSSE 0.951 instead of 0.968) and fits 45 fewer grid points per origin.
SMOOTH_METHODS: dict[str, Method] = {"naive": naive, "ses": ses}
# Croston optimised is kept as a function but is no longer a candidate (issue 24): chosen by squared
# error it won 2,129 of 8,000 backtests on 1,000 Complete Journey series (Croston's positive bias,
# which SBA removes, pays on the squared error of one series) and its over-forecasts add up: the
# WRMSSE went from 0.864 with it to 0.839 without it (RMSSE 0.723 -> 0.720; brand 0.802 -> 0.799),
# and its golden-section search was most of the selection's time (docs/forecast-quality.md).
INTERMITTENT_METHODS: dict[str, Method] = {
    "croston-sba": lambda y, h: croston(y, h, sba=True),
    "tsb": tsb,
}


def average_demand_interval(y: np.ndarray) -> float:
    """ADI: periods per non-zero demand (inf without demand); > 1.32 marks intermittent demand
    (Syntetos, Boylan & Croston 2005)."""
    count = int(np.count_nonzero(y))
    return math.inf if count == 0 else y.size / count


def candidates(y: np.ndarray) -> dict[str, Method]:
    """The methods tried on a series: the intermittent ones (SBA, TSB) when its ADI passes 1.32, else
    the smooth ones (naive, SES); SBA is always a candidate (it is the safe choice on sparse fashion
    series)."""
    if average_demand_interval(y) > INTERMITTENT_ADI:
        return INTERMITTENT_METHODS
    return {**SMOOTH_METHODS, "croston-sba": INTERMITTENT_METHODS["croston-sba"]}
