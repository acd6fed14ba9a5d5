"""The forecasts job and the forecast reads of the API (docs/intelligence.md "Forecasts").

For ``asOf`` D the job reads the daily sales of the 104 weeks before D (nothing dated D or later),
sums them per variant x shop into weeks that end on D - 1, forecasts 53 weeks from D per series
(domain/forecasting.py: the method chosen by backtest, conformal bounds at 80%), and writes the
weeks with the splits that turn them into days and sizes: each shop's weekday profile and each
variant x shop's size curve (its own sizes' shares over the last 26 weeks when it sold at least
10 units there, else the variant's shares over every shop). A rerun for the same D replaces its rows.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import date, datetime, timedelta
from typing import Any

from inventory_planning import clock
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake import forecasts as lake_forecasts
from inventory_planning.store.lake.datasets import FORECAST_SHARES, FORECAST_WEEKLY
from inventory_planning.store.lake.writer import LakeWriter

LOOKBACK_WEEKS = 104
SIZE_CURVE_WEEKS = 26
MIN_OWN_SIZE_UNITS = 10.0
CONFIDENCE_LEVEL = 0.8
NO_SIZE = "-"
ALGORITHM_PREFIX = "weekly-"  # the series' method, named in `algorithm`, e.g. "weekly-tsb+size-curve"


def run_forecasts(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """Forecast every variant x shop that sold in the 104 weeks before ``as_of``; returns stats
    ``{asOf, series, weeks, methods: {method: series}, sizeCurves: {own, variant}, shops}``.

    Raises:
        LakeUnavailable: S3 failed (the run is FAILED and can be started again).
    """
    import numpy as np

    from inventory_planning.domain import forecasting

    history = lake_forecasts.sales_history(organization_id, as_of - timedelta(weeks=LOOKBACK_WEEKS), as_of)
    weeks = LOOKBACK_WEEKS
    series: dict[tuple[str, str], Any] = {}
    catalogue: dict[tuple[str, str], tuple[str | None, str | None]] = {}
    first_sale: dict[tuple[str, str], int] = {}
    own_sizes: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    variant_sizes: dict[str, Counter[str]] = defaultdict(Counter)
    weekday_units: dict[str, Any] = defaultdict(lambda: np.zeros(7))
    for row in history:
        key = (row.variant_id, row.shop_id)
        back = (as_of - row.sale_date).days - 1  # 0 = the day before asOf
        index = weeks - 1 - back // 7
        if key not in series:
            series[key] = np.zeros(weeks)
            catalogue[key] = (row.brand_id, row.product_id)
        series[key][index] += row.units
        if row.units > 0:
            first_sale[key] = min(first_sale.get(key, index), index)
        size = row.size or NO_SIZE
        if back < 7 * SIZE_CURVE_WEEKS:
            own_sizes[key][size] += row.units
            variant_sizes[row.variant_id][size] += row.units
        weekday_units[row.shop_id][row.sale_date.weekday()] += row.units
    weekly = LakeWriter(FORECAST_WEEKLY, organization_id, run_id)
    shares = LakeWriter(FORECAST_SHARES, organization_id, run_id)
    stamp = now.replace(tzinfo=None)
    methods: Counter[str] = Counter()
    curves: Counter[str] = Counter()
    try:
        for shop_id, units in weekday_units.items():
            profile = forecasting.weekday_profile(units, np.arange(7))
            for weekday, share in enumerate(profile):
                shares.append((f"{as_of}|{shop_id}|*|weekday|{weekday}", as_of, shop_id, "*", "weekday", str(weekday),
                               float(share), run_id, stamp))  # fmt: skip
        for key, values in series.items():
            if key not in first_sale:
                continue  # returns only: nothing to forecast
            variant_id, shop_id = key
            y = np.maximum(values[first_sale[key] :], 0.0)  # from the week of its first sale
            result = forecasting.forecast(y, lake_forecasts.WEEKS, level=CONFIDENCE_LEVEL)
            own = own_sizes.get(key, Counter())
            use_own = sum(max(u, 0.0) for u in own.values()) >= MIN_OWN_SIZE_UNITS
            curve_units = own if use_own else variant_sizes.get(variant_id, Counter())
            sizes = sorted(set(variant_sizes.get(variant_id, Counter())) | set(own))
            curve = forecasting.size_shares(dict(curve_units), sizes)
            curves["own" if use_own else "variant"] += 1
            for size, share in curve.items():
                shares.append((f"{as_of}|{shop_id}|{variant_id}|size|{size}", as_of, shop_id, variant_id, "size", size,
                               float(share), run_id, stamp))  # fmt: skip
            algorithm = f"{ALGORITHM_PREFIX}{result.algorithm}+size-curve"
            methods[result.algorithm] += 1
            brand_id, product_id = catalogue[key]
            for week in range(lake_forecasts.WEEKS):
                weekly.append((
                    f"{as_of}|{variant_id}|{shop_id}|{week}", as_of, variant_id, shop_id, brand_id, product_id, week,
                    as_of + timedelta(days=7 * week), float(result.mean[week]), float(result.lower[week]),
                    float(result.upper[week]), CONFIDENCE_LEVEL, algorithm, result.mase, run_id, stamp,
                ))  # fmt: skip
        written = weekly.finish() + shares.finish()
    except BaseException:
        weekly.discard()
        shares.discard()
        raise
    for run_date in sorted(set(written)):  # one partition: the run's day
        compaction.compact(FORECAST_WEEKLY, organization_id, run_date)
        compaction.compact(FORECAST_SHARES, organization_id, run_date)
    return {
        "asOf": as_of.isoformat(), "series": sum(methods.values()), "weeks": lake_forecasts.WEEKS,
        "methods": dict(sorted(methods.items())), "sizeCurves": dict(curves), "shops": len(weekday_units),
    }  # fmt: skip


def served_run(organization_id: str) -> date | None:
    """The forecast run the API serves today: the latest on or before the service clock's today."""
    return lake_forecasts.latest_run_date(organization_id, clock.today())
