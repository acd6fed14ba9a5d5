"""The recommendations job's reads (risk positions, order lines, price observations) and the decision
vectors the API serves (docs/intelligence.md "Recommendations"). SQL in the DuckDB/Athena dialect."""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import DECISION_VECTORS, ORDER_LINES, RISK_POSITIONS, SALES_DAILY


def risk_positions(organization_id: str, run: date) -> list[dict[str, Any]]:
    """Every row of the risks run ``run`` (column -> value)."""
    names = RISK_POSITIONS.column_names
    sql = f"SELECT {', '.join(names)} FROM {{positions}} WHERE organization_id = ? AND run_date = ?"
    parameters = [organization_id, run.isoformat()]
    return [
        dict(zip(names, row, strict=True))
        for row in engine.run(sql, {"positions": RISK_POSITIONS}, organization_id, [run.isoformat()], parameters)
    ]


def order_lines_before(organization_id: str, as_of: date) -> list[tuple[Any, ...]]:
    """(variant, shop, size, supplier code, order date, expected date, quantity) of every order line
    ordered before ``as_of`` (or undated), deduplicated by line id."""
    last = (as_of - timedelta(days=1)).strftime("%Y-%m")
    sql = """
SELECT variant_id, shop_id, size, supplier_code, order_date, expected_date, quantity FROM (
  SELECT *, row_number() OVER (PARTITION BY order_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
  FROM {orders} WHERE organization_id = ? AND month <= ? AND (order_date IS NULL OR order_date < CAST(? AS DATE))
) AS ranked WHERE line_rank = 1
"""
    return engine.run(
        sql, {"orders": ORDER_LINES}, organization_id, ("0000-00", last), [organization_id, last, as_of.isoformat()]
    )


def price_observations(
    organization_id: str,
    as_of: date,
    *,
    brand_ids: list[str] | None = None,
    product_ids: list[str] | None = None,
    variant_ids: list[str] | None = None,
) -> list[tuple[Any, ...]]:
    """(variant, product, brand, shop, InventoryItem, average price, units) per day x shop x item with
    a sale in the 365 days before ``as_of`` (price = gross sales after discounts / units). Given
    ``brand_ids``, ``product_ids`` or ``variant_ids``, only the rows of any of them (all empty: none)."""
    lists = (("brand_id", brand_ids or []), ("product_id", product_ids or []), ("variant_id", variant_ids or []))
    scoped = brand_ids is not None or product_ids is not None or variant_ids is not None
    if scoped and not any(ids for _, ids in lists):
        return []
    first = as_of - timedelta(days=365)
    scope = " OR ".join(f"{column} IN ({', '.join('?' * len(ids))})" for column, ids in lists if ids)
    sql = f"""
SELECT variant_id, product_id, brand_id, shop_id, inventory_item_id, sum(gross_sales) / sum(units) AS price,
       sum(units) AS units
FROM {{sales_daily}}
WHERE organization_id = ? AND month BETWEEN ? AND ? AND sale_date >= CAST(? AS DATE) AND sale_date < CAST(? AS DATE)
{f"AND ({scope})" if scope else ""}
GROUP BY variant_id, product_id, brand_id, sale_date, shop_id, inventory_item_id
HAVING sum(units) > 0
"""
    months = (first.strftime("%Y-%m"), (as_of - timedelta(days=1)).strftime("%Y-%m"))
    parameters = [organization_id, *months, first.isoformat(), as_of.isoformat(), *(i for _, ids in lists for i in ids)]
    return engine.run(sql, {"sales_daily": SALES_DAILY}, organization_id, months, parameters)


JSON_COLUMNS = ("scores", "allowed_actions", "forbidden_actions", "applied_rules", "quantities_by_size", "transfers", "why")


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
    sql = f"""
SELECT {", ".join(names)}, count(*) OVER () AS total FROM {{vectors}} WHERE {where}
ORDER BY domain, variant_id, shop_id OFFSET {int(offset)} LIMIT {int(limit)}
"""
    found = engine.run(sql, {"vectors": DECISION_VECTORS}, organization_id, [run.isoformat()], parameters)
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
