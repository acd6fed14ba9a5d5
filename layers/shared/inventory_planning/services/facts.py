"""Use cases over the facts lake: the sales summary, sale lines and the stock ledger, with names.

The lake holds ids; the names a caller sees (shop, brand, product, variant) come from the catalogue
for the rows of the page only (one BatchGetItem per kind). Shop and brand filters are applied in
the lake query. Every function takes the caller's organization first and reads nothing else.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from inventory_planning.domain.errors import Missing
from inventory_planning.store import catalog
from inventory_planning.store.lake import movements
from inventory_planning.store.lake import sales as lake_sales


def _iso(value: Any) -> str | None:
    return value.isoformat() if value is not None else None


def _names(organization_id: str, kind: str, ids: set[str]) -> dict[str, Any]:
    """id -> catalogue item for ``ids`` of ``kind`` (SHOP, BRAND: the organization's lists; PRODUCT, VARIANT: BatchGetItem)."""
    ids = {i for i in ids if i}
    if not ids:
        return {}
    if kind == "SHOP":
        return {s.id: s for s in catalog.all_shops(organization_id) if s.id in ids}
    if kind == "BRAND":
        return {b.id: b for b in catalog.all_brands(organization_id) if b.id in ids}
    return {e.id: e for e in catalog.entities_by_ids(organization_id, kind, sorted(ids))}


def sales_summary(
    organization_id: str,
    date_from: date,
    date_to: date,
    *,
    group_by: str,
    shop_ids: list[str],
    brand_ids: list[str],
    sort_by: str,
    descending: bool,
    page: int,
    page_size: int,
) -> tuple[list[dict[str, Any]], int]:
    """SPEC sales summary rows of one page and the number of groups.

    grossSales and margin in ``currencyId`` (null when the group spans several currencies), units
    in pieces (returns subtract); from the ``sales_daily`` aggregate of the months in range.
    """
    groups, total = lake_sales.summary(
        organization_id, date_from, date_to, group_by=group_by, shop_ids=shop_ids, brand_ids=brand_ids,
        sort_by=sort_by, descending=descending, offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    names = _names(organization_id, group_by.upper(), {g.key for g in groups})
    rows = []
    for g in groups:
        row: dict[str, Any] = {
            "brandId": None, "brandName": None, "productId": None, "productName": None, "shopId": None,
            "shopName": None, "currencyId": g.currency_id, "grossSales": g.gross_sales, "margin": g.margin,
            "units": g.units,
        }  # fmt: skip
        named = names.get(g.key)
        row[f"{group_by}Id"] = g.key
        row[f"{group_by}Name"] = named.name if named is not None else None
        rows.append(row)
    return rows, total


def stock_ledger(
    organization_id: str,
    *,
    time_from: str | None,
    time_to: str | None,
    shop_id: str | None,
    variant_id: str | None,
    category: str | None,
    movement_type: str | None,
    page: int,
    page_size: int,
) -> tuple[list[dict[str, Any]], int]:
    """SPEC stock ledger entries (newest first) and their total, from the lake's movement lines.

    Raises:
        Missing: ``shop_id`` or ``variant_id`` is not one of the organization's (404 NOT_FOUND).
    """
    if shop_id and catalog.get_shop(organization_id, shop_id) is None:
        raise Missing("Shop")
    if variant_id and catalog.get_variant(organization_id, variant_id) is None:
        raise Missing("Variant")
    filters = {k: v for k, v in {"shop_id": shop_id, "variant_id": variant_id, "movement_category": category,
                                 "movement_type": movement_type}.items() if v}  # fmt: skip
    rows, total = movements.page(
        organization_id, time_from=time_from, time_to=time_to, filters=filters,
        offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    shops = _names(organization_id, "SHOP", {r.shop_id for r in rows})
    brands = _names(organization_id, "BRAND", {r.brand_id for r in rows if r.brand_id})
    variants = _names(organization_id, "VARIANT", {r.variant_id for r in rows if r.variant_id})
    products = _names(organization_id, "PRODUCT", {r.product_id for r in rows if r.product_id})
    return [ledger_entry(organization_id, r, shops, brands, variants, products) for r in rows], total


def ledger_entry(organization_id: str, r: movements.MovementRow, shops: dict, brands: dict, variants: dict,
                 products: dict) -> dict[str, Any]:  # fmt: skip
    """SPEC "Stock ledger entry" of a movement line, named from the catalogue (null when unknown)."""
    shop, brand = shops.get(r.shop_id), brands.get(r.brand_id)
    variant, product = variants.get(r.variant_id), products.get(r.product_id)
    return {
        "organizationId": organization_id, "movementId": r.movement_line_id, "movementCode": r.movement_code,
        "movementTime": r.movement_time.strftime("%Y-%m-%dT%H:%M:%S.") + f"{r.movement_time.microsecond // 1000:03d}Z",
        "movementCategory": r.movement_category, "movementType": r.movement_type, "quantityChange": r.quantity,
        "stockAfter": r.stock_after, "brandId": r.brand_id, "brandName": brand.name if brand else None,
        "productId": r.product_id, "productName": product.name if product else None, "variantId": r.variant_id,
        "variantCode": variant.sku if variant else None, "variantName": variant.name if variant else None,
        "sizeTaxonomyId": r.size, "shopId": r.shop_id, "shopCode": shop.code if shop else None,
        "shopName": shop.name if shop else None, "saleId": r.sale_line_id, "saleCode": r.sale_code,
        "saleDate": _iso(r.sale_date),
    }  # fmt: skip
