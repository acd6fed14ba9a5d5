"""Product performance on the lake (REFERENCE 1.3's KPI fields of ``GET /api/products``): sales over a
period from ``sales_daily_product`` (from ``sales_daily``, day x shop x item, when limited to some
shops: the product aggregate has no shop), and stock from the latest ``stock_daily`` snapshot.

SQL in the DuckDB/Athena common dialect (engine.py).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import SALES_DAILY, SALES_DAILY_PRODUCT, STOCK_DAILY, months_between

KPI_SORT = {"totalNetSales": "net_sales", "totalGrossSales": "gross_sales", "totalUnitsSold": "units"}
KPI_COLUMNS = ("product_id", "units", "net_sales", "discount", "gross_sales", "margin", "cost_known_sales", "lines", "currencies")


def sales_kpis(  # noqa: PLR0913 - GET product KPIs' query parameters, one argument each
    organization_id: str,
    first: date,
    last: date,
    *,
    product_ids: list[str] | None = None,
    brand_id: str | None = None,
    shop_ids: list[str] | None = None,
    sort_by: str | None = None,
    descending: bool = True,
    offset: int = 0,
    limit: int | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """Per product with sales in [first, last]: net units, net sales (after discounts), discounts,
    gross sales (before them), margin (the sum of the known margins; None when no line had a unit
    cost), the net sales whose cost is known, lines, and the number of currencies. Money summed
    exactly (DECIMAL), rounded to cents (half away from zero) in the result. ``product_ids``
    restricts to those products, ``shop_ids`` (None: every shop) to the sales of those shops;
    ``sort_by`` (a key of KPI_SORT) orders them, then by product id, paged by ``offset``/``limit``.
    Returns (rows, total).

    Limited to shops, the day x shop x item aggregate is read: its groups know whether all their lines
    had a cost (``margin_complete``), not the sales of the costed ones, so margin and costed sales
    count the groups whose every line had a cost, None when there is none (the same as without shops unless one item's sales
    of one day in one shop mix costed and uncosted lines).

    Raises:
        LakeUnavailable: S3 failed.
    """
    months = months_between(first, last)
    parameters: list[Any] = [organization_id, months[0], months[-1], first.isoformat(), last.isoformat()]
    where = "organization_id = ? AND month BETWEEN ? AND ? AND sale_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)"
    if product_ids is not None:
        if not product_ids:
            return [], 0
        where += f" AND product_id IN ({', '.join('?' for _ in product_ids)})"
        parameters.extend(product_ids)
    if brand_id:
        where += " AND brand_id = ?"
        parameters.append(brand_id)
    source, margin, costed = SALES_DAILY_PRODUCT, "margin", "costed_sales"
    if shop_ids is not None:
        if not shop_ids:
            return [], 0
        where += f" AND shop_id IN ({', '.join('?' for _ in shop_ids)})"
        parameters.extend(shop_ids)
        source = SALES_DAILY
        margin = "CASE WHEN margin_complete THEN margin END"
        costed = "CASE WHEN margin_complete THEN gross_sales END"
    direction = "DESC" if descending else "ASC"
    order = f"ORDER BY {KPI_SORT[sort_by]} {direction}, product_id ASC" if sort_by else "ORDER BY product_id"
    page = f"OFFSET {int(offset)} LIMIT {int(limit)}" if limit is not None else ""
    sql = f"""
WITH products AS (
  SELECT product_id, sum(units) AS units, round(sum(gross_sales), 2) AS net_sales,
         round(sum(discount_amount), 2) AS discount, round(sum(gross_sales) + sum(discount_amount), 2) AS gross_sales,
         round(sum({margin}), 2) AS margin,
         round(sum({costed}), 2) AS cost_known_sales,
         sum(lines) AS lines, CASE WHEN min(currency) = max(currency) THEN 1 ELSE 2 END AS currencies
  FROM {{sales}} WHERE {where} GROUP BY product_id
)
SELECT {", ".join(KPI_COLUMNS)}, count(*) OVER () AS total FROM products {order} {page}
"""
    found = engine.run(sql, {"sales": source}, organization_id, months, parameters)
    total = found[0][-1] if found else 0
    if not found and offset:
        count_sql = f"SELECT count(DISTINCT product_id) FROM {{sales}} WHERE {where}"
        total = engine.run(count_sql, {"sales": source}, organization_id, months, parameters)[0][0]
    return [dict(zip(KPI_COLUMNS, r[:-1], strict=True)) for r in found], int(total)


def stock_of_products(
    organization_id: str, day: date, product_ids: list[str], *, shop_ids: list[str] | None = None
) -> dict[str, dict[str, Any]]:
    """Per product, at the close of ``day`` (a stock snapshot): units on hand, stock value at unit cost
    (``services.catalog.products`` values it by ``domain.valuation`` instead), shops and variants holding
    stock, and the sizes on hand (sorted); in ``shop_ids`` only (None: every shop)."""
    if not product_ids or shop_ids == []:
        return {}
    marks = ", ".join("?" for _ in product_ids)
    in_shops = f" AND shop_id IN ({', '.join('?' for _ in shop_ids)})" if shop_ids else ""
    sql = f"""
WITH latest AS (
  SELECT product_id, shop_id, variant_id, size, quantity, unit_cost,
         row_number() OVER (PARTITION BY stock_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
  FROM {{stock_daily}}
  WHERE organization_id = ? AND month = ? AND snapshot_date = CAST(? AS DATE) AND product_id IN ({marks}){in_shops}
)
SELECT product_id, sum(quantity), round(sum(quantity * coalesce(unit_cost, 0)), 2),
       count(DISTINCT CASE WHEN quantity > 0 THEN shop_id END), count(DISTINCT CASE WHEN quantity > 0 THEN variant_id END),
       array_agg(DISTINCT size) FILTER (WHERE quantity > 0)
FROM latest WHERE line_rank = 1 GROUP BY product_id
"""
    month = day.strftime("%Y-%m")
    parameters = [organization_id, month, day.isoformat(), *product_ids, *(shop_ids or [])]
    found = engine.run(sql, {"stock_daily": STOCK_DAILY}, organization_id, [month], parameters)
    return {
        r[0]: {
            "units": float(r[1] or 0),
            "value": float(r[2] or 0),
            "shops": int(r[3]),
            "variants": int(r[4]),
            "sizes": sorted(r[5] or []),
        }
        for r in found
    }
