"""Purchase-order lines, written to the lake as ``order_lines`` (one part per touched month, compacted)."""

from __future__ import annotations

from inventory_planning.domain.ingestion.rows import OrderLine
from inventory_planning.store.ingestion.context import RunContext
from inventory_planning.store.ingestion.states import InventoryItemState
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake.datasets import ORDER_LINES
from inventory_planning.store.lake.writer import LakeWriter


class OrderLines:
    """The order lines of one run, staged for the lake."""

    def __init__(self, context: RunContext) -> None:
        self.context = context
        self._lake = LakeWriter(ORDER_LINES, context.organization_id, context.run_id)

    def put(self, record: OrderLine, item: InventoryItemState, shop_id: str | None, brand_id: str, currency: str) -> None:
        """Stage ``record`` for ``item``: ``quantity`` units at ``purchase_price`` per unit in ``currency``.
        A line without an order date is dated on the ingestion day."""
        ctx = self.context
        order_date = record.order_date if record.order_date.year > 1 else ctx.now.date()
        self._lake.append((
            record.id, record.order_code, order_date, record.expected_date, record.status, record.supplier_code, shop_id,
            brand_id, item.product_id, item.variant_id, item.id, item.sku, item.size, record.quantity,
            record.purchase_price, currency, ctx.run_id, ctx.now,
        ))  # fmt: skip

    def finish(self) -> list[str]:
        """Write the staged lines to the lake and compact every touched month; return the months."""
        months = self._lake.finish()
        for month in months:
            compaction.compact(ORDER_LINES, self.context.organization_id, month)
        return months

    def discard(self) -> None:
        """Drop the staged lines (the run failed)."""
        self._lake.discard()
