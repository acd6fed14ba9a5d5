"""The sizes a ProductVariant lists (``VariantItem.item_sizes``: SKU -> size of each of its
InventoryItems), kept in step with the InventoryItems one ingestion run writes.

A page of recommendations shows each variant's sizes; with them on the variant's own item the page
reads them in one BatchGetItem instead of one GSI2 Query per variant (docs/data-model.md).
The run updates them when it creates an InventoryItem, moves one to another variant or gives it
another size, and also when an item it upserts is missing from its variant's list (a variant
written before the list was kept, or a list another run's concurrent write overwrote): then the
list is read whole from GSI2 once and written back, so re-ingesting a catalogue repairs it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from inventory_planning.store.models import InventoryItemItem

if TYPE_CHECKING:
    from inventory_planning.store.ingestion.context import RunContext
    from inventory_planning.store.ingestion.states import InventoryItemState, VariantState


class Variants(Protocol):
    """What :func:`follow` needs of the run's variants: the run's ``context`` (its organization and
    write buffer), a variant by id (None: unknown) and a variant's put. ``catalogue.Catalogue`` is
    one; this module does not import it (catalogue calls this one)."""

    @property
    def context(self) -> RunContext: ...

    def variant_by_id(self, variant_id: str) -> VariantState | None: ...

    def save_variant(self, new: VariantState) -> None: ...


def stored_sizes(organization_id: str, variant_id: str) -> dict[str, str]:
    """SKU -> size of the variant's InventoryItems as the table holds them (one GSI2 Query)."""
    items = InventoryItemItem.gsi2.query(f"ORG#{organization_id}#VARIANT#{variant_id}#ITEM")
    return {item.sku: item.size for item in items}


def follow(catalogue: Variants, item: InventoryItemState, before: InventoryItemState | None) -> None:
    """Keep the sizes of ``item``'s variant (and, when it moved, of its former variant) in step with it.

    ``before``: the item as it was before this upsert (None: created now; ``item`` itself: unchanged).
    A variant whose list is unknown, or which misses an unchanged item, has its list read whole
    (GSI2, after the run's pending writes). Each changed variant is written through the run's
    buffer, keeping its ``updated_at``. Raises pynamodb errors unchanged.
    """
    if before is not None and before.variant_id != item.variant_id:
        former = catalogue.variant_by_id(before.variant_id)
        if former is not None and former.item_sizes is not None and before.sku in former.item_sizes:
            kept = {sku: size for sku, size in former.item_sizes.items() if sku != before.sku}
            catalogue.save_variant(replace(former, item_sizes=kept))
    owner = catalogue.variant_by_id(item.variant_id)
    if owner is None or (owner.item_sizes is not None and owner.item_sizes.get(item.sku) == item.size):
        return
    sizes = owner.item_sizes
    if sizes is None or before is item:
        catalogue.context.buffer.flush()  # the run's pending items first, so that the Query sees them
        sizes = stored_sizes(catalogue.context.organization_id, owner.id)
    catalogue.save_variant(replace(owner, item_sizes={**sizes, item.sku: item.size}))
