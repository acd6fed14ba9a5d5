"""What the risks job gathers on the lake (docs/intelligence.md "Inventory risks"): sales windows,
a forecast run's weeks and size curves, the demand of a window of days in SQL (the numbers of
``domain.forecasts.demand.demand_over``) and the risk positions themselves. SQL in the
DuckDB/Athena dialect."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any, NamedTuple

from inventory_planning.domain.forecasts.demand import Z_80  # one constant for Python and SQL
from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import (
    FORECAST_SHARES,
    FORECAST_WEEKLY,
    SALES_DAILY,
    STOCK_DAILY,
)

PERIODS = (7, 30, 90, 365)  # the pre-aggregated velocity windows; a period is snapped to the nearest


class SalesWindow(NamedTuple):
    """Units one inventory item sold in one shop in the 7/30/90/365 days before a day, and its last sale."""

    shop_id: str
    inventory_item_id: str
    brand_id: str | None
    product_id: str | None
    variant_id: str | None
    size: str | None
    units_7: float
    units_30: float
    units_90: float
    units_365: float
    last_sale: date | None


def sales_windows(organization_id: str, before: date) -> list[SalesWindow]:
    """Per (shop, inventory item) that ever sold before ``before``: the units of the 7, 30, 90 and 365
    days before it and the last day with a positive sale (nothing dated ``before`` or later is read).

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    last_month = (before - timedelta(days=1)).strftime("%Y-%m")
    windows = ", ".join(f"sum(CASE WHEN sale_date >= CAST(? AS DATE) THEN units ELSE 0 END) AS units_{days}" for days in PERIODS)
    sql = f"""
SELECT shop_id, inventory_item_id, max(brand_id), max(product_id), max(variant_id), max(size), {windows},
       max(CASE WHEN units > 0 THEN sale_date END) AS last_sale
FROM {{sales_daily}}
WHERE organization_id = ? AND month <= ? AND sale_date < CAST(? AS DATE)
GROUP BY shop_id, inventory_item_id
"""
    parameters: list[Any] = [(before - timedelta(days=days)).isoformat() for days in PERIODS]
    parameters += [organization_id, last_month, before.isoformat()]
    found = engine.run(sql, {"sales_daily": SALES_DAILY}, organization_id, ("0000-00", last_month), parameters)
    return [SalesWindow._make((*r[:6], *(float(v or 0) for v in r[6:10]), r[10])) for r in found]


def forecast_weeks(
    organization_id: str, run: date, weeks: int, variants: tuple[str, str] | None = None
) -> tuple[dict[tuple[str, str], list[tuple[float, float]]], dict[tuple[str, str], dict[str, float]]]:
    """The first ``weeks`` weeks of forecast run ``run``: ``{(variant, shop): [(mean, upper), ...]}``
    (units per week, by week index) and the size curves ``{(variant, shop): {size: share}}``; of the
    ``variants`` range (first and last id included) only, when given (a chunk of a job: a retailer's
    whole run does not fit in a function's memory as tuples)."""
    partition = run.isoformat()
    where, bounds = (" AND variant_id BETWEEN ? AND ?", list(variants)) if variants else ("", [])
    sql = (
        "SELECT variant_id, shop_id, week_index, quantity, ub_quantity FROM {weekly} "
        f"WHERE organization_id = ? AND run_date = ? AND week_index < ?{where} ORDER BY variant_id, shop_id, week_index"
    )
    found = engine.run(sql, {"weekly": FORECAST_WEEKLY}, organization_id, [partition],
                       [organization_id, partition, weeks, *bounds])  # fmt: skip
    demand: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for variant_id, shop_id, _, mean, upper in found:  # compacted: one row per line id
        demand.setdefault((variant_id, shop_id), []).append((float(mean), float(upper)))
    sql = (
        "SELECT variant_id, shop_id, share_key, share FROM {shares} "
        f"WHERE organization_id = ? AND run_date = ? AND share_kind = 'size'{where}"
    )
    curves: dict[tuple[str, str], dict[str, float]] = {}
    for variant_id, shop_id, size, share in engine.run(
        sql, {"shares": FORECAST_SHARES}, organization_id, [partition], [organization_id, partition, *bounds]
    ):
        curves.setdefault((variant_id, shop_id), {})[size] = float(share)
    return demand, curves


def demand_sql(windows: dict[str, int], start: int) -> str:
    """A ``SELECT`` of the forecast demand per (variant, shop) of a weekly forecast run ``{weekly}``
    over each of ``windows`` (name -> days from day ``start`` of the run): ``<name>_mean`` and
    ``<name>_sigma`` (units, before a size's share), and ``weeks`` (the weeks read). The same
    numbers as ``domain.forecasts.demand.demand_over``: each week's (mean, upper bound at 80%) split evenly
    over its 7 days, ``mean = sum f_k mean_k`` and ``sigma = sqrt(sum (f_k (upper_k - mean_k)+ /
    1.2816)^2)`` with ``f_k`` the covered days of week k / 7. Its parameters: organization id and run date."""
    start = int(start)
    columns = []
    for name, days in windows.items():
        covered = f"greatest(0, least({start + int(days)}, 7 * week_index + 7) - greatest({start}, 7 * week_index)) / 7.0"
        columns.append(f"sum({covered} * quantity) AS {name}_mean")
        columns.append(f"sqrt(sum(power({covered} * greatest(ub_quantity - quantity, 0) / {Z_80}, 2))) AS {name}_sigma")
    weeks = -(-(start + max(windows.values())) // 7)
    return (
        f"SELECT variant_id, shop_id, {', '.join(columns)}, count(*) AS weeks FROM {{weekly}} "
        f"WHERE organization_id = ? AND run_date = ? AND week_index < {int(weeks)} GROUP BY variant_id, shop_id"
    )


RECENT_PRICE_DAYS, PRICE_DAYS = 90, 365  # the median selling price: of the last 90 days, else of the last 365

SELLING_PRICES_SQL = """day_prices AS (
  SELECT inventory_item_id, variant_id, product_id, sale_date >= CAST(? AS DATE) AS recent,
         CAST(gross_sales AS DOUBLE) / units AS unit_price
  FROM {sales_daily}
  WHERE organization_id = ? AND month >= ? AND sale_date >= CAST(? AS DATE) AND sale_date < CAST(? AS DATE)
    AND units > 0 AND gross_sales > 0
), item_prices AS (
  SELECT inventory_item_id, coalesce(median(unit_price) FILTER (WHERE recent), median(unit_price)) AS selling_price
  FROM day_prices GROUP BY inventory_item_id
), variant_prices AS (
  SELECT variant_id, coalesce(median(unit_price) FILTER (WHERE recent), median(unit_price)) AS selling_price
  FROM day_prices WHERE variant_id IS NOT NULL AND variant_id <> '' GROUP BY variant_id
), product_prices AS (
  SELECT product_id, coalesce(median(unit_price) FILTER (WHERE recent), median(unit_price)) AS selling_price
  FROM day_prices WHERE product_id IS NOT NULL AND product_id <> '' GROUP BY product_id
)"""
"""The median selling price of each InventoryItem (``item_prices``), of each variant, its sizes
pooled (``variant_prices``), and of each product, its variants pooled (``product_prices``): the
median over the (day, shop) rows of ``sales_daily`` with a sale (units > 0 and sales > 0; a day's
returns are netted in its row) of ``sales after discounts / units``, over the RECENT_PRICE_DAYS
before the day, else over the PRICE_DAYS before it (docs/intelligence.md "Price basis"). Its
parameters: :func:`selling_price_parameters`."""


SELLING_PRICE = "coalesce(ip.selling_price, vp.selling_price, pp.selling_price)"
"""A position's median selling price: its item's, else its variant's, else its product's."""


def selling_price_parameters(organization_id: str, as_of: date) -> list[Any]:
    """The parameters of :data:`SELLING_PRICES_SQL` for the prices before ``as_of``."""
    recent, first = (as_of - timedelta(days=RECENT_PRICE_DAYS)).isoformat(), (as_of - timedelta(days=PRICE_DAYS)).isoformat()
    return [recent, organization_id, first[:7], first, as_of.isoformat()]


def risk_position_rows(
    organization_id: str,
    as_of: date,
    snapshot: date | None,
    forecast_run: date | None,
    lead_days: int,
    horizon_days: int,
) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of the risks job for ``as_of``, in batches, computed in DuckDB: per (shop, inventory
    item) with closing stock on ``snapshot`` or a sale before ``as_of``, ``(shop, item, brand,
    product, variant, size, closing stock, unit cost, retail price, units of the 7/30/90/365 days
    before as_of, last sale, lead-time demand, its sigma, horizon demand, stocked, forecast, selling
    price, price, price basis)``: the
    demand of ``forecast_run`` (None: zero) from ``as_of`` over ``lead_days`` and ``horizon_days``,
    times the size's share in the variant x shop's size curve; ``stocked`` and ``forecast`` flag a
    position with stock and one with a forecast share; the price basis is the position's retail
    price (RETAIL), else the median selling price of the item, else of its variant, else of its
    product (SALES_MEDIAN;
    :data:`SELLING_PRICES_SQL`), else None.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    last_month = (as_of - timedelta(days=1)).strftime("%Y-%m")
    windows = ", ".join(f"sum(CASE WHEN sale_date >= CAST(? AS DATE) THEN units ELSE 0 END) AS units_{days}" for days in PERIODS)
    offset = (as_of - forecast_run).days if forecast_run else 0
    run = forecast_run.isoformat() if forecast_run else "0000-00-00"
    snapshot_day = snapshot.isoformat() if snapshot else "0000-00-00"
    sql = f"""
WITH stock AS (
  SELECT shop_id, inventory_item_id, brand_id, product_id, variant_id, size, quantity, unit_cost, retail_price FROM (
    SELECT *, row_number() OVER (PARTITION BY stock_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
    FROM {{stock_daily}} WHERE organization_id = ? AND month = ? AND snapshot_date = CAST(? AS DATE)
  ) AS ranked WHERE line_rank = 1
), sold AS (
  SELECT shop_id, inventory_item_id, max(brand_id) AS brand_id, max(product_id) AS product_id,
         max(variant_id) AS variant_id, max(size) AS size, {windows},
         max(CASE WHEN units > 0 THEN sale_date END) AS last_sale
  FROM {{sales_daily}}
  WHERE organization_id = ? AND month <= ? AND sale_date < CAST(? AS DATE)
  GROUP BY shop_id, inventory_item_id
), positions AS (
  SELECT coalesce(s.shop_id, w.shop_id) AS shop_id, coalesce(s.inventory_item_id, w.inventory_item_id) AS item_id,
         coalesce(nullif(s.brand_id, ''), w.brand_id) AS brand_id, coalesce(nullif(s.product_id, ''), w.product_id) AS product_id,
         coalesce(nullif(s.variant_id, ''), w.variant_id) AS variant_id, coalesce(nullif(s.size, ''), w.size) AS size,
         coalesce(s.quantity, 0) AS closing_stock, s.unit_cost, s.retail_price,
         coalesce(w.units_7, 0) AS units_7, coalesce(w.units_30, 0) AS units_30, coalesce(w.units_90, 0) AS units_90,
         coalesce(w.units_365, 0) AS units_365, w.last_sale, coalesce(s.quantity, 0) > 0 AS stocked
  FROM stock AS s FULL OUTER JOIN sold AS w ON s.shop_id = w.shop_id AND s.inventory_item_id = w.inventory_item_id
), demand AS ({demand_sql({"lead": lead_days, "horizon": horizon_days}, offset)}
), curves AS (
  SELECT variant_id, shop_id, share_key, max(share) AS share FROM {{shares}}
  WHERE organization_id = ? AND run_date = ? AND share_kind = 'size' GROUP BY variant_id, shop_id, share_key
), {SELLING_PRICES_SQL}
SELECT p.shop_id, p.item_id, p.brand_id, p.product_id, p.variant_id, p.size, p.closing_stock, p.unit_cost,
       p.retail_price, p.units_7, p.units_30, p.units_90, p.units_365, p.last_sale,
       coalesce(c.share * d.lead_mean, 0), coalesce(c.share * d.lead_sigma, 0), coalesce(c.share * d.horizon_mean, 0),
       p.stocked, d.weeks IS NOT NULL AND coalesce(c.share, 0) > 0, {SELLING_PRICE},
       CASE WHEN p.retail_price > 0 THEN p.retail_price ELSE {SELLING_PRICE} END,
       CASE WHEN p.retail_price > 0 THEN 'RETAIL' WHEN {SELLING_PRICE} IS NOT NULL THEN 'SALES_MEDIAN' END
FROM positions AS p
LEFT JOIN demand AS d ON d.variant_id = p.variant_id AND d.shop_id = p.shop_id
LEFT JOIN curves AS c ON c.variant_id = p.variant_id AND c.shop_id = p.shop_id AND c.share_key = coalesce(nullif(p.size, ''), '-')
LEFT JOIN item_prices AS ip ON ip.inventory_item_id = p.item_id
LEFT JOIN variant_prices AS vp ON vp.variant_id = p.variant_id
LEFT JOIN product_prices AS pp ON pp.product_id = p.product_id
"""
    parameters: list[Any] = [organization_id, snapshot_day[:7], snapshot_day]
    parameters += [(as_of - timedelta(days=days)).isoformat() for days in PERIODS]
    parameters += [organization_id, last_month, as_of.isoformat(), organization_id, run, organization_id, run]
    parameters += selling_price_parameters(organization_id, as_of)
    tables = {"stock_daily": STOCK_DAILY, "sales_daily": SALES_DAILY, "weekly": FORECAST_WEEKLY, "shares": FORECAST_SHARES}
    months: dict[str, list[str] | tuple[str, str]] = {
        "stock_daily": [snapshot_day[:7]] if snapshot else [], "sales_daily": ("0000-00", last_month),
        "weekly": [run] if forecast_run else [], "shares": [run] if forecast_run else [],
    }  # fmt: skip
    return engine.stream(sql, tables, organization_id, months, parameters)
