"""Sale lines and the daily rollups rebuilt from them.

- ``SaleLineItem``, ``pk = ORG#<org>#SALE#<YYYY-MM-DD>``, ``sk = <sale line id>``: one line per sale
  line id (stacked reports repeat lines: a line already written in the run is not written again).
- ``SalesDayItem``, ``pk = ORG#<org>#SALESDAY``, ``sk = <YYYY-MM-DD>``: rows ``SalesDayRow`` (stored as
  JSON lists in that field order) per (shop, inventory item, currency), rebuilt after the last
  batch from the day's stored lines, so deduplicated by line id and idempotent.
- ``SalesWindow``: units sold per (shop, inventory item) in the 7 and 30 days up to a date, read
  from the rollups (the average daily sales of stock positions).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, NamedTuple

from inventory_planning.domain.ingestion import canonical as c
from inventory_planning.domain.ingestion.mapping import SaleLine
from inventory_planning.store.ingestion.batch import map_io
from inventory_planning.store.ingestion.catalogue import InventoryItemState
from inventory_planning.store.ingestion.context import CURRENCY, RunContext
from inventory_planning.store.models import SaleLineItem, SalesDayItem


class SalesDayRow(NamedTuple):
    """One row of a SalesDayItem: a day's sales of one inventory item in one shop and currency.

    ``gross_sales`` and ``margin`` in ``currency`` (rounded to cents; ``margin`` is None when any
    contributing line has none), ``units`` in pieces. Stored as a JSON list in this field order.
    """

    shop_id: str
    brand_id: str
    product_id: str
    variant_id: str
    inventory_item_id: str
    currency: str
    gross_sales: float
    margin: float | None
    units: int


class SalesKey(NamedTuple):
    """What average daily sales are kept per: a shop and an inventory item."""

    shop_id: str
    inventory_item_id: str


@dataclass
class _DayTotals:
    """Running sums of one rollup row while a day's lines are read."""

    first_line: dict[str, Any]
    gross_sales: float = 0.0
    margin: float = 0.0
    units: int = 0
    margin_unknown: bool = False

    def add(self, line: dict[str, Any]) -> None:
        self.gross_sales += float(line["grossSales"])
        self.units += int(line["units"])
        if line.get("margin") is None:
            self.margin_unknown = True
        else:
            self.margin += float(line["margin"])

    def row(self) -> SalesDayRow:
        line = self.first_line
        return SalesDayRow(
            shop_id=line["shopId"], brand_id=line["brandId"], product_id=line["productId"],
            variant_id=line["variantId"], inventory_item_id=line["inventoryItemId"], currency=line["currency"],
            gross_sales=round(self.gross_sales, 2), margin=None if self.margin_unknown else round(self.margin, 2),
            units=self.units,
        )  # fmt: skip


@dataclass
class SalesWindow:
    """Units sold per ``SalesKey`` in the 7 and the 30 days up to a date (both ends included)."""

    units_7: dict[SalesKey, int] = field(default_factory=dict)
    units_30: dict[SalesKey, int] = field(default_factory=dict)

    @classmethod
    def read(cls, context: RunContext, latest: str | None) -> SalesWindow:
        """The window ending on ``latest`` (``YYYY-MM-DD``; None: no sales, an empty window), from the rollups."""
        window = cls()
        if latest is None:
            return window
        end = date.fromisoformat(latest)
        start_30 = (end - timedelta(days=29)).isoformat()
        start_7 = (end - timedelta(days=6)).isoformat()
        for day in SalesDayItem.query(context.pk("SALESDAY"), SalesDayItem.sk.between(start_30, latest), consistent_read=True):
            for stored in day.rows:
                row = SalesDayRow(*stored)
                key = SalesKey(row.shop_id, row.inventory_item_id)
                window.units_30[key] = window.units_30.get(key, 0) + int(row.units)
                if day.sk >= start_7:
                    window.units_7[key] = window.units_7.get(key, 0) + int(row.units)
        return window

    def average_daily_sales(self, key: SalesKey) -> tuple[float, float]:
        """(7-day, 30-day) average units sold per day, rounded to 4 decimals; 0 without sales."""
        return round(self.units_7.get(key, 0) / 7, 4), round(self.units_30.get(key, 0) / 30, 4)


class SaleLines:
    """The sale lines of one run and the days they touched."""

    def __init__(self, context: RunContext) -> None:
        self.context = context
        self.days: set[str] = set()
        self._lines_written = c.HashCounter()

    def put(self, record: SaleLine, item: InventoryItemState) -> None:
        """Write the line of ``record`` for ``item`` once per run, in the warehouse, in INR.

        ``margin = gross sales - units x unit cost`` (rounded to cents) when the item's unit cost is
        known, else None.
        """
        ctx = self.context
        day = record.sale_date.isoformat()
        margin = None if item.unit_cost is None else round(record.gross_sales - record.units * item.unit_cost, 2)
        line = {
            "id": record.id, "saleDate": day, "customer": record.customer, "shopId": ctx.shop_id,
            "brandId": ctx.brand_id, "productId": item.product_id, "variantId": item.variant_id,
            "inventoryItemId": item.id, "sku": record.sku, "size": item.size, "units": record.units,
            "unitPrice": record.unit_price, "grossSales": record.gross_sales, "margin": margin, "currency": CURRENCY,
        }  # fmt: skip
        if self._lines_written.increment(c.key_hash(record.id)) == 0:  # stacked reports repeat lines: write once
            ctx.save(SaleLineItem(ctx.pk(f"SALE#{day}"), record.id, line=line))
        self.days.add(day)

    def rebuild_days(self) -> list[str]:
        """Rebuild the SalesDayItem of every touched day from its stored lines; return the days, sorted.

        Flush the buffer first: the rollups read the stored lines.
        """
        days = sorted(self.days)
        for day, rows in zip(days, map_io(self.day_rows, days), strict=True):
            self.context.save(SalesDayItem(self.context.pk("SALESDAY"), day, rows=[list(row) for row in rows]))
        return days

    def day_rows(self, day: str) -> list[SalesDayRow]:
        """The rollup rows of ``day``: its stored lines summed per (shop, item, currency), in key order."""
        groups: dict[tuple[str, str, str], _DayTotals] = {}
        for stored in SaleLineItem.query(self.context.pk(f"SALE#{day}"), consistent_read=True):
            line = stored.line
            key = (line["shopId"], line["inventoryItemId"], line["currency"])
            totals = groups.get(key)
            if totals is None:
                totals = groups[key] = _DayTotals(line)
            totals.add(line)
        return [groups[key].row() for key in sorted(groups)]
