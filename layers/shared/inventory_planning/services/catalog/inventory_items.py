"""InventoryItems (SKU = variant x size; REFERENCE 1.6, 1.7): lists, stock by shop and size, search.

Every read is a Query, a GetItem or a BatchGetItem of the organization's keys (docs/data-model.md);
shop-scoped callers see their shops' stock only (domain/shop_scope.py). Units sold and on hand are
figures (domain/figures.py): null for a caller without analytics.view, over a shop-scoped caller's
shops only.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.catalog.inventory_items import (
    InventoryItemMatch,
    InventoryItemRow,
    ProductVariantRow,
    VariantStock,
)
from inventory_planning.domain.catalog.search import inventory_item_score
from inventory_planning.domain.figures import EVERY_SHOP, FigureAccess
from inventory_planning.domain.pages import Page, PageRequest
from inventory_planning.domain.shop_scope import require_visible
from inventory_planning.kernel.errors import Missing
from inventory_planning.services.tags.assignments import tag_names_of
from inventory_planning.store import analytics, catalog

if TYPE_CHECKING:
    from inventory_planning.store.lake import sales
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    sales = lazy("inventory_planning.store.lake.sales")  # lake on first use


def _variants(organization_id: str, ids: set[str]) -> dict[str, Any]:
    return {v.id: v for v in catalog.entities_by_ids(organization_id, "VARIANT", sorted(i for i in ids if i))}


def _full_name(variant: Any, size: str | None) -> str | None:
    """``<variant name> - <size>`` (REFERENCE's inventoryItemFullName, "Robe … - Beige - XS")."""
    if variant is None:
        return None
    return f"{variant.name} - {size}" if size else variant.name


def item_row(item: Any, variant: Any, stock: float | None = None) -> InventoryItemRow:
    """REFERENCE 1.6 inventory-item row; prices per unit in the organization's currency, stock in units
    (the shop's when the list is of one shop, else None)."""
    return InventoryItemRow(
        id=item.id, code=item.sku, sku=item.sku, name=_full_name(variant, item.size),
        product_id=item.product_id, variant_id=item.variant_id, size_id=item.size,
        unit_cost=float(item.unit_cost) if item.unit_cost is not None else None,
        retail_price=float(item.list_price) if item.list_price is not None else None, stock=stock,
        supplier_id=getattr(variant, "supplier_id", None),
    )  # fmt: skip


def list_inventory_items(
    organization_id: str,
    *,
    page: PageRequest,
    variant_id: str | None = None,
    shop_id: str | None = None,
    text: str | None = None,
    scope: frozenset[str] | None = None,
    figures: FigureAccess = EVERY_SHOP,
) -> Page[InventoryItemRow]:
    """A page of InventoryItems: of one variant (its sizes), held in one shop (with that shop's
    stock, null when ``figures`` are hidden), whose SKU contains ``text``; by SKU, or by the shop's
    position order; each with the names of its tags (``services.tags.assignments.tag_names_of``: one BatchGetItem).

    Raises:
        Missing: ``variant_id`` or ``shop_id`` is not the organization's, or the shop is outside the
            caller's shops (404 NOT_FOUND).
    """
    found = _inventory_items(organization_id, page, variant_id, shop_id, text, scope, figures)
    names = tag_names_of(organization_id, "INVENTORY_ITEM", [row.id for row in found.rows])
    return Page(rows=[replace(row, tags=names[row.id]) for row in found.rows], total=found.total)


def _inventory_items(
    organization_id: str,
    page: PageRequest,
    variant_id: str | None,
    shop_id: str | None,
    text: str | None,
    scope: frozenset[str] | None,
    figures: FigureAccess,
) -> Page[InventoryItemRow]:
    """:func:`list_inventory_items` without the tags."""
    require_visible(scope, shop_id)
    if variant_id and catalog.get_variant(organization_id, variant_id) is None:
        raise Missing("Variant")
    if shop_id:
        if catalog.get_shop(organization_id, shop_id) is None:
            raise Missing("Shop")
        start, page_size = page.offset, page.page_size
        if text:  # the SKU is on the item: the matching items first, then their positions in the shop
            matching = catalog.inventory_items_matching(organization_id, text)
            if variant_id:
                matching = [i for i in matching if i.variant_id == variant_id]
            held = analytics.positions_in_shop(organization_id, shop_id, matching)
            pairs = sorted(((held[i.id], i) for i in matching if i.id in held), key=lambda pair: pair[0].sk)
            total, pairs = len(pairs), pairs[start : start + page_size]
        else:  # a page of the shop's positions (a variant's: its few positions), then their items
            if variant_id:
                positions = analytics.stock_positions_of_variants(organization_id, [variant_id], shop_id)
                window, total = positions[start : start + page_size], len(positions)
            else:
                window, total = analytics.stock_positions_page(organization_id, page.page, page_size, shop_id)
            pairs = [(p, i) for p in window if (i := catalog.get_inventory_item(organization_id, p.inventory_item_id))]
        variants = _variants(organization_id, {i.variant_id for _, i in pairs})
        shown = figures.shown and figures.counts(shop_id)
        rows = [item_row(i, variants.get(i.variant_id), float(p.current_stock_qty) if shown else None) for p, i in pairs]
        return Page(rows=rows, total=total)
    if variant_id:
        items = catalog.inventory_items_of_variant(organization_id, variant_id)
        if text:
            items = [i for i in items if text.strip().upper() in i.sku]
        start = page.offset
        variants = _variants(organization_id, {variant_id})
        return Page(rows=[item_row(i, variants.get(variant_id)) for i in items[start : start + page.page_size]], total=len(items))
    found, total = catalog.inventory_items_page(organization_id, page.page, page.page_size, text)
    variants = _variants(organization_id, {i.variant_id for i in found})
    return Page(rows=[item_row(i, variants.get(i.variant_id)) for i in found], total=total)


def stock_by_shop_and_size(organization_id: str, product_id: str, scope: frozenset[str] | None = None) -> list[VariantStock]:
    """REFERENCE 1.6 ``GET /api/inventory/variants/{productId}``: one row per stock position of the
    product's variants (``{shopId, shopName, variantId, variant, sizeId, size, stock}``), by variant
    SKU, shop and size; a shop-scoped caller gets its shops' rows only.

    Raises:
        Missing: the product is not the organization's (404 NOT_FOUND).
    """
    if catalog.get_product(organization_id, product_id) is None:
        raise Missing("Product")
    variants = catalog.variants_of_product(organization_id, product_id)
    positions = analytics.stock_positions_of_variants(organization_id, [v.id for v in variants])
    shops = {s.id: s.name for s in catalog.all_shops(organization_id)}
    by_id = {v.id: v for v in variants}
    rows = []
    for p in sorted(positions, key=lambda p: (by_id[p.variant_id].sku, shops.get(p.shop_id, ""), p.size)):
        if scope is not None and p.shop_id not in scope:
            continue
        rows.append(VariantStock(
            shop_id=p.shop_id, shop_name=shops.get(p.shop_id), variant_id=p.variant_id,
            variant=by_id[p.variant_id].name, size_id=p.size, size=p.size, stock=float(p.current_stock_qty),
        ))  # fmt: skip
    return rows


def search_inventory_items(
    organization_id: str,
    text: str,
    limit: int,
    *,
    ids: list[str] | None = None,
    variant_id: str | None = None,
    product_id: str | None = None,
) -> list[InventoryItemMatch]:
    """REFERENCE 1.7 inventory-item search: ``{id, code, name, sku, productId, variantId, sizeId,
    score}`` best first (exact SKU/code 2.0, prefix 1.5, name 0.3..1.0 by trigram similarity), at
    most ``limit``. ``ids`` resolves exact ids; ``variantId`` restricts to that colour's sizes,
    ``productId`` to the product's variants.

    Raises:
        Missing: ``variant_id`` or ``product_id`` is not the organization's (404 NOT_FOUND).
    """
    if variant_id and catalog.get_variant(organization_id, variant_id) is None:
        raise Missing("Variant")
    if product_id and catalog.get_product(organization_id, product_id) is None:
        raise Missing("Product")
    if ids:
        pool = [i for i in (catalog.get_inventory_item(organization_id, x) for x in dict.fromkeys(ids)) if i is not None]
    elif variant_id or product_id:
        of_product = catalog.variants_of_product(organization_id, product_id) if product_id and not variant_id else []
        variant_ids = [variant_id] if variant_id else [v.id for v in of_product]
        pool = [i for v in variant_ids for i in catalog.inventory_items_of_variant(organization_id, v)]
    elif text:
        exact = catalog.get_inventory_item_by_sku(organization_id, text)
        pool = ([exact] if exact else []) + catalog.inventory_items_with_prefix(organization_id, text, limit)
        for variant in catalog.variants_named(organization_id, text, limit):
            pool += catalog.inventory_items_of_variant(organization_id, variant.id)
    else:
        pool, _ = catalog.inventory_items_page(organization_id, 1, limit)
    if variant_id:
        pool = [i for i in pool if i.variant_id == variant_id]
    if product_id:
        pool = [i for i in pool if i.product_id == product_id]
    variants = _variants(organization_id, {i.variant_id for i in pool})
    scored: dict[str, InventoryItemMatch] = {}
    for item in pool:
        name = _full_name(variants.get(item.variant_id), item.size) or item.sku
        score = inventory_item_score(text, item.sku, item.sku, name) if text and not ids else 1.0
        if score is None or item.id in scored:
            continue
        scored[item.id] = InventoryItemMatch(id=item.id, code=item.sku, name=name, sku=item.sku, product_id=item.product_id,
                                             variant_id=item.variant_id, size_id=item.size, score=score)  # fmt: skip
    return sorted(scored.values(), key=lambda r: (-r.score, r.sku))[:limit]


def product_variants(
    organization_id: str, product_id: str, page: PageRequest, figures: FigureAccess = EVERY_SHOP
) -> Page[ProductVariantRow]:
    """REFERENCE 1.4 variants of a product, by SKU: ``{id, productId, variant, colors, gender, shape,
    sold, stock}``; ``sold`` = net units sold, all time (the lake's daily sales), ``stock`` = units on
    hand (current positions), both over ``figures.shops`` (every shop when None) and null when
    ``figures`` are hidden; gender and shape are not in the catalogue (null).

    Raises:
        Missing: the product is not the organization's (404 NOT_FOUND).
    """
    if catalog.get_product(organization_id, product_id) is None:
        raise Missing("Product")
    variants = catalog.variants_of_product(organization_id, product_id)
    window = variants[page.offset : page.offset + page.page_size]
    ids = [v.id for v in window]
    stock: dict[str, float] = {}
    sold: dict[str, int] = {}
    if figures.shown:
        for position in analytics.stock_positions_of_variants(organization_id, ids):
            if figures.counts(position.shop_id):
                stock[position.variant_id] = stock.get(position.variant_id, 0.0) + float(position.current_stock_qty)
        sold = sales.units_sold_by_variant(organization_id, ids, shop_ids=figures.shop_ids)

    rows = [
        ProductVariantRow(
            id=v.id,
            product_id=v.product_id,
            variant=v.name,
            colors=(v.colour,) if v.colour else (),
            gender=None,
            shape=None,
            sold=sold.get(v.id, 0) if figures.shown else None,
            stock=stock.get(v.id, 0.0) if figures.shown else None,
        )  # fmt: skip
        for v in window
    ]
    return Page(rows=rows, total=len(variants))
