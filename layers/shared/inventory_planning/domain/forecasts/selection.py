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


def backtest_origins(weeks: int, horizon: int, origins: int) -> range:
    """The rolling origins of a backtest of a history of ``weeks`` periods: the last ``origins`` ones
    whose ``horizon`` steps are all observed, each after at least ``horizon`` periods (empty when
    the history is too short for one)."""
    last = weeks - horizon
    return range(max(last - origins + 1, horizon), last + 1)


def backtest_errors(y: np.ndarray, method: Method, horizon: int, origins: int, actual: np.ndarray | None = None) -> np.ndarray:
    """Signed errors ``actual - forecast`` ``[origin, step]`` of ``method`` fitted on ``y[:o]`` for the
    last ``origins`` origins whose ``horizon`` steps are all observed (rolling origin, Tashman 2000),
    each fitted on at least ``horizon`` observations (:func:`backtest_origins`); empty when the
    history is too short for one origin. ``actual``: what the forecasts are scored against (default
    ``y``; the raw history when ``y`` is a cleaned one). Units: those of ``y``; positive when the
    method under-forecast."""
    actual = y if actual is None else actual
    rows = [actual[o : o + horizon] - method(y[:o], horizon) for o in backtest_origins(y.size, horizon, origins)]
    return np.vstack(rows) if rows else np.empty((0, horizon))


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
class PooledPaths:
    """A pooled model's forecasts of one series (domain/forecasts/pooled.py), in the units of the
    history :func:`forecast` is given: ``backtest`` ``[origin, step]`` at the backtest's origins
    (:func:`backtest_origins` of that history, ``BACKTEST_HORIZON`` steps) and ``ahead`` (``h``
    periods from the end of the history)."""

    backtest: np.ndarray
    ahead: np.ndarray


POOLED_SUFFIX = "+pooled"  # appended to ``algorithm`` when the mean with the pooled model was chosen
POOLED_MARGIN = 0.0  # the mean with the pooled model must lower the backtest's mean squared error by this share


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
    actual: np.ndarray | None = None,
    pooled: PooledPaths | None = None,
) -> SeriesForecast:
    """Forecast ``h`` periods of ``y`` (units per period, oldest first): the mean, by the candidate
    method of least mean SQUARED backtest error (the mean minimises the expected squared error: the
    forecast is of expected units, scored by RMSSE), and its asymmetric conformal interval at
    ``level`` (:func:`conformal_bounds`): ``[mean + q_low sqrt(k), mean + q_high sqrt(k)]`` at step k,
    floored at 0.

    Without enough history to backtest (fewer than 2 x ``horizon`` observations), SBA on an
    intermittent series and SES otherwise, with the interval from the in-sample one-step signed errors
    of SES. Raises ValueError for ``h`` < 1 or ``level`` outside (0, 1).

    ``actual``: the history the backtest scores against when ``y`` is a cleaned one (robust.py: the
    methods fit the history with its promoted weeks capped, their errors and the interval are
    measured on what sold). ``pooled``: a pooled model's paths (:class:`PooledPaths`); the mean of
    the chosen method and the pooled model is then a candidate too, its backtest errors the mean of
    the two's (an error is linear in the forecast), chosen when its mean squared error is lower
    (``algorithm`` + ``+pooled``); ignored without a backtest.
    """
    if h < 1 or not 0 < level < 1:
        raise ValueError("h must be >= 1 and level in (0, 1)")
    y = np.asarray(y, dtype=float)
    seen = y if actual is None else np.asarray(actual, dtype=float)
    methods = candidates(y)
    scored = {name: backtest_errors(y, method, horizon, origins, seen) for name, method in methods.items()}
    scored = {name: errors for name, errors in scored.items() if errors.size}
    combined = False
    if scored:
        name = min(scored, key=lambda n: (float(np.mean(scored[n] ** 2)), n))
        errors = scored[name]
        if pooled is not None and pooled.backtest.shape == errors.shape:
            weeks = np.add.outer(np.array(backtest_origins(y.size, horizon, origins)), np.arange(horizon))
            pooled_errors = seen[weeks] - pooled.backtest
            mixed = (errors + pooled_errors) / 2
            if float(np.mean(mixed**2)) < (1 - POOLED_MARGIN) * float(np.mean(errors**2)):
                errors, combined = mixed, True
        mase: float | None = round(float(np.abs(errors).mean()) / mase_scale(seen), 4)
    else:
        name = "croston-sba" if average_demand_interval(y) > INTERMITTENT_ADI else "ses"
        _, fitted = ses_forecast(y, 0.1)
        errors = (seen[1:] - fitted[1:]).reshape(-1, 1)
        mase = None
    mean = np.maximum(methods.get(name, INTERMITTENT_METHODS.get(name, ses))(y, h), 0.0)
    if combined and pooled is not None:
        mean = (mean + np.maximum(np.asarray(pooled.ahead, dtype=float)[:h], 0.0)) / 2
        name += POOLED_SUFFIX
    low, high = conformal_bounds(errors, level)
    steps = np.sqrt(np.arange(1, h + 1))
    return SeriesForecast(name, mean, np.maximum(mean + low * steps, 0.0), mean + high * steps, level, mase)
