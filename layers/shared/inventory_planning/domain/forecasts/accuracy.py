"""How good a forecast is, as the M5 competition scores one (docs/forecast-quality.md): RMSSE for a
mean forecast, its weighted form over an aggregation hierarchy (WRMSSE), the scaled pinball loss of
a quantile, and the coverage of an interval.

Source: Makridakis, Spiliotis & Assimakopoulos, "The M5 competition: Background, organization, and
implementation", and "M5 accuracy competition: Results, findings, and conclusions", International
Journal of Forecasting 38 (2022); the M5 Competitors' Guide (2020), sections 4 (accuracy: RMSSE,
WRMSSE) and 5 (uncertainty: SPL). As the Guide says, a series' in-sample scale is taken from its
first non-zero demand on (the weeks before a product was sold are not its history).

Pure numpy: arrays in, numbers out. A score is None where its scale is 0 (a history that never
changes after its first sale, or has no sale at all): the caller leaves that series out and counts it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np


def active_history(history: np.ndarray) -> np.ndarray:
    """``history`` from its first non-zero value on (M5 Guide: "the periods following the first
    non-zero demand"); empty when it has none."""
    history = np.asarray(history, dtype=float)
    nonzero = np.flatnonzero(history)
    return history[nonzero[0] :] if nonzero.size else history[:0]


def naive_scale(history: np.ndarray, power: int) -> float | None:
    """The in-sample one-step naive error of ``history`` (from its first sale): the mean of
    ``|y_t - y_{t-1}|^power`` over t = 2..n (power 2: RMSSE's denominator; power 1: SPL's). None when
    it is 0 or undefined (fewer than 2 active periods)."""
    active = active_history(history)
    if active.size < 2:  # noqa: PLR2004 - one difference needs two periods
        return None
    scale = float(np.mean(np.abs(np.diff(active)) ** power))
    return scale if scale > 0 else None


def rmsse(actual: np.ndarray, forecast: np.ndarray, history: np.ndarray) -> float | None:
    """Root mean squared scaled error (M5 Guide eq. 1) of a forecast of ``h`` periods:

    ``RMSSE = sqrt( (1/h) sum_t (y_t - yhat_t)^2 / ((1/(n-1)) sum_{t=2..n} (y_t - y_{t-1})^2) )``

    with ``y_1..y_n`` the history from its first sale. Units cancel (dimensionless); 1 means as good
    as the in-sample one-step naive forecast. ``actual``/``forecast``: same shape (any: all
    periods count equally, e.g. [origin, step]). None without a scale (:func:`naive_scale`).

    Raises:
        ValueError: ``actual`` and ``forecast`` differ in shape or are empty.
    """
    actual, forecast = _pair(actual, forecast)
    scale = naive_scale(history, 2)
    if scale is None:
        return None
    return float(np.sqrt(np.mean((actual - forecast) ** 2) / scale))


def pinball(actual: np.ndarray, quantile_forecast: np.ndarray, tau: float) -> float:
    """Mean pinball (quantile) loss at level ``tau`` in (0, 1): ``(y - q) tau`` when ``y >= q``,
    ``(q - y)(1 - tau)`` otherwise (Koenker & Bassett 1978; M5 Guide eq. 4's numerator), in the units
    of ``actual``."""
    actual, quantile_forecast = _pair(actual, quantile_forecast)
    if not 0 < tau < 1:
        raise ValueError("tau must be in (0, 1)")
    gap = actual - quantile_forecast
    return float(np.mean(np.where(gap >= 0, tau * gap, (tau - 1) * gap)))


def scaled_pinball(actual: np.ndarray, quantile_forecast: np.ndarray, tau: float, history: np.ndarray) -> float | None:
    """Scaled pinball loss (M5 uncertainty track, Guide eq. 4): :func:`pinball` at ``tau`` over the
    horizon divided by the in-sample mean absolute one-step naive error of the history from its first
    sale, ``(1/(n-1)) sum |y_t - y_{t-1}|``. None without a scale.

    Raises:
        ValueError: shapes differ, empty arrays, or ``tau`` outside (0, 1).
    """
    loss = pinball(actual, quantile_forecast, tau)
    scale = naive_scale(history, 1)
    return None if scale is None else loss / scale


def coverage(actual: np.ndarray, lower: np.ndarray, upper: np.ndarray) -> float:
    """The share of ``actual`` values inside ``[lower, upper]`` (bounds included), in [0, 1].

    Raises:
        ValueError: shapes differ or the arrays are empty.
    """
    actual, lower = _pair(actual, lower)
    _, upper = _pair(actual, upper)
    return float(np.mean((actual >= lower) & (actual <= upper)))


@dataclass(frozen=True)
class WeightedScore:
    """A WRMSSE: ``score`` (the levels' scores averaged with equal weights), ``levels`` (level name ->
    the sales-weighted mean RMSSE of its series), ``series`` (level name -> aggregated series scored)
    and ``left_out`` (level name -> series without a scale, whose weight went to the others)."""

    score: float
    levels: dict[str, float]
    series: dict[str, int]
    left_out: dict[str, int]


def wrmsse(
    actual: np.ndarray,
    forecast: np.ndarray,
    history: np.ndarray,
    value: np.ndarray,
    levels: Mapping[str, Sequence[Hashable]],
) -> WeightedScore:
    """Weighted RMSSE over an aggregation hierarchy (M5 Guide eq. 2 and section 4.2).

    ``actual``, ``forecast``: ``[series, h]`` of the bottom series at one origin (a rolling-origin
    evaluation averages the origins' WRMSSE); ``history``:
    ``[series, n]`` their in-sample periods on one calendar; ``value``: ``[series]`` each bottom series'
    sales value (currency) over the last 28 days (4 weeks) before the origin; ``levels``: level name ->
    one group key per bottom series (``{"total": ["all"] * n, "product": [...], "bottom": range(n)}``).

    At each level the bottom series are summed by key (actual, forecast and history alike), each
    aggregate's RMSSE is weighted by its share of the level's value ``w_i = value_i / sum value``, and
    ``WRMSSE_level = sum_i w_i RMSSE_i``; ``WRMSSE = (1/L) sum_level WRMSSE_level``. An aggregate
    without a scale is left out and the weights renormalised over the others; a level with no
    weight left (no value, or no scale anywhere) is left out of the mean.

    Raises:
        ValueError: shapes disagree, or no level could be scored.
    """
    actual, forecast = _pair(actual, forecast)
    history = np.asarray(history, dtype=float)
    value = np.asarray(value, dtype=float)
    if actual.ndim != 2 or history.shape[0] != actual.shape[0] or value.shape != (actual.shape[0],):  # noqa: PLR2004
        raise ValueError("actual/forecast [series, periods], history [series, n] and value [series] must agree")
    scores: dict[str, float] = {}
    counted: dict[str, int] = {}
    left_out: dict[str, int] = {}
    for name, keys in levels.items():
        if len(keys) != actual.shape[0]:
            raise ValueError(f"level {name!r} has {len(keys)} keys for {actual.shape[0]} series")
        groups = _groups(keys)
        weighted = total = 0.0
        missing = 0
        for members in groups:
            score = rmsse(actual[members].sum(axis=0), forecast[members].sum(axis=0), history[members].sum(axis=0))
            weight = float(value[members].sum())
            if score is None:
                missing += 1
                continue
            weighted += weight * score
            total += weight
        counted[name], left_out[name] = len(groups), missing
        if total > 0:
            scores[name] = weighted / total
    if not scores:
        raise ValueError("no level could be scored (no sales value or no scale)")
    return WeightedScore(float(np.mean(list(scores.values()))), scores, counted, left_out)


def _groups(keys: Sequence[Hashable]) -> list[np.ndarray]:
    """The bottom series' indices of each distinct key, in first-seen order."""
    found: dict[Hashable, list[int]] = {}
    for index, key in enumerate(keys):
        found.setdefault(key, []).append(index)
    return [np.array(members) for members in found.values()]


def _pair(first: np.ndarray, second: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    a, b = np.asarray(first, dtype=float), np.asarray(second, dtype=float)
    if a.shape != b.shape or a.size == 0:
        raise ValueError("the arrays must have the same non-empty shape")
    return a, b
