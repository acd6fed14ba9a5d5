"""Stock-ledger entries: ``LedgerEntryItem``, ``pk = ORG#<org>#LEDGER#<YYYY-MM>``, ``sk = <movementTime>#<movementId>``.

Every stock count is an INBOUND / STOCK_COUNT movement at the ingestion time, every sale line an
OUTBOUND / SALE movement at its sale date; ids derive from the natural key (``entity_id``), so a
redo or a repeated line rewrites the same entry. ``entry`` holds SPEC's ledger fields.
"""

from __future__ import annotations

from typing import NamedTuple

from inventory_planning.domain.ids import entity_id
from inventory_planning.domain.ingestion.mapping import SaleLine
from inventory_planning.store.ingestion.catalogue import InventoryItemState, VariantState
from inventory_planning.store.ingestion.context import WAREHOUSE_CODE, WAREHOUSE_NAME, RunContext
from inventory_planning.store.ingestion.keys import iso
from inventory_planning.store.models import LedgerEntryItem


class SaleReference(NamedTuple):
    """The sale a SALE movement belongs to (``saleDate`` as ``YYYY-MM-DD``)."""

    sale_id: str
    sale_code: str
    sale_date: str


class Movement(NamedTuple):
    """One stock movement of an inventory item in the warehouse.

    ``quantity_change`` in pieces (negative for sales); ``stock_after`` the stock after it when
    known, else None; ``movement_time`` UTC ISO 8601 with milliseconds.
    """

    movement_id: str
    movement_code: str
    movement_time: str
    category: str
    movement_type: str
    quantity_change: int
    stock_after: int | None
    sale: SaleReference | None = None


def stock_count_movement(context: RunContext, sku: str, quantity: int) -> Movement:
    """The INBOUND / STOCK_COUNT movement of a stock file's row: the count at the ingestion time."""
    movement_id = entity_id(context.organization_id, "movement", f"stock-count|{iso(context.now)}|{sku}")
    return Movement(movement_id, f"SC-{movement_id[:8].upper()}", iso(context.now), "INBOUND", "STOCK_COUNT", quantity, quantity)


def sale_movement(context: RunContext, record: SaleLine) -> Movement:
    """The OUTBOUND / SALE movement of a sale line, at midnight UTC of its sale date."""
    day = record.sale_date.isoformat()
    movement_id = entity_id(context.organization_id, "movement", f"sale|{record.id}")
    sale = SaleReference(record.id, f"WS-{record.id[:8].upper()}", day)
    return Movement(
        movement_id, f"SL-{movement_id[:8].upper()}", f"{day}T00:00:00.000Z", "OUTBOUND", "SALE",
        -record.units, record.stock_after, sale,
    )  # fmt: skip


class Ledger:
    """The ledger entries of one run and the ``YYYY-MM`` months they touched."""

    def __init__(self, context: RunContext) -> None:
        self.context = context
        self.months: set[str] = set()

    def put(self, movement: Movement, variant: VariantState, item: InventoryItemState) -> None:
        """Write the entry of ``movement`` of ``item`` (of ``variant``) in the warehouse."""
        ctx = self.context
        sale = movement.sale
        entry = {
            "organizationId": ctx.organization_id, "movementId": movement.movement_id,
            "movementCode": movement.movement_code, "movementTime": movement.movement_time,
            "movementCategory": movement.category, "movementType": movement.movement_type,
            "quantityChange": movement.quantity_change, "stockAfter": movement.stock_after, "brandId": ctx.brand_id,
            "brandName": ctx.brand_name, "productId": variant.product_id, "productName": variant.product_name,
            "variantId": variant.id, "variantCode": variant.sku, "variantName": variant.name,
            "sizeTaxonomyId": item.size, "shopId": ctx.shop_id, "shopCode": WAREHOUSE_CODE, "shopName": WAREHOUSE_NAME,
            "saleId": sale.sale_id if sale else None, "saleCode": sale.sale_code if sale else None,
            "saleDate": sale.sale_date if sale else None,
        }  # fmt: skip
        month = movement.movement_time[:7]
        self.months.add(month)
        sk = f"{movement.movement_time}#{movement.movement_id}"
        ctx.save(
            LedgerEntryItem(
                ctx.pk(f"LEDGER#{month}"), sk, gsi2pk=f"ORG#{ctx.organization_id}#VARIANT#{variant.id}#LEDGER",
                gsi2sk=sk, movement_time=movement.movement_time, shop_id=ctx.shop_id, variant_id=variant.id,
                movement_category=movement.category, movement_type=movement.movement_type, entry=entry,
            )
        )  # fmt: skip
