"""Use cases over the facts lake: the sales summary, sale lines and the stock ledger, with names.

The lake holds ids; the names a caller sees (shop, brand, product, variant) come from the catalogue
for the rows of the page only (one BatchGetItem per kind). Shop and brand filters are applied in
the lake query. Every function takes the caller's organization first and reads nothing else.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from inventory_planning.domain.shop_scope import narrow, require_visible
from inventory_planning.kernel.errors import Missing
from inventory_planning.kernel.ids import entity_id
from inventory_planning.store import catalog
from inventory_planning.store.lake import movements, orders
from inventory_planning.store.lake import sales as lake_sales

CENT = Decimal("0.01")
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


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


def cents(amount: Decimal | float | None) -> float | None:
    """An amount as displayed: rounded to cents, half away from zero (as the lake's ``round`` of a
    DECIMAL); None stays None. DuckDB gives a Decimal, Athena a float: both round the same way."""
    if amount is None:
        return None
    return float(Decimal(str(amount)).quantize(CENT, rounding=ROUND_HALF_UP))


def _exact(value: Decimal | float | None) -> float | None:
    """A per-unit price or cost as displayed: the file's value (up to 6 decimals), not rounded to cents."""
    return None if value is None else float(value)


def _timestamp(value: datetime) -> str:
    """``YYYY-MM-DDTHH:MM:SS.mmmZ`` of a naive UTC datetime."""
    return value.strftime("%Y-%m-%dT%H:%M:%S.") + f"{value.microsecond // 1000:03d}Z"


def require_filters(organization_id: str, **ids: str | None) -> None:
    """Raise ``Missing`` (404 NOT_FOUND) for a filter id that is not one of the organization's.

    Keys: shop_id, brand_id, product_id, variant_id.
    """
    checks = {"shop_id": (catalog.get_shop, "Shop"), "brand_id": (catalog.get_brand, "Brand"),
              "product_id": (catalog.get_product, "Product"), "variant_id": (catalog.get_variant, "Variant")}  # fmt: skip
    for key, value in ids.items():
        if value:
            get, what = checks[key]
            if get(organization_id, value) is None:
                raise Missing(what)


def _shop_filter(filters: dict[str, Any], scope: frozenset[str] | None, shop_id: str | None) -> dict[str, Any]:
    """``filters`` with the caller's shop scope: a named shop must be visible (404 otherwise); without
    one, a shop-scoped caller reads its shops only."""
    require_visible(scope, shop_id)
    if not shop_id and scope is not None:
        return {**filters, "shop_id": sorted(scope)}
    return filters


class PageNames:
    """The catalogue names of one page of lines: shops, brands, variants and products by id."""

    def __init__(self, organization_id: str, rows: list[dict[str, Any]]) -> None:
        def ids(column: str) -> set[str]:
            return {r[column] for r in rows if r.get(column)}

        self.shops = _names(organization_id, "SHOP", ids("shop_id"))
        self.brands = _names(organization_id, "BRAND", ids("brand_id"))
        self.variants = _names(organization_id, "VARIANT", ids("variant_id"))
        self.products = _names(organization_id, "PRODUCT", ids("product_id"))

    def of(self, kind: str, key: str | None, attribute: str = "name") -> Any:
        """``attribute`` of the ``kind`` (shops, brands, variants, products) entity ``key``, or None."""
        found = getattr(self, kind).get(key) if key else None
        return getattr(found, attribute, None) if found is not None else None


def sales_lines(
    organization_id: str,
    *,
    date_from: date | None,
    date_to: date | None,
    shop_id: str | None,
    brand_id: str | None,
    product_id: str | None,
    variant_id: str | None,
    line_type: str | None,
    sort_by: str,
    descending: bool,
    page: int,
    page_size: int,
    scope: frozenset[str] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """One page of sale lines (REFERENCE 1.8 row fields) and the total, deduplicated by line id.

    Raises:
        Missing: a filter id is not one of the organization's (404 NOT_FOUND).
    """
    require_filters(organization_id, shop_id=shop_id, brand_id=brand_id, product_id=product_id, variant_id=variant_id)
    filters = {k: v for k, v in {"shop_id": shop_id, "brand_id": brand_id, "product_id": product_id,
                                 "variant_id": variant_id, "line_type": line_type}.items() if v}  # fmt: skip
    filters = _shop_filter(filters, scope, shop_id)
    rows, total = lake_sales.lines_page(
        organization_id, date_from=date_from, date_to=date_to, filters=filters, sort_by=sort_by, descending=descending,
        offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    names = PageNames(organization_id, rows)
    out = []
    for r in rows:
        day: date = r["sale_date"]
        variant_name = names.of("variants", r["variant_id"])
        out.append({
            "id": r["sale_line_id"], "organizationId": organization_id, "code": r["sale_line_id"], "saleCode": r["sale_code"],
            "saleDate": day.isoformat(), "saleDateKey": int(day.strftime("%Y%m%d")), "saleDayName": DAY_NAMES[day.weekday()],
            "lineType": r["line_type"], "quantity": r["quantity"], "price": _exact(r["unit_price"]),
            "discountTotalAmount": cents(r["discount_amount"]), "grossSales": cents(r["gross_sales"]),
            "cost": _exact(r["unit_cost"]), "margin": cents(r["margin"]), "currency": r["currency"], "shopId": r["shop_id"],
            "shopCode": names.of("shops", r["shop_id"], "code"), "shopName": names.of("shops", r["shop_id"]),
            "inventoryItemId": r["inventory_item_id"], "inventoryItemSku": r["sku"],
            "inventoryItemFullName": f"{variant_name} - {r['size']}" if variant_name and r["size"] else variant_name,
            "sizeTaxonomyId": r["size"], "variantId": r["variant_id"],
            "variantCode": names.of("variants", r["variant_id"], "sku"), "variantName": variant_name,
            "productId": r["product_id"], "productCode": names.of("products", r["product_id"], "code"),
            "productName": names.of("products", r["product_id"]), "brandId": r["brand_id"],
            "brandCode": names.of("brands", r["brand_id"], "code"), "brandName": names.of("brands", r["brand_id"]),
            "createdAt": _timestamp(r["ingested_at"]),
        })  # fmt: skip
    return out, total


def order_lines(
    organization_id: str,
    *,
    date_from: date | None,
    date_to: date | None,
    product_id: str | None,
    brand_id: str | None,
    variant_id: str | None,
    shop_id: str | None,
    supplier_code: str | None,
    status: str | None,
    sort_by: str,
    descending: bool,
    page: int,
    page_size: int,
    scope: frozenset[str] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """One page of purchase-order lines (REFERENCE 1.8 row fields) and the total.

    Raises:
        Missing: a filter id is not one of the organization's (404 NOT_FOUND).
    """
    require_filters(organization_id, shop_id=shop_id, brand_id=brand_id, product_id=product_id, variant_id=variant_id)
    wanted = {"product_id": product_id, "brand_id": brand_id, "variant_id": variant_id, "shop_id": shop_id,
              "supplier_code": supplier_code, "order_status": status}  # fmt: skip
    filters = _shop_filter({k: v for k, v in wanted.items() if v}, scope, shop_id)
    rows, total = orders.page(
        organization_id, date_from=date_from, date_to=date_to, filters=filters, sort_by=sort_by, descending=descending,
        offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    names = PageNames(organization_id, rows)
    return [
        {
            "orderLineId": r["order_line_id"], "code": r["order_line_id"], "orderCode": r["order_code"], "orderName": None,
            "orderStatus": r["order_status"], "orderDate": r["order_date"].isoformat(),
            "expectedDate": r["expected_date"].isoformat() if r["expected_date"] else None,
            "supplierId": entity_id(organization_id, "supplier", r["supplier_code"]), "supplierCode": r["supplier_code"],
            "shopId": r["shop_id"], "productId": r["product_id"], "productName": names.of("products", r["product_id"]),
            "variantId": r["variant_id"], "variantCode": names.of("variants", r["variant_id"], "sku"),
            "variantName": names.of("variants", r["variant_id"]), "inventoryItemId": r["inventory_item_id"],
            "sizeTaxonomyId": r["size"], "brandId": r["brand_id"], "brandName": names.of("brands", r["brand_id"]),
            "quantity": r["quantity"], "purchasePrice": r["purchase_price"], "currency": r["currency"],
            "createdAt": _timestamp(r["ingested_at"]), "updatedAt": _timestamp(r["ingested_at"]),
        }  # fmt: skip
        for r in rows
    ], total


def movement_lines(
    organization_id: str,
    *,
    time_from: str | None,
    time_to: str | None,
    shop_id: str | None = None,
    product_id: str | None = None,
    brand_id: str | None = None,
    variant_id: str | None = None,
    inventory_item_id: str | None = None,
    movement_type: str | None = None,
    movement_line_id: str | None = None,
    page: int = 1,
    page_size: int = 20,
    scope: frozenset[str] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """One page of movement lines (REFERENCE 1.8, short row plus type and category), newest first, and the total.

    Raises:
        Missing: a filter id is not one of the organization's (404 NOT_FOUND).
    """
    require_filters(organization_id, shop_id=shop_id, brand_id=brand_id, product_id=product_id, variant_id=variant_id)
    filters = {k: v for k, v in {"shop_id": shop_id, "product_id": product_id, "brand_id": brand_id,
                                 "variant_id": variant_id, "inventory_item_id": inventory_item_id,
                                 "movement_type": movement_type, "movement_line_id": movement_line_id}.items() if v}  # fmt: skip
    filters = _shop_filter(filters, scope, shop_id)
    rows, total = movements.page(
        organization_id, time_from=time_from, time_to=time_to, filters=filters, offset=(page - 1) * page_size,
        limit=page_size,
    )  # fmt: skip
    names = PageNames(organization_id, [r._asdict() for r in rows])
    out = []
    for r in rows:
        cost = None if r.unit_cost is None else round(abs(r.quantity) * r.unit_cost, 2)
        out.append({
            "movementLineId": r.movement_line_id, "movementId": r.movement_line_id, "movementCode": r.movement_code,
            "code": r.movement_code, "movementDate": r.movement_time.date().isoformat(),
            "movementTime": _timestamp(r.movement_time), "movementType": r.movement_type,
            "movementCategory": r.movement_category, "movementDescription": None, "quantity": r.quantity,
            "stockAfter": r.stock_after, "unitCost": r.unit_cost, "movementCost": cost, "shopId": r.shop_id,
            "shopName": names.of("shops", r.shop_id), "productId": r.product_id,
            "productName": names.of("products", r.product_id), "variantId": r.variant_id,
            "variantCode": names.of("variants", r.variant_id, "sku"), "variantName": names.of("variants", r.variant_id),
            "brandId": r.brand_id, "brandName": names.of("brands", r.brand_id), "inventoryItemId": r.inventory_item_id,
            "inventoryItemSku": r.sku, "createdAt": _timestamp(r.ingested_at), "updatedAt": _timestamp(r.ingested_at),
        })  # fmt: skip
    return out, total


def movement_line(organization_id: str, movement_line_id: str, scope: frozenset[str] | None = None) -> dict[str, Any]:
    """One movement line by id (the organization's partitions only).

    Raises:
        Missing: no such line in the organization (404 NOT_FOUND).
    """
    rows, _ = movement_lines(
        organization_id, time_from=None, time_to=None, movement_line_id=movement_line_id, page_size=1, scope=scope
    )
    if not rows:
        raise Missing("Movement line")
    return rows[0]


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
    scope: frozenset[str] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """SPEC sales summary rows of one page and the number of groups.

    grossSales and margin in ``currencyId`` (null when the group spans several currencies), exact
    sums rounded to cents; margin sums the lines whose unit cost is known and is null when no line of
    the group has one (unknown, not zero); units in pieces (returns subtract); from the daily sales
    aggregates of the months in range.
    """
    visible = narrow(scope, shop_ids)
    if visible == []:
        return [], 0
    groups, total = lake_sales.summary(
        organization_id, date_from, date_to, group_by=group_by, shop_ids=visible or (), brand_ids=brand_ids,
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
    scope: frozenset[str] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """SPEC stock ledger entries (newest first) and their total, from the lake's movement lines.

    Raises:
        Missing: ``shop_id`` or ``variant_id`` is not one of the organization's (404 NOT_FOUND).
    """
    require_visible(scope, shop_id)
    if shop_id and catalog.get_shop(organization_id, shop_id) is None:
        raise Missing("Shop")
    if variant_id and catalog.get_variant(organization_id, variant_id) is None:
        raise Missing("Variant")
    filters = {k: v for k, v in {"shop_id": shop_id, "variant_id": variant_id, "movement_category": category,
                                 "movement_type": movement_type}.items() if v}  # fmt: skip
    filters = _shop_filter(filters, scope, shop_id)
    rows, total = movements.page(
        organization_id, time_from=time_from, time_to=time_to, filters=filters, offset=(page - 1) * page_size,
        limit=page_size,
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


def inventory_valuation(
    organization_id: str,
    *,
    day: date | None,
    group_by: str,
    shop_ids: list[str],
    brand_ids: list[str],
    sort_by: str,
    descending: bool,
    page: int,
    page_size: int,
    scope: frozenset[str] | None = None,
) -> tuple[list[dict[str, Any]], int, str | None]:
    """REFERENCE 1.6 valuation rows of one page, the number of groups, and the snapshot day used:
    stock at the close of ``day`` (default: the latest stock snapshot) from the lake's ``stock_daily``.
    stockValue at unit cost, stockValueRetail at retail price (0 where unknown), units on hand."""
    from inventory_planning.store.lake import stock as lake_stock  # noqa: PLC0415

    snapshot = lake_stock.latest_snapshot_date(organization_id, day)
    if snapshot is None or (day is not None and snapshot != day):
        return [], 0, snapshot.isoformat() if snapshot else None
    visible = narrow(scope, shop_ids)
    if visible == []:
        return [], 0, snapshot.isoformat()
    groups, total = lake_stock.valuation(
        organization_id, snapshot, group_by=group_by, shop_ids=visible or (), brand_ids=brand_ids, sort_by=sort_by,
        descending=descending, offset=(page - 1) * page_size, limit=page_size,
    )  # fmt: skip
    names = _names(organization_id, group_by.upper(), {g.key for g in groups})
    rows = []
    for g in groups:
        row: dict[str, Any] = {
            "brandId": None, "brandName": None, "productId": None, "productName": None, "shopId": None,
            "shopName": None, "stockValue": g.stock_value, "stockValueRetail": g.stock_value_retail, "units": g.units,
        }  # fmt: skip
        named = names.get(g.key)
        row[f"{group_by}Id"] = g.key
        row[f"{group_by}Name"] = named.name if named is not None else None
        rows.append(row)
    return rows, total, snapshot.isoformat()
