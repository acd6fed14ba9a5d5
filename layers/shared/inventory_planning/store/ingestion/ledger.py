"""Stock movements (the stock ledger), written to the lake as ``movement_lines``.

Every stock count is an INBOUND / STOCK_COUNT movement at the ingestion time, every sale line an
OUTBOUND / SALE movement at midnight UTC of its sale date (a return is INBOUND / RETURN); ids
derive from the natural key (``entity_id``), so a redo or a repeated line is the same line id and
the lake keeps one.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import NamedTuple

from inventory_planning.domain.ingestion.rows import SaleLine
from inventory_planning.kernel import clock
from inventory_planning.kernel.ids import entity_id
from inventory_planning.store.ingestion.context import RunContext
from inventory_planning.store.ingestion.keys import iso
from inventory_planning.store.ingestion.states import InventoryItemState, VariantState
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake.datasets import MOVEMENT_LINES
from inventory_planning.store.lake.writer import LakeWriter


class SaleReference(NamedTuple):
    """The sale a SALE movement belongs to (``saleDate`` as ``YYYY-MM-DD``)."""

    sale_id: str
    sale_code: str
    sale_date: str


class Movement(NamedTuple):
    """One stock movement of an inventory item in a shop.

    ``quantity_change`` in pieces (negative out); ``stock_after`` the stock after it when known,
    else None; ``movement_time`` UTC ISO 8601 with milliseconds.
    """

    movement_id: str
    movement_code: str
    movement_time: str
    category: str
    movement_type: str
    quantity_change: int
    stock_after: int | None
    sale: SaleReference | None = None


def stock_count_movement(
    context: RunContext, sku: str, quantity: int, shop_code: str | None = None, counted_on: date | None = None
) -> Movement:
    """The INBOUND / STOCK_COUNT movement of a stock file's row: at the end of ``counted_on`` (a
    canonical file's snapshotDate: that day's closing stock); for a file without a date, the stock of
    "now": the ingestion time, or, when the service clock is set to another day than the real one (a
    replay, the local stack), the end of the day before the clock's day (the stock that day opens
    with, which the nightly chain of that day reads)."""
    where = "" if shop_code is None else f"|{shop_code}"
    if counted_on is None:
        today = clock.today()
        if today == context.now.date():
            at = iso(context.now)
        else:
            at = f"{(today - timedelta(days=1)).isoformat()}T23:59:59.999Z"
    else:
        at = f"{counted_on.isoformat()}T23:59:59.999Z"
    movement_id = entity_id(context.organization_id, "movement", f"stock-count|{at}|{sku}{where}")
    return Movement(movement_id, f"SC-{movement_id[:8].upper()}", at, "INBOUND", "STOCK_COUNT", quantity, quantity)


def sale_movement(context: RunContext, record: SaleLine) -> Movement:
    """The OUTBOUND / SALE movement of a sale line (INBOUND / RETURN for a return), at midnight UTC of its date."""
    day = record.sale_date.isoformat()
    movement_id = entity_id(context.organization_id, "movement", f"sale|{record.id}")
    sale = SaleReference(record.id, record.sale_code or f"WS-{record.id[:8].upper()}", day)
    category, kind = ("INBOUND", "RETURN") if record.units < 0 else ("OUTBOUND", "SALE")
    return Movement(
        movement_id, f"SL-{movement_id[:8].upper()}", f"{day}T00:00:00.000Z", category, kind,
        -record.units, record.stock_after, sale,
    )  # fmt: skip


class Ledger:
    """The movements of one run, staged for the lake."""

    def __init__(self, context: RunContext) -> None:
        self.context = context
        self.months: list[str] = []
        self._lake = LakeWriter(MOVEMENT_LINES, context.organization_id, context.run_id)

    def put(self, movement: Movement, variant: VariantState, item: InventoryItemState, shop_id: str, brand_id: str,
            unit_cost: Decimal | float | None = None) -> None:  # fmt: skip
        """Stage ``movement`` of ``item`` (of ``variant``) in ``shop_id``."""
        sale = movement.sale
        self._lake.append((
            movement.movement_id, movement.movement_code,
            datetime.fromisoformat(movement.movement_time.replace("Z", "+00:00")).replace(tzinfo=None),
            movement.category, movement.movement_type, movement.quantity_change, movement.stock_after,
            unit_cost if unit_cost is not None else item.unit_cost, shop_id, brand_id, variant.product_id, variant.id,
            item.id, item.sku, item.size, sale.sale_id if sale else None, sale.sale_code if sale else None,
            sale.sale_date if sale else None, self.context.run_id, self.context.now,
        ))  # fmt: skip

    def finish(self) -> list[str]:
        """Write the staged movements to the lake and compact every touched month; return the months."""
        self.months = self._lake.finish()
        for month in self.months:
            compaction.compact(MOVEMENT_LINES, self.context.organization_id, month)
        return self.months

    def discard(self) -> None:
        """Drop the staged movements (the run failed)."""
        self._lake.discard()
