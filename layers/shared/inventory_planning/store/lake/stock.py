"""Stock history on the lake: closing stock per (shop, inventory item) replayed from the movement lines,
and the ``stock_daily`` rows the nightly snapshot appends.

Closing stock of a day = the last STOCK_COUNT (``stock_after``) dated on or before that day, plus
the net of every other movement (sales, returns, receipts, transfers) after that count and on or
before the day, floored at 0. An item never counted before the day has no closing stock (it is
not guessed). SQL in the DuckDB/Athena common dialect (engine.py; ``max_by`` exists in both).
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING, NamedTuple

from inventory_planning.coldstart import lazy
from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import MOVEMENT_LINES, SALES_DAILY, STOCK_DAILY

if TYPE_CHECKING:
    from inventory_planning.store.lake import objects
    from inventory_planning.store.lake.risks import positions as risk_positions
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    objects = lazy("inventory_planning.store.lake.objects")
    risk_positions = lazy("inventory_planning.store.lake.risks.positions")  # the price basis's one SQL


class ClosingStock(NamedTuple):
    """Units on hand of one inventory item in one shop at the end of a day, with its catalogue ids."""

    shop_id: str
    inventory_item_id: str
    brand_id: str | None
    product_id: str | None
    variant_id: str | None
    size: str | None
    quantity: float
    unit_cost: float | None


def closing_stock(organization_id: str, day: date) -> list[ClosingStock]:
    """Closing stock of every (shop, inventory item) counted on or before ``day``, from movements dated
    on or before ``day`` only (nothing later is read).

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    end = datetime.combine(day + timedelta(days=1), time.min)
    columns = ", ".join(MOVEMENT_LINES.column_names)
    sql = f"""
WITH moves AS (
  SELECT {columns} FROM (
    SELECT {columns}, row_number() OVER (PARTITION BY movement_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
    FROM {{movement_lines}}
    WHERE organization_id = ? AND month <= ? AND movement_time < CAST(? AS TIMESTAMP)
  ) AS ranked WHERE line_rank = 1
),
counts AS (
  SELECT shop_id, inventory_item_id, movement_time AS counted_at, stock_after,
         row_number() OVER (
           PARTITION BY shop_id, inventory_item_id ORDER BY movement_time DESC, movement_line_id DESC
         ) AS count_rank
  FROM moves WHERE movement_type = 'STOCK_COUNT' AND stock_after IS NOT NULL
),
changes AS (
  SELECT m.shop_id, m.inventory_item_id, sum(m.quantity) AS change
  FROM moves AS m JOIN counts AS c
    ON c.count_rank = 1 AND m.shop_id = c.shop_id AND m.inventory_item_id = c.inventory_item_id
  WHERE m.movement_type <> 'STOCK_COUNT' AND m.movement_time > c.counted_at
  GROUP BY m.shop_id, m.inventory_item_id
),
attributes AS (
  SELECT shop_id, inventory_item_id, max_by(brand_id, movement_time) AS brand_id,
         max_by(product_id, movement_time) AS product_id, max_by(variant_id, movement_time) AS variant_id,
         max_by(size, movement_time) AS size,
         max_by(unit_cost, CASE WHEN unit_cost IS NULL THEN NULL ELSE movement_time END) AS unit_cost
  FROM moves GROUP BY shop_id, inventory_item_id
)
SELECT c.shop_id, c.inventory_item_id, a.brand_id, a.product_id, a.variant_id, a.size,
       greatest(c.stock_after + coalesce(ch.change, 0), 0) AS quantity, a.unit_cost
FROM counts AS c
JOIN attributes AS a ON a.shop_id = c.shop_id AND a.inventory_item_id = c.inventory_item_id
LEFT JOIN changes AS ch ON ch.shop_id = c.shop_id AND ch.inventory_item_id = c.inventory_item_id
WHERE c.count_rank = 1
ORDER BY c.shop_id, c.inventory_item_id
"""
    parameters = [organization_id, day.strftime("%Y-%m"), end.isoformat(sep=" ")]
    found = engine.run(sql, {"movement_lines": MOVEMENT_LINES}, organization_id, ("0000-00", day.strftime("%Y-%m")), parameters)
    return [ClosingStock(r[0], r[1], r[2], r[3], r[4], r[5], float(r[6]), r[7]) for r in found]


VALUATION_GROUPS = {"shop": "shop_id", "brand": "brand_id", "product": "product_id"}


class ValuationLine(NamedTuple):
    """Units on hand of one group on a day at one set of prices (currency per unit; None: unknown): the
    group key, the units, their unit cost, retail price and median selling price (the risks' price basis)."""

    key: str
    units: float
    unit_cost: float | None
    retail_price: float | None
    sales_median: float | None


def latest_snapshot_date(organization_id: str, on_or_before: date | None = None) -> date | None:
    """The latest day with a stock snapshot (on or before ``on_or_before``), or None: one listing of the
    organization's months, then the newest month in range only."""
    last = on_or_before.strftime("%Y-%m") if on_or_before else "9999-99"
    months = [m for m in objects.all_months(STOCK_DAILY, organization_id) if m <= last]
    for month in reversed(months):
        sql = "SELECT max(snapshot_date) FROM {stock_daily} WHERE organization_id = ? AND month = ?"
        parameters: list = [organization_id, month]
        if on_or_before is not None:
            sql += " AND snapshot_date <= CAST(? AS DATE)"
            parameters.append(on_or_before.isoformat())
        (found,) = engine.run(sql, {"stock_daily": STOCK_DAILY}, organization_id, [month], parameters)[0]
        if found is not None:
            return found
    return None


def valuation_lines(
    organization_id: str,
    day: date,
    *,
    group_by: str = "brand",
    shop_ids: tuple[str, ...] | list[str] = (),
    brand_ids: tuple[str, ...] | list[str] = (),
    product_ids: tuple[str, ...] | list[str] = (),
) -> list[ValuationLine]:
    """Stock on hand at the close of ``day`` from ``stock_daily`` (deduplicated by stock line id), per
    group (shop, brand or product) and set of prices: the lines ``domain.valuation.value_stock`` values;
    of ``shop_ids``, ``brand_ids`` and ``product_ids`` only (empty: every one). The median selling price
    is the risks job's (``risk_positions.SELLING_PRICES_SQL``: the item's, else its variant's, else its product's, over
    the 90 days before the day after ``day``, else the 365); with ``product_ids``, only those products'
    sales are read (a page of products does not read the organization's year of sales).

    Raises:
        KeyError: an unknown ``group_by``. LakeUnavailable: S3 failed.
    """
    key = VALUATION_GROUPS[group_by]
    month = day.strftime("%Y-%m")
    parameters: list = [organization_id, month, day.isoformat()]
    where = "organization_id = ? AND month = ? AND snapshot_date = CAST(? AS DATE)"
    for column, values in (("shop_id", shop_ids), ("brand_id", brand_ids), ("product_id", product_ids)):
        if values:
            where += f" AND {column} IN ({', '.join('?' for _ in values)})"
            parameters.extend(values)
    as_of = day + timedelta(days=1)
    prices = risk_positions.SELLING_PRICES_SQL
    if product_ids:  # the sales rows of those products only: appended to the price rows' conditions
        rows = "AND units > 0 AND gross_sales > 0"
        assert prices.count(rows) == 1, "risk_positions.SELLING_PRICES_SQL's price rows changed"  # a text both modules share
        prices = prices.replace(rows, f"{rows} AND product_id IN ({', '.join('?' for _ in product_ids)})")
    sql = f"""
WITH latest AS (
  SELECT shop_id, brand_id, product_id, variant_id, inventory_item_id, quantity, unit_cost, retail_price,
         row_number() OVER (PARTITION BY stock_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
  FROM {{stock_daily}} WHERE {where}
), {prices}
SELECT p.{key} AS group_key, sum(p.quantity), p.unit_cost, p.retail_price, {risk_positions.SELLING_PRICE}
FROM latest AS p
LEFT JOIN item_prices AS ip ON ip.inventory_item_id = p.inventory_item_id
LEFT JOIN variant_prices AS vp ON vp.variant_id = p.variant_id
LEFT JOIN product_prices AS pp ON pp.product_id = p.product_id
WHERE p.line_rank = 1
GROUP BY 1, 3, 4, 5
"""
    parameters += [*risk_positions.selling_price_parameters(organization_id, as_of), *product_ids]
    first_month = (as_of - timedelta(days=risk_positions.PRICE_DAYS)).strftime("%Y-%m")
    tables = {"stock_daily": STOCK_DAILY, "sales_daily": SALES_DAILY}
    months: dict[str, list[str] | tuple[str, str]] = {"stock_daily": [month], "sales_daily": (first_month, month)}
    found = engine.run(sql, tables, organization_id, months, parameters)
    return [ValuationLine(r[0], float(r[1] or 0), _number(r[2]), _number(r[3]), _number(r[4])) for r in found]


def _number(value: object) -> float | None:
    return None if value is None else float(value)  # type: ignore[arg-type]
