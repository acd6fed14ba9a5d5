"""What one ingestion run knows of the catalogue it writes: the states of products, variants and
inventory items (prices in the organization's currency), the changes a row brings to a variant, and
the bounded cache that holds them (:class:`Lru`)."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from inventory_planning.store.ingestion.keys import number


@dataclass(slots=True)
class ProductState:
    """What the run knows of a Product (prices in the organization's currency)."""

    id: str
    code: str
    name: str
    family: str | None
    collection_id: str | None
    list_price: float | None
    created_at: datetime
    brand_id: str | None = None
    brand_name: str | None = None
    description: str | None = None
    image_url: str | None = None


@dataclass(slots=True)
class VariantState:
    """What the run knows of a ProductVariant (prices in the organization's currency).

    ``item_sizes``: its InventoryItems' SKU -> size (``VariantItem.item_sizes``), None while unknown
    (a variant written before ingestion kept them); ``updated_at``: as stored (None: not written yet).
    """

    id: str
    sku: str
    name: str
    colour: str | None
    product_id: str
    product_name: str
    collection_id: str | None
    cost_price: float | None
    retail_price: float | None
    barcode: str | None
    external_reference: str | None
    is_active: bool
    created_at: datetime
    updated_at: datetime | None = None
    item_sizes: dict[str, str] | None = None
    supplier_id: str | None = None
    supplier_code: str | None = None


def variant_state(item: Any) -> VariantState:
    """The state of a stored ``VariantItem`` (prices as floats)."""
    return VariantState(
        id=item.id, sku=item.sku, name=item.name, colour=item.colour, product_id=item.product_id,
        product_name=item.product_name, collection_id=item.collection_id, cost_price=number(item.cost_price),
        retail_price=number(item.retail_price), barcode=item.barcode, external_reference=item.external_reference,
        is_active=item.is_active, created_at=item.created_at, updated_at=item.updated_at,
        item_sizes=dict(item.item_sizes) if item.item_sizes is not None else None,
        supplier_id=item.supplier_id, supplier_code=getattr(item, "supplier_code", None),
    )  # fmt: skip


@dataclass(slots=True)
class InventoryItemState:
    """What the run knows of an InventoryItem (one size of a variant; prices in the organization's currency)."""

    id: str
    sku: str
    size: str
    variant_id: str
    product_id: str
    unit_cost: float | None
    list_price: float | None
    created_at: datetime


def item_state(item: Any) -> InventoryItemState:
    """The state of a stored ``InventoryItemItem`` (prices as floats)."""
    return InventoryItemState(
        id=item.id,
        sku=item.sku,
        size=item.size,
        variant_id=item.variant_id,
        product_id=item.product_id,
        unit_cost=number(item.unit_cost),
        list_price=number(item.list_price),
        created_at=item.created_at,
    )


class Absent:
    """Cache marker: looked up, not in the table."""


ABSENT = Absent()


class Lru(OrderedDict[str, Any]):
    """A dict that forgets its least recently remembered keys beyond ``limit``."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def remember(self, key: str, value: Any) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class VariantChanges:
    """What a row says of a variant: each None (or empty) leaves the variant's value as it is."""

    colour: str | None = None
    collection_id: str | None = None
    cost: float | None = None
    retail: float | None = None
    barcode: str | None = None
    external_reference: str | None = None
    supplier_code: str | None = None  # the catalogue's supplierCode, canonical
    supplier_id: str | None = None  # entity_id(org, "supplier", supplier_code)
