"""Records of the inventory-item reads (docs/decisions/0026): what ``services.catalog.inventory_items``
returns. An InventoryItem is one size of a ProductVariant (SKU = variant x size). Prices per unit
in the organization's currency; stock and sales in units. Stock and sales are figures
(domain/figures.py): None for a caller who may not see them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True, kw_only=True)
class InventoryItemRow:
    """One InventoryItem of a list (REFERENCE 1.6): ``name`` is ``<variant name> - <size>`` (None
    when the variant is unknown); ``stock`` the units on hand in the listed shop (None without one);
    ``tags`` the names of the tags assigned to it, sorted (docs/automation.md "Tags")."""

    id: str
    code: str
    sku: str
    name: str | None
    product_id: str
    variant_id: str
    size_id: str
    unit_cost: float | None
    retail_price: float | None
    stock: float | None = None
    tags: list[str] = field(default_factory=list)
    supplier_id: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class InventoryItemMatch:
    """One InventoryItem found by a search (REFERENCE 1.7), with its ``score``: 2.0 exact SKU or
    code, 1.5 prefix, 0.3..1.0 name similarity, 1.0 when resolved by id."""

    id: str
    code: str
    name: str
    sku: str
    product_id: str
    variant_id: str
    size_id: str
    score: float


@dataclass(frozen=True, slots=True, kw_only=True)
class VariantStock:
    """The stock of one variant x size in one shop (units on hand)."""

    shop_id: str
    shop_name: str | None
    variant_id: str
    variant: str
    size_id: str
    size: str
    stock: float


@dataclass(frozen=True, slots=True, kw_only=True)
class ProductVariantRow:
    """One variant of a product (REFERENCE 1.4): ``sold`` net units sold all time, ``stock`` units on
    hand (both figures); gender and shape are not in the catalogue (None)."""

    id: str
    product_id: str
    variant: str
    colors: tuple[str, ...]
    gender: str | None
    shape: str | None
    sold: int | None
    stock: float | None
