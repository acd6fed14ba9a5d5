"""A forecasting model pooled across an organization's series (docs/forecast-pooled.md;
docs/decisions/0045-pooled-forecast-and-robust-level.md): one weighted ridge regression per step
ahead, fitted once per organization and run on every series' weeks, numpy only.

A training row is a (series, anchor week t, step k) whose target week ``t + k - 1`` is observed:
the target is the units of that week over the series' **level** at t (the mean of its last 13
weeks; a quarter of its mean since its first sale where that is 0; at least 0.05), the features
(:data:`FEATURES`) are read off the weeks before t (and, for the known-ahead signals, of the target
week: the price calendar's flags and price index, 0 and 1 where a series has none), and each row
is weighted by ``level^2 / s``, ``s`` the series' mean squared one-step naive difference, so that the
least squares minimise the squared scaled error RMSSE counts (M5; Makridakis et al. 2022).

The model of step k: ``target ~ b0 + sum_j b_j z_j`` over the standardised features and their square
roots (a concave response without a non-linear solver), with a ridge penalty ``alpha x rows`` on
every coefficient but the intercept (Hoerl & Kennard 1970). It is fitted from additive sums
(:class:`RidgeSums`: the weighted Gram matrix and the features' moments), so the rows of any number
of chunks of series add up without being held together (the plan step streams the organization's
series through it) and the solution is the normal equations' (``numpy.linalg.solve``; checked
against ``numpy.linalg.lstsq`` in tests/unit/test_forecast_pooled.py). Steps beyond
``STEPS`` use the last step's model with the target week's known signals.

Pure numpy: arrays in, arrays out; the coefficients are plain lists (JSON) for the run's documents.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from inventory_planning.coldstart import lazy

if TYPE_CHECKING:
    from inventory_planning.domain.forecasts import accuracy, selection
    from inventory_planning.domain.forecasts.selection import PooledPaths
else:  # selection imports this module: each loads on its first use (docs/decisions/0046)
    accuracy = lazy("inventory_planning.domain.forecasts.accuracy")
    selection = lazy("inventory_planning.domain.forecasts.selection")

STEPS = 8  # steps ahead with a model of their own (the backtest's horizon)
MIN_ANCHOR = 8  # the first anchor: 8 weeks behind it
LEVEL_WEEKS = 13
RIDGE_ALPHA = 1.0  # penalty per row (docs/forecast-pooled.md: 0.02..1 x rows tried, 1 kept)
MIN_LEVEL = 0.05
GATE_MARGIN = 0.03
"""The share by which the pooled candidate must lower every level's held-out WRMSSE to be used: on the
brand, held-out gains of 0.6-2.6% came with a 1.8% loss on the weeks after (docs/forecast-quality.md)."""
MIN_SD = 1e-9  # a feature that never moved (a calendar nobody has): standardised to 0, coefficient 0
FEATURES = (
    "lag1", "lag2", "lag3", "lag4", "mean4", "mean8", "mean13", "mean26", "weeks_since_sale", "sold_share13",
    "log_level", "feature", "display", "feature_last", "display_last", "log_price_index",
)  # fmt: skip


@dataclass(frozen=True)
class Known:
    """The known signals of a panel of series, per series x week over the history AND the weeks
    ahead (shape ``[series, weeks + ahead]``): ``feature`` and ``display`` (share of the week on
    each, 0..1) and ``index`` (the week's price index against the regular price, 1 = regular)."""

    feature: np.ndarray
    display: np.ndarray
    index: np.ndarray


def levels(y: np.ndarray, t: int) -> np.ndarray:
    """The level of each series of ``y`` ``[series, weeks]`` at anchor ``t`` (weeks 0..t-1 known):
    the mean of its last 13 weeks; where that is 0, a quarter of its mean since its first sale; at
    least 0.05 (units per week)."""
    last = y[:, max(0, t - LEVEL_WEEKS) : t].mean(axis=1)
    sold = y[:, :t] > 0
    first = np.argmax(sold, axis=1)
    since = np.where(sold.any(axis=1), y[:, :t].sum(axis=1) / np.maximum(t - first, 1), 0.0)
    return np.maximum(np.where(last > 0, last, since / 4), MIN_LEVEL)


def features(y: np.ndarray, t: int, step: int, known: Known | None = None) -> np.ndarray:
    """The feature rows (``[series, len(FEATURES)]``) of every series of ``y`` at anchor ``t`` for
    step ``step`` (1-based; target week ``t + step - 1``, which ``known`` must cover when given)."""
    return np.column_stack([_history_features(y, t), _known_features(known, y.shape[0], t, step)])


def _history_features(y: np.ndarray, t: int) -> np.ndarray:
    """The features read off the weeks before ``t``: lags 1-4 and means of 4/8/13/26 weeks over the
    level, weeks since the last sale / 52 (at most 1), share of the last 13 weeks with a sale, log level."""
    lvl = levels(y, t)
    cols = [y[:, t - k] / lvl for k in range(1, 5)]
    cols += [y[:, max(0, t - w) : t].mean(axis=1) / lvl for w in (4, 8, 13, 26)]
    sold = y[:, :t] > 0
    last_sale = np.where(sold.any(axis=1), t - 1 - np.argmax(sold[:, ::-1], axis=1), -1)
    cols.append(np.minimum(np.where(last_sale >= 0, t - last_sale, 52), 52) / 52)
    cols.append(sold[:, max(0, t - LEVEL_WEEKS) :].mean(axis=1))
    cols.append(np.log(lvl))
    return np.column_stack(cols)


def _known_features(known: Known | None, n: int, t: int, step: int) -> np.ndarray:
    """The known signals' features: the target week's feature and display shares, last week's, and
    the log of the target week's price index over the mean index of the last 13 weeks (0 without)."""
    if known is None:
        return np.zeros((n, 5))
    w = t + step - 1
    reference = known.index[:, max(0, t - LEVEL_WEEKS) : t].mean(axis=1)
    return np.column_stack([
        known.feature[:, w], known.display[:, w], known.feature[:, t - 1], known.display[:, t - 1],
        np.log(np.maximum(known.index[:, w], 1e-3) / np.maximum(reference, 1e-3)),
    ])  # fmt: skip


def basis(x: np.ndarray) -> np.ndarray:
    """The regressors of feature rows ``x``: the features and the square roots of their positive parts."""
    return np.column_stack([x, np.sqrt(np.maximum(x, 0.0))])


def naive_scales(y: np.ndarray, t: int) -> np.ndarray:
    """Each series' mean squared one-step difference over weeks 0..t-1 from its first sale (RMSSE's
    scale); the median of the others where a series has none (it still trains), 1 when none has one."""
    out = np.full(y.shape[0], np.nan)
    for i, series in enumerate(y[:, :t]):
        nonzero = np.flatnonzero(series)
        if nonzero.size:
            active = series[nonzero[0] :]
            if active.size >= 2:  # noqa: PLR2004 - one difference needs two weeks
                scale = float(np.mean(np.diff(active) ** 2))
                out[i] = scale if scale > 0 else np.nan
    fallback = float(np.nanmedian(out)) if np.isfinite(out).any() else 1.0
    return np.where(np.isnan(out), fallback, out)


@dataclass
class RidgeSums:
    """The additive sums of one step's training rows: ``rows`` n, ``weight`` (sum of the weights),
    ``moments`` (sum and sum of squares of each regressor, unweighted: the standardisation),
    ``gram`` (``sum w [1, r][1, r]^T``) and ``cross`` (``sum w [1, r] target``)."""

    rows: int = 0
    weight: float = 0.0
    moments: np.ndarray = field(default_factory=lambda: np.zeros((2, 2 * len(FEATURES))))
    gram: np.ndarray = field(default_factory=lambda: np.zeros((2 * len(FEATURES) + 1,) * 2))
    cross: np.ndarray = field(default_factory=lambda: np.zeros(2 * len(FEATURES) + 1))

    def add(self, regressors: np.ndarray, target: np.ndarray, weight: np.ndarray) -> None:
        """Add rows: ``regressors`` ``[rows, r]`` (:func:`basis`), ``target`` and ``weight`` ``[rows]``."""
        z = np.column_stack([np.ones(len(regressors)), regressors])
        self.rows += len(regressors)
        self.weight += float(weight.sum())
        self.moments += np.vstack([regressors.sum(axis=0), (regressors**2).sum(axis=0)])
        self.gram += (z * weight[:, None]).T @ z
        self.cross += (z * weight[:, None]).T @ target

    def solve(self, alpha: float = RIDGE_ALPHA) -> dict[str, list[float]]:
        """The step's model ``{mu, sd, beta}`` (JSON lists): the regressors' mean and standard
        deviation, and the coefficients of ``[1, (r - mu) / sd]`` minimising ``sum (w / mean w)(target
        - z beta)^2 + alpha n |beta[1:]|^2`` (normal equations). Raises ValueError without rows."""
        if self.rows == 0 or self.weight <= 0:
            raise ValueError("no training rows")
        mu = self.moments[0] / self.rows
        sd = np.sqrt(np.maximum(self.moments[1] / self.rows - mu**2, 0.0))
        sd = np.where(sd > MIN_SD, sd, 1.0)
        m = np.zeros((mu.size + 1, mu.size + 1))  # [1, r] M = [1, (r - mu) / sd]
        m[0, 0] = 1.0
        m[0, 1:] = -mu / sd
        m[1:, 1:] = np.diag(1 / sd)
        mean_weight = self.weight / self.rows
        penalty = alpha * self.rows * np.eye(mu.size + 1)
        penalty[0, 0] = 0.0
        lhs = m.T @ self.gram @ m / mean_weight + penalty
        beta = np.linalg.solve(lhs, m.T @ self.cross / mean_weight)
        return {"mu": mu.tolist(), "sd": sd.tolist(), "beta": beta.tolist()}


def accumulate(
    sums: dict[int, RidgeSums], y: np.ndarray, known: Known | None = None, *, end: int | None = None, anchors: int | None = None
) -> None:
    """Add the training rows of the panel ``y`` ``[series, weeks]`` whose target week is before
    ``end`` (default: every week of ``y``) to ``sums`` (step -> :class:`RidgeSums`); ``anchors``:
    only the rows of the last ``anchors`` anchors of step 1 (and the steps' rows of the same target
    weeks' span; None: every anchor from week 8)."""
    end = y.shape[1] if end is None else end
    if end <= MIN_ANCHOR:
        return
    scale = naive_scales(y, end)
    for t in range(max(MIN_ANCHOR, end - anchors - STEPS + 1) if anchors else MIN_ANCHOR, end):
        lvl = levels(y, t)
        weight = lvl**2 / scale
        history = _history_features(y, t)
        for k in range(1, min(STEPS, end - t) + 1):
            x = np.column_stack([history, _known_features(known, y.shape[0], t, k)])
            sums.setdefault(k, RidgeSums()).add(basis(x), y[:, t + k - 1] / lvl, weight)


def fit(sums: dict[int, RidgeSums], alpha: float = RIDGE_ALPHA) -> dict[str, Any]:
    """The model (JSON) of the accumulated ``sums``: ``{steps: {k: {mu, sd, beta}}, features}``; the
    steps without rows left out (``{}`` for no row at all)."""
    solved = {str(k): s.solve(alpha) for k, s in sorted(sums.items()) if s.rows}
    return {"features": list(FEATURES), "steps": solved} if solved else {}


def predict(model: dict[str, Any], y: np.ndarray, t: int, steps: int, known: Known | None = None) -> np.ndarray:
    """The model's forecasts (units, ``[series, steps]``, floored at 0) of every series of ``y`` from
    anchor ``t`` (weeks 0..t-1 seen), steps 1..``steps``; a step without a model of its own takes the
    last one's. ``known`` must cover the weeks up to ``t + steps - 1``."""
    lvl = levels(y, t)
    history = _history_features(y, t)
    out = np.empty((y.shape[0], steps))
    last = max(int(k) for k in model["steps"])
    for k in range(1, steps + 1):
        coefficients = model["steps"][str(min(k, last))]
        mu, sd, beta = (np.asarray(coefficients[name]) for name in ("mu", "sd", "beta"))
        z = (basis(np.column_stack([history, _known_features(known, y.shape[0], t, k)])) - mu) / sd
        out[:, k - 1] = np.maximum(beta[0] + z @ beta[1:], 0.0) * lvl
    return out


def panel_paths(
    model: dict[str, Any], y: np.ndarray, ahead: int, known: Known | None = None, *, horizon: int = STEPS, origins: int = 6
) -> tuple[np.ndarray, np.ndarray]:
    """The model's forecasts of every series of the panel ``y`` ``[series, weeks]`` (one calendar):
    ``backtest`` ``[series, origins, horizon]`` from the anchors ``weeks - horizon - origins + 1`` ..
    ``weeks - horizon`` (the backtest's last ``origins`` origins, selection.backtest_origins, in the
    panel's weeks), and ``ahead`` ``[series, ahead]`` from the end of ``y``. ``known`` covers the
    weeks of ``y`` and ``ahead`` more."""
    weeks = y.shape[1]
    anchors = [t for t in range(weeks - horizon - origins + 1, weeks - horizon + 1) if t >= 1]
    backtest = np.zeros((y.shape[0], origins, horizon))
    for j, t in enumerate(anchors, start=origins - len(anchors)):
        backtest[:, j] = predict(model, y, t, horizon, known)
    return backtest, predict(model, y, weeks, ahead, known)


def series_paths(
    backtest: np.ndarray, ahead: np.ndarray, start: int, weeks: int, horizon: int = STEPS, origins: int = 6
) -> PooledPaths:
    """One series' ``selection.PooledPaths`` from its rows of :func:`panel_paths`: the series' history
    starts at week ``start`` of a panel of ``weeks`` weeks; its backtest origins are the last of the panel's."""
    count = len(selection.backtest_origins(weeks - start, horizon, origins))
    return selection.PooledPaths(backtest[origins - count :] if count else np.empty((0, horizon)), ahead)


def gate(
    actual: np.ndarray,
    today: np.ndarray,
    candidate: np.ndarray,
    history: np.ndarray,
    value: np.ndarray,
    levels: dict[str, list[Any]],
    margin: float = GATE_MARGIN,
) -> dict[str, Any]:
    """Whether an organization's forecasts take the pooled model (decision 0045): on a held-out span
    (``actual`` ``[series, steps]``, the weeks after ``history`` ``[series, weeks]``), ``today`` and
    ``candidate`` (the forecasts without and with the pooled candidate, same shape) are scored as
    WRMSSE scores them (``accuracy.wrmsse``: at each level of ``levels``, level name -> a key per
    series, the aggregates' RMSSE weighted by their sales ``value``). The pooled model is used when
    every level gets better by ``margin`` (default ``GATE_MARGIN``, 3%) at least: a buyer reads the
    totals of products and brands as much as the series, and one 8-week span is a noisy judge.

    Returns ``{used, today: {level: score}, pooled: {level: score}}`` (rounded to 4 places; ``used``
    False when no level can be scored)."""
    try:
        now, then = (accuracy.wrmsse(actual, f, history, value, levels) for f in (today, candidate))
    except ValueError:  # no level with a scale and a value
        return {"used": False, "today": {}, "pooled": {}}
    scores = {
        "today": {k: round(v, 4) for k, v in now.levels.items()},
        "pooled": {k: round(v, 4) for k, v in then.levels.items()},
    }
    used = bool(now.levels) and all(then.levels.get(k, np.inf) <= (1 - margin) * v for k, v in now.levels.items())
    return {"used": used, **scores}
