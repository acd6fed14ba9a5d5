"""Stock positions: ``StockPositionItem``, ``pk = ORG#<org>#STOCK``, ``sk = <shopId>#<variantId>#<size>``.

A stock file's row sets the position of its inventory item in its shop (the warehouse for the brand's
report) (``current_stock_qty``,
the item's unit cost and list price, and the average daily sales of the current 7/30-day window);
after a file whose sales touch that window, every position's averages are refreshed.
"""

from __future__ import annotations

from inventory_planning.store.ingestion.context import RunContext
from inventory_planning.store.ingestion.keys import number
from inventory_planning.store.ingestion.sales import SalesKey, SalesWindow
from inventory_planning.store.ingestion.states import InventoryItemState, VariantState
from inventory_planning.store.models import StockPositionItem


class StockPositions:
    """The stock positions of one run.

    ``window`` is the units sold in the 7/30 days up to the organization's latest sales date,
    read by :meth:`read_window` before the first batch; ``written`` tells whether any position was.
    """

    def __init__(self, context: RunContext) -> None:
        self.context = context
        self.window = SalesWindow()
        self.written = False

    def read_window(self, latest: str | None) -> None:
        """Read the sales window ending on ``latest`` (``YYYY-MM-DD`` or None) from the daily rollups."""
        self.window = SalesWindow.read(self.context, latest)

    def put(self, variant: VariantState, item: InventoryItemState, quantity: int, shop_id: str | None = None) -> None:
        """Set the position of ``item`` in ``shop_id`` (None: the warehouse) to ``quantity`` pieces."""
        ctx = self.context
        shop_id = shop_id or ctx.shop_id
        self.written = True
        avg_7, avg_30 = self.window.average_daily_sales(SalesKey(shop_id, item.id))
        ctx.save(
            StockPositionItem(
                ctx.pk("STOCK"), f"{shop_id}#{variant.id}#{item.size}",
                gsi2pk=f"ORG#{ctx.organization_id}#VARIANT#{variant.id}#STOCK", gsi2sk=f"{shop_id}#{item.size}",
                shop_id=shop_id, variant_id=variant.id, inventory_item_id=item.id, size=item.size,
                current_stock_qty=quantity, average_unit_cost=item.unit_cost, list_price=item.list_price,
                avg_daily_sales_7d=avg_7, avg_daily_sales_30d=avg_30,
                snapshot_timestamp=ctx.now, updated_at=ctx.now,
            )
        )  # fmt: skip

    def refresh(self, latest: str) -> int:
        """Set avg_daily_sales_7d/_30d (units per day) of every position from the 7/30 days up to ``latest``.

        Positions without sales in the window get 0. Writes only the positions whose values change
        (flushed before returning); returns how many.
        """
        ctx = self.context
        self.read_window(latest)
        changed = 0
        for position in StockPositionItem.query(ctx.pk("STOCK"), consistent_read=True):
            avg_7, avg_30 = self.window.average_daily_sales(SalesKey(position.shop_id, position.inventory_item_id))
            if number(position.avg_daily_sales_7d) != avg_7 or number(position.avg_daily_sales_30d) != avg_30:
                position.avg_daily_sales_7d, position.avg_daily_sales_30d = avg_7, avg_30
                position.updated_at = ctx.now
                ctx.save(position)
                changed += 1
        ctx.buffer.flush()
        return changed

    def count(self) -> int:
        """Number of stored positions of the organization (COUNT query, consistent)."""
        return StockPositionItem.count(self.context.pk("STOCK"), consistent_read=True)
