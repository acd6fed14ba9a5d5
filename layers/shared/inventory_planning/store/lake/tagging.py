"""Tagging rules on the lake (docs/intelligence.md "Tagging metrics"): per entity of a risks run,
the totals its metrics are computed from, and the run's family tree (brand, product, variant, item)
that propagation follows. Aggregated in DuckDB; SQL in the DuckDB/Athena dialect.

Risk-score metrics read the risk rows as the risk alerts do (``store.lake.risks.risk_alert_rows``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import date, timedelta
from typing import Any

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import FORECAST_SHARES, FORECAST_WEEKLY, RISK_POSITIONS, SALES_DAILY
from inventory_planning.store.lake.risks.positions import demand_sql

ENTITY_COLUMNS = {"BRAND": "brand_id", "PRODUCT": "product_id", "VARIANT": "variant_id", "INVENTORY_ITEM": "inventory_item_id"}
_FILTERS = ("shop_id", "brand_id", "product_id", "variant_id")


def _perimeter(perimeter: Mapping[str, Sequence[str]]) -> tuple[str, list[Any]]:
    if not set(perimeter) <= set(_FILTERS):
        raise ValueError(f"perimeter columns are among {_FILTERS}")
    where, parameters = "", []
    for column, values in sorted(perimeter.items()):
        where += f" AND {column} IN (SELECT unnest(CAST(? AS VARCHAR[])))"
        parameters.append(list(values))
    return where, parameters


def entity_totals(
    organization_id: str,
    run: date,
    forecast_run: date | None,
    entity_type: str,
    perimeter: Mapping[str, Sequence[str]],
    *,
    month_to_date: bool = False,
) -> Iterator[list[tuple[Any, ...]]]:
    """Per entity of ``entity_type`` among the positions (shop x inventory item) of risks run ``run``
    inside ``perimeter`` (column -> the ids allowed: ``shop_id``, ``brand_id``, ``product_id``,
    ``variant_id``; an empty list allows none), in batches ordered by entity id:
    ``(entity id, stock, units 7, units 30, units month-to-date, units 365, next 30, in range, in stock)``.

    Stock is the positions' closing stock; units the 7/30/365 days before ``run`` (the month-to-date
    units, from the 1st of ``run``'s month to the day before ``run``, are read from ``sales_daily``
    when ``month_to_date``, else 0); ``next 30`` the forecast demand of ``forecast_run`` over the 30
    days from ``run`` times the size's share (0 without a forecast); ``in range`` the positions with
    stock > 0 or units 365 > 0, ``in stock`` those with stock > 0. Positions without the entity's id
    are left out.

    Raises:
        KeyError: an unknown entity type. ValueError: a perimeter column not listed. LakeUnavailable.
    """
    column = ENTITY_COLUMNS[entity_type]
    where, filter_parameters = _perimeter(perimeter)
    offset = (run - forecast_run).days if forecast_run else 0
    forecast = forecast_run.isoformat() if forecast_run else "0000-00-00"
    first_of_month = run.replace(day=1)
    month = (run - timedelta(days=1)).strftime("%Y-%m")
    mtd_cte, mtd_join, mtd_value, mtd_parameters = "", "", "0", []
    if month_to_date and run.day > 1:
        mtd_cte = """, mtd AS (
  SELECT shop_id, inventory_item_id, sum(units) AS units FROM {sales_daily}
  WHERE organization_id = ? AND month = ? AND sale_date >= CAST(? AS DATE) AND sale_date < CAST(? AS DATE)
  GROUP BY shop_id, inventory_item_id
)"""
        mtd_join = "LEFT JOIN mtd AS m ON m.shop_id = p.shop_id AND m.inventory_item_id = p.inventory_item_id"
        mtd_value = "coalesce(m.units, 0)"
        mtd_parameters = [organization_id, month, first_of_month.isoformat(), run.isoformat()]
    sql = f"""
WITH positions AS (
  SELECT shop_id, {column} AS entity_id, inventory_item_id, variant_id, size, closing_stock, units_7, units_30, units_365
  FROM {{positions}} WHERE organization_id = ? AND run_date = ? AND {column} IS NOT NULL AND {column} <> ''{where}
), demand AS ({demand_sql({"d30": 30}, offset)}
), curves AS (
  SELECT variant_id, shop_id, share_key, max(share) AS share FROM {{shares}}
  WHERE organization_id = ? AND run_date = ? AND share_kind = 'size' GROUP BY variant_id, shop_id, share_key
){mtd_cte}
SELECT p.entity_id, sum(coalesce(p.closing_stock, 0)), sum(coalesce(p.units_7, 0)), sum(coalesce(p.units_30, 0)),
       sum({mtd_value}), sum(coalesce(p.units_365, 0)), sum(coalesce(c.share * d.d30_mean, 0)),
       count(*) FILTER (WHERE p.closing_stock > 0 OR p.units_365 > 0), count(*) FILTER (WHERE p.closing_stock > 0)
FROM positions AS p
LEFT JOIN demand AS d ON d.variant_id = p.variant_id AND d.shop_id = p.shop_id
LEFT JOIN curves AS c ON c.variant_id = p.variant_id AND c.shop_id = p.shop_id AND c.share_key = coalesce(nullif(p.size, ''), '-')
{mtd_join}
GROUP BY p.entity_id
ORDER BY p.entity_id
"""
    parameters: list[Any] = [organization_id, run.isoformat(), *filter_parameters]
    parameters += [organization_id, forecast, organization_id, forecast, *mtd_parameters]
    tables = {"positions": RISK_POSITIONS, "weekly": FORECAST_WEEKLY, "shares": FORECAST_SHARES}
    months: dict[str, list[str] | tuple[str, str]] = {
        "positions": [run.isoformat()], "weekly": [forecast] if forecast_run else [],
        "shares": [forecast] if forecast_run else [],
    }  # fmt: skip
    if mtd_cte:
        tables["sales_daily"] = SALES_DAILY
        months["sales_daily"] = [month]
    return engine.stream(sql, tables, organization_id, months, parameters)


def lineages(organization_id: str, run: date) -> list[tuple[str, str, str, str, str]]:
    """The family tree of risks run ``run``: each inventory item of its positions with its brand,
    product and variant ids and its size (``''`` where a position has none), one row per item,
    ordered by item: ``(brand, product, variant, item, size)``.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    sql = """
SELECT coalesce(max(brand_id), ''), coalesce(max(product_id), ''), coalesce(max(variant_id), ''), inventory_item_id,
       coalesce(max(size), '')
FROM {positions} WHERE organization_id = ? AND run_date = ? AND inventory_item_id IS NOT NULL AND inventory_item_id <> ''
GROUP BY inventory_item_id ORDER BY inventory_item_id
"""
    found = engine.run(sql, {"positions": RISK_POSITIONS}, organization_id, [run.isoformat()], [organization_id, run.isoformat()])
    return [(str(b), str(p), str(v), str(i), str(s)) for b, p, v, i, s in found]
