"""Inventory risks: the risks job and the rows of GET /api/inventory/risks (docs/intelligence.md
"Inventory risks").

For ``asOf`` D the job writes, per shop x inventory item with stock or sales, the numbers every risk
type needs (``risk_positions``): the closing stock of the latest snapshot before D, the units sold
in the 7/30/90/365 days before D and the last sale, and the demand forecast by the latest forecasts
run on or before D over the lead time (mean and standard deviation) and over the selling horizon.
The API computes the four risk types from one run at request time, over the caller's shops.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from inventory_planning.domain.risks import RiskRecord, RiskRunStats, VariantNames, risk_record, risk_score
from inventory_planning.domain.served_runs import RunPage
from inventory_planning.services.configuration import planning_settings
from inventory_planning.services.jobs import served_runs
from inventory_planning.store import catalog
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake import risks as lake_risks
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake import stock as lake_stock
from inventory_planning.store.lake.datasets import FORECAST_WEEKLY, RISK_POSITIONS
from inventory_planning.store.lake.writer import LakeWriter

__all__ = ["risk_rows", "risk_score", "run_risks"]


def run_risks(organization_id: str, as_of: date, run_id: str, now: datetime) -> RiskRunStats:
    """Write the risk positions of ``as_of``; returns stats ``{asOf, snapshotDate, forecastRun,
    positions, withStock, withForecast}``.

    The positions are computed in DuckDB (``store.lake.risks.risk_position_rows``: the lead-time and
    horizon demand of :func:`demand_over`, summed in SQL) and staged as they stream, so the job's
    memory does not grow with the organization (docs/performance.md "The nightly chain").

    Raises:
        LakeUnavailable: S3 failed (the run is FAILED and can be started again).
    """
    settings = planning_settings.resolved(organization_id)  # the organization's planning defaults (docs/data-platform.md)
    lead_days, horizon_days = settings.default_lead_time_days, settings.selling_horizon_days
    snapshot = lake_stock.latest_snapshot_date(organization_id, as_of - timedelta(days=1))
    forecast_run = lake_runs.latest_run(FORECAST_WEEKLY, organization_id, as_of)
    writer = LakeWriter(RISK_POSITIONS, organization_id, run_id)
    stamp = now.replace(tzinfo=None)
    positions = with_stock = with_forecast = 0
    try:
        for batch in lake_risks.risk_position_rows(organization_id, as_of, snapshot, forecast_run, lead_days, horizon_days):
            for row in batch:
                (
                    shop_id,
                    item_id,
                    brand_id,
                    product_id,
                    variant_id,
                    size,
                    stock,
                    unit_cost,
                    retail_price,
                    units_7,
                    units_30,
                    units_90,
                    units_365,
                    last_sale,
                    lead_mean,
                    lead_sigma,
                    horizon_mean,
                    stocked,
                    forecast,
                    selling_price,
                    price,
                    price_basis,
                ) = row
                positions += 1
                with_stock += bool(stocked)
                with_forecast += bool(forecast)
                writer.append((
                    f"{as_of}|{shop_id}|{item_id}", as_of, snapshot, shop_id, brand_id, product_id, variant_id, item_id, size,
                    float(stock), unit_cost, retail_price, float(units_7), float(units_30), float(units_90),
                    float(units_365), last_sale, lead_days, round(lead_mean, 4), round(lead_sigma, 4), horizon_days,
                    round(horizon_mean, 4), forecast_run, selling_price, price, price_basis, run_id, stamp,
                ))  # fmt: skip
        writer.finish()
    except BaseException:
        writer.discard()
        raise
    # the run's day, even when it wrote nothing: a rerun for the same day replaces the earlier run's rows
    compaction.compact(RISK_POSITIONS, organization_id, as_of.isoformat(), keep_file_ids=[run_id])
    return {
        "asOf": as_of.isoformat(), "snapshotDate": snapshot.isoformat() if snapshot else None,
        "forecastRun": forecast_run.isoformat() if forecast_run else None, "positions": positions,
        "withStock": with_stock, "withForecast": with_forecast,
    }  # fmt: skip


def risk_rows(  # noqa: PLR0913 - GET risks' query parameters, one argument each
    organization_id: str,
    risk_type: str,
    *,
    shop_ids: list[str] | None,
    brand_ids: list[str],
    status: str | None,
    period: int,
    page: int,
    page_size: int,
    as_of: date | None = None,
) -> RunPage[RiskRecord]:
    """The page of GET /api/inventory/risks of the risks run of ``as_of`` (None: the latest on or
    before today, however old; ``services.jobs.served_runs``): rows ranked from ``(page - 1) * page_size + 1``,
    with names, score, status, the numbers behind it and the suggested action; the total; the run
    served. ``shop_ids`` None: every shop; empty: none.

    Raises:
        Missing: no risks run of ``as_of`` (404).
        LakeUnavailable: S3 could not be read.
    """
    run, meta = served_runs.run_to_serve(organization_id, "risks", as_of)
    if run is None:
        return RunPage(rows=[], total=0, served=meta)
    found, total = lake_risks.risk_page(
        organization_id, run, risk_type, shop_ids=shop_ids, brand_ids=brand_ids, status=status, period=period,
        offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    variants = {v.id: v for v in catalog.entities_by_ids(organization_id, "VARIANT", [r["variant_id"] for r in found])}
    none = VariantNames()
    names = {k: VariantNames(v.sku, v.name, v.product_name, v.brand_name) for k, v in variants.items()}
    ranked = enumerate(found, start=(page - 1) * page_size + 1)
    rows = [risk_record(risk_type, r, rank, run, names.get(r["variant_id"], none)) for rank, r in ranked]
    return RunPage(rows=rows, total=total, served=meta)
