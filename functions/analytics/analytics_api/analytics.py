"""Analytics routes: stock snapshots, stock ledger, sales summary (permission analytics.view).

Sales summaries and the stock ledger are served from the facts lake (Parquet on S3, queried with
DuckDB; docs/decisions/0018-facts-lake.md): the summary reads the daily sales aggregate rebuilt at
ingestion, never the raw lines.
"""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.params import (
    RANGE_DESCRIPTION,
    IsoDate,
    date_range,
    id_list,
    id_list_query,
    id_query,
    time_bound_query,
)
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import MetaPageOf, PageOf
from inventory_planning.coldstart import lazy

from analytics_api import facts as facts_routes

ANALYTICS_VIEW = "analytics.view"
INCLUSIVE_DATE = "YYYY-MM-DD, inclusive; " + RANGE_DESCRIPTION + " (from and to)"
# Loaded on a route's first request, not at the cold start (decision 0013): the services, the
# domain values the routes build and the response records the annotations name.
facts = lazy("inventory_planning.services.facts")
stock_positions = lazy("inventory_planning.services.stock.positions")
fact_domain = lazy("inventory_planning.domain.facts")
pages = lazy("inventory_planning.domain.pages")
records = lazy("inventory_planning.contracts.analytics")
router = ApiRouter(tag="Analytics")

ShopId = id_query("shopId")
VariantId = id_query("variantId")
VariantIds = id_list_query("variantIds")
ShopIds = id_list_query("shopIds")
BrandIds = id_list_query("brandIds")
DateFrom = time_bound_query("dateFrom", "dateTo")
DateTo = time_bound_query("dateTo", "dateFrom")


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
    rows, total = stock_positions.snapshot_page(
        identity.org, identity.shop_scope, shop_id=shop_id, variant_ids=id_list("variantIds", variant_ids), page=page,
        page_size=page_size,
    )  # fmt: skip
    return MetaPageOf(data=rows, meta=page_meta(page, page_size, total))  # type: ignore[arg-type]  # pydantic validates the dict into PageMeta


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
    found = facts.stock_ledger(
        org, time_from=low, time_to=high,
        filters=fact_domain.LineFilters(
            shop_id=shop_id, variant_id=variant_id, movement_category=movement_category, movement_type=movement_type
        ),
        page=pages.PageRequest(page=page, page_size=page_size), scope=current_identity(router).shop_scope,
    )  # fmt: skip
    return PageOf(data=found.rows, **page_meta(page, page_size, found.total))


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
    found = facts.sales_summary(
        org,
        date_from,
        date_to,
        grouping=facts_routes.grouping(group_by, shop_ids, brand_ids),
        sort=pages.Sort(by=sort_by, descending=sort_dir == "desc"),
        page=pages.PageRequest(page=page, page_size=page_size),
        scope=current_identity(router).shop_scope,
    )
    return MetaPageOf(data=found.rows, meta=page_meta(page, page_size, found.total))  # type: ignore[arg-type]  # pydantic validates the dict into PageMeta
