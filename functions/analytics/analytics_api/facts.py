"""Fact-line endpoints served from the lake: sales lines, order lines, movement lines (permission analytics.view).

Every list answers ``{success, data: [...], page, pageSize, total}``; lines are deduplicated by
their id; filters by id answer 404 NOT_FOUND for an id that is not one of the organization's.
Date bounds are inclusive: a date covers its whole (UTC) day, a date-time with an offset is
compared as the UTC instant (movement lines) or by its UTC date (sale and order lines, which are
dated, not timed).
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Path, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.params import IsoDate, id_list, id_list_query, id_query, time_bound_query, time_range
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

# Loaded on a route's first request, not at the cold start (decision 0013): the service, the
# domain values the routes build and the response records the annotations name.
facts = lazy("inventory_planning.services.facts")
fact_domain = lazy("inventory_planning.domain.facts")
pages = lazy("inventory_planning.domain.pages")
records = lazy("inventory_planning.contracts.analytics")

ANALYTICS_VIEW = "analytics.view"
router = ApiRouter(tag="Facts")

ShopId = id_query("shopId")
BrandId = id_query("brandId")
ProductId = id_query("productId")
VariantId = id_query("variantId")
InventoryItemId = id_query("inventoryItemId")
ShopIds = id_list_query("shopIds")
BrandIds = id_list_query("brandIds")
DateFrom = time_bound_query("dateFrom", "dateTo")
DateTo = time_bound_query("dateTo", "dateFrom")
SortDir = Annotated[Literal["asc", "desc"], Query(alias="sortDir", description="default desc")]
Code = Annotated[str | None, Query(min_length=1, max_length=100)]


def bounds(date_from: Any, date_to: Any) -> tuple[str | None, str | None]:
    """The stored-form bounds of dateFrom/dateTo (the API's range rule: ``params.time_range``); 422
    naming the field when invalid, outside the calendar, reversed or longer than ``MAX_RANGE_DAYS``."""
    return time_range("dateFrom", date_from, "dateTo", date_to)


def grouping(group_by: str, shop_ids: str | None, brand_ids: str | None) -> fact_domain.Grouping:
    """The aggregate's dimension and its ``shopIds`` and ``brandIds`` filters (422 naming a bad list)."""
    return fact_domain.Grouping(
        by=group_by, shop_ids=tuple(id_list("shopIds", shop_ids)), brand_ids=tuple(id_list("brandIds", brand_ids))
    )


def _day(bound: str | None) -> date | None:
    return date.fromisoformat(bound[:10]) if bound else None


@router.get("/api/sales-lines", operation_id="listSalesLines", permission=ANALYTICS_VIEW, errors=[(404, "NOT_FOUND")])
def list_sales_lines(
    page: Page = 1,
    page_size: PageSize = 20,
    shop_id: ShopId = None,
    brand_id: BrandId = None,
    product_id: ProductId = None,
    variant_id: VariantId = None,
    line_type: Annotated[Literal["sale", "return"] | None, Query(alias="lineType")] = None,
    date_from: DateFrom = None,
    date_to: DateTo = None,
    sort_by: Annotated[Literal["saleDate", "quantity", "price"], Query(alias="sortBy")] = "saleDate",
    sort_dir: SortDir = "desc",
) -> PageOf[records.SaleLineRecord]:
    """Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
    return), price and cost per unit and grossSales per line in ``currency``."""
    identity = current_identity(router)
    org, scope = identity.org, identity.shop_scope
    low, high = bounds(date_from, date_to)
    found = facts.sales_lines(
        org, date_from=_day(low), date_to=_day(high),
        filters=fact_domain.LineFilters(
            shop_id=shop_id, brand_id=brand_id, product_id=product_id, variant_id=variant_id, line_type=line_type
        ),
        sort=pages.Sort(by=sort_by, descending=sort_dir == "desc"), page=pages.PageRequest(page=page, page_size=page_size),
        scope=scope,
    )  # fmt: skip
    return PageOf(data=found.rows, **page_meta(page, page_size, found.total))


@router.get("/api/order-lines", operation_id="listOrderLines", permission=ANALYTICS_VIEW, errors=[(404, "NOT_FOUND")])
def list_order_lines(
    page: Page = 1,
    page_size: PageSize = 20,
    product_id: ProductId = None,
    brand_id: BrandId = None,
    variant_id: VariantId = None,
    shop_id: ShopId = None,
    supplier_code: Annotated[str | None, Query(alias="supplierCode", min_length=1, max_length=100)] = None,
    status: Annotated[str | None, Query(min_length=1, max_length=50, description="order status, e.g. CONFIRMED")] = None,
    date_from: DateFrom = None,
    date_to: DateTo = None,
    sort_by: Annotated[Literal["createdAt", "orderDate", "purchasePrice", "quantity"], Query(alias="sortBy")] = "createdAt",
    sort_dir: SortDir = "desc",
) -> PageOf[records.OrderLineRecord]:
    """Purchase-order lines; dateFrom/dateTo bound the order date (``createdAt`` sorts by it too)."""
    identity = current_identity(router)
    org, scope = identity.org, identity.shop_scope
    low, high = bounds(date_from, date_to)
    filters = fact_domain.LineFilters(
        product_id=product_id,
        brand_id=brand_id,
        variant_id=variant_id,
        shop_id=shop_id,
        supplier_code=supplier_code.strip().upper() if supplier_code else None,
        order_status=status.strip().upper() if status else None,
    )
    found = facts.order_lines(
        org, date_from=_day(low), date_to=_day(high), filters=filters, sort=pages.Sort(by=sort_by, descending=sort_dir == "desc"),
        page=pages.PageRequest(page=page, page_size=page_size), scope=scope,
    )  # fmt: skip
    return PageOf(data=found.rows, **page_meta(page, page_size, found.total))


@router.get("/api/movement-lines", operation_id="listMovementLines", permission=ANALYTICS_VIEW, errors=[(404, "NOT_FOUND")])
def list_movement_lines(
    page: Page = 1,
    page_size: PageSize = 20,
    shop_id: ShopId = None,
    product_id: ProductId = None,
    brand_id: BrandId = None,
    variant_id: VariantId = None,
    inventory_item_id: InventoryItemId = None,
    movement_type: Annotated[str | None, Query(alias="movementType", min_length=1, max_length=50)] = None,
    date_from: DateFrom = None,
    date_to: DateTo = None,
) -> PageOf[records.MovementLineRecord]:
    """Stock movement lines, newest first: quantity in signed units, movementCost = |quantity| x unitCost."""
    identity = current_identity(router)
    org, scope = identity.org, identity.shop_scope
    low, high = bounds(date_from, date_to)
    filters = fact_domain.LineFilters(
        shop_id=shop_id,
        product_id=product_id,
        brand_id=brand_id,
        variant_id=variant_id,
        inventory_item_id=inventory_item_id,
        movement_type=movement_type.strip().upper() if movement_type else None,
    )
    found = facts.movement_lines(
        org, time_from=low, time_to=high, filters=filters, page=pages.PageRequest(page=page, page_size=page_size), scope=scope
    )
    return PageOf(data=found.rows, **page_meta(page, page_size, found.total))


@router.get(
    "/api/movement-lines/{movement_line_id}", operation_id="getMovementLine", permission=ANALYTICS_VIEW,
    errors=[(404, "NOT_FOUND")],
)  # fmt: skip
def get_movement_line(movement_line_id: Annotated[str, Path(min_length=1, max_length=64)]) -> One[records.MovementLineRecord]:
    """One movement line by id (404 NOT_FOUND when it is not the organization's)."""
    identity = current_identity(router)
    return One(data=facts.movement_line(identity.org, movement_line_id, identity.shop_scope))


@router.get("/api/inventory/valuation", operation_id="getInventoryValuation", permission=ANALYTICS_VIEW)
def inventory_valuation(
    page: Page = 1,
    page_size: PageSize = 20,
    group_by: Annotated[Literal["shop", "brand", "product"], Query(alias="groupBy")] = "brand",
    shop_ids: ShopIds = None,
    brand_ids: BrandIds = None,
    sort_by: Annotated[Literal["stockValue", "stockValueRetail", "units"], Query(alias="sortBy")] = "stockValue",
    sort_dir: SortDir = "desc",
    day: Annotated[IsoDate | None, Query(alias="date", description="the snapshot day, YYYY-MM-DD (default: the latest)")] = None,
) -> records.Valuation:
    """Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
    stock snapshot (or of ``date``), at unit cost, else at the price basis (docs/intelligence.md "Stock
    valuation"): ``{success, data, meta: {page, pageSize, total, snapshotDate, unvaluedUnits}}``."""
    identity = current_identity(router)
    org, scope = identity.org, identity.shop_scope
    found = facts.inventory_valuation(
        org,
        day=day,
        grouping=grouping(group_by, shop_ids, brand_ids),
        sort=pages.Sort(by=sort_by, descending=sort_dir == "desc"),
        page=pages.PageRequest(page=page, page_size=page_size),
        scope=scope,
    )
    meta = {**page_meta(page, page_size, found.total), "snapshotDate": found.snapshot_date,
            "unvaluedUnits": found.unvalued_units}  # fmt: skip
    return records.Valuation(data=found.rows, meta=meta)
