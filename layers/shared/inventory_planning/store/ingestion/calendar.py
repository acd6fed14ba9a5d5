"""Price-calendar rows, written to the lake as ``price_calendar`` (one part per touched month of
``dateFrom``, compacted: a row sent again under the same key replaces the earlier one).

A row names an inventory item (``sku``) or a product (``productCode``) the catalogue knows: the
calendar prices what exists, it creates nothing (an unknown one is rejected UNKNOWN_PRODUCT at write
time, as the style price list's rows are). docs/ingestion.md "price-calendar".
"""

from __future__ import annotations

from inventory_planning.domain.ingestion.rows import PriceCalendarRow
from inventory_planning.store.ingestion.context import RunContext
from inventory_planning.store.ingestion.states import InventoryItemState, ProductState
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake.datasets import PRICE_CALENDAR
from inventory_planning.store.lake.writer import LakeWriter


class PriceCalendar:
    """The price-calendar rows of one run, staged for the lake."""

    def __init__(self, context: RunContext) -> None:
        self.context = context
        self._lake = LakeWriter(PRICE_CALENDAR, context.organization_id, context.run_id)

    @property
    def staged(self) -> int:
        """Rows staged so far."""
        return self._lake.rows

    def put(
        self,
        record: PriceCalendarRow,
        item: InventoryItemState | None,
        product: ProductState | None,
        brand_id: str | None,
        shop_id: str | None,
        currency: str,
    ) -> None:
        """Stage ``record`` for ``item`` (a sku row) or ``product`` (a product row; ``item`` None), in
        ``shop_id`` (None: every shop), its price in ``currency``."""
        ctx = self.context
        ids: tuple[str | None, ...]
        if item is not None:
            ids = (item.product_id, item.variant_id, item.id, item.sku, item.size)
        else:
            assert product is not None
            ids = (product.id, None, None, None, None)
        self._lake.append((
            record.id, record.date_from, record.date_to, shop_id, brand_id, *ids, record.product_code, record.price,
            record.feature, record.display, record.promotion_code, currency, ctx.run_id, ctx.now,
        ))  # fmt: skip

    def finish(self) -> list[str]:
        """Write the staged rows to the lake and compact every touched month; return the months."""
        months = self._lake.finish()
        for month in months:
            compaction.compact(PRICE_CALENDAR, self.context.organization_id, month)
        return months

    def discard(self) -> None:
        """Drop the staged rows (the run failed)."""
        self._lake.discard()
