"""Sale lines: written to the lake (``sales_lines``), with the daily aggregate rebuilt per touched month.

- ``SaleLines``: each record's line is staged for the lake (``LakeWriter``); :meth:`SaleLines.finish`
  writes one Parquet part per month, deduplicated by sale line id (stacked reports repeat lines),
  and compacts each touched month, which rebuilds its ``sales_daily`` partition (store/lake).
- ``SalesWindow``: units sold per (shop, inventory item) in the 7 and 30 days up to a date, read
  from ``sales_daily`` (the average daily sales of stock positions).

Nothing here grows with a day's volume in DynamoDB: a busy day is rows in a Parquet file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import NamedTuple

from inventory_planning.domain.canonical import exact_amount
from inventory_planning.domain.ingestion.rows import SaleLine
from inventory_planning.store.ingestion.context import RunContext
from inventory_planning.store.ingestion.states import InventoryItemState
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake import sales as lake_sales
from inventory_planning.store.lake.datasets import SALES_LINES
from inventory_planning.store.lake.writer import LakeWriter


class SalesKey(NamedTuple):
    """What average daily sales are kept per: a shop and an inventory item."""

    shop_id: str
    inventory_item_id: str


@dataclass
class SalesWindow:
    """Net units sold per ``SalesKey`` in the 7 and the 30 days up to a date (both ends included)."""

    units_7: dict[SalesKey, int] = field(default_factory=dict)
    units_30: dict[SalesKey, int] = field(default_factory=dict)

    @classmethod
    def read(cls, context: RunContext, latest: str | None) -> SalesWindow:
        """The window ending on ``latest`` (``YYYY-MM-DD``; None: no sales, an empty window), from the lake."""
        window = cls()
        if latest is None:
            return window
        for row in lake_sales.window_units(context.organization_id, date.fromisoformat(latest)):
            key = SalesKey(row.shop_id, row.inventory_item_id)
            window.units_7[key], window.units_30[key] = int(row.units_7), int(row.units_30)
        return window

    def average_daily_sales(self, key: SalesKey) -> tuple[float, float]:
        """(7-day, 30-day) average units sold per day, rounded to 4 decimals; 0 without sales."""
        return round(self.units_7.get(key, 0) / 7, 4), round(self.units_30.get(key, 0) / 30, 4)


class SaleLines:
    """The sale lines of one run, staged for the lake, and the last sale date they reach."""

    def __init__(self, context: RunContext) -> None:
        self.context = context
        self.latest: str | None = None
        self.months: list[str] = []
        self._lake = LakeWriter(SALES_LINES, context.organization_id, context.run_id)

    @property
    def staged(self) -> int:
        """Lines staged so far (a repeated line id counts each time; the lake keeps one)."""
        return self._lake.rows

    def put(self, record: SaleLine, item: InventoryItemState, shop_id: str, brand_id: str,
            variant_cost: float | None = None) -> None:  # fmt: skip
        """Stage the line of ``record`` for ``item`` sold in ``shop_id``.

        Amounts exact (DECIMAL(18, 6) in the lake, never rounded to cents here): ``gross_sales`` as
        the record gives it (quantity x unit price - discount, or the file's line amount); the unit
        cost is the record's, else the catalogue's (the item's unit cost, else ``variant_cost``, the
        variant's cost price); ``margin = gross sales - units x unit cost`` when a unit cost is
        known, else None (unknown, not zero). Money in the record's currency.
        """
        ctx = self.context
        day = record.sale_date.isoformat()
        unit_cost = record.unit_cost
        if unit_cost is None:
            known = item.unit_cost if item.unit_cost is not None else variant_cost
            unit_cost = None if known is None else exact_amount(Decimal(repr(float(known))))
        margin = None if unit_cost is None else exact_amount(record.gross_sales - record.units * unit_cost)
        self._lake.append((
            record.id, record.sale_code, record.sale_date, "return" if record.units < 0 else "sale", shop_id, brand_id,
            item.product_id, item.variant_id, item.id, record.sku, item.size, record.customer, record.units,
            record.unit_price, record.discount_amount, exact_amount(record.gross_sales), unit_cost, margin, record.currency,
            ctx.run_id, ctx.now,
        ))  # fmt: skip
        if self.latest is None or day > self.latest:
            self.latest = day

    def finish(self) -> list[str]:
        """Write the staged lines to the lake and compact every touched month (rebuilding its daily
        sales); return the months, ascending."""
        self.months = self._lake.finish()
        for month in self.months:
            compaction.compact(SALES_LINES, self.context.organization_id, month)
        return self.months

    def discard(self) -> None:
        """Drop the staged lines (the run failed)."""
        self._lake.discard()
