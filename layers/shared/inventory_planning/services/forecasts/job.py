"""The forecasts job and the forecast reads of the API (docs/intelligence.md "Forecasts").

For ``asOf`` D the job reads the daily sales of the 104 weeks before D (nothing dated D or later),
sums them per variant x shop into weeks that end on D - 1, forecasts 53 weeks from D per series
(domain/forecasts/: the method chosen by backtest, conformal bounds at 80%), and writes the
weeks with the splits that turn them into days and sizes: each shop's weekday profile and each
variant x shop's size curve (its own sizes' shares over the last 26 weeks when it sold at least
10 units there, else the variant's shares over every shop). A rerun for the same D replaces its rows.

Planned prices move the forecast: a variant x shop with a line in a VALIDATED markdown plan whose
price window meets the horizon, or a price-calendar row that does, is forecast on its history
deflated to regular price (and no promotion) and reflated week by week by the planned price index,
through the variant's price elasticity (the markdown's: variant, else product, brand or category,
else the default), and by its promotion flags through their lifts; its ``algorithm`` says
``+price-elasticity`` (and ``+promotion``, ``+price-calendar``): services/forecasts/prices.py,
domain/forecasts/prices.py ``price_forecast``, docs/intelligence.md "Planned prices and promotions".

The job runs in three steps, so that a large organization's series fan out (docs/jobs.md "Shards"):

1. :func:`plan_forecasts` lists the variants that sold, cuts them into shards of contiguous variant
   ids (about ``SHARD_SERIES`` series each; a variant's shops stay in one shard, as its size curve
   spans them), writes the weekday profiles and the shard list (``jobs/forecasts/...``, a JSON array
   that the state machine's Distributed Map reads from S3);
2. :func:`run_shard` forecasts one shard (one function invocation) and records its result;
3. :func:`finish_forecasts` checks every shard is there, compacts the run's partition, sums the stats.

Deployed, the ``ForecastShards`` state machine runs them (template.yaml); the job-runs API and
``make run`` run them in-process (``services.jobs.runs.run_sharded_in_process``), with the same code: the
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
from typing import TYPE_CHECKING, Any, cast

from aws_lambda_powertools import Logger

from inventory_planning.coldstart import lazy
from inventory_planning.domain.failures import Failure, Reported
from inventory_planning.domain.forecasts import shards as sharding
from inventory_planning.domain.forecasts.records import ForecastRecord
from inventory_planning.domain.forecasts.shards import cut_shards
from inventory_planning.domain.forecasts.stats import CalendarDocument, ForecastPlan, ForecastRunStats, ShardStats
from inventory_planning.domain.served_runs import RunPage, ServedRun
from inventory_planning.domain.shop_scope import narrow
from inventory_planning.services.catalog.checks import require_shops
from inventory_planning.services.forecasts import pooled as pooled_series
from inventory_planning.services.forecasts import prices
from inventory_planning.services.forecasts.prices import planned_markdowns
from inventory_planning.services.jobs import served_runs
from inventory_planning.services.recommendations.elasticities import elasticities_of_variants
from inventory_planning.store.lake import compaction, objects
from inventory_planning.store.lake import forecasts as lake_forecasts
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import FORECAST_SHARES, FORECAST_WEEKLY
from inventory_planning.store.lake.writer import LakeWriter

if TYPE_CHECKING:
    import numpy as np

    from inventory_planning.domain.forecasts import prices as forecast_prices
    from inventory_planning.domain.forecasts import robust, selection
    from inventory_planning.domain.forecasts import splits as forecast_splits
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    np = lazy("numpy")  # numpy on first use (the analytics function imports this module)
    forecast_prices = lazy("inventory_planning.domain.forecasts.prices")  # numpy on first use
    forecast_splits = lazy("inventory_planning.domain.forecasts.splits")  # numpy on first use
    robust = lazy("inventory_planning.domain.forecasts.robust")  # numpy on first use
    selection = lazy("inventory_planning.domain.forecasts.selection")  # numpy on first use

__all__ = [
    "planned_markdowns",
    "plan_forecasts",
    "run_shard",
    "run_shard_number",
    "finish_forecasts",
    "served_run",
    "forecast_page",
]

logger = Logger(child=True)

LOOKBACK_WEEKS = 104
SIZE_CURVE_WEEKS = 26
MIN_OWN_SIZE_UNITS = 10.0
CONFIDENCE_LEVEL = 0.8
NO_SIZE = "-"
ALGORITHM_PREFIX = "weekly-"  # the series' method, named in `algorithm`, e.g. "weekly-tsb+size-curve"
SHARD_SERIES = sharding.SHARD_SERIES
"""Series per shard of the job (about; domain/forecasts/shards.py)."""


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


def _pooled_key(organization_id: str, as_of: date, run_id: str) -> str:
    return f"{_prefix(organization_id, as_of)}run={run_id}/pooled-model.json"


def _shard_fingerprint(facts: str, item: dict[str, Any], planned: dict[str, Any], calendar: str = "") -> str:
    """What a shard's forecast depends on: the sales files, its variant range, the planned prices
    of its own variants (a plan edit reruns only the shards it touches) and the price calendar
    (``calendar``, the digest of its files: a calendar file written reruns every shard)."""
    own = {v: p for v, p in planned.items() if item["firstVariant"] <= v <= item["lastVariant"]}
    plans = hashlib.sha256(json.dumps(own, sort_keys=True).encode()).hexdigest() if own else ""
    text = f"{facts}|{item['firstVariant']}|{item['lastVariant']}|{plans}" + (f"|{calendar}" if calendar else "")
    return hashlib.sha256(text.encode()).hexdigest()


def plan_forecasts(organization_id: str, as_of: date, run_id: str, now: datetime) -> ForecastPlan:
    """Step 1: write the shops' weekday profiles, the shard list and the pooled model (fitted once,
    behind its gate: services/forecasts/pooled.py, decision 0045) of the run.

    Returns ``{shards, series, shops, bucket, manifestKey, plannedVariants, pooledSeries}`` (``series``
    as planned: variant x shop pairs with a unit sold; ``pooledSeries``: those the model was fitted on).

    Raises:
        LakeUnavailable: S3 failed.
    """
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
            profile = forecast_splits.weekday_profile(daily, np.array([d.weekday() for d, _ in days]))
            for weekday, share in enumerate(profile):
                shares.append((f"{as_of}|{shop_id}|*|weekday|{weekday}", as_of, shop_id, "*", "weekday", str(weekday),
                               float(share), run_id, stamp))  # fmt: skip
        shares.finish()
    except BaseException:
        shares.discard()
        raise
    planned = prices.planned_markdowns(organization_id, as_of)
    objects.put_json(_planned_key(organization_id, as_of, run_id), planned)
    calendar = prices.calendar_fingerprint(organization_id, as_of)
    shards = cut_shards(lake_forecasts.series_per_variant(organization_id, first, as_of), SHARD_SERIES)
    for item in shards:
        item["fingerprint"] = _shard_fingerprint(facts, item, planned, calendar)
    key = manifest_key(organization_id, as_of, run_id)
    objects.put_json(key, shards)
    history_of = lambda span: _shard_history(lake_forecasts.sales_history(organization_id, first, as_of, span), as_of)  # noqa: E731
    model, fitted_on = pooled_series.fit_model(organization_id, as_of, shards, history_of, _size_curve)
    objects.put_json(_pooled_key(organization_id, as_of, run_id), model)
    plan: ForecastPlan = {
        "shards": len(shards), "series": sum(s["series"] for s in shards), "shops": len(by_shop),
        "bucket": objects.bucket(), "manifestKey": key, "plannedVariants": len(planned), "pooledSeries": fitted_on,
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


def _size_curve(h: _ShardHistory, key: tuple[str, str]) -> tuple[dict[str, float], bool]:
    """A series' size curve: its own when it sold MIN_OWN_SIZE_UNITS units, else its variant's; ``(curve, own?)``."""
    own = h.own_sizes.get(key, {})
    use_own = sum(max(u, 0.0) for u in own.values()) >= MIN_OWN_SIZE_UNITS
    curve_units = own if use_own else h.variant_sizes.get(key[0], {})
    sizes = sorted(set(h.variant_sizes.get(key[0], {})) | set(own))
    return forecast_splits.size_shares(dict(curve_units), sizes), use_own


@dataclass
class _ShardPrices:
    """What a shard's series are priced with: the run's markdown windows (``planned``), its price
    calendar, the promotion lifts of the shard's series and the elasticities of the variants the
    calendar alone prices."""

    planned: dict[str, Any]
    calendar: CalendarDocument | None
    lifts: prices.ShardLifts = field(default_factory=prices.ShardLifts)
    elasticities: dict[str, float] = field(default_factory=dict)


def _shard_prices(organization_id: str, as_of: date, h: _ShardHistory, planned: dict[str, Any],
                  calendar: CalendarDocument | None) -> _ShardPrices:  # fmt: skip
    """The shard's promotion lifts (from its series' past calendar flags) and the elasticities of the
    variants whose calendar rows meet the horizon without a markdown window (read once per shard)."""
    found = _ShardPrices(planned, calendar)
    if not calendar or not (calendar["variants"] or calendar["products"]):
        return found
    wanted: dict[str, tuple[str | None, str | None]] = {}
    calendared: dict[tuple[str, str], list[forecast_prices.CalendarPrice]] = {}
    for key in h.series:
        rows = prices.series_calendar(calendar, key[0], h.catalogue[key][1], key[1])
        if rows:
            calendared[key] = rows
    found.lifts.families = prices.families_of(organization_id, {h.catalogue[key][1] for key in calendared})
    for key, rows in calendared.items():
        units = h.series[key]
        brand_id, product_id = h.catalogue[key]
        curve, _ = _size_curve(h, key)
        found.lifts.add(key[0], product_id, brand_id, units, h.values[key], prices.past_flags(rows, as_of, units.size, curve))
        if "elasticity" not in planned.get(key[0], {}) and prices.calendar_ahead(rows, as_of):
            wanted[key[0]] = (product_id, brand_id)
    if wanted:
        found.elasticities = {v: e.value for v, e in elasticities_of_variants(organization_id, as_of, wanted).items()}
    return found


def _series_forecast(
    h: _ShardHistory, key: tuple[str, str], as_of: date, shard: _ShardPrices, pooled: pooled_series.ShardPooled | None = None
) -> tuple[Any, dict[str, float], bool, str]:
    """One series' forecast from the week of its first sale: ``(result, size curve, own curve?, what
    priced it)``; the size curve is the series' own when it sold MIN_OWN_SIZE_UNITS units, else its
    variant's; priced under its planned prices when a markdown window or a calendar row lies ahead
    (``what``: '' not priced, 'plan', or 'calendar' when a calendar row spoke for a day ahead). The pooled
    paths are a candidate of its selection; not priced, its promoted weeks are capped (decision 0045)."""
    variant_id, shop_id = key
    start = h.first_sale[key]
    y = np.maximum(h.series[key][start:], 0.0)  # from the week of its first sale
    curve, use_own = _size_curve(h, key)
    brand_id, product_id = h.catalogue[key]
    windows = [w for w in shard.planned.get(variant_id, {}).get("windows", []) if w["shopId"] == shop_id]
    rows = prices.series_calendar(shard.calendar, variant_id, product_id, shop_id)
    planned_ahead = any(w.get("ahead", True) for w in windows)  # a file of an earlier version has no `ahead`: all ahead
    if not planned_ahead and not prices.calendar_ahead(rows, as_of):
        clean, _ = robust.robust_history(y, h.values[key][start:])
        paths = pooled_series.paths_of(pooled, h, key)
        return (
            selection.forecast(clean, lake_forecasts.WEEKS, level=CONFIDENCE_LEVEL, actual=y, pooled=paths),
            curve,
            use_own,
            "",
        )
    if not planned_ahead:
        windows = []  # past markdown windows alone price nothing
    known = shard.planned.get(variant_id, {}).get("elasticity")
    elasticity = float(known["value"]) if known else shard.elasticities[variant_id]
    series = prices.PricedSeries(windows, rows, elasticity, shard.lifts.lifts_of(variant_id, product_id, brand_id))
    priced_paths = None if pooled is None else (lambda weeks: pooled_series.paths_of(pooled, h, key, weeks))
    result, by_calendar = prices.priced_forecast(as_of, y, h.values[key][start:], series, curve, CONFIDENCE_LEVEL, priced_paths)
    return result, curve, use_own, "calendar" if by_calendar else "plan"


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
    calendar = prices.read_calendar(organization_id, as_of, LOOKBACK_WEEKS, span)  # its variants' rows and the products'
    shard = _shard_prices(organization_id, as_of, h, planned, calendar)
    model = objects.get_json(_pooled_key(organization_id, as_of, run_id))
    pooled = pooled_series.shard_pooled(model, h, as_of, calendar, _size_curve)
    part = f"{run_id}-{item['shard']:05d}"
    weekly = LakeWriter(FORECAST_WEEKLY, organization_id, part)
    shares = LakeWriter(FORECAST_SHARES, organization_id, part)
    stamp = now.replace(tzinfo=None)
    methods: Counter[str] = Counter()
    curves: Counter[str] = Counter()
    counts: Counter[str] = Counter()
    try:
        for key in h.series:
            if key not in h.first_sale:
                continue  # returns only: nothing to forecast
            variant_id, shop_id = key
            result, curve, use_own, priced_by = _series_forecast(h, key, as_of, shard, pooled)
            curves["own" if use_own else "variant"] += 1
            method = result.algorithm + (prices.CALENDAR_SUFFIX if priced_by == "calendar" else "")
            counts.update({"pricedSeries": bool(priced_by), "calendarSeries": priced_by == "calendar",
                           "promotedSeries": forecast_prices.PROMOTION_SUFFIX in method})  # fmt: skip
            for size, share in curve.items():
                shares.append((f"{as_of}|{shop_id}|{variant_id}|size|{size}", as_of, shop_id, variant_id, "size", size,
                               float(share), run_id, stamp))  # fmt: skip
            algorithm = f"{ALGORITHM_PREFIX}{method}+size-curve"
            methods[method] += 1
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
        "series": sum(methods.values()), "methods": dict(methods), "sizeCurves": dict(curves),
        "pricedSeries": counts["pricedSeries"], "calendarSeries": counts["calendarSeries"],
        "promotedSeries": counts["promotedSeries"],
    }  # fmt: skip
    objects.put_json(_shard_key(organization_id, as_of, item["shard"]),
                     {"fingerprint": item["fingerprint"], "runId": run_id, "stats": stats})  # fmt: skip
    return cast(ShardStats, {**stats, "reused": False})


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
    ``{asOf, series, weeks, methods, sizeCurves, shops, shards, shardsReused, pricedSeries,
    calendarSeries, promotedSeries}`` (``pricedSeries``: the series whose planned prices moved their
    forecast; ``calendarSeries``: those a price-calendar row spoke for; ``promotedSeries``: those a
    promotion flag with a lift moved).

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
    priced: Counter[str] = Counter()
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
        priced.update({k: done["stats"].get(k, 0) for k in ("pricedSeries", "calendarSeries", "promotedSeries")})
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
        "shards": len(shards), "shardsReused": reused, "pricedSeries": priced["pricedSeries"],
        "calendarSeries": priced["calendarSeries"], "promotedSeries": priced["promotedSeries"],
    }  # fmt: skip


def served_run(organization_id: str, as_of: date | None = None) -> tuple[date | None, ServedRun]:
    """The forecast run the API serves and its page ``meta`` (``services.jobs.served_runs``): the run of
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
