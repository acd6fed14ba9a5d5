"""Choosing a series' method and its interval (docs/intelligence.md "Forecasts"): a rolling-origin
backtest among the candidates (least mean squared error: the forecast is a mean), and an asymmetric
conformal interval from the chosen method's signed backtest errors. Pure: arrays in, arrays out."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from inventory_planning.domain.forecasts.methods import (
    BACKTEST_HORIZON,
    BACKTEST_ORIGINS,
    DEFAULT_LEVEL,
    INTERMITTENT_ADI,
    INTERMITTENT_METHODS,
    MIN_WEEKS_SMOOTHED,
    Method,
    average_demand_interval,
    candidates,
    ses,
    ses_forecast,
)

RANK_TOLERANCE = 1e-9  # (1 - 0.8) / 2 is 0.0999...98 in floating point: 20 x it must still floor to 2


def backtest_errors(y: np.ndarray, method: Method, horizon: int, origins: int) -> np.ndarray:
    """Signed errors ``actual - forecast`` ``[origin, step]`` of ``method`` fitted on ``y[:o]`` for the
    last ``origins`` origins whose ``horizon`` steps are all observed (rolling origin, Tashman 2000),
    each fitted on at least ``horizon`` observations; empty when the history is too short for one
    origin. Units: those of ``y``; positive when the method under-forecast."""
    last = y.size - horizon
    first = max(last - origins + 1, horizon)
    if last < first:
        return np.empty((0, horizon))
    rows = [y[o : o + horizon] - method(y[:o], horizon) for o in range(first, last + 1)]
    return np.vstack(rows)


def mase_scale(y: np.ndarray) -> float:
    """Mean absolute one-step naive error in sample (Hyndman & Koehler 2006), 1 when undefined or 0."""
    if y.size < MIN_WEEKS_SMOOTHED:  # no one-step difference
        return 1.0
    scale = float(np.mean(np.abs(np.diff(y))))
    return scale if scale > 0 else 1.0


def conformal_bounds(errors: np.ndarray, level: float) -> tuple[float, float]:
    """The conformal quantiles ``(q_low, q_high)`` at ``(1 - level)/2`` and ``(1 + level)/2`` of the
    step-normalised signed errors ``errors[origin, step] / sqrt(step)`` (n pooled scores, sorted):
    ``q_high`` the ``ceil((n + 1)(1 + level)/2)``-th smallest (the largest when n is too small),
    ``q_low`` the ``floor((n + 1)(1 - level)/2)``-th smallest (the smallest when that rank is 0): split
    conformal, each tail finite-sample valid for exchangeable scores (Vovk, Gammerman & Shafer 2005;
    Romano, Patterson & Candes 2019 for the two one-sided tails). Asymmetric: sales are right-skewed,
    so a mean forecast errs by more above than below. ``q_low`` <= 0 <= ``q_high`` (the interval holds
    the mean); (0, 0) without errors."""
    steps = np.sqrt(np.arange(1, errors.shape[1] + 1))
    scores = np.sort((errors / steps).ravel())
    if scores.size == 0:
        return 0.0, 0.0
    high_rank = min(math.ceil((scores.size + 1) * (1 + level) / 2 - RANK_TOLERANCE), scores.size)
    low_rank = max(math.floor((scores.size + 1) * (1 - level) / 2 + RANK_TOLERANCE), 1)
    return min(float(scores[low_rank - 1]), 0.0), max(float(scores[high_rank - 1]), 0.0)


@dataclass(frozen=True)
class SeriesForecast:
    """A series' forecast: ``algorithm`` (the method chosen), ``mean`` (expected units), ``lower`` and
    ``upper`` per step ahead (units per period, the quantiles (1 - level)/2 and (1 + level)/2,
    0 <= lower <= mean <= upper), the interval's ``level``, and the backtest's scaled absolute error
    of the chosen method (``mase``, kept for the lake's ``backtest_mase``; None when the history was
    too short to backtest)."""

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
    """Forecast ``h`` periods of ``y`` (units per period, oldest first): the mean, by the candidate
    method of least mean SQUARED backtest error (the mean minimises the expected squared error: the
    forecast is of expected units, scored by RMSSE), and its asymmetric conformal interval at
    ``level`` (:func:`conformal_bounds`): ``[mean + q_low sqrt(k), mean + q_high sqrt(k)]`` at step k,
    floored at 0.

    Without enough history to backtest (fewer than 2 x ``horizon`` observations), SBA on an
    intermittent series and SES otherwise, with the interval from the in-sample one-step signed errors
    of SES. Raises ValueError for ``h`` < 1 or ``level`` outside (0, 1).
    """
    if h < 1 or not 0 < level < 1:
        raise ValueError("h must be >= 1 and level in (0, 1)")
    y = np.asarray(y, dtype=float)
    methods = candidates(y)
    scored = {name: backtest_errors(y, method, horizon, origins) for name, method in methods.items()}
    scored = {name: errors for name, errors in scored.items() if errors.size}
    if scored:
        name = min(scored, key=lambda n: (float(np.mean(scored[n] ** 2)), n))
        errors = scored[name]
        mase: float | None = round(float(np.abs(errors).mean()) / mase_scale(y), 4)
    else:
        name = "croston-sba" if average_demand_interval(y) > INTERMITTENT_ADI else "ses"
        _, fitted = ses_forecast(y, 0.1)
        errors = (y[1:] - fitted[1:]).reshape(-1, 1)
        mase = None
    mean = np.maximum(methods.get(name, INTERMITTENT_METHODS.get(name, ses))(y, h), 0.0)
    low, high = conformal_bounds(errors, level)
    steps = np.sqrt(np.arange(1, h + 1))
    return SeriesForecast(name, mean, np.maximum(mean + low * steps, 0.0), mean + high * steps, level, mase)
