"""Inventory risks on the lake: the inputs the risks job gathers, and the four risk types computed
at request time over its ``risk_positions`` (docs/intelligence.md "Inventory risks").

Every query reads one run (``run_date=<asOf>``) and filters shops and brands before it aggregates,
so a stock-out row of a variant is over the caller's shops only. SQL in the DuckDB/Athena dialect.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import date, timedelta
from typing import Any, NamedTuple

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import (
    FORECAST_SHARES,
    FORECAST_WEEKLY,
    RISK_POSITIONS,
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
    windows = ", ".join(
        f"sum(CASE WHEN sale_date >= CAST(? AS DATE) THEN units ELSE 0 END) AS units_{days}" for days in PERIODS
    )
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
    return [SalesWindow(*r[:6], *(float(v or 0) for v in r[6:10]), r[10]) for r in found]


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


Z_80 = 1.2815515655446004  # the standard normal quantile 0.9: an 80% two-sided interval is mean +- 1.2816 sigma


def demand_sql(windows: dict[str, int], start: int) -> str:
    """A ``SELECT`` of the forecast demand per (variant, shop) of a weekly forecast run ``{weekly}``
    over each of ``windows`` (name -> days from day ``start`` of the run): ``<name>_mean`` and
    ``<name>_sigma`` (units, before a size's share), and ``weeks`` (the weeks read). The same
    numbers as ``services.risks.demand_over``: each week's (mean, upper bound at 80%) split evenly
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
    before as_of, last sale, lead-time demand, its sigma, horizon demand, stocked, forecast)``: the
    demand of ``forecast_run`` (None: zero) from ``as_of`` over ``lead_days`` and ``horizon_days``,
    times the size's share in the variant x shop's size curve; ``stocked`` and ``forecast`` flag a
    position with stock and one with a forecast share.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    last_month = (as_of - timedelta(days=1)).strftime("%Y-%m")
    windows = ", ".join(
        f"sum(CASE WHEN sale_date >= CAST(? AS DATE) THEN units ELSE 0 END) AS units_{days}" for days in PERIODS
    )
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
)
SELECT p.shop_id, p.item_id, p.brand_id, p.product_id, p.variant_id, p.size, p.closing_stock, p.unit_cost,
       p.retail_price, p.units_7, p.units_30, p.units_90, p.units_365, p.last_sale,
       coalesce(c.share * d.lead_mean, 0), coalesce(c.share * d.lead_sigma, 0), coalesce(c.share * d.horizon_mean, 0),
       p.stocked, d.weeks IS NOT NULL AND coalesce(c.share, 0) > 0
FROM positions AS p
LEFT JOIN demand AS d ON d.variant_id = p.variant_id AND d.shop_id = p.shop_id
LEFT JOIN curves AS c ON c.variant_id = p.variant_id AND c.shop_id = p.shop_id AND c.share_key = coalesce(nullif(p.size, ''), '-')
"""
    parameters: list[Any] = [organization_id, snapshot_day[:7], snapshot_day]
    parameters += [(as_of - timedelta(days=days)).isoformat() for days in PERIODS]
    parameters += [organization_id, last_month, as_of.isoformat(), organization_id, run, organization_id, run]
    tables = {"stock_daily": STOCK_DAILY, "sales_daily": SALES_DAILY, "weekly": FORECAST_WEEKLY, "shares": FORECAST_SHARES}
    months: dict[str, list[str] | tuple[str, str]] = {
        "stock_daily": [snapshot_day[:7]] if snapshot else [], "sales_daily": ("0000-00", last_month),
        "weekly": [run] if forecast_run else [], "shares": [run] if forecast_run else [],
    }  # fmt: skip
    return engine.stream(sql, tables, organization_id, months, parameters)


def metric_alert_groups(
    organization_id: str,
    run: date,
    forecast_run: date | None,
    as_of: date,
    key_columns: Sequence[str],
    forecast_days: int | None,
    perimeter: Mapping[str, Sequence[str]],
    listed: int,
) -> Iterator[list[tuple[Any, ...]]]:
    """A metric alert's groups over the risks run ``run``, aggregated in DuckDB, in batches: one row
    per (group, shop, product, variant), ordered by group then by (shop, product, variant), the
    first ``listed`` triples of each group only:
    ``(key part..., group stock, units 30, units 365, next 30, demand, brands, shop, product,
    variant, triple stock, units 30, units 365, next 30, demand)``.

    A group is the positions (shop x inventory item) sharing the values of ``key_columns`` (none of
    them NULL), among those inside ``perimeter`` (column -> the values allowed: ``shop_id``,
    ``brand_id``, ``product_id``, ``variant_id``; an empty list allows none). ``next 30`` and
    ``demand`` are the forecast demand of ``forecast_run`` from ``as_of`` over 30 and
    ``forecast_days`` days (:func:`demand_sql` times the size's share; 0 without a forecast or
    without ``forecast_days``); ``brands`` the group's brand ids, sorted; a missing shop, product
    or variant id is '*'. The job holds one batch, not the organization's positions.

    Raises:
        ValueError: a key or perimeter column that is not a position's. LakeUnavailable: S3 could not be read.
    """
    allowed = {"shop_id", "brand_id", "product_id", "variant_id", "inventory_item_id"}
    if not key_columns or not set(key_columns) <= allowed or not set(perimeter) <= allowed:
        raise ValueError(f"group and perimeter columns are among {sorted(allowed)}")
    offset = (as_of - forecast_run).days if forecast_run else 0
    forecast = forecast_run.isoformat() if forecast_run else "0000-00-00"
    windows = {"d30": 30, **({"dn": int(forecast_days)} if forecast_days else {})}
    demand_n = "d.dn_mean" if forecast_days else "0"
    filters, filter_parameters = "", []
    for column, values in sorted(perimeter.items()):
        filters += f" AND {column} IN (SELECT unnest(CAST(? AS VARCHAR[])))"
        filter_parameters.append(list(values))
    keys = [f"k{i}" for i in range(len(key_columns))]
    key_select = ", ".join(f"p.{column} AS {key}" for column, key in zip(key_columns, keys, strict=True))
    sums = ("sum(stock) AS stock, sum(units_30) AS units_30, sum(units_365) AS units_365, sum(next_30) AS next_30, "
            "sum(demand) AS demand")  # fmt: skip
    group_by = ", ".join(keys)
    sql = f"""
WITH positions AS (
  SELECT shop_id, brand_id, product_id, variant_id, inventory_item_id, size, closing_stock, units_30, units_365
  FROM {{positions}} WHERE organization_id = ? AND run_date = ?{filters}
), demand AS ({demand_sql(windows, offset)}
), curves AS (
  SELECT variant_id, shop_id, share_key, max(share) AS share FROM {{shares}}
  WHERE organization_id = ? AND run_date = ? AND share_kind = 'size' GROUP BY variant_id, shop_id, share_key
), members AS (
  SELECT {key_select}, p.brand_id, coalesce(nullif(p.shop_id, ''), '*') AS shop,
         coalesce(nullif(p.product_id, ''), '*') AS product, coalesce(nullif(p.variant_id, ''), '*') AS variant,
         coalesce(p.closing_stock, 0) AS stock, coalesce(p.units_30, 0) AS units_30, coalesce(p.units_365, 0) AS units_365,
         coalesce(c.share * d.d30_mean, 0) AS next_30, coalesce(c.share * {demand_n}, 0) AS demand
  FROM positions AS p
  LEFT JOIN demand AS d ON d.variant_id = p.variant_id AND d.shop_id = p.shop_id
  LEFT JOIN curves AS c
    ON c.variant_id = p.variant_id AND c.shop_id = p.shop_id AND c.share_key = coalesce(nullif(p.size, ''), '-')
  WHERE {" AND ".join(f"p.{column} IS NOT NULL" for column in key_columns)}
), groups AS (
  SELECT {group_by}, {sums},
         list(DISTINCT brand_id ORDER BY brand_id) FILTER (WHERE brand_id IS NOT NULL AND brand_id <> '') AS brands
  FROM members GROUP BY {group_by}
), details AS (
  SELECT {group_by}, shop, product, variant, {sums},
         row_number() OVER (PARTITION BY {group_by} ORDER BY shop, product, variant) AS listed
  FROM members GROUP BY {group_by}, shop, product, variant
)
SELECT {", ".join(f"g.{key}" for key in keys)}, g.stock, g.units_30, g.units_365, g.next_30, g.demand, g.brands,
       t.shop, t.product, t.variant, t.stock, t.units_30, t.units_365, t.next_30, t.demand
FROM groups AS g JOIN details AS t USING ({group_by})
WHERE t.listed <= ?
ORDER BY {", ".join(f"g.{key}" for key in keys)}, t.listed
"""
    parameters: list[Any] = [organization_id, run.isoformat(), *filter_parameters]
    parameters += [organization_id, forecast, organization_id, forecast, int(listed)]
    tables = {"positions": RISK_POSITIONS, "weekly": FORECAST_WEEKLY, "shares": FORECAST_SHARES}
    months: dict[str, list[str] | tuple[str, str]] = {
        "positions": [run.isoformat()], "weekly": [forecast] if forecast_run else [],
        "shares": [forecast] if forecast_run else [],
    }  # fmt: skip
    return engine.stream(sql, tables, organization_id, months, parameters)


def snap_period(period: int) -> int:
    """The pre-aggregated window nearest to ``period`` days (7, 30, 90 or 365; ties go to the shorter)."""
    return min(PERIODS, key=lambda p: (abs(p - period), p))


def _filters(shop_ids: Sequence[str] | None, brand_ids: Sequence[str]) -> tuple[str, list[Any]]:
    where, parameters = "", []
    if shop_ids is not None:
        where += f" AND shop_id IN ({', '.join('?' for _ in shop_ids)})"
        parameters += list(shop_ids)
    if brand_ids:
        where += f" AND brand_id IN ({', '.join('?' for _ in brand_ids)})"
        parameters += list(brand_ids)
    return where, parameters


def _positions(where: str) -> str:
    return f"SELECT * FROM {{positions}} WHERE organization_id = ? AND run_date = ?{where}"


STOCKOUT_STATUS = {
    "critical": "days_of_supply < 7",
    "warning": "days_of_supply >= 7 AND days_of_supply < 14",
    "healthy": "(days_of_supply >= 14 OR days_of_supply IS NULL)",
}


def risk_page(
    organization_id: str,
    run: date,
    risk_type: str,
    *,
    shop_ids: Sequence[str] | None = None,
    brand_ids: Sequence[str] = (),
    status: str | None = None,
    period: int = 30,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[dict[str, Any]], int]:
    """A page of risk rows of ``risk_type`` (STOCKOUT, OVERSTOCK, SLOW_MOVER, DISPLACED) of run ``run``
    over ``shop_ids`` (None: every shop; empty: none) and ``brand_ids``, as column dicts, and the total.

    STOCKOUT: one row per variant over the shops (stock and velocity summed), ranked by days of supply
    ascending (REFERENCE 2.1); ``status`` filters its tiers. OVERSTOCK: per variant x shop with stock
    beyond the horizon's forecast demand, by excess value. SLOW_MOVER: per shop x item in stock and
    unsold for 30 days or more (or never), by immobilized value. DISPLACED: per variant x shop in
    stock and unsold for 90 days while another shop of the filter sells it with under 14 days of supply.

    Raises:
        KeyError: an unknown risk type or status. LakeUnavailable.
    """
    if shop_ids is not None and not shop_ids:
        return [], 0
    where, filter_parameters = _filters(shop_ids, brand_ids)
    window = snap_period(period)
    select, order = _RISK_SQL[risk_type](window)
    having = f" WHERE {STOCKOUT_STATUS[status]}" if status and risk_type == "STOCKOUT" else ""
    sql = f"""
WITH positions AS ({_positions(where)}),
risks AS ({select}),
chosen AS (SELECT * FROM risks{having})
SELECT *, (SELECT count(*) FROM chosen) AS total_rows FROM chosen
ORDER BY {order}
OFFSET {int(offset)} LIMIT {int(limit)}
"""
    parameters = [organization_id, run.isoformat(), *filter_parameters]
    if risk_type == "SLOW_MOVER":  # unsold for 30 days or more on the day before the run
        parameters.append((run - timedelta(days=31)).isoformat())
    names = [*_OUTPUT[risk_type], "total_rows"]
    tables, partition = {"positions": RISK_POSITIONS}, [run.isoformat()]
    found = [dict(zip(names, row, strict=True)) for row in engine.run(sql, tables, organization_id, partition, parameters)]
    total = int(found[0]["total_rows"]) if found else 0
    if not found and offset:
        count_sql = f"WITH positions AS ({_positions(where)}), risks AS ({select}) SELECT count(*) FROM risks{having}"
        total = int(engine.run(count_sql, tables, organization_id, partition, parameters)[0][0])
    return found, total


def risk_alert_rows(
    organization_id: str,
    run: date,
    risk_type: str,
    key_columns: Sequence[str],
    perimeter: Mapping[str, Sequence[str]],
) -> Iterator[list[dict[str, Any]]]:
    """A risk alert's rows: every row of ``risk_type`` of run ``run`` (as :func:`risk_page` gives them,
    over 30 days) inside ``perimeter`` with none of ``key_columns`` NULL, in batches, ordered by
    ``key_columns`` then by (shop, product, variant) ('*' for a missing id), so that a job reads one
    group after the other. ``perimeter``: column -> the values allowed; ``shop_id`` and ``brand_id``
    filter the positions (as the risks endpoint's shopIds and brandIds do), ``product_id`` and
    ``variant_id`` the rows.

    Raises:
        KeyError: an unknown risk type. ValueError: a column that is not a risk row's. LakeUnavailable.
    """
    allowed = {"shop_id", "brand_id", "product_id", "variant_id"}
    if not key_columns or not set(key_columns) <= allowed or not set(perimeter) <= allowed:
        raise ValueError(f"group and perimeter columns are among {sorted(allowed)}")
    shop_ids = list(perimeter["shop_id"]) if "shop_id" in perimeter else None
    where, parameters = _filters(shop_ids, list(perimeter.get("brand_id") or ()))
    select, _ = _RISK_SQL[risk_type](30)
    if risk_type == "SLOW_MOVER":  # unsold for 30 days or more on the day before the run
        parameters.append((run - timedelta(days=31)).isoformat())
    chosen = " AND ".join(f"{column} IS NOT NULL" for column in key_columns)
    for column in ("product_id", "variant_id"):
        if column in perimeter:
            chosen += f" AND {column} IN (SELECT unnest(CAST(? AS VARCHAR[])))"
            parameters.append(list(perimeter[column]))
    triple = ", ".join(f"coalesce(nullif({c}, ''), '*')" for c in ("shop_id", "product_id", "variant_id"))
    sql = f"""
WITH positions AS ({_positions(where)}),
risks AS ({select})
SELECT * FROM risks WHERE {chosen}
ORDER BY {", ".join(key_columns)}, {triple}
"""
    names = _OUTPUT[risk_type]
    tables, partition = {"positions": RISK_POSITIONS}, [run.isoformat()]
    for batch in engine.stream(sql, tables, organization_id, partition, [organization_id, run.isoformat(), *parameters]):
        yield [dict(zip(names, row, strict=True)) for row in batch]


def _stockout(window: int) -> tuple[str, str]:
    return (
        f"""SELECT variant_id, max(product_id) AS product_id, max(brand_id) AS brand_id, NULL AS shop_id, NULL AS size,
       sum(closing_stock) AS closing_stock, sum(units_{window}) / {window}.0 AS avg_daily_sales,
       CASE WHEN sum(units_{window}) > 0 THEN sum(closing_stock) / (sum(units_{window}) / {window}.0) END AS days_of_supply,
       sum(lead_time_demand) AS lead_time_demand, sqrt(sum(lead_time_sigma * lead_time_sigma)) AS lead_time_sigma,
       max(lead_time_days) AS lead_time_days, sum(horizon_demand) AS horizon_demand, max(horizon_days) AS horizon_days,
       sum(closing_stock * coalesce(unit_cost, 0)) AS stock_value, max(last_sale_date) AS last_sale_date,
       NULL AS destination_shop_id, NULL AS destination_deficit
FROM positions GROUP BY variant_id
HAVING sum(closing_stock) > 0 OR sum(units_{window}) > 0""",
        "days_of_supply ASC NULLS LAST, variant_id ASC",
    )


def _overstock(window: int) -> tuple[str, str]:
    return (
        f"""SELECT * FROM (
  SELECT variant_id, max(product_id) AS product_id, max(brand_id) AS brand_id, shop_id, NULL AS size,
         sum(closing_stock) AS closing_stock, sum(units_{window}) / {window}.0 AS avg_daily_sales,
         CASE WHEN sum(units_{window}) > 0 THEN sum(closing_stock) / (sum(units_{window}) / {window}.0) END AS days_of_supply,
         sum(lead_time_demand) AS lead_time_demand, sqrt(sum(lead_time_sigma * lead_time_sigma)) AS lead_time_sigma,
         max(lead_time_days) AS lead_time_days, sum(horizon_demand) AS horizon_demand, max(horizon_days) AS horizon_days,
         sum(closing_stock * coalesce(unit_cost, 0)) AS stock_value, max(last_sale_date) AS last_sale_date,
         NULL AS destination_shop_id, NULL AS destination_deficit,
         sum(closing_stock) - sum(horizon_demand) AS excess_units,
         (sum(closing_stock) - sum(horizon_demand)) * CASE WHEN sum(closing_stock) > 0
           THEN sum(closing_stock * coalesce(unit_cost, 0)) / sum(closing_stock) ELSE 0 END AS excess_value
  FROM positions GROUP BY variant_id, shop_id
) AS per_shop WHERE closing_stock > 0 AND excess_units > 0""",
        "excess_value DESC, excess_units DESC, variant_id ASC, shop_id ASC",
    )


def _slow_mover(window: int) -> tuple[str, str]:
    return (
        f"""SELECT * FROM (
  SELECT variant_id, product_id, brand_id, shop_id, size, closing_stock, units_{window} / {window}.0 AS avg_daily_sales,
         CASE WHEN units_{window} > 0 THEN closing_stock / (units_{window} / {window}.0) END AS days_of_supply,
         lead_time_demand, lead_time_sigma, lead_time_days, horizon_demand, horizon_days,
         closing_stock * coalesce(unit_cost, 0) AS stock_value, last_sale_date,
         NULL AS destination_shop_id, NULL AS destination_deficit, units_30, snapshot_date
  FROM positions WHERE closing_stock > 0
) AS stocked WHERE last_sale_date IS NULL OR last_sale_date <= CAST(? AS DATE)""",
        "stock_value DESC, closing_stock DESC, variant_id ASC, shop_id ASC, size ASC",
    )


def _displaced(window: int) -> tuple[str, str]:
    return (
        f"""SELECT * FROM (
  SELECT s.variant_id, s.product_id, s.brand_id, s.shop_id, NULL AS size, s.closing_stock,
         s.units_{window} / {window}.0 AS avg_daily_sales, NULL AS days_of_supply,
         s.lead_time_demand, s.lead_time_sigma, s.lead_time_days, s.horizon_demand, s.horizon_days, s.stock_value,
         s.last_sale_date,
         max_by(t.shop_id, t.deficit) AS destination_shop_id, max(t.deficit) AS destination_deficit,
         sum(t.deficit) AS deficit_elsewhere
  FROM (
    SELECT variant_id, shop_id, max(product_id) AS product_id, max(brand_id) AS brand_id, sum(closing_stock) AS closing_stock,
           sum(units_{window}) AS units_{window}, sum(units_90) AS units_90, sum(lead_time_demand) AS lead_time_demand,
           sqrt(sum(lead_time_sigma * lead_time_sigma)) AS lead_time_sigma, max(lead_time_days) AS lead_time_days,
           sum(horizon_demand) AS horizon_demand, max(horizon_days) AS horizon_days,
           sum(closing_stock * coalesce(unit_cost, 0)) AS stock_value, max(last_sale_date) AS last_sale_date
    FROM positions GROUP BY variant_id, shop_id
  ) AS s
  JOIN (
    SELECT variant_id, shop_id, 14 * sum(units_30) / 30.0 - sum(closing_stock) AS deficit
    FROM positions GROUP BY variant_id, shop_id
    HAVING sum(units_30) > 0 AND sum(closing_stock) < 14 * sum(units_30) / 30.0
  ) AS t ON t.variant_id = s.variant_id AND t.shop_id <> s.shop_id
  WHERE s.closing_stock > 0 AND s.units_90 <= 0
  GROUP BY s.variant_id, s.product_id, s.brand_id, s.shop_id, s.closing_stock, s.units_{window}, s.lead_time_demand,
           s.lead_time_sigma, s.lead_time_days, s.horizon_demand, s.horizon_days, s.stock_value, s.last_sale_date
) AS displaced""",
        "deficit_elsewhere DESC, stock_value DESC, variant_id ASC, shop_id ASC",
    )


_RISK_SQL = {"STOCKOUT": _stockout, "OVERSTOCK": _overstock, "SLOW_MOVER": _slow_mover, "DISPLACED": _displaced}
_COMMON = ["variant_id", "product_id", "brand_id", "shop_id", "size", "closing_stock", "avg_daily_sales", "days_of_supply",
           "lead_time_demand", "lead_time_sigma", "lead_time_days", "horizon_demand", "horizon_days", "stock_value",
           "last_sale_date", "destination_shop_id", "destination_deficit"]  # fmt: skip
_OUTPUT = {
    "STOCKOUT": _COMMON,
    "OVERSTOCK": [*_COMMON, "excess_units", "excess_value"],
    "SLOW_MOVER": [*_COMMON, "units_30", "snapshot_date"],
    "DISPLACED": [*_COMMON, "deficit_elsewhere"],
}
