"""The forecasts job and the forecast reads of the API (docs/intelligence.md "Forecasts").

For ``asOf`` D the job reads the daily sales of the 104 weeks before D (nothing dated D or later),
sums them per variant x shop into weeks that end on D - 1, forecasts 53 weeks from D per series
(domain/forecasting/: the method chosen by backtest, conformal bounds at 80%), and writes the
weeks with the splits that turn them into days and sizes: each shop's weekday profile and each
variant x shop's size curve (its own sizes' shares over the last 26 weeks when it sold at least
10 units there, else the variant's shares over every shop). A rerun for the same D replaces its rows.

Planned prices move the forecast: a variant x shop with a line in a VALIDATED markdown plan whose
price window meets the horizon is forecast on its history deflated to regular price and reflated
week by week by the planned price index, through the variant's price elasticity (the markdown's:
variant, else product, brand or category, else the default); its ``algorithm`` says ``+price-elasticity``
(domain/forecasting/prices.py ``price_forecast``, docs/intelligence.md "Planned prices").

The job runs in three steps, so that a large organization's series fan out (docs/jobs.md "Shards"):

1. :func:`plan_forecasts` lists the variants that sold, cuts them into shards of contiguous variant
   ids (about ``SHARD_SERIES`` series each; a variant's shops stay in one shard, as its size curve
   spans them), writes the weekday profiles and the shard list (``jobs/forecasts/...``, a JSON array
   that the state machine's Distributed Map reads from S3);
2. :func:`run_shard` forecasts one shard (one function invocation) and records its result;
3. :func:`finish_forecasts` checks every shard is there, compacts the run's partition, sums the stats.

Deployed, the ``ForecastShards`` state machine runs them (template.yaml); the job-runs API and
``make run`` run them in-process (``services.jobs.run_sharded_in_process``), with the same code: the
job registry (``domain.jobs.registry``) names the three steps. A shard already done for the same
asOf on the same sales files (its fingerprint) is not redone: a rerun after a failed shard
completes the run.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any, cast

from aws_lambda_powertools import Logger

from inventory_planning.domain import forecasting
from inventory_planning.domain.failures import Failure, Reported
from inventory_planning.domain.forecasting import shards as sharding
from inventory_planning.domain.forecasting.records import ForecastRecord
from inventory_planning.domain.forecasting.shards import cut_shards
from inventory_planning.domain.forecasting.stats import ForecastPlan, ForecastRunStats, PlannedVariant, PlannedWindow, ShardStats
from inventory_planning.domain.served_runs import RunPage, ServedRun
from inventory_planning.domain.shop_scope import narrow
from inventory_planning.services import served_runs
from inventory_planning.services.catalog_checks import require_shops
from inventory_planning.services.elasticities import elasticities_of_variants
from inventory_planning.store.lake import compaction, objects
from inventory_planning.store.lake import forecasts as lake_forecasts
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import FORECAST_SHARES, FORECAST_WEEKLY
from inventory_planning.store.lake.writer import LakeWriter

logger = Logger(child=True)

LOOKBACK_WEEKS = 104
SIZE_CURVE_WEEKS = 26
MIN_OWN_SIZE_UNITS = 10.0
CONFIDENCE_LEVEL = 0.8
NO_SIZE = "-"
ALGORITHM_PREFIX = "weekly-"  # the series' method, named in `algorithm`, e.g. "weekly-tsb+size-curve"
SHARD_SERIES = sharding.SHARD_SERIES
"""Series per shard of the job (about; domain/forecasting/shards.py)."""


class ShardsFailed(Reported):
    """Shards of a forecasts run failed or are missing (the run is FAILED; a rerun redoes only them).
    ``sentence`` is ours (shard numbers, never a shard's exception text): the run shows
    ``FORECAST_SHARDS_FAILED: <sentence>``."""

    def __init__(self, sentence: str) -> None:
        super().__init__(Failure("FORECAST_SHARDS_FAILED", sentence))


def _prefix(organization_id: str, as_of: date) -> str:
    return f"jobs/forecasts/organization_id={organization_id}/as_of={as_of.isoformat()}/"


def manifest_key(organization_id: str, as_of: date, run_id: str) -> str:
    """The S3 key of a run's shard list: a JSON array of ``{shard, firstVariant, lastVariant, series}``."""
    return f"{_prefix(organization_id, as_of)}run={run_id}/shards.json"


def _plan_key(organization_id: str, as_of: date, run_id: str) -> str:
    return f"{_prefix(organization_id, as_of)}run={run_id}/plan.json"


def _shard_key(organization_id: str, as_of: date, shard: int) -> str:
    return f"{_prefix(organization_id, as_of)}shard-{shard:05d}.json"


def _planned_key(organization_id: str, as_of: date, run_id: str) -> str:
    return f"{_prefix(organization_id, as_of)}run={run_id}/planned-prices.json"


PAST_WINDOW_WEEKS = 26
"""A markdown that ended within these weeks before asOf still marks its weeks as not at the price a
series returns to after its planned windows (``current_index``)."""


def planned_markdowns(organization_id: str, as_of: date) -> dict[str, PlannedVariant]:
    """The planned prices the run forecasts under: the lines of the organization's VALIDATED markdown
    plans whose price window (startDate..endDate) meets the horizon ``[as_of, as_of + 53 weeks)``,
    with, for the same variant x shops, the past windows of VALIDATED or CLOSED markdowns that ran
    in the ``PAST_WINDOW_WEEKS`` before ``as_of`` (``ahead`` false, their endDate cut to
    ``as_of - 1``: a markdown CLOSED while it ran stops there; they mark past weeks only).

    Returns ``{variantId: {productId, brandId, elasticity: {value, source, observations},
    windows: [{planId, shopId, startDate, endDate, ahead, discounts: {sizeId: percent},
    retailPrices: {sizeId: currency per unit}}]}}``; the elasticity is the markdown
    recommendations' (read only when something is planned).

    Raises:
        LakeUnavailable: the price history could not be read.
    """
    from inventory_planning.store import plans as plan_store  # noqa: PLC0415 - on first use (cold start of analytics)

    end = as_of + timedelta(days=7 * lake_forecasts.WEEKS)
    since = as_of - timedelta(weeks=PAST_WINDOW_WEEKS)
    planned: dict[str, PlannedVariant] = {}
    for header in plan_store.open_plans(organization_id, "MARKDOWN", ("VALIDATED", "CLOSED")):
        start, stop = header.record.get("startDate"), header.record.get("endDate")
        if not start or not stop:
            continue
        first, last = date.fromisoformat(start), date.fromisoformat(stop)
        ahead = header.status == "VALIDATED" and last >= as_of and first < end
        if not ahead:
            if not (first < as_of and last >= since):
                continue
            # a past window: ended, or CLOSED while it ran (its discount stops at asOf)
            stop = min(last, as_of - timedelta(days=1)).isoformat()
        windows: dict[tuple[str, str], PlannedWindow] = {}
        for line in plan_store.all_lines(organization_id, header.sk):
            record = line.record
            if record.get("discountPercent") is None or not record.get("shopId"):
                continue
            variant = planned.setdefault(record["variantId"], {
                "productId": record.get("productId"), "brandId": record.get("brandId"), "windows": [],
            })  # fmt: skip
            window = windows.get((record["variantId"], record["shopId"]))
            if window is None:
                window = {"planId": header.sk, "shopId": record["shopId"], "startDate": start, "endDate": stop,
                          "ahead": ahead, "discounts": {}, "retailPrices": {}}  # fmt: skip
                windows[(record["variantId"], record["shopId"])] = window
                variant["windows"].append(window)
            window["discounts"][record["sizeId"]] = float(record["discountPercent"])
            if record.get("retailPrice"):
                window["retailPrices"][record["sizeId"]] = float(record["retailPrice"])
    for variant_id in list(planned):  # past windows matter only beside a window ahead
        shops = {w["shopId"] for w in planned[variant_id]["windows"] if w["ahead"]}
        kept = [w for w in planned[variant_id]["windows"] if w["shopId"] in shops]
        planned[variant_id]["windows"] = sorted(kept, key=lambda w: (w["shopId"], w["startDate"], w["planId"]))
        if not shops:
            del planned[variant_id]
    if planned:
        found = elasticities_of_variants(organization_id, as_of, {v: (p["productId"], p["brandId"]) for v, p in planned.items()})
        for variant_id, variant in planned.items():
            value, source, observations = found[variant_id]
            variant["elasticity"] = {"value": value, "source": source, "observations": observations}
    return planned


def _shard_fingerprint(facts: str, item: dict[str, Any], planned: dict[str, Any]) -> str:
    """What a shard's forecast depends on: the sales files, its variant range and the planned prices
    of its own variants (a plan edit reruns only the shards it touches)."""
    own = {v: p for v, p in planned.items() if item["firstVariant"] <= v <= item["lastVariant"]}
    prices = hashlib.sha256(json.dumps(own, sort_keys=True).encode()).hexdigest() if own else ""
    return hashlib.sha256(f"{facts}|{item['firstVariant']}|{item['lastVariant']}|{prices}".encode()).hexdigest()


def plan_forecasts(organization_id: str, as_of: date, run_id: str, now: datetime) -> ForecastPlan:
    """Step 1: write the shops' weekday profiles and the shard list of the run.

    Returns ``{shards, series, shops, bucket, manifestKey, fingerprint}`` (``series`` as planned:
    variant x shop pairs with a unit sold).

    Raises:
        LakeUnavailable: S3 failed.
    """
    import numpy as np  # noqa: PLC0415 - numpy on first use (the analytics function imports this module)

    first = as_of - timedelta(weeks=LOOKBACK_WEEKS)
    facts = lake_forecasts.sales_fingerprint(organization_id, first, as_of)
    by_shop: dict[str, list[tuple[date, float]]] = defaultdict(list)
    for shop_id, day, units in lake_forecasts.units_per_shop_day(organization_id, first, as_of):
        by_shop[shop_id].append((day, units))
    shares = LakeWriter(FORECAST_SHARES, organization_id, f"{run_id}-plan")
    stamp = now.replace(tzinfo=None)
    try:
        for shop_id, days in by_shop.items():
            daily = np.array([u for _, u in days])
            profile = forecasting.weekday_profile(daily, np.array([d.weekday() for d, _ in days]))
            for weekday, share in enumerate(profile):
                shares.append((f"{as_of}|{shop_id}|*|weekday|{weekday}", as_of, shop_id, "*", "weekday", str(weekday),
                               float(share), run_id, stamp))  # fmt: skip
        shares.finish()
    except BaseException:
        shares.discard()
        raise
    planned = planned_markdowns(organization_id, as_of)
    objects.put_json(_planned_key(organization_id, as_of, run_id), planned)
    shards = cut_shards(lake_forecasts.series_per_variant(organization_id, first, as_of), SHARD_SERIES)
    for item in shards:
        item["fingerprint"] = _shard_fingerprint(facts, item, planned)
    key = manifest_key(organization_id, as_of, run_id)
    objects.put_json(key, shards)
    plan: ForecastPlan = {
        "shards": len(shards), "series": sum(s["series"] for s in shards), "shops": len(by_shop),
        "bucket": objects.bucket(), "manifestKey": key, "plannedVariants": len(planned),
    }  # fmt: skip
    objects.put_json(_plan_key(organization_id, as_of, run_id), plan)
    return plan


def _shard_done(organization_id: str, as_of: date, item: dict[str, Any]) -> dict[str, Any] | None:
    done = objects.get_json(_shard_key(organization_id, as_of, item["shard"]))
    return done if done and done.get("fingerprint") == item["fingerprint"] else None


@dataclass(slots=True)
class _ShardHistory:
    """A shard's sales history per (variant, shop) over LOOKBACK_WEEKS weeks (index 0 the oldest,
    the last the week before asOf): units and sales value per week, the catalogue's (brand, product),
    the week of the first sale, and the units per size of the last SIZE_CURVE_WEEKS weeks, of the
    series (``own_sizes``) and of its variant in every shop (``variant_sizes``)."""

    series: dict[tuple[str, str], Any] = field(default_factory=dict)
    values: dict[tuple[str, str], Any] = field(default_factory=dict)
    catalogue: dict[tuple[str, str], tuple[str | None, str | None]] = field(default_factory=dict)
    first_sale: dict[tuple[str, str], int] = field(default_factory=dict)
    own_sizes: dict[tuple[str, str], dict[str, float]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(float)))
    variant_sizes: dict[str, dict[str, float]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(float)))


def _shard_history(history: Iterable[Any], as_of: date) -> _ShardHistory:
    """The weekly series of a shard's daily sales rows (``lake_forecasts.sales_history``)."""
    import numpy as np  # noqa: PLC0415 - numpy on first use (the analytics function imports this module)

    weeks = LOOKBACK_WEEKS
    h = _ShardHistory()
    for row in history:
        key = (row.variant_id, row.shop_id)
        back = (as_of - row.sale_date).days - 1  # 0 = the day before asOf
        index = weeks - 1 - back // 7
        if key not in h.series:
            h.series[key] = np.zeros(weeks)
            h.values[key] = np.zeros(weeks)
            h.catalogue[key] = (row.brand_id, row.product_id)
        h.series[key][index] += row.units
        h.values[key][index] += row.value
        if row.units > 0:
            h.first_sale[key] = min(h.first_sale.get(key, index), index)
        if back < 7 * SIZE_CURVE_WEEKS:
            size = row.size or NO_SIZE
            h.own_sizes[key][size] += row.units
            h.variant_sizes[row.variant_id][size] += row.units
    return h


def _series_forecast(
    h: _ShardHistory, key: tuple[str, str], as_of: date, planned: dict[str, Any]
) -> tuple[Any, dict[str, float], bool, bool]:
    """One series' forecast from the week of its first sale: ``(result, size curve, own curve?,
    priced?)``; the size curve is the series' own when it sold MIN_OWN_SIZE_UNITS units, else its
    variant's; priced under its planned prices when a price window lies ahead."""
    import numpy as np  # noqa: PLC0415 - numpy on first use (the analytics function imports this module)

    variant_id, shop_id = key
    y = np.maximum(h.series[key][h.first_sale[key] :], 0.0)  # from the week of its first sale
    own = h.own_sizes.get(key, {})
    use_own = sum(max(u, 0.0) for u in own.values()) >= MIN_OWN_SIZE_UNITS
    curve_units = own if use_own else h.variant_sizes.get(variant_id, {})
    sizes = sorted(set(h.variant_sizes.get(variant_id, {})) | set(own))
    curve = forecasting.size_shares(dict(curve_units), sizes)
    windows = [w for w in planned.get(variant_id, {}).get("windows", []) if w["shopId"] == shop_id]
    if any(w.get("ahead", True) for w in windows):  # a file of an earlier version has no `ahead`: all ahead
        result = _priced_forecast(as_of, y, h.values[key][h.first_sale[key] :], planned[variant_id], windows, curve)
        return result, curve, use_own, True
    return forecasting.forecast(y, lake_forecasts.WEEKS, level=CONFIDENCE_LEVEL), curve, use_own, False


def run_shard(organization_id: str, as_of: date, run_id: str, item: dict[str, Any], now: datetime) -> ShardStats:
    """Step 2: forecast the variants of one shard (``item``, a row of the shard list) and record
    the shard done; returns its stats ``{series, methods, sizeCurves, reused}``. A shard already
    done on the same facts is not redone (``reused`` true).

    Raises:
        ShardsFailed: the run's planned prices are missing (its plan step did not finish).
        LakeUnavailable: S3 failed (the invocation fails; Step Functions retries it).
    """
    done = _shard_done(organization_id, as_of, item)
    if done is not None:
        return cast(ShardStats, {**done["stats"], "reused": True})
    planned = objects.get_json(_planned_key(organization_id, as_of, run_id))
    if planned is None:
        raise ShardsFailed(f"run {run_id} has no planned prices: its plan step did not finish")
    first = as_of - timedelta(weeks=LOOKBACK_WEEKS)
    span = (item["firstVariant"], item["lastVariant"])
    h = _shard_history(lake_forecasts.sales_history(organization_id, first, as_of, span), as_of)
    part = f"{run_id}-{item['shard']:05d}"
    weekly = LakeWriter(FORECAST_WEEKLY, organization_id, part)
    shares = LakeWriter(FORECAST_SHARES, organization_id, part)
    stamp = now.replace(tzinfo=None)
    methods: Counter[str] = Counter()
    curves: Counter[str] = Counter()
    priced = 0
    try:
        for key in h.series:
            if key not in h.first_sale:
                continue  # returns only: nothing to forecast
            variant_id, shop_id = key
            result, curve, use_own, was_priced = _series_forecast(h, key, as_of, planned)
            curves["own" if use_own else "variant"] += 1
            priced += was_priced
            for size, share in curve.items():
                shares.append((f"{as_of}|{shop_id}|{variant_id}|size|{size}", as_of, shop_id, variant_id, "size", size,
                               float(share), run_id, stamp))  # fmt: skip
            algorithm = f"{ALGORITHM_PREFIX}{result.algorithm}+size-curve"
            methods[result.algorithm] += 1
            brand_id, product_id = h.catalogue[key]
            for week in range(lake_forecasts.WEEKS):
                weekly.append((
                    f"{as_of}|{variant_id}|{shop_id}|{week}", as_of, variant_id, shop_id, brand_id, product_id, week,
                    as_of + timedelta(days=7 * week), float(result.mean[week]), float(result.lower[week]),
                    float(result.upper[week]), CONFIDENCE_LEVEL, algorithm, result.mase, run_id, stamp,
                ))  # fmt: skip
        weekly.finish()
        shares.finish()
    except BaseException:
        weekly.discard()
        shares.discard()
        raise
    stats: dict[str, Any] = {
        "series": sum(methods.values()), "methods": dict(methods), "sizeCurves": dict(curves), "pricedSeries": priced,
    }  # fmt: skip
    objects.put_json(_shard_key(organization_id, as_of, item["shard"]),
                     {"fingerprint": item["fingerprint"], "runId": run_id, "stats": stats})  # fmt: skip
    return cast(ShardStats, {**stats, "reused": False})


CURRENT_PRICE_WEEKS = 4


def _priced_forecast(
    as_of: date, y: Any, value: Any, variant: dict[str, Any], windows: list[dict[str, Any]], curve: dict[str, float]
) -> Any:
    """A variant x shop's forecast under its planned prices: the history's weekly price index against
    the regular price (its plan lines' retail prices per size, weighted by the size curve: of its
    windows ahead, else of its past ones, else the 75th percentile of its weekly prices), the index
    it sells at outside the windows (the last 4 weeks no window touches, past windows included,
    else 1: a markdown running on asOf, just ended or closed ends at its endDate), the planned
    index per week (domain ``planned_week_index``), and ``price_forecast`` with the variant's elasticity."""
    prices = [w.get("retailPrices", {}) for w in windows]
    ahead = [p for p, w in zip(prices, windows, strict=True) if w.get("ahead", True)]
    regular = forecasting.regular_price(ahead, curve) or forecasting.regular_price(prices, curve)
    past, _ = forecasting.price_index(value, y, regular)
    plan = [forecasting.PriceWindow(date.fromisoformat(w["startDate"]), date.fromisoformat(w["endDate"]), w["discounts"])
            for w in windows]  # fmt: skip
    current = forecasting.current_index(past, y, forecasting.covered_weeks(as_of, y.size, plan), CURRENT_PRICE_WEEKS)
    elasticity = float(variant["elasticity"]["value"])
    future = forecasting.planned_week_index(as_of, lake_forecasts.WEEKS, plan, curve, current, elasticity)
    return forecasting.price_forecast(y, lake_forecasts.WEEKS, past, future, elasticity, level=CONFIDENCE_LEVEL)


def run_shard_number(organization_id: str, as_of: date, run_id: str, shard: int, now: datetime) -> ShardStats:
    """:func:`run_shard` for shard number ``shard`` of the run's shard list (a Distributed Map item).

    Raises:
        ShardsFailed: the run has no such shard.
        LakeUnavailable: S3 failed.
    """
    shards = objects.get_json(manifest_key(organization_id, as_of, run_id)) or []
    item = next((s for s in shards if s["shard"] == shard), None)
    if item is None:
        raise ShardsFailed(f"run {run_id} has no shard {shard}")
    return run_shard(organization_id, as_of, run_id, item, now)


def finish_forecasts(organization_id: str, as_of: date, run_id: str) -> ForecastRunStats:
    """Step 3: every shard done -> compact the run's partition and return the run's stats
    ``{asOf, series, weeks, methods, sizeCurves, shops, shards, shardsReused, pricedSeries}``
    (``pricedSeries``: the series whose planned prices moved their forecast).

    Raises:
        ShardsFailed: shards are not done (named, with how many there are).
        LakeUnavailable: S3 failed.
    """
    shards = objects.get_json(manifest_key(organization_id, as_of, run_id))
    plan = objects.get_json(_plan_key(organization_id, as_of, run_id))
    if shards is None or plan is None:
        raise ShardsFailed(f"run {run_id} has no shard list")
    methods: Counter[str] = Counter()
    curves: Counter[str] = Counter()
    missing: list[int] = []
    priced = 0
    reused = 0
    run_ids: set[str] = set()
    for item in shards:
        done = _shard_done(organization_id, as_of, item)
        if done is None:
            missing.append(item["shard"])
            continue
        reused += done["runId"] != run_id
        run_ids.add(done["runId"])
        methods.update(done["stats"]["methods"])
        curves.update(done["stats"]["sizeCurves"])
        priced += done["stats"].get("pricedSeries", 0)
    if missing:
        raise ShardsFailed(f"{len(missing)} of {len(shards)} shards not done: {missing[:20]}")
    # this run's rows and the shards it took over: what an earlier run of the day wrote otherwise goes
    keep = {run_id, *run_ids}
    compaction.compact(FORECAST_WEEKLY, organization_id, as_of.isoformat(), keep_file_ids=keep)
    compaction.compact(FORECAST_SHARES, organization_id, as_of.isoformat(), keep_file_ids=keep)
    lake_runs.mark_complete(organization_id, as_of, run_id)
    return {
        "asOf": as_of.isoformat(), "series": sum(methods.values()), "weeks": lake_forecasts.WEEKS,
        "methods": dict(sorted(methods.items())), "sizeCurves": dict(curves), "shops": plan["shops"],
        "shards": len(shards), "shardsReused": reused, "pricedSeries": priced,
    }  # fmt: skip


def served_run(organization_id: str, as_of: date | None = None) -> tuple[date | None, ServedRun]:
    """The forecast run the API serves and its page ``meta`` (``services.served_runs``): the run of
    ``as_of``, else the latest on or before the service clock's today, however old.

    Raises:
        Missing: no complete forecast run of ``as_of`` (404).
    """
    return served_runs.run_to_serve(organization_id, "forecasts", as_of)


def forecast_page(  # noqa: PLR0913 - GET forecasts' query parameters, one argument each
    organization_id: str,
    scope: frozenset[str] | None,
    *,
    variant_ids: list[str],
    shop_ids: list[str],
    size: str | None,
    granularity: str,
    first: date,
    last: date,
    page: int,
    page_size: int,
    as_of: date | None = None,
) -> RunPage[ForecastRecord]:
    """A page of the forecast records of the run of ``as_of`` (None: the served run, :func:`served_run`)
    for the days [first, last] summed per ``granularity`` (a caller scoped to shops sees theirs only),
    the total and the run served.

    Raises:
        Missing: a shop of ``shop_ids`` is not the caller's or not found, or no forecast run of ``as_of`` (404).
        LakeUnavailable: S3 could not be read.
    """
    require_shops(organization_id, scope, shop_ids)
    visible = narrow(scope, shop_ids)
    run, meta = served_run(organization_id, as_of)
    if run is None or last < first:
        return RunPage(rows=[], total=0, served=meta)
    rows, total = lake_forecasts.forecast_page(
        organization_id, run, first, last, granularity=granularity, variant_ids=variant_ids, shop_ids=visible, size=size,
        offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    records = [
        ForecastRecord(
            variant_id=r.variant_id,
            size_taxonomy_id=r.size,
            shop_id=r.shop_id,
            forecast_date=r.period.isoformat(),
            granularity=granularity,
            quantity=r.quantity,
            lb_quantity=r.lb_quantity,
            ub_quantity=r.ub_quantity,
            confidence_level=r.confidence_level,
            algorithm=r.algorithm,
        )  # fmt: skip
        for r in rows
    ]
    return RunPage(rows=records, total=total, served=meta)
