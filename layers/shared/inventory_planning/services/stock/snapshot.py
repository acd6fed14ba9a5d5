"""The nightly stock snapshot: the day's closing stock per shop x inventory item appended to the lake
(``stock_daily``), and the current positions' average daily sales refreshed.

For ``asOf`` D the snapshot is of day D - 1 and reads no fact dated D or later: closing stock from
the movement lines (store/lake/stock.py), average daily sales over the 7 and 30 days ending D - 1
from the daily sales aggregate, days of supply = stock / avgDailySales30d (REFERENCE 2.1). A
replayed day replaces its rows (``stock_line_id`` = day|shop|item). The current positions in
DynamoDB are refreshed only by a run for today or later (the service clock), never by a replay.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from inventory_planning.domain.stock.formulas import StockSnapshotStats, days_of_supply
from inventory_planning.kernel import clock
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake import sales as lake_sales
from inventory_planning.store.lake import stock as lake_stock
from inventory_planning.store.lake.datasets import STOCK_DAILY
from inventory_planning.store.lake.writer import LakeWriter
from inventory_planning.store.models import StockPositionItem


def run_stock_snapshot(organization_id: str, as_of: date, run_id: str, now: Any) -> StockSnapshotStats:
    """Snapshot day ``as_of - 1``; returns stats ``{snapshotDate, positions, stockUnits, stockValue,
    months, positionsRefreshed}`` (units in pieces, value at unit cost in the positions' currency).

    Raises:
        LakeUnavailable: S3 failed (the run is FAILED and can be started again).
    """
    day = as_of - timedelta(days=1)
    window = {(w.shop_id, w.inventory_item_id): w for w in lake_sales.window_units(organization_id, day)}
    # the current positions' cost and list price only: the items themselves (a few KB each as models)
    # would hold a retailer's whole stock in memory; the refresh below reads them again, page by page
    prices = {
        (p.shop_id, p.inventory_item_id): (p.average_unit_cost, p.list_price)
        for p in StockPositionItem.query(f"ORG#{organization_id}#STOCK")
    }
    writer = LakeWriter(STOCK_DAILY, organization_id, run_id)
    units = value = 0.0
    rows = lake_stock.closing_stock(organization_id, day)
    try:
        for row in rows:
            sold = window.get((row.shop_id, row.inventory_item_id))
            avg_7, avg_30 = _averages(sold)
            average_cost, retail = prices.get((row.shop_id, row.inventory_item_id), (None, None))
            unit_cost = row.unit_cost if row.unit_cost is not None else average_cost
            writer.append((
                day, row.shop_id, row.brand_id, row.product_id, row.variant_id, row.inventory_item_id, row.size,
                row.quantity, unit_cost, retail, avg_7, avg_30, days_of_supply(row.quantity, avg_30),
                f"{day.isoformat()}|{row.shop_id}|{row.inventory_item_id}", run_id, now.replace(tzinfo=None),
            ))  # fmt: skip
            units += row.quantity
            value += row.quantity * float(unit_cost or 0)
        months = writer.finish()
    except BaseException:
        writer.discard()
        raise
    for month in months:
        compaction.compact(STOCK_DAILY, organization_id, month)
    refreshed = _refresh_positions(organization_id, window) if as_of >= clock.today() else 0
    return StockSnapshotStats(
        snapshotDate=day.isoformat(),
        positions=len(rows),
        stockUnits=units,
        stockValue=round(value, 2),
        months=months,
        positionsRefreshed=refreshed,
    )


def _averages(sold: Any) -> tuple[float, float]:
    """(7-day, 30-day) average units sold per day, 4 decimals; 0 without sales."""
    if sold is None:
        return 0.0, 0.0
    return round(sold.units_7 / 7, 4), round(sold.units_30 / 30, 4)


def _refresh_positions(organization_id: str, window: dict[tuple[str, str], lake_sales.WindowUnits]) -> int:
    """Write the positions whose 7/30-day averages change (read page by page, written in batches);
    return how many."""
    changed = 0
    with StockPositionItem.batch_write() as batch:
        for position in StockPositionItem.query(f"ORG#{organization_id}#STOCK"):
            avg_7, avg_30 = _averages(window.get((position.shop_id, position.inventory_item_id)))
            if (position.avg_daily_sales_7d, position.avg_daily_sales_30d) != (avg_7, avg_30):
                position.avg_daily_sales_7d, position.avg_daily_sales_30d = avg_7, avg_30
                batch.save(position)
                changed += 1
    return changed
