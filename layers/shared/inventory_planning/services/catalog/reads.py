"""The catalogue reads of the API (REFERENCE 1.1-1.5): shops, brands, collections, products and
variants of the caller's organization, with the 404s of unknown references.

The rows are the store's items (``store.models``: ``ShopItem``, ``BrandItem``, ...); the routes map
them to the wire. An unknown id, or another organization's, is :class:`~inventory_planning.kernel.errors.Missing`
("<What> not found"), exactly as if it did not exist.
"""

from __future__ import annotations

from collections.abc import Collection as Ids

from inventory_planning.kernel.errors import Missing
from inventory_planning.store import catalog
from inventory_planning.store.models import BrandItem, CollectionItem, ProductItem, ShopItem, VariantItem


def shops(organization_id: str, shop_scope: Ids[str] | None = None) -> list[ShopItem]:
    """The organization's shops; only those in ``shop_scope`` for a shop-scoped caller (None: every shop)."""
    return [s for s in catalog.all_shops(organization_id) if shop_scope is None or s.id in shop_scope]


def brands(organization_id: str) -> list[BrandItem]:
    """The organization's brands."""
    return catalog.all_brands(organization_id)


def collections(organization_id: str) -> list[CollectionItem]:
    """The organization's collections."""
    return catalog.all_collections(organization_id)


def collection(organization_id: str, collection_id: str) -> CollectionItem:
    """One collection. Raises Missing (404 "Collection not found")."""
    found = catalog.get_collection(organization_id, collection_id)
    if found is None:
        raise Missing("Collection")
    return found


def product(organization_id: str, product_id: str) -> ProductItem:
    """One product. Raises Missing (404 "Product not found")."""
    found = catalog.get_product(organization_id, product_id)
    if found is None:
        raise Missing("Product")
    return found


def check_filters(
    organization_id: str, *, product_id: str | None = None, brand_id: str | None = None, collection_id: str | None = None
) -> None:
    """Check the ids a list is filtered by, in this order: product, brand, collection.

    Raises:
        Missing: the first one that is not the organization's ("Product not found", "Brand not found",
            "Collection not found").
    """
    if product_id:
        product(organization_id, product_id)
    if brand_id and catalog.get_brand(organization_id, brand_id) is None:
        raise Missing("Brand")
    if collection_id:
        collection(organization_id, collection_id)


def variants_page(
    organization_id: str,
    page: int,
    page_size: int,
    text: str | None = None,
    product_id: str | None = None,
    brand_id: str | None = None,
    collection_id: str | None = None,
    supplier_id: str | None = None,
) -> tuple[list[VariantItem], int]:
    """One page of variants by SKU (``text``: SKU prefix or name), filtered, and their total.

    Raises:
        Missing: an unknown product, brand or collection (checked in that order).
    """
    check_filters(organization_id, product_id=product_id, brand_id=brand_id, collection_id=collection_id)
    return catalog.variants_page(organization_id, page, page_size, text, product_id, brand_id, collection_id, supplier_id)
