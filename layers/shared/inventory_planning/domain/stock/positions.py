"""The stock snapshot record (SPEC "stock snapshot"; decision 0026): the current stock of one variant
x size x shop with its values and days of supply. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inventory_planning.domain.stock.formulas import days_of_supply, stock_value


@dataclass(frozen=True, slots=True, kw_only=True)
class StockSnapshotRecord:
    """Current stock of one variant x size x shop: units on hand, their value at average unit cost and
    at retail price (the shop's currency; None when unknown), sales per day over 7 and 30 days, days
    of supply (stock / sales per day over 30 days; None when nothing sold), timestamps (ISO)."""

    variant_id: str
    shop_id: str
    size_taxonomy_id: str
    current_stock_qty: float
    stock_value: float | None
    stock_value_retail: float | None
    average_unit_cost: float | None
    avg_daily_sales_7d: float | None
    avg_daily_sales_30d: float | None
    days_of_supply: float | None
    snapshot_timestamp: str | None
    updated_at: str | None


def _iso(value: Any) -> str | None:
    return value.isoformat() if value is not None else None


def snapshot_record(p: Any) -> StockSnapshotRecord:
    """The record of a stored stock position ``p`` (attributes of a StockPositionItem); days of supply
    by the stock-out formula of REFERENCE 2.1."""
    qty = float(p.current_stock_qty)
    return StockSnapshotRecord(
        variant_id=p.variant_id, shop_id=p.shop_id, size_taxonomy_id=p.size, current_stock_qty=qty,
        stock_value=stock_value(qty, p.average_unit_cost), stock_value_retail=stock_value(qty, p.list_price),
        average_unit_cost=p.average_unit_cost, avg_daily_sales_7d=p.avg_daily_sales_7d,
        avg_daily_sales_30d=p.avg_daily_sales_30d, days_of_supply=days_of_supply(qty, p.avg_daily_sales_30d),
        snapshot_timestamp=_iso(p.snapshot_timestamp), updated_at=_iso(p.updated_at),
    )  # fmt: skip
