"""Use cases over the facts lake: the sales summary, sale lines and the stock ledger, with names.

The lake holds ids; the names a caller sees (shop, brand, product, variant) come from the catalogue
for the rows of the page only (one BatchGetItem per kind). Shop and brand filters are applied in
the lake query. Every function takes the caller's organization first and reads nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from inventory_planning.domain import valuation
from inventory_planning.domain.facts import (
    Grouping,
    LedgerEntry,
    LineFilters,
    MovementLine,
    OrderLine,
    SaleLine,
    SalesSummaryRow,
    ValuationPage,
    ValuationRow,
)
from inventory_planning.domain.pages import Page, PageRequest, Sort
from inventory_planning.domain.shop_scope import narrow, require_visible
from inventory_planning.kernel.errors import Missing
from inventory_planning.kernel.ids import entity_id
from inventory_planning.store import catalog
from inventory_planning.store.lake import movements, orders
from inventory_planning.store.lake import sales as lake_sales
from inventory_planning.store.lake import stock as lake_stock

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


def _given(filters: dict[str, str | None]) -> dict[str, Any]:
    """The filters given a value (None and "" are not filters)."""
    return {k: v for k, v in filters.items() if v}


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
    filters: LineFilters,
    sort: Sort,
    page: PageRequest,
    scope: frozenset[str] | None = None,
) -> Page[SaleLine]:
    """One page of sale lines (REFERENCE 1.8 row fields) and the total, deduplicated by line id;
    ``filters``: shop, brand, product, variant and line type.

    Raises:
        Missing: a filter id is not one of the organization's (404 NOT_FOUND).
    """
    require_filters(organization_id, **filters.ids())
    wanted = {**filters.ids(), "line_type": filters.line_type}
    rows, total = lake_sales.lines_page(
        organization_id, date_from=date_from, date_to=date_to, filters=_shop_filter(_given(wanted), scope, filters.shop_id),
        sort_by=sort.by, descending=sort.descending, offset=page.offset, limit=page.page_size,
    )  # fmt: skip
    names = PageNames(organization_id, rows)
    return Page(rows=[_sale_line(organization_id, r, names) for r in rows], total=total)


def _sale_line(organization_id: str, r: dict[str, Any], names: PageNames) -> SaleLine:
    day: date = r["sale_date"]
    variant_name = names.of("variants", r["variant_id"])
    return SaleLine(
        id=r["sale_line_id"], organization_id=organization_id, code=r["sale_line_id"], sale_code=r["sale_code"],
        sale_date=day.isoformat(), sale_date_key=int(day.strftime("%Y%m%d")), sale_day_name=DAY_NAMES[day.weekday()],
        line_type=r["line_type"], quantity=r["quantity"], price=_exact(r["unit_price"]),
        discount_total_amount=cents(r["discount_amount"]), gross_sales=cents(r["gross_sales"]),
        cost=_exact(r["unit_cost"]), margin=cents(r["margin"]), currency=r["currency"], shop_id=r["shop_id"],
        shop_code=names.of("shops", r["shop_id"], "code"), shop_name=names.of("shops", r["shop_id"]),
        inventory_item_id=r["inventory_item_id"], inventory_item_sku=r["sku"],
        inventory_item_full_name=f"{variant_name} - {r['size']}" if variant_name and r["size"] else variant_name,
        size_taxonomy_id=r["size"], variant_id=r["variant_id"],
        variant_code=names.of("variants", r["variant_id"], "sku"), variant_name=variant_name,
        product_id=r["product_id"], product_code=names.of("products", r["product_id"], "code"),
        product_name=names.of("products", r["product_id"]), brand_id=r["brand_id"],
        brand_code=names.of("brands", r["brand_id"], "code"), brand_name=names.of("brands", r["brand_id"]),
        created_at=_timestamp(r["ingested_at"]),
    )  # fmt: skip


def order_lines(
    organization_id: str,
    *,
    date_from: date | None,
    date_to: date | None,
    filters: LineFilters,
    sort: Sort,
    page: PageRequest,
    scope: frozenset[str] | None = None,
) -> Page[OrderLine]:
    """One page of purchase-order lines (REFERENCE 1.8 row fields) and the total; ``filters``:
    product, brand, variant, shop, supplier code and order status.

    Raises:
        Missing: a filter id is not one of the organization's (404 NOT_FOUND).
    """
    require_filters(organization_id, **filters.ids())
    wanted = {
        "product_id": filters.product_id, "brand_id": filters.brand_id, "variant_id": filters.variant_id,
        "shop_id": filters.shop_id, "supplier_code": filters.supplier_code, "order_status": filters.order_status,
    }  # fmt: skip
    rows, total = orders.page(
        organization_id, date_from=date_from, date_to=date_to, filters=_shop_filter(_given(wanted), scope, filters.shop_id),
        sort_by=sort.by, descending=sort.descending, offset=page.offset, limit=page.page_size,
    )  # fmt: skip
    names = PageNames(organization_id, rows)
    return Page(rows=[_order_line(organization_id, r, names) for r in rows], total=total)


def _order_line(organization_id: str, r: dict[str, Any], names: PageNames) -> OrderLine:
    return OrderLine(
        order_line_id=r["order_line_id"], code=r["order_line_id"], order_code=r["order_code"], order_name=None,
        order_status=r["order_status"], order_date=r["order_date"].isoformat(),
        expected_date=r["expected_date"].isoformat() if r["expected_date"] else None,
        supplier_id=entity_id(organization_id, "supplier", r["supplier_code"]), supplier_code=r["supplier_code"],
        shop_id=r["shop_id"], product_id=r["product_id"], product_name=names.of("products", r["product_id"]),
        variant_id=r["variant_id"], variant_code=names.of("variants", r["variant_id"], "sku"),
        variant_name=names.of("variants", r["variant_id"]), inventory_item_id=r["inventory_item_id"],
        size_taxonomy_id=r["size"], brand_id=r["brand_id"], brand_name=names.of("brands", r["brand_id"]),
        quantity=r["quantity"], purchase_price=r["purchase_price"], currency=r["currency"],
        created_at=_timestamp(r["ingested_at"]), updated_at=_timestamp(r["ingested_at"]),
    )  # fmt: skip


def movement_lines(
    organization_id: str,
    *,
    time_from: str | None,
    time_to: str | None,
    filters: LineFilters,
    page: PageRequest,
    scope: frozenset[str] | None = None,
) -> Page[MovementLine]:
    """One page of movement lines (REFERENCE 1.8, short row plus type and category), newest first,
    and the total; ``filters``: shop, product, brand, variant, inventory item, movement type and line id.

    Raises:
        Missing: a filter id is not one of the organization's (404 NOT_FOUND).
    """
    require_filters(organization_id, **filters.ids())
    wanted = {"shop_id": filters.shop_id, "product_id": filters.product_id, "brand_id": filters.brand_id,
              "variant_id": filters.variant_id, "inventory_item_id": filters.inventory_item_id,
              "movement_type": filters.movement_type, "movement_line_id": filters.movement_line_id}  # fmt: skip
    rows, total = movements.page(
        organization_id, time_from=time_from, time_to=time_to, filters=_shop_filter(_given(wanted), scope, filters.shop_id),
        offset=page.offset, limit=page.page_size,
    )  # fmt: skip
    names = PageNames(organization_id, [r._asdict() for r in rows])
    return Page(rows=[_movement_line(r, names) for r in rows], total=total)


def _movement_line(r: movements.MovementRow, names: PageNames) -> MovementLine:
    cost = None if r.unit_cost is None else round(abs(r.quantity) * r.unit_cost, 2)
    return MovementLine(
        movement_line_id=r.movement_line_id, movement_id=r.movement_line_id, movement_code=r.movement_code,
        code=r.movement_code, movement_date=r.movement_time.date().isoformat(),
        movement_time=_timestamp(r.movement_time), movement_type=r.movement_type,
        movement_category=r.movement_category, movement_description=None, quantity=r.quantity,
        stock_after=r.stock_after, unit_cost=r.unit_cost, movement_cost=cost, shop_id=r.shop_id,
        shop_name=names.of("shops", r.shop_id), product_id=r.product_id,
        product_name=names.of("products", r.product_id), variant_id=r.variant_id,
        variant_code=names.of("variants", r.variant_id, "sku"), variant_name=names.of("variants", r.variant_id),
        brand_id=r.brand_id, brand_name=names.of("brands", r.brand_id), inventory_item_id=r.inventory_item_id,
        inventory_item_sku=r.sku, created_at=_timestamp(r.ingested_at), updated_at=_timestamp(r.ingested_at),
    )  # fmt: skip


def movement_line(organization_id: str, movement_line_id: str, scope: frozenset[str] | None = None) -> MovementLine:
    """One movement line by id (the organization's partitions only).

    Raises:
        Missing: no such line in the organization (404 NOT_FOUND).
    """
    found = movement_lines(
        organization_id,
        time_from=None,
        time_to=None,
        filters=LineFilters(movement_line_id=movement_line_id),
        page=PageRequest(page=1, page_size=1),
        scope=scope,
    )
    if not found.rows:
        raise Missing("Movement line")
    return found.rows[0]


def _group_fields(group_by: str, key: str, named: Any) -> dict[str, str | None]:
    """The id and name fields of a row grouped by ``group_by`` (shop, brand or product): its own
    filled, the other dimensions' None."""
    fields: dict[str, str | None] = dict.fromkeys(
        ("brand_id", "brand_name", "product_id", "product_name", "shop_id", "shop_name")
    )
    fields[f"{group_by}_id"] = key
    fields[f"{group_by}_name"] = named.name if named is not None else None
    return fields


def sales_summary(
    organization_id: str,
    date_from: date,
    date_to: date,
    *,
    grouping: Grouping,
    sort: Sort,
    page: PageRequest,
    scope: frozenset[str] | None = None,
) -> Page[SalesSummaryRow]:
    """SPEC sales summary rows of one page and the number of groups.

    grossSales and margin in ``currencyId`` (null when the group spans several currencies), exact
    sums rounded to cents; margin sums the lines whose unit cost is known and is null when no line of
    the group has one (unknown, not zero); units in pieces (returns subtract); from the daily sales
    aggregates of the months in range.
    """
    visible = narrow(scope, grouping.shop_ids)
    if visible == []:
        return Page(rows=[], total=0)
    groups, total = lake_sales.summary(
        organization_id, date_from, date_to, group_by=grouping.by, shop_ids=visible or (), brand_ids=list(grouping.brand_ids),
        sort_by=sort.by, descending=sort.descending, offset=page.offset, limit=page.page_size,
    )  # fmt: skip
    names = _names(organization_id, grouping.by.upper(), {g.key for g in groups})
    rows = [
        SalesSummaryRow(
            **_group_fields(grouping.by, g.key, names.get(g.key)),
            currency_id=g.currency_id,
            gross_sales=g.gross_sales,
            margin=g.margin,
            units=g.units,
        )  # fmt: skip
        for g in groups
    ]
    return Page(rows=rows, total=total)


def stock_ledger(
    organization_id: str,
    *,
    time_from: str | None,
    time_to: str | None,
    filters: LineFilters,
    page: PageRequest,
    scope: frozenset[str] | None = None,
) -> Page[LedgerEntry]:
    """SPEC stock ledger entries (newest first) and their total, from the lake's movement lines;
    ``filters``: shop, variant, movement category and type.

    Raises:
        Missing: the shop or variant filter is not one of the organization's (404 NOT_FOUND).
    """
    shop_id, variant_id = filters.shop_id, filters.variant_id
    require_visible(scope, shop_id)
    if shop_id and catalog.get_shop(organization_id, shop_id) is None:
        raise Missing("Shop")
    if variant_id and catalog.get_variant(organization_id, variant_id) is None:
        raise Missing("Variant")
    wanted = {"shop_id": shop_id, "variant_id": variant_id, "movement_category": filters.movement_category,
              "movement_type": filters.movement_type}  # fmt: skip
    rows, total = movements.page(
        organization_id, time_from=time_from, time_to=time_to, filters=_shop_filter(_given(wanted), scope, shop_id),
        offset=page.offset, limit=page.page_size,
    )  # fmt: skip
    names = CatalogueNames(
        shops=_names(organization_id, "SHOP", {r.shop_id for r in rows}),
        brands=_names(organization_id, "BRAND", {r.brand_id for r in rows if r.brand_id}),
        variants=_names(organization_id, "VARIANT", {r.variant_id for r in rows if r.variant_id}),
        products=_names(organization_id, "PRODUCT", {r.product_id for r in rows if r.product_id}),
    )
    return Page(rows=[ledger_entry(organization_id, r, names) for r in rows], total=total)


@dataclass(frozen=True, slots=True, kw_only=True)
class CatalogueNames:
    """Catalogue items by id (shops, brands, variants, products) of the rows of one page."""

    shops: dict[str, Any]
    brands: dict[str, Any]
    variants: dict[str, Any]
    products: dict[str, Any]


def ledger_entry(organization_id: str, r: movements.MovementRow, names: CatalogueNames) -> LedgerEntry:
    """SPEC "Stock ledger entry" of a movement line, named from the catalogue (null when unknown)."""
    shop, brand = names.shops.get(r.shop_id), names.brands.get(r.brand_id or "")  # keyed by id: "" is none
    variant, product = names.variants.get(r.variant_id or ""), names.products.get(r.product_id or "")
    return LedgerEntry(
        organization_id=organization_id, movement_id=r.movement_line_id, movement_code=r.movement_code,
        movement_time=_timestamp(r.movement_time), movement_category=r.movement_category,
        movement_type=r.movement_type, quantity_change=r.quantity, stock_after=r.stock_after, brand_id=r.brand_id,
        brand_name=brand.name if brand else None, product_id=r.product_id, product_name=product.name if product else None,
        variant_id=r.variant_id, variant_code=variant.sku if variant else None,
        variant_name=variant.name if variant else None, size_taxonomy_id=r.size, shop_id=r.shop_id,
        shop_code=shop.code if shop else None, shop_name=shop.name if shop else None, sale_id=r.sale_line_id,
        sale_code=r.sale_code, sale_date=_iso(r.sale_date),
    )  # fmt: skip


def inventory_valuation(
    organization_id: str,
    *,
    day: date | None,
    grouping: Grouping,
    sort: Sort,
    page: PageRequest,
    scope: frozenset[str] | None = None,
) -> ValuationPage:
    """REFERENCE 1.6 valuation rows of one page, the number of groups, and the snapshot day used:
    stock at the close of ``day`` (default: the latest stock snapshot) from the lake's ``stock_daily``,
    valued by ``domain.valuation.value_stock`` (docs/intelligence.md "Stock valuation"; decision 0049):
    stockValue at unit cost, else at the price basis (retail price, else the median selling price),
    with the least direct basis in ``valuationBasis``; stockValueRetail at the price basis; units on
    hand, and those with no basis at all in ``unvaluedUnits`` (per group, and over every group)."""
    snapshot = lake_stock.latest_snapshot_date(organization_id, day)
    if snapshot is None or (day is not None and snapshot != day):
        return ValuationPage(rows=[], total=0, snapshot_date=snapshot.isoformat() if snapshot else None)
    visible = narrow(scope, grouping.shop_ids)
    if visible == []:
        return ValuationPage(rows=[], total=0, snapshot_date=snapshot.isoformat())
    lines = lake_stock.valuation_lines(
        organization_id, snapshot, group_by=grouping.by, shop_ids=visible or (), brand_ids=list(grouping.brand_ids)
    )
    by_group: dict[str, list[valuation.StockLine]] = {}
    for line in lines:
        by_group.setdefault(line.key, []).append(
            valuation.StockLine(line.units, line.unit_cost, line.retail_price, sales_median=line.sales_median)
        )
    valued = {key: valuation.value_stock(group) for key, group in by_group.items()}
    field = {"stockValue": "stock_value", "stockValueRetail": "stock_value_retail", "units": "units"}[sort.by]
    ordered = sorted(valued, key=lambda k: (k is None, k or ""))  # ties: the group key ascending, null last
    ordered.sort(key=lambda k: getattr(valued[k], field), reverse=sort.descending)
    chosen = ordered[page.offset : page.offset + page.page_size]
    names = _names(organization_id, grouping.by.upper(), set(chosen))
    rows = [
        ValuationRow(
            **_group_fields(grouping.by, key, names.get(key)),
            stock_value=valued[key].stock_value,
            stock_value_retail=valued[key].stock_value_retail,
            units=valued[key].units,
            valuation_basis=valued[key].valuation_basis,
            retail_basis=valued[key].retail_basis,
            unvalued_units=valued[key].unvalued_units,
        )  # fmt: skip
        for key in chosen
    ]
    unvalued = sum(v.unvalued_units for v in valued.values())
    return ValuationPage(rows=rows, total=len(valued), snapshot_date=snapshot.isoformat(), unvalued_units=unvalued)
