"""Analytics endpoints: stock snapshots, stock ledger, sales summary (permission analytics.view).

Sales summaries and the stock ledger are served from the facts lake (Parquet on S3, queried with
DuckDB; docs/decisions/0018-facts-lake.md): the summary reads the daily sales aggregate rebuilt at
ingestion, never the raw lines.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from typing import Annotated, Any, Literal

from analytics_api import facts as facts_routes
from analytics_api import forecasts as forecast_routes
from analytics_api import recommendations as recommendation_routes
from analytics_api import risks as risk_routes
from aws_lambda_powertools.event_handler.openapi.params import Query
from inventory_planning.api.app import create_app, current_identity, make_handler
from inventory_planning.api.pagination import Page, PageSize, page_meta, slice_page
from inventory_planning.api.params import (
    RANGE_DESCRIPTION,
    IsoDate,
    date_range,
    id_list,
    id_list_query,
    id_query,
    require_found,
    time_bound_query,
)
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import MetaPageOf, PageOf
from inventory_planning.coldstart import lazy
from inventory_planning.domain.shop_scope import require_visible
from inventory_planning.domain.stock import days_of_supply, stock_value
from inventory_planning.store import analytics, catalog

ANALYTICS_VIEW = "analytics.view"
INCLUSIVE_DATE = "YYYY-MM-DD, inclusive; " + RANGE_DESCRIPTION + " (from and to)"
records = lazy("inventory_planning.contracts.analytics")  # models load on first use (decision 0013)
facts = lazy("inventory_planning.services.facts")
router = ApiRouter(tag="Analytics")

ShopId = id_query("shopId")
VariantId = id_query("variantId")
VariantIds = id_list_query("variantIds")
ShopIds = id_list_query("shopIds")
BrandIds = id_list_query("brandIds")
DateFrom = time_bound_query("dateFrom", "dateTo")
DateTo = time_bound_query("dateTo", "dateFrom")


def _iso(value: Any) -> str | None:
    return value.isoformat() if value is not None else None


def snapshot_view(p: Any) -> dict[str, Any]:
    """SPEC stock snapshot record. Values in the shop's currency; daysOfSupply = stock / avgDailySales30d
    (null when nothing sold in the window), the stock-out formula of REFERENCE 2.1."""
    qty = float(p.current_stock_qty)
    return {
        "variantId": p.variant_id,
        "shopId": p.shop_id,
        "sizeTaxonomyId": p.size,
        "currentStockQty": qty,
        "stockValue": stock_value(qty, p.average_unit_cost),
        "stockValueRetail": stock_value(qty, p.list_price),
        "averageUnitCost": p.average_unit_cost,
        "avgDailySales7d": p.avg_daily_sales_7d,
        "avgDailySales30d": p.avg_daily_sales_30d,
        "daysOfSupply": days_of_supply(qty, p.avg_daily_sales_30d),
        "snapshotTimestamp": _iso(p.snapshot_timestamp),
        "updatedAt": _iso(p.updated_at),
    }


@router.get(
    "/api/intelligence/stock-snapshots", operation_id="listStockSnapshots", permission=ANALYTICS_VIEW, errors=[(404, "NOT_FOUND")]
)
def stock_snapshots(
    page: Page = 1,
    page_size: PageSize = 20,
    shop_id: ShopId = None,
    variant_ids: VariantIds = None,
) -> MetaPageOf[records.StockSnapshot]:
    """Current stock per variant x size x shop: ``{success, data: [...], meta: {page, pageSize, total}}``.
    A shop-scoped caller sees the positions of its shops only."""
    identity = current_identity(router)
    org, scope = identity.org, identity.shop_scope
    require_visible(scope, shop_id)
    if shop_id:
        require_found(catalog.get_shop(org, shop_id), "Shop")
    ids = id_list("variantIds", variant_ids)
    if ids:
        positions = analytics.stock_positions_of_variants(org, ids, shop_id)
        positions = [p for p in positions if scope is None or p.shop_id in scope]
        rows, total = slice_page(positions, page, page_size), len(positions)
    elif scope is not None and not shop_id and len(scope) != 1:
        positions = analytics.stock_positions_of_shops(org, sorted(scope))
        rows, total = slice_page(positions, page, page_size), len(positions)
    else:
        rows, total = analytics.stock_positions_page(org, page, page_size, shop_id or (next(iter(scope)) if scope else None))
    return MetaPageOf(data=[snapshot_view(p) for p in rows], meta=page_meta(page, page_size, total))


@router.get("/api/stock-ledger", operation_id="listStockLedgerEntries", permission=ANALYTICS_VIEW, errors=[(404, "NOT_FOUND")])
def stock_ledger(
    page: Page = 1,
    page_size: PageSize = 20,
    shop_id: ShopId = None,
    variant_id: VariantId = None,
    movement_category: Annotated[str | None, Query(alias="movementCategory", min_length=1, max_length=50)] = None,
    movement_type: Annotated[str | None, Query(alias="movementType", min_length=1, max_length=50)] = None,
    date_from: DateFrom = None,
    date_to: DateTo = None,
) -> PageOf[records.StockLedgerEntry]:
    """Stock movements, newest first: ``{success, data: [...], page, pageSize, total}``.

    dateFrom/dateTo bound movementTime inclusively: a plain date covers its whole (UTC) day, a
    date-time with an offset is compared as the UTC instant.
    """
    org = current_identity(router).org
    low, high = facts_routes.bounds(date_from, date_to)
    entries, total = facts.stock_ledger(
        org, time_from=low, time_to=high, shop_id=shop_id, variant_id=variant_id, category=movement_category,
        movement_type=movement_type, page=page, page_size=page_size, scope=current_identity(router).shop_scope,
    )  # fmt: skip
    return PageOf(data=entries, **page_meta(page, page_size, total))


@router.get("/api/sales/summary", operation_id="getSalesSummary", permission=ANALYTICS_VIEW)
def sales_summary(
    date_from: Annotated[IsoDate, Query(alias="from", description=INCLUSIVE_DATE, examples=["2021-06-01"])],
    date_to: Annotated[IsoDate, Query(alias="to", description=INCLUSIVE_DATE, examples=["2022-03-31"])],
    page: Page = 1,
    page_size: PageSize = 20,
    group_by: Annotated[Literal["shop", "brand", "product"], Query(alias="groupBy")] = "brand",
    shop_ids: ShopIds = None,
    brand_ids: BrandIds = None,
    sort_by: Annotated[Literal["grossSales", "units", "margin"], Query(alias="sortBy")] = "grossSales",
    sort_dir: Annotated[Literal["asc", "desc"], Query(alias="sortDir")] = "desc",
) -> MetaPageOf[records.SalesSummaryRow]:
    """Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
    (null when the group spans several currencies), units in pieces.
    ``{success, data: [...], meta: {page, pageSize, total}}``."""
    org = current_identity(router).org
    date_range("from", date_from, "to", date_to)
    data, total = facts.sales_summary(
        org, date_from, date_to, group_by=group_by, shop_ids=id_list("shopIds", shop_ids),
        brand_ids=id_list("brandIds", brand_ids), sort_by=sort_by, descending=sort_dir == "desc", page=page,
        page_size=page_size, scope=current_identity(router).shop_scope,
    )  # fmt: skip
    return MetaPageOf(data=data, meta=page_meta(page, page_size, total))


app = create_app("Analytics")
app.include(router, facts_routes.router, forecast_routes.router, risk_routes.router, recommendation_routes.router)
lambda_handler = make_handler(app)
