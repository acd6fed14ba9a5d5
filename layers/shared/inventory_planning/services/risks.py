"""Inventory risks: the risks job and the rows of GET /api/inventory/risks (docs/intelligence.md
"Inventory risks").

For ``asOf`` D the job writes, per shop x inventory item with stock or sales, the numbers every risk
type needs (``risk_positions``): the closing stock of the latest snapshot before D, the units sold
in the 7/30/90/365 days before D and the last sale, and the demand forecast by the latest forecasts
run on or before D over the lead time (mean and standard deviation) and over the selling horizon.
The API computes the four risk types from one run at request time, over the caller's shops.
"""

from __future__ import annotations

import math
from datetime import date, datetime, timedelta
from typing import Any

from inventory_planning.kernel import clock
from inventory_planning.store import catalog
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake import risks as lake_risks
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake import stock as lake_stock
from inventory_planning.store.lake.datasets import FORECAST_WEEKLY, RISK_POSITIONS
from inventory_planning.store.lake.risks import Z_80  # the standard normal quantile 0.9 (one constant for Python and SQL)
from inventory_planning.store.lake.writer import LakeWriter


def demand_over(weeks: list[tuple[float, float]], share: float, start: int, days: int) -> tuple[float, float]:
    """Forecast demand of ``days`` days from day ``start`` of a forecast run (units): the mean, and the
    standard deviation, from weekly (mean, upper bound at 80%) pairs split evenly over their 7 days and
    by ``share`` (a size's share). Each week's sigma is read off its interval as a normal's,
    ``(upper - mean) / 1.2816``, and the weeks are taken as independent: ``sigma^2 = sum (f_k sigma_k)^2``
    with ``f_k`` the share of week k in the window."""
    mean = variance = 0.0
    for week, (week_mean, week_upper) in enumerate(weeks):
        covered = max(0, min(start + days, 7 * week + 7) - max(start, 7 * week))
        if covered == 0:
            continue
        fraction = covered / 7 * share
        mean += fraction * week_mean
        variance += (fraction * max(week_upper - week_mean, 0.0) / Z_80) ** 2
    return mean, math.sqrt(variance)


def stockout_probability(stock: float, mean: float, sigma: float) -> float:
    """P(demand over the lead time > stock) for demand ~ Normal(mean, sigma), with a continuity
    correction of half a unit; without spread, 1 when the mean exceeds the stock, else 0."""
    if sigma <= 0:
        return 1.0 if mean > stock else 0.0
    z = (stock + 0.5 - mean) / sigma
    return 0.5 * math.erfc(z / math.sqrt(2))


def run_risks(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """Write the risk positions of ``as_of``; returns stats ``{asOf, snapshotDate, forecastRun,
    positions, withStock, withForecast}``.

    The positions are computed in DuckDB (``store.lake.risks.risk_position_rows``: the lead-time and
    horizon demand of :func:`demand_over`, summed in SQL) and staged as they stream, so the job's
    memory does not grow with the organization (docs/performance.md "The nightly chain").

    Raises:
        LakeUnavailable: S3 failed (the run is FAILED and can be started again).
    """
    from inventory_planning.services.planning_settings import resolved

    settings = resolved(organization_id)  # the organization's planning defaults (docs/data-platform.md)
    lead_days, horizon_days = settings.default_lead_time_days, settings.selling_horizon_days
    snapshot = lake_stock.latest_snapshot_date(organization_id, as_of - timedelta(days=1))
    forecast_run = lake_runs.latest_run(FORECAST_WEEKLY, organization_id, as_of)
    writer = LakeWriter(RISK_POSITIONS, organization_id, run_id)
    stamp = now.replace(tzinfo=None)
    positions = with_stock = with_forecast = 0
    try:
        for batch in lake_risks.risk_position_rows(organization_id, as_of, snapshot, forecast_run, lead_days, horizon_days):
            for row in batch:
                (shop_id, item_id, brand_id, product_id, variant_id, size, stock, unit_cost, retail_price, units_7,
                 units_30, units_90, units_365, last_sale, lead_mean, lead_sigma, horizon_mean, stocked, forecast) = row
                positions += 1
                with_stock += bool(stocked)
                with_forecast += bool(forecast)
                writer.append((
                    f"{as_of}|{shop_id}|{item_id}", as_of, snapshot, shop_id, brand_id, product_id, variant_id, item_id, size,
                    float(stock), unit_cost, retail_price, float(units_7), float(units_30), float(units_90),
                    float(units_365), last_sale, lead_days, round(lead_mean, 4), round(lead_sigma, 4), horizon_days,
                    round(horizon_mean, 4), forecast_run, run_id, stamp,
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


def _round(value: Any, digits: int = 4) -> float | None:
    return None if value is None else round(float(value), digits)


def _stockout_status(days: float | None) -> str:
    """REFERENCE 2.1 tiers: critical < 7 days of supply, warning 7-13, healthy >= 14 (or nothing sold)."""
    if days is None or days >= 14:
        return "healthy"
    return "critical" if days < 7 else "warning"


def _dead_stock_tier(days_since: int | None) -> str:
    """REFERENCE 2.1: stale 30-59 days since the last sale, very stale 60-89, dead >= 90 or never sold."""
    if days_since is None or days_since >= 90:
        return "dead"
    return "very_stale" if days_since >= 60 else "stale"


def risk_score(risk_type: str, r: dict[str, Any], run: date) -> float:
    """A risk row's score in [0, 1] (``r``: a row of ``store.lake.risks.risk_page``; ``run``: its risks run):
    STOCKOUT P(stock-out within the lead time); OVERSTOCK excess units / stock; SLOW_MOVER days
    since the last sale / 90 (1 when never sold); DISPLACED the deficit elsewhere / stock."""
    stock = float(r["closing_stock"] or 0)
    if risk_type == "STOCKOUT":
        return round(stockout_probability(stock, float(r["lead_time_demand"] or 0), float(r["lead_time_sigma"] or 0)), 4)
    if risk_type == "OVERSTOCK":
        return round(min(1.0, float(r["excess_units"]) / stock), 4) if stock else 0.0
    if risk_type == "SLOW_MOVER":
        last_sale = r["last_sale_date"]
        return 1.0 if last_sale is None else round(min(1.0, (run - timedelta(days=1) - last_sale).days / 90), 4)
    return round(min(1.0, float(r["deficit_elsewhere"]) / stock), 4) if stock else 0.0


def risk_rows(
    organization_id: str,
    risk_type: str,
    *,
    shop_ids: list[str] | None,
    brand_ids: list[str],
    status: str | None,
    period: int,
    page: int,
    page_size: int,
) -> tuple[list[dict[str, Any]], int]:
    """The page of GET /api/inventory/risks of the latest risks run on or before today: wire rows
    ranked from ``(page - 1) * page_size + 1``, with names, score, the numbers behind it and the
    suggested action; and the total. ``shop_ids`` None: every shop; empty: none."""
    run = lake_runs.latest_run(RISK_POSITIONS, organization_id, clock.today())
    if run is None:
        return [], 0
    found, total = lake_risks.risk_page(
        organization_id, run, risk_type, shop_ids=shop_ids, brand_ids=brand_ids, status=status, period=period,
        offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    variants = {v.id: v for v in catalog.entities_by_ids(organization_id, "VARIANT", [r["variant_id"] for r in found])}
    rows = []
    for rank, r in enumerate(found, start=(page - 1) * page_size + 1):
        variant = variants.get(r["variant_id"])
        stock, days = float(r["closing_stock"] or 0), _round(r["days_of_supply"], 2)
        last_sale = r["last_sale_date"]
        days_since = (run - timedelta(days=1) - last_sale).days if last_sale else None
        probability = stockout_probability(stock, float(r["lead_time_demand"] or 0), float(r["lead_time_sigma"] or 0))
        row: dict[str, Any] = {
            "rank": rank, "riskType": risk_type, "status": _stockout_status(days),
            "variantId": r["variant_id"], "variantCode": getattr(variant, "sku", None),
            "variantName": getattr(variant, "name", None),
            "productId": r["product_id"], "productName": getattr(variant, "product_name", None), "productImageUrl": None,
            "brandId": r["brand_id"], "brandName": getattr(variant, "brand_name", None), "shopId": r["shop_id"],
            "sizeTaxonomyId": r["size"],
            "closingStock": stock, "avgDailySales": _round(r["avg_daily_sales"]), "daysOfSupply": days,
            "stockValue": _round(r["stock_value"], 2), "leadTimeDays": r["lead_time_days"],
            "leadTimeDemand": _round(r["lead_time_demand"], 2), "stockoutProbability": round(probability, 4),
            "horizonDays": r["horizon_days"], "horizonDemand": _round(r["horizon_demand"], 2),
            "lastSaleDate": last_sale.isoformat() if last_sale else None, "daysSinceLastSale": days_since,
            "asOf": run.isoformat(),
        }  # fmt: skip
        row["score"] = risk_score(risk_type, r, run)
        if risk_type == "STOCKOUT":
            short = days is not None and days < 14
            row["suggestedAction"] = {"action": "RESTOCK", "reason": "days of supply under 14" if short else None}
        elif risk_type == "OVERSTOCK":
            row["excessUnits"], row["excessValue"] = _round(r["excess_units"], 2), _round(r["excess_value"], 2)
            row["suggestedAction"] = {"action": "MARKDOWN", "reason": f"stock beyond {r['horizon_days']} days of forecast demand"}
        elif risk_type == "SLOW_MOVER":
            sold_30 = float(r["units_30"] or 0)
            row["deadStockTier"] = _dead_stock_tier(days_since)
            row["sellThrough30d"] = round(sold_30 / (sold_30 + stock), 4) if sold_30 + stock > 0 else 0.0
            reason = "no sale for 30 days or more" if days_since is not None else "never sold"
            row["suggestedAction"] = {"action": "MARKDOWN", "reason": reason}
        else:  # DISPLACED
            row["destinationShopId"] = r["destination_shop_id"]
            row["deficitElsewhere"] = _round(r["deficit_elsewhere"], 2)
            row["suggestedAction"] = {"action": "REBALANCE", "destinationShopId": r["destination_shop_id"],
                                      "reason": "unsold here for 90 days while another shop runs short"}  # fmt: skip
        rows.append(row)
    return rows, total
