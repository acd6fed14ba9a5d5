"""The decision replay's reads (issue 25; docs/intelligence.md "Decision replay: inputs and the
recommendations policy"): the recorded stock of every day of a window from the movement lines, and the
recorded sales of a window from the sale lines. SQL in the DuckDB/Athena common dialect (engine.py).

Stock follows ``store.lake.stock.closing_stock``: the closing stock of a day is the last STOCK_COUNT
(``stock_after``) dated on or before it plus the net of every other movement after that count and on
or before the day, floored at 0; an item never counted has none. Here it is computed for every day of
a window at once: the database returns one row per (shop, item, day) with a movement (the days before
the window folded into its day before), and :func:`stock_changes` carries the unfloored balance forward,
and rolls it back from an item's first count to the days before it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import date, datetime, time, timedelta
from typing import NamedTuple

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import MOVEMENT_LINES, RISK_POSITIONS, SALES_LINES


class ItemDay(NamedTuple):
    """The movements of one (shop, inventory item) on one day (units): ``counted`` the stock after the
    day's last STOCK_COUNT (None: no count that day), ``after_count`` the net of the other movements
    after it that day, ``net`` the net of every other movement of the day. The day before the window
    stands for every day up to it."""

    shop_id: str
    inventory_item_id: str
    day: date
    counted: float | None
    after_count: float
    net: float


class StockItem(NamedTuple):
    """A (shop, inventory item) of the movement lines, with its latest catalogue ids and unit cost
    (the latest movement that had one; currency per unit, None when no movement had one)."""

    shop_id: str
    inventory_item_id: str
    variant_id: str | None
    size: str
    brand_id: str | None
    unit_cost: float | None


def _shops(shop_ids: Sequence[str] | None, column: str = "shop_id") -> tuple[str, list[str]]:
    if shop_ids is None:
        return "", []
    return f" AND {column} IN ({', '.join('?' for _ in shop_ids) or 'NULL'})", list(shop_ids)


_MOVES = """
SELECT shop_id, inventory_item_id, movement_line_id, movement_time, movement_type, quantity, stock_after, variant_id,
       size, brand_id, unit_cost,
       greatest(CAST(movement_time AS DATE), CAST(? AS DATE)) AS day
FROM (
  SELECT *, row_number() OVER (PARTITION BY movement_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
  FROM {{movement_lines}} WHERE organization_id = ? AND month <= ? AND movement_time < CAST(? AS TIMESTAMP){shops}
) AS ranked WHERE line_rank = 1
"""
"""The movement lines up to the end of ``last`` (one per line id), each with its ``day``, the day
before the window for every earlier one. Parameters: the day before the window, organization, the
last month, the end of ``last``, the shops."""


def stock_movements(
    organization_id: str, first: date, last: date, shop_ids: Sequence[str] | None = None
) -> tuple[list[StockItem], list[ItemDay]]:
    """The (shop, item)s of the movement lines up to ``last`` (of ``shop_ids`` when given) and their
    :class:`ItemDay` rows from ``first - 1`` (standing for every day up to it) to ``last``, ordered by
    shop, item and day: what :func:`stock_changes` turns into each day's closing stock. Rows held: the
    items, and one per item-day with a movement in the window.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    before = first - timedelta(days=1)
    end = datetime.combine(last + timedelta(days=1), time.min)
    where, shops = _shops(shop_ids)
    moves = _MOVES.format(shops=where)
    parameters = [before.isoformat(), organization_id, last.strftime("%Y-%m"), end.isoformat(sep=" "), *shops]
    months = ("0000-00", last.strftime("%Y-%m"))
    items_sql = f"""
WITH moves AS ({moves})
SELECT shop_id, inventory_item_id, max_by(variant_id, movement_time), coalesce(nullif(max_by(size, movement_time), ''), '-'),
       max_by(brand_id, movement_time), max_by(unit_cost, CASE WHEN unit_cost IS NULL THEN NULL ELSE movement_time END)
FROM moves GROUP BY shop_id, inventory_item_id
"""
    days_sql = f"""
WITH moves AS ({moves}),
counts AS (
  SELECT shop_id, inventory_item_id, day, counted_at, stock_after FROM (
    SELECT shop_id, inventory_item_id, day, movement_time AS counted_at, stock_after,
           row_number() OVER (
             PARTITION BY shop_id, inventory_item_id, day ORDER BY movement_time DESC, movement_line_id DESC
           ) AS r
    FROM moves WHERE movement_type = 'STOCK_COUNT' AND stock_after IS NOT NULL
  ) AS ranked WHERE r = 1
),
changes AS (
  SELECT m.shop_id, m.inventory_item_id, m.day, sum(m.quantity) AS net,
         sum(CASE WHEN c.counted_at IS NOT NULL AND m.movement_time > c.counted_at THEN m.quantity ELSE 0 END) AS after_count
  FROM moves AS m LEFT JOIN counts AS c ON c.shop_id = m.shop_id AND c.inventory_item_id = m.inventory_item_id AND c.day = m.day
  WHERE m.movement_type <> 'STOCK_COUNT' GROUP BY m.shop_id, m.inventory_item_id, m.day
)
SELECT coalesce(c.shop_id, ch.shop_id) AS shop_id, coalesce(c.inventory_item_id, ch.inventory_item_id) AS item_id,
       coalesce(c.day, ch.day) AS day, c.stock_after, coalesce(ch.after_count, 0), coalesce(ch.net, 0)
FROM counts AS c FULL OUTER JOIN changes AS ch
  ON ch.shop_id = c.shop_id AND ch.inventory_item_id = c.inventory_item_id AND ch.day = c.day
ORDER BY shop_id, item_id, day
"""
    tables = {"movement_lines": MOVEMENT_LINES}
    items = [
        StockItem(r[0], r[1], r[2], r[3], r[4], float(r[5]) if r[5] is not None else None)
        for r in engine.run(items_sql, tables, organization_id, months, parameters)
    ]
    days = [
        ItemDay(r[0], r[1], r[2], float(r[3]) if r[3] is not None else None, float(r[4]), float(r[5]))
        for r in engine.run(days_sql, tables, organization_id, months, parameters)
    ]
    return items, days


def stock_changes(rows: Sequence[ItemDay], before: date) -> Iterator[tuple[str, str, list[tuple[date, float]]]]:
    """``(shop, item, [(day, closing stock), ...])`` per (shop, item) of ``rows`` (ordered by shop, item
    and day, as :func:`stock_movements` returns them; ``before``: the day before the window, the first
    day rows may have): the closing stock of each day listed, which holds until the next listed day
    (no movement in between). Floored at 0 as ``closing_stock`` floors it.

    - From the item's first count on, as ``closing_stock`` computes it: the balance carried from day
      to day is the unfloored one (count + movements since), so a day reads the figure
      ``closing_stock`` of that day would.
    - Before its first count (an item first counted inside the window: a retailer that sends one
      stock file has its stock counted once, at its end), rolled back from that count: the closing
      stock of a day = the count - the movements after that day and before the count (the stock it
      held if its ledger is complete); listed from ``before`` on.
    - An item never counted has none (an empty list)."""
    index = 0
    while index < len(rows):
        shop_id, item_id = rows[index].shop_id, rows[index].inventory_item_id
        uncounted: list[ItemDay] = []
        balance: float | None = None
        changes: list[tuple[date, float]] = []
        while index < len(rows) and (rows[index].shop_id, rows[index].inventory_item_id) == (shop_id, item_id):
            row = rows[index]
            if row.counted is not None:
                if balance is None:
                    changes = _rolled_back(uncounted, row, before)
                balance = row.counted + row.after_count
            elif balance is not None:
                balance += row.net
            else:
                uncounted.append(row)
            if balance is not None:
                changes.append((row.day, max(0.0, balance)))
            index += 1
        yield shop_id, item_id, changes


def _rolled_back(uncounted: list[ItemDay], count: ItemDay, before: date) -> list[tuple[date, float]]:
    """The closing stock of ``before`` and of each day of ``uncounted`` (the item's rows before its
    first count, ascending), rolled back from the count: the stock before it on its day is the count -
    the day's movements before it (net - after_count), and the stock at the end of a day is the next
    day's end minus that day's net."""
    if count.day <= before:
        return []
    balance = count.counted - (count.net - count.after_count) if count.counted is not None else 0.0
    ends: list[tuple[date, float]] = []
    for row in reversed(uncounted):
        ends.append((row.day, balance))
        balance -= row.net
    if not uncounted or uncounted[0].day > before:
        ends.append((before, balance))
    return [(day, max(0.0, units)) for day, units in reversed(ends)]


class SaleDay(NamedTuple):
    """The sale lines (returns left out) of one (shop, inventory item) on one day: units and their
    recorded value (gross sales after discounts, currency)."""

    shop_id: str
    inventory_item_id: str
    variant_id: str | None
    size: str
    day: date
    units: float
    value: float


class SaleItem(NamedTuple):
    """A (shop, inventory item) of the sale lines of a window: its brand, the average unit cost of
    its sale lines (None without one), their median selling price (gross sales / units, currency) and
    their currency (the latest line's; None when unknown)."""

    shop_id: str
    inventory_item_id: str
    brand_id: str | None
    unit_cost: float | None
    median_price: float | None
    currency: str | None = None


_SALE_LINES = """
SELECT * FROM (
  SELECT *, row_number() OVER (PARTITION BY sale_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
  FROM {{sales_lines}} WHERE organization_id = ? AND month BETWEEN ? AND ?
    AND sale_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE){shops}
) AS ranked WHERE line_rank = 1 AND quantity > 0 AND coalesce(line_type, 'sale') <> 'return'
"""
"""The sale lines of a window, one per line id, returns left out (a return is a line of type
'return', its quantity negative). Parameters: organization, first and last month, first and last day,
the shops."""


def sales(
    organization_id: str, first: date, last: date, shop_ids: Sequence[str] | None = None
) -> tuple[list[SaleItem], list[SaleDay]]:
    """The sale lines of ``first`` .. ``last`` (of ``shop_ids`` when given), returns left out: per
    (shop, item) a :class:`SaleItem`, and per (shop, item, day) a :class:`SaleDay`. Rows held: one per
    item-day with a sale.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    where, shops = _shops(shop_ids)
    lines = _SALE_LINES.format(shops=where)
    months = (first.strftime("%Y-%m"), last.strftime("%Y-%m"))
    parameters = [organization_id, *months, first.isoformat(), last.isoformat(), *shops]
    tables = {"sales_lines": SALES_LINES}
    items_sql = f"""
WITH lines AS ({lines})
SELECT shop_id, inventory_item_id, max_by(brand_id, sale_date),
       sum(CAST(unit_cost AS DOUBLE) * quantity) / nullif(sum(CASE WHEN unit_cost IS NOT NULL THEN quantity END), 0),
       median(CAST(gross_sales AS DOUBLE) / quantity), max_by(currency, sale_date)
FROM lines GROUP BY shop_id, inventory_item_id
"""
    days_sql = f"""
WITH lines AS ({lines})
SELECT shop_id, inventory_item_id, max(variant_id), coalesce(nullif(max(size), ''), '-'), sale_date, sum(quantity),
       sum(greatest(CAST(gross_sales AS DOUBLE), 0))
FROM lines GROUP BY shop_id, inventory_item_id, sale_date
"""
    items = [
        SaleItem(r[0], r[1], r[2], float(r[3]) if r[3] is not None else None, float(r[4]) if r[4] is not None else None, r[5])
        for r in engine.run(items_sql, tables, organization_id, months, parameters)
    ]
    days = [
        SaleDay(r[0], r[1], r[2], r[3], r[4], float(r[5]), float(r[6] or 0))
        for r in engine.run(days_sql, tables, organization_id, months, parameters)
    ]
    return items, days


class ChainPosition(NamedTuple):
    """A variant x size x shop of the chain's risks runs, valued as the run values it (currency per
    unit, None when unknown): ``unit_price`` the retail price, else the run's price basis."""

    variant_id: str
    size: str
    shop_id: str
    brand_id: str | None
    unit_cost: float | None
    unit_price: float | None


def chain_positions(
    organization_id: str, run_dates: Sequence[date], shop_ids: Sequence[str] | None = None
) -> list[ChainPosition]:
    """The distinct variant x size x shop of the risks runs of ``run_dates`` (of ``shop_ids`` when
    given; rows without a variant left out): the positions the chain may restock on those days (stock
    or sales in the year before each). Rows held: one per distinct position.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    if not run_dates:
        return []
    where, shops = _shops(shop_ids)
    days = [d.isoformat() for d in sorted(set(run_dates))]
    sql = f"""
SELECT variant_id, coalesce(nullif(size, ''), '-'), shop_id, max(brand_id), max(CAST(unit_cost AS DOUBLE)),
       max(coalesce(CAST(retail_price AS DOUBLE), CAST(price AS DOUBLE)))
FROM {{positions}} WHERE organization_id = ? AND run_date IN ({", ".join("?" for _ in days)})
  AND variant_id IS NOT NULL AND variant_id <> ''{where}
GROUP BY 1, 2, 3
"""
    rows = engine.run(sql, {"positions": RISK_POSITIONS}, organization_id, days, [organization_id, *days, *shops])
    return [ChainPosition(r[0], r[1], r[2], r[3], _known(r[4]), _known(r[5])) for r in rows]


def _known(value: object) -> float | None:
    return float(value) if value is not None else None  # type: ignore[arg-type]
