"""Catalogue reads: shops, brands, collections, products, variants (all scoped by organization)."""

from __future__ import annotations

from typing import Any

from inventory_planning.store.account import get_organization
from inventory_planning.store.models import (
    BrandItem,
    CollectionItem,
    InventoryItemItem,
    ProductItem,
    ShopItem,
    StockPositionItem,
    VariantItem,
)
from inventory_planning.store.paging import query_page


def _pk(organization_id: str, kind: str) -> str:
    return f"ORG#{organization_id}#{kind}"


def all_shops(organization_id: str) -> list[ShopItem]:
    """Every shop of the organization (a small partition: one Query)."""
    return list(ShopItem.query(_pk(organization_id, "SHOP")))


def get_shop(organization_id: str, shop_id: str) -> ShopItem | None:
    """One shop, or None (also for another organization's shop)."""
    try:
        return ShopItem.get(_pk(organization_id, "SHOP"), shop_id)
    except ShopItem.DoesNotExist:
        return None


def all_brands(organization_id: str) -> list[BrandItem]:
    """Every brand of the organization (one Query)."""
    return list(BrandItem.query(_pk(organization_id, "BRAND")))


def get_brand(organization_id: str, brand_id: str) -> BrandItem | None:
    """One brand, or None."""
    try:
        return BrandItem.get(_pk(organization_id, "BRAND"), brand_id)
    except BrandItem.DoesNotExist:
        return None


def all_collections(organization_id: str) -> list[CollectionItem]:
    """Every collection of the organization (one Query)."""
    return list(CollectionItem.query(_pk(organization_id, "COLLECTION")))


def get_collection(organization_id: str, collection_id: str) -> CollectionItem | None:
    """One collection, or None (also for another organization's collection)."""
    try:
        return CollectionItem.get(_pk(organization_id, "COLLECTION"), collection_id)
    except CollectionItem.DoesNotExist:
        return None


def _maintained_count(organization_id: str, key: str) -> int | None:
    org = get_organization(organization_id)
    value = ((org.counts if org else None) or {}).get(key)
    return int(value) if value is not None else None


def get_product(organization_id: str, product_id: str) -> ProductItem | None:
    """One product by id (GetItem), or None (also for another organization's product)."""
    try:
        return ProductItem.get(_pk(organization_id, "PRODUCT"), product_id)
    except ProductItem.DoesNotExist:
        return None


def products_page(
    organization_id: str,
    page: int,
    page_size: int,
    q: str | None = None,
    brand_id: str | None = None,
    collection_id: str | None = None,
    descending: bool = False,
) -> tuple[list[ProductItem], int]:
    """Products ordered by name; ``q`` matches the name (case-insensitive substring) or the code prefix.

    Reads GSI1 (all products by name) or, with a brand, that brand's GSI2 partition; other filters
    are server-side filter expressions. Returns ``(rows, total)``.
    """
    condition = None
    if q:
        condition = ProductItem.name_lower.contains(q.lower()) | ProductItem.code.startswith(q.upper())
    if collection_id:
        match = ProductItem.collection_id == collection_id
        condition = match if condition is None else condition & match
    common = {"filter_condition": condition, "scan_index_forward": not descending}
    if brand_id:
        by_brand = ProductItem.gsi2
        brand_products = f"ORG#{organization_id}#BRAND#{brand_id}#PRODUCT"
        return query_page(by_brand.query, by_brand.count, page, page_size, hash_key=brand_products, **common)
    total = _maintained_count(organization_id, "products") if condition is None else None
    by_name = ProductItem.gsi1
    all_products = _all(organization_id, "PRODUCTS")
    return query_page(by_name.query, by_name.count, page, page_size, total=total, hash_key=all_products, **common)


def _all(organization_id: str, kind: str) -> str:
    """GSI1 partition of an organization's products (by name) or variants (by SKU)."""
    return f"ORG#{organization_id}#{kind}"


def get_variant(organization_id: str, variant_id: str) -> VariantItem | None:
    """One ProductVariant by id (GetItem), or None."""
    try:
        return VariantItem.get(_pk(organization_id, "VARIANT"), variant_id)
    except VariantItem.DoesNotExist:
        return None


def get_variant_by_sku(organization_id: str, sku: str) -> VariantItem | None:
    """One ProductVariant by its SKU (case-insensitive), or None."""
    rows = list(VariantItem.gsi1.query(_all(organization_id, "VARIANTS"), VariantItem.gsi1sk == sku.upper(), limit=1))
    return rows[0] if rows else None


def variants_page(
    organization_id: str,
    page: int,
    page_size: int,
    q: str | None = None,
    product_id: str | None = None,
    brand_id: str | None = None,
    collection_id: str | None = None,
    supplier_id: str | None = None,
) -> tuple[list[VariantItem], int]:
    """ProductVariants ordered by SKU; ``q`` matches the SKU prefix or the name (substring).

    Reads GSI1 (all variants by SKU) or, with a product, that product's GSI2 partition.
    Returns ``(rows, total)``.
    """
    condition = None
    if q:
        condition = VariantItem.sku.startswith(q.upper()) | VariantItem.name_lower.contains(q.lower())
    for attribute, value in (
        (VariantItem.brand_id, brand_id),
        (VariantItem.collection_id, collection_id),
        (VariantItem.supplier_id, supplier_id),
    ):
        if value:
            match = attribute == value
            condition = match if condition is None else condition & match
    if product_id:
        by_product = VariantItem.gsi2
        return query_page(
            by_product.query,
            by_product.count,
            page,
            page_size,
            hash_key=f"ORG#{organization_id}#PRODUCT#{product_id}#VARIANT",
            filter_condition=condition,
        )
    total = _maintained_count(organization_id, "variants") if condition is None else None
    by_sku = VariantItem.gsi1
    return query_page(
        by_sku.query,
        by_sku.count,
        page,
        page_size,
        total=total,
        hash_key=_all(organization_id, "VARIANTS"),
        filter_condition=condition,
    )


def variants_by_prefix(organization_id: str, prefix: str, limit: int) -> list[VariantItem]:
    """Up to ``limit`` variants whose SKU starts with ``prefix`` (a key condition: no filtering)."""
    return list(
        VariantItem.gsi1.query(_all(organization_id, "VARIANTS"), VariantItem.gsi1sk.startswith(prefix.upper()), limit=limit)
    )


def variants_with_identifier_prefix(organization_id: str, needle: str, limit: int) -> list[VariantItem]:
    """Up to ``limit`` variants whose barcode or external reference starts with ``needle`` (as
    given, upper- or lower-cased), in SKU order, stopping as soon as ``limit`` are found."""
    condition = None
    for form in dict.fromkeys((needle, needle.upper(), needle.lower())):
        match = VariantItem.barcode.startswith(form) | VariantItem.external_reference.startswith(form)
        condition = match if condition is None else condition | match
    return _first(VariantItem.gsi1.query(_all(organization_id, "VARIANTS"), filter_condition=condition), limit)


def _first(rows: Any, limit: int) -> list[Any]:
    out: list[Any] = []
    for row in rows:
        out.append(row)
        if len(out) >= limit:
            break
    return out


def variants_named(organization_id: str, needle: str, limit: int, product_id: str | None = None) -> list[VariantItem]:
    """Up to ``limit`` variants whose name contains ``needle`` (case-insensitive), in SKU order,
    stopping as soon as ``limit`` are found."""
    condition = VariantItem.name_lower.contains(needle.lower())
    if product_id:
        rows = VariantItem.gsi2.query(f"ORG#{organization_id}#PRODUCT#{product_id}#VARIANT", filter_condition=condition)
    else:
        rows = VariantItem.gsi1.query(_all(organization_id, "VARIANTS"), filter_condition=condition)
    return _first(rows, limit)


def variants_of_product(organization_id: str, product_id: str, limit: int | None = None) -> list[VariantItem]:
    """The variants of one product, by SKU."""
    return list(VariantItem.gsi2.query(f"ORG#{organization_id}#PRODUCT#{product_id}#VARIANT", limit=limit))


def first_variants(organization_id: str, limit: int) -> list[VariantItem]:
    """The first ``limit`` variants by SKU."""
    return list(VariantItem.gsi1.query(_all(organization_id, "VARIANTS"), limit=limit))


def products_matching(organization_id: str, needle: str, limit: int) -> list[ProductItem]:
    """Up to ``limit`` products whose name contains or whose code starts with ``needle``, by name."""
    condition = ProductItem.name_lower.contains(needle.lower()) | ProductItem.code.startswith(needle.upper())
    return _first(ProductItem.gsi1.query(_all(organization_id, "PRODUCTS"), filter_condition=condition), limit)


def first_products(organization_id: str, limit: int) -> list[ProductItem]:
    """The first ``limit`` products by name."""
    return list(ProductItem.gsi1.query(_all(organization_id, "PRODUCTS"), limit=limit))


def entities_by_ids(organization_id: str, kind: str, ids: list[str]) -> list[Any]:
    """Entities of ``kind`` (PRODUCT or VARIANT) for each id of this organization, in input order.

    One BatchGetItem per 100 ids (the API caps ids at 100); ids of other organizations resolve to
    nothing because the key carries the organization.
    """
    model = ProductItem if kind == "PRODUCT" else VariantItem
    keys = [(_pk(organization_id, kind), entity_id) for entity_id in dict.fromkeys(ids)]
    found = {item.id: item for item in model.batch_get(keys)} if keys else {}
    return [found[i] for i in dict.fromkeys(ids) if i in found]


def inventory_items_of_variant(organization_id: str, variant_id: str) -> list[InventoryItemItem]:
    """The InventoryItems (sizes) of a ProductVariant, in SKU order: one GSI2 Query."""
    return list(InventoryItemItem.gsi2.query(f"ORG#{organization_id}#VARIANT#{variant_id}#ITEM"))


def sizes_of(organization_id: str, variants: list[VariantItem]) -> dict[str, list[str]]:
    """Each variant's sizes (its InventoryItems' sizes, in SKU order), by variant id: the variant's
    ``item_sizes``, or for a variant written before ingestion kept them its GSI2 Query."""
    return {
        v.id: [v.item_sizes[sku] for sku in sorted(v.item_sizes)]
        if v.item_sizes is not None
        else [i.size for i in inventory_items_of_variant(organization_id, v.id)]
        for v in variants
    }


def sizes_of_variants(organization_id: str, variant_ids: list[str]) -> dict[str, list[str]]:
    """The sizes (:func:`sizes_of`) of each distinct id of ``variant_ids``: one BatchGetItem per 100
    variants (their ids and ``item_sizes`` only), then a GSI2 Query for each variant without
    ``item_sizes`` or not found (as :func:`inventory_items_of_variant` reads them)."""
    ids = list(dict.fromkeys(variant_ids))
    keys = [(_pk(organization_id, "VARIANT"), variant_id) for variant_id in ids]
    found = sizes_of(organization_id, list(VariantItem.batch_get(keys, attributes_to_get=["id", "item_sizes"]))) if keys else {}
    return {v: found[v] if v in found else [i.size for i in inventory_items_of_variant(organization_id, v)] for v in ids}


def get_stock_position(organization_id: str, shop_id: str, variant_id: str, size: str) -> StockPositionItem | None:
    """The current stock position of one shop x variant x size (GetItem), or None when never stocked."""
    try:
        return StockPositionItem.get(_pk(organization_id, "STOCK"), f"{shop_id}#{variant_id}#{size}")
    except StockPositionItem.DoesNotExist:
        return None


def inventory_items_page(
    organization_id: str, page: int, page_size: int, text: str | None = None
) -> tuple[list[InventoryItemItem], int]:
    """InventoryItems by SKU (the ``…#ITEM`` partition), optionally those whose SKU contains ``text``
    (case-insensitive). The unfiltered total is ingestion's maintained count; a filtered one a COUNT."""
    total = None
    condition = None
    if text:
        condition = InventoryItemItem.sku.contains(text.strip().upper())
    else:
        total = _maintained_count(organization_id, "inventoryItems")
    return query_page(
        InventoryItemItem.query, InventoryItemItem.count, page, page_size, total=total,
        hash_key=_pk(organization_id, "ITEM"), filter_condition=condition,
    )  # fmt: skip


def get_inventory_item(organization_id: str, item_id: str) -> InventoryItemItem | None:
    """One InventoryItem by id (GSI1 ``ORG#<org>#ITEM#<id>``), or None."""
    found = list(InventoryItemItem.gsi1.query(f"ORG#{organization_id}#ITEM#{item_id}", limit=1))
    return found[0] if found else None


def get_inventory_item_by_sku(organization_id: str, sku: str) -> InventoryItemItem | None:
    """One InventoryItem by its SKU (case-insensitive), or None."""
    try:
        return InventoryItemItem.get(_pk(organization_id, "ITEM"), sku.strip().upper())
    except InventoryItemItem.DoesNotExist:
        return None


def inventory_items_with_prefix(organization_id: str, prefix: str, limit: int) -> list[InventoryItemItem]:
    """Up to ``limit`` InventoryItems whose SKU starts with ``prefix`` (case-insensitive), by SKU."""
    condition = InventoryItemItem.sk.startswith(prefix.strip().upper())
    return list(InventoryItemItem.query(_pk(organization_id, "ITEM"), condition, limit=limit))


def inventory_items_matching(organization_id: str, text: str) -> list[InventoryItemItem]:
    """Every InventoryItem whose SKU contains ``text`` (case-insensitive), by SKU: one paginated Query
    of the item partition with a filter (bounded by the catalogue, not by a shop's positions)."""
    condition = InventoryItemItem.sku.contains(text.strip().upper())
    return list(InventoryItemItem.query(_pk(organization_id, "ITEM"), filter_condition=condition))


def labels_of(organization_id: str, entity_type: str, ids: list[str]) -> dict[str, str]:
    """A label per entity of the catalogue found among ``ids`` (absent ones are left out): a product's or
    a brand's name, a variant's or an inventory item's SKU.

    Products, variants and brands: BatchGetItems of 100 keys (the ids and labels only); inventory
    items: one GSI1 Query per id (their key is the SKU).
    """
    ids = list(dict.fromkeys(ids))
    if entity_type == "INVENTORY_ITEM":
        found = (get_inventory_item(organization_id, item_id) for item_id in ids)
        return {item.id: item.sku for item in found if item is not None}
    model: Any
    model, kind, label = {
        "PRODUCT": (ProductItem, "PRODUCT", "name"),
        "VARIANT": (VariantItem, "VARIANT", "sku"),
        "BRAND": (BrandItem, "BRAND", "name"),
    }[entity_type]
    keys = [(_pk(organization_id, kind), entity_id) for entity_id in ids]
    rows = model.batch_get(keys, attributes_to_get=["id", label]) if keys else []
    return {row.id: getattr(row, label) for row in rows}
