"""Choosing a series' method and its interval (docs/intelligence.md "Forecasts"): a rolling-origin
backtest among the candidates, the chosen method's scaled error (MASE) and a conformal interval
from its backtest errors. Pure: arrays in, arrays out."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from inventory_planning.domain.forecasting.methods import (
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
    if y.size < MIN_WEEKS_SMOOTHED:  # no one-step difference
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
