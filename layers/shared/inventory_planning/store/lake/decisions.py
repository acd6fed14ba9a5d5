"""The recommendations job's reads (risk positions, order lines, price observations, sell-through by
discount step) and the decision
vectors the API serves (docs/intelligence.md "Recommendations"). SQL in the DuckDB/Athena dialect."""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import DECISION_VECTORS, ORDER_LINES, RISK_POSITIONS, SALES_DAILY

VariantRange = tuple[str, str]
"""A contiguous range of variant ids, both ends included (a chunk of the recommendations job)."""


def _in_range(variants: VariantRange | None) -> tuple[str, list[str]]:
    return (" AND variant_id BETWEEN ? AND ?", [variants[0], variants[1]]) if variants else ("", [])


def risk_positions(organization_id: str, run: date, variants: VariantRange | None = None) -> list[dict[str, Any]]:
    """The rows of the risks run ``run`` (column -> value): every row, or those of the ``variants`` range."""
    names = RISK_POSITIONS.column_names
    where, bounds = _in_range(variants)
    sql = f"SELECT {', '.join(names)} FROM {{positions}} WHERE organization_id = ? AND run_date = ?{where}"
    parameters = [organization_id, run.isoformat(), *bounds]
    return [
        dict(zip(names, row, strict=True))
        for row in engine.run(sql, {"positions": RISK_POSITIONS}, organization_id, [run.isoformat()], parameters)
    ]


def positions_per_variant(organization_id: str, run: date) -> list[tuple[str, int]]:
    """``(variant id, positions)`` of the risks run ``run``, ascending by variant id (positions without
    a variant left out): what the recommendations job cuts into chunks."""
    sql = (
        "SELECT variant_id, count(*) FROM {positions} WHERE organization_id = ? AND run_date = ? "
        "AND variant_id IS NOT NULL AND variant_id <> '' GROUP BY variant_id ORDER BY variant_id"
    )
    found = engine.run(sql, {"positions": RISK_POSITIONS}, organization_id, [run.isoformat()], [organization_id, run.isoformat()])
    return [(variant_id, int(count)) for variant_id, count in found]


def variant_products(organization_id: str, run: date) -> list[tuple[str, str | None, str | None]]:
    """``(variant id, product id, brand id)``, distinct, of the risks run ``run`` (positions without a
    variant left out): the keys the recommendations job looks elasticities up by."""
    sql = (
        "SELECT DISTINCT variant_id, product_id, brand_id FROM {positions} WHERE organization_id = ? AND run_date = ? "
        "AND variant_id IS NOT NULL AND variant_id <> ''"
    )
    found = engine.run(sql, {"positions": RISK_POSITIONS}, organization_id, [run.isoformat()], [organization_id, run.isoformat()])
    return [(variant_id, product_id, brand_id) for variant_id, product_id, brand_id in found]


_ORDER_LINES_BEFORE = """
SELECT variant_id, shop_id, size, supplier_code, order_date, expected_date, quantity FROM (
  SELECT *, row_number() OVER (PARTITION BY order_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
  FROM {orders} WHERE organization_id = ? AND month <= ? AND (order_date IS NULL OR order_date < CAST(? AS DATE))
) AS ranked WHERE line_rank = 1
"""
"""The order lines ordered before a day (or undated), one per line id (the latest ingestion); its
parameters: organization id, the last month, the day."""


def open_orders(organization_id: str, as_of: date) -> list[tuple[str, str, str, float]]:
    """``(variant, shop, size or '-', units)`` on order: the order lines ordered before ``as_of`` (or
    undated) and expected on or after it, with a shop, deduplicated by line id and summed per
    variant x shop x size (in SQL: a retailer's order history is not held in Python)."""
    last = (as_of - timedelta(days=1)).strftime("%Y-%m")
    sql = f"""
SELECT variant_id, shop_id, coalesce(nullif(size, ''), '-') AS size, sum(quantity)
FROM ({_ORDER_LINES_BEFORE}) AS lines
WHERE expected_date >= CAST(? AS DATE) AND shop_id IS NOT NULL AND shop_id <> ''
GROUP BY variant_id, shop_id, coalesce(nullif(size, ''), '-')
"""
    parameters = [organization_id, last, as_of.isoformat(), as_of.isoformat()]
    found = engine.run(sql, {"orders": ORDER_LINES}, organization_id, ("0000-00", last), parameters)
    return [(variant_id, shop_id, size, float(units)) for variant_id, shop_id, size, units in found]


def latest_suppliers(organization_id: str, as_of: date) -> list[tuple[str, str]]:
    """``(variant, supplier code)``: each variant's supplier on its latest order line ordered before
    ``as_of`` (the greatest code on a tie), deduplicated by line id."""
    last = (as_of - timedelta(days=1)).strftime("%Y-%m")
    sql = f"""
SELECT variant_id, max(CAST(order_date AS VARCHAR) || '|' || supplier_code)
FROM ({_ORDER_LINES_BEFORE}) AS lines
WHERE supplier_code IS NOT NULL AND supplier_code <> '' AND order_date IS NOT NULL AND variant_id IS NOT NULL AND variant_id <> ''
GROUP BY variant_id
"""
    parameters = [organization_id, last, as_of.isoformat()]
    found = engine.run(sql, {"orders": ORDER_LINES}, organization_id, ("0000-00", last), parameters)
    return [(variant_id, latest.split("|", 1)[1]) for variant_id, latest in found]


def supplier_delays(organization_id: str, as_of: date) -> list[tuple[str, int, int]]:
    """``(supplier code, days from order to expected date, lines)`` over the order lines ordered before
    ``as_of`` with both dates (expected on or after ordered), deduplicated by line id: each supplier's
    lead-time history, counted in SQL."""
    last = (as_of - timedelta(days=1)).strftime("%Y-%m")
    sql = f"""
SELECT supplier_code, date_diff('day', order_date, expected_date) AS days, count(*) FROM ({_ORDER_LINES_BEFORE}) AS lines
WHERE supplier_code IS NOT NULL AND supplier_code <> '' AND order_date IS NOT NULL AND expected_date >= order_date
GROUP BY supplier_code, date_diff('day', order_date, expected_date)
"""
    parameters = [organization_id, last, as_of.isoformat()]
    found = engine.run(sql, {"orders": ORDER_LINES}, organization_id, ("0000-00", last), parameters)
    return [(supplier, int(days), int(count)) for supplier, days, count in found]


ELASTICITY_LEVELS = ("variant", "product", "brand")


def elasticity_sums(
    organization_id: str,
    as_of: date,
    *,
    brand_ids: list[str] | None = None,
    product_ids: list[str] | None = None,
    variant_ids: list[str] | None = None,
    levels: tuple[str, ...] = ELASTICITY_LEVELS,
) -> list[tuple[str, str, int, int, float, float]]:
    """The sums the within price-elasticity fit needs (``domain.recommendations.fit_elasticity``),
    per variant, product and brand, over the 365 days before ``as_of``: ``(level, id, n, G, sxx,
    sxy)``. An observation is a day x shop x InventoryItem with a sale (log of its average price,
    gross sales after discounts / units, and log of its units); its group is the InventoryItem (the
    variant when the sale names none) x shop; only groups whose price moved count. The fit's
    numbers without holding the observations: DuckDB keeps a year of a retailer's sales out of
    Python. Every variant, product and brand with an observation has a row (n = G = 0 when none of
    its prices moved); ``levels`` chooses which of the three. Given ``brand_ids``, ``product_ids``
    or ``variant_ids``, only the observations of any of them are read (all empty: none).

    Raises:
        LakeUnavailable: the daily sales could not be read.
    """
    lists = (("brand_id", brand_ids or []), ("product_id", product_ids or []), ("variant_id", variant_ids or []))
    scoped = brand_ids is not None or product_ids is not None or variant_ids is not None
    if scoped and not any(ids for _, ids in lists):
        return []
    first = as_of - timedelta(days=365)
    scope = " OR ".join(f"{column} IN ({', '.join('?' * len(ids))})" for column, ids in lists if ids)
    per_level = " UNION ALL ".join(
        f"SELECT '{level}' AS level, {level}_id AS level_id, item, shop_id, sum(n) AS n, sum(sx) AS sx, sum(sy) AS sy, "
        f"sum(sxx) AS sxx, sum(sxy) AS sxy, min(lo) AS lo, max(hi) AS hi FROM cells "
        f"WHERE {level}_id IS NOT NULL AND {level}_id <> '' GROUP BY {level}_id, item, shop_id"
        for level in levels
    )
    sql = f"""
WITH observations AS (
  SELECT variant_id, product_id, brand_id, coalesce(inventory_item_id, variant_id) AS item, shop_id,
         ln(sum(gross_sales) / sum(units)) AS x, ln(sum(units)) AS y
  FROM {{sales_daily}}
  WHERE organization_id = ? AND month BETWEEN ? AND ? AND sale_date >= CAST(? AS DATE) AND sale_date < CAST(? AS DATE)
  {f"AND ({scope})" if scope else ""}
  GROUP BY variant_id, product_id, brand_id, sale_date, shop_id, inventory_item_id
  HAVING sum(units) > 0 AND sum(gross_sales) > 0
), cells AS (
  SELECT variant_id, product_id, brand_id, item, shop_id, count(*) AS n, sum(x) AS sx, sum(y) AS sy,
         sum(x * x) AS sxx, sum(x * y) AS sxy, min(x) AS lo, max(x) AS hi
  FROM observations GROUP BY variant_id, product_id, brand_id, item, shop_id
), groups AS ({per_level})
SELECT level, level_id, CAST(sum(CASE WHEN moved THEN n ELSE 0 END) AS BIGINT), sum(CASE WHEN moved THEN 1 ELSE 0 END),
       sum(CASE WHEN moved THEN sxx - sx * sx / n ELSE 0 END), sum(CASE WHEN moved THEN sxy - sx * sy / n ELSE 0 END)
FROM (SELECT *, hi - lo >= 1e-12 AS moved FROM groups) AS flagged GROUP BY level, level_id
"""
    months = (first.strftime("%Y-%m"), (as_of - timedelta(days=1)).strftime("%Y-%m"))
    parameters = [organization_id, *months, first.isoformat(), as_of.isoformat(), *(i for _, ids in lists for i in ids)]
    found = engine.run(sql, {"sales_daily": SALES_DAILY}, organization_id, months, parameters)
    return [(level, key, int(n), int(g), float(sxx), float(sxy)) for level, key, n, g, sxx, sxy in found]


JSON_COLUMNS = ("scores", "allowed_actions", "forbidden_actions", "applied_rules", "quantities_by_size", "transfers", "why")


_SELL_THROUGH_BY_STEP = """
WITH positions AS (
  SELECT shop_id, inventory_item_id, product_id, brand_id, closing_stock, price FROM {positions}
  WHERE organization_id = ? AND run_date = ? AND price > 0
), days AS (
  SELECT d.shop_id, d.inventory_item_id, sum(d.units) AS units,
         least(?, greatest(0, round(20 * (1 - CAST(d.gross_sales AS DOUBLE) / d.units / p.price)) * 5)) AS step
  FROM {sales_daily} AS d JOIN positions AS p ON p.shop_id = d.shop_id AND p.inventory_item_id = d.inventory_item_id
  WHERE d.organization_id = ? AND d.month >= ? AND d.month <= ? AND d.sale_date >= CAST(? AS DATE)
    AND d.sale_date < CAST(? AS DATE) AND d.units > 0 AND d.gross_sales > 0
  GROUP BY d.shop_id, d.inventory_item_id, step
), dominant AS (
  SELECT shop_id, inventory_item_id, max_by(step, units) AS step, sum(units) AS sold FROM days GROUP BY shop_id, inventory_item_id
), items AS (
  SELECT p.product_id, p.brand_id, coalesce(d.step, 0) AS step, coalesce(d.sold, 0) AS sold,
         coalesce(d.sold, 0) + greatest(p.closing_stock, 0) AS available
  FROM positions AS p LEFT JOIN dominant AS d ON d.shop_id = p.shop_id AND d.inventory_item_id = p.inventory_item_id
  WHERE p.closing_stock > 0 OR d.sold > 0
)
SELECT 'PRODUCT', product_id, step, sum(sold), sum(available), count(*) FROM items
WHERE step > 0 AND product_id IS NOT NULL AND product_id <> '' GROUP BY product_id, step HAVING count(*) >= ?
UNION ALL
SELECT 'BRAND', brand_id, step, sum(sold), sum(available), count(*) FROM items
WHERE step > 0 AND brand_id IS NOT NULL AND brand_id <> '' GROUP BY brand_id, step HAVING count(*) >= ?
UNION ALL
SELECT 'ORGANIZATION', '*', step, sum(sold), sum(available), count(*) FROM items WHERE step > 0 GROUP BY step HAVING count(*) >= ?
"""


def sell_through_by_step(
    organization_id: str, run: date, as_of: date, days: int, max_step: float, min_items: int
) -> list[tuple[str, str, int, float, float, int]]:
    """The sell-through evidence of the clearance markdown (docs/intelligence.md "Markdown"):
    ``(level, key, step, sold, available, item x shops)`` per comparable group (PRODUCT and BRAND by
    id, ORGANIZATION "*") and discount step. Over the ``days`` before ``as_of``, each item x shop of
    the risks run ``run`` with a price basis and stock or sales is counted at its dominant step: the
    5% step (0..``max_step``) of ``1 - day's selling price / price basis`` that sold the most units
    (0 when it sold nothing); ``sold`` its units, ``available`` sold + on hand at the end. Only the
    discount steps (> 0) with at least ``min_items`` item x shops: what a markdown can use (the
    document carried to the job's shards stays small).

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    first, last_month = as_of - timedelta(days=days), (as_of - timedelta(days=1)).strftime("%Y-%m")
    parameters = [organization_id, run.isoformat(), float(max_step), organization_id, first.strftime("%Y-%m"), last_month]
    parameters += [first.isoformat(), as_of.isoformat(), min_items, min_items, min_items]
    months: dict[str, list[str] | tuple[str, str]] = {
        "positions": [run.isoformat()],
        "sales_daily": (first.strftime("%Y-%m"), last_month),
    }
    found = engine.run(_SELL_THROUGH_BY_STEP, {"positions": RISK_POSITIONS, "sales_daily": SALES_DAILY}, organization_id, months,
                       parameters)  # fmt: skip
    return [(level, key, int(step), float(sold), float(available), int(n)) for level, key, step, sold, available, n in found]


def vectors_page(
    organization_id: str,
    run: date,
    *,
    domain: str | None = None,
    variant_id: str | None = None,
    shop_ids: list[str] | None = None,
    actionable: bool = False,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[dict[str, Any]], int]:
    """A page of the run's decision vectors (JSON columns decoded), ordered by domain, variant and
    shop, and the total. ``shop_ids`` None: every shop; empty: none. ``actionable``: only vectors
    whose action is allowed and not empty (a quantity, a discount or transfers)."""
    if shop_ids is not None and not shop_ids:
        return [], 0
    names = DECISION_VECTORS.column_names
    where, parameters = "organization_id = ? AND run_date = ?", [organization_id, run.isoformat()]
    for column, value in (("domain", domain), ("variant_id", variant_id)):
        if value:
            where += f" AND {column} = ?"
            parameters.append(value)
    if shop_ids is not None:
        where += f" AND shop_id IN ({', '.join('?' for _ in shop_ids)})"
        parameters += shop_ids
    if actionable:
        where += " AND allowed_actions <> '[]' AND (recommended_qty > 0 OR recommended_discount_pct > 0)"
    # the page is chosen on its keys first (a top-N over narrow columns), then its rows are read whole
    # (sorting every vector with its JSON text and counting it in a window took 30 times longer). A
    # line in two files at once (a compaction's output beside its input, a rerun in progress) is
    # shown once, its latest copy, as the other queries of the lake read it.
    sql = f"""
WITH page AS (
  SELECT vector_line_id, file_id FROM {{vectors}} WHERE {where}
  ORDER BY domain, variant_id, shop_id OFFSET {int(offset)} LIMIT {int(limit)}
)
SELECT {", ".join(names)}, (SELECT count(*) FROM {{vectors}} WHERE {where}) AS total
FROM (
  SELECT v.*, row_number() OVER (PARTITION BY v.vector_line_id ORDER BY v.ingested_at DESC, v.file_id DESC) AS line_rank
  FROM {{vectors}} AS v JOIN page AS p ON v.vector_line_id = p.vector_line_id AND v.file_id = p.file_id
  WHERE v.organization_id = ? AND v.run_date = ?
) AS ranked
WHERE line_rank = 1
ORDER BY domain, variant_id, shop_id
"""
    found = engine.run(sql, {"vectors": DECISION_VECTORS}, organization_id, [run.isoformat()],
                       [*parameters, *parameters, organization_id, run.isoformat()])  # fmt: skip
    rows = []
    for row in found:
        record = dict(zip(names, row[:-1], strict=True))
        for column in JSON_COLUMNS:
            record[column] = json.loads(record[column]) if record[column] is not None else None
        rows.append(record)
    if not found and offset:
        counted = engine.run(f"SELECT count(*) FROM {{vectors}} WHERE {where}", {"vectors": DECISION_VECTORS}, organization_id,
                             [run.isoformat()], parameters)  # fmt: skip
        return rows, int(counted[0][0])
    return rows, int(found[0][-1]) if found else 0
