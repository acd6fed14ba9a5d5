"""Forecast endpoints (SPEC GET /api/forecasts; REFERENCE 1.9 GET /api/intelligence/sales-forecasts).

Both serve the forecasts job run of ``asOf`` (404 when there is none), else the latest run on or
before today (the service clock) however old, read from the lake: weekly forecasts per variant x shop
split into days by the shop's weekday profile and into sizes by the size curve, summed per
``granularity`` (DAY, WEEK: the run's 7-day weeks, MONTH, QUARTER); an aggregate is the sum of its
days within the requested dates. With ``asOf`` the default dates start on the run's day (its own
horizon), without it on today. ``{success, data, page, pageSize, total, meta: {runDate, stale}}``
(docs/decisions/0032).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING, Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Query
from inventory_planning.api.app import AUTHENTICATED, current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.params import date_query, date_range, id_list, id_list_query, id_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import RunPageOf
from inventory_planning.coldstart import lazy
from inventory_planning.kernel import clock

if TYPE_CHECKING:
    from inventory_planning.services.forecasts import job as forecasts
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    forecasts = lazy("inventory_planning.services.forecasts.job")  # on first use (cold start)

# Loaded on a route's first request, not at the cold start (decision 0013).
checks = lazy("inventory_planning.services.catalog.checks")
records = lazy("inventory_planning.contracts.analytics")

router = ApiRouter(tag="Forecasts")
Granularity = Annotated[Literal["DAY", "WEEK", "MONTH", "QUARTER"], Query(description="default DAY")]
Size = Annotated[str | None, Query(alias="sizeTaxonomyId", min_length=1, max_length=64)]
AS_OF = "YYYY-MM-DD: the forecasts run to read (its asOf; 404 when there is none) and the day the default dates start"


def as_of_query() -> Any:
    """The optional ``asOf`` of a forecast route (docs/decisions/0032)."""
    return date_query("asOf", f"{AS_OF}; default the latest run on or before today, however old")


def _page(
    variant_ids: list[str],
    shop_ids: list[str],
    size: str | None,
    granularity: str,
    first: date,
    last: date,
    page: int,
    page_size: int,
    as_of: date | None,
) -> dict[str, Any]:
    """The page of forecast records of the run of ``as_of`` or the served run, with the run in ``meta``
    (404 for a named variant or shop that is not the caller's, or no run of ``as_of``; shop-scoped
    callers see their shops only)."""
    identity = current_identity(router)
    found = forecasts.forecast_page(
        identity.org, identity.shop_scope, variant_ids=variant_ids, shop_ids=shop_ids, size=size, granularity=granularity,
        first=first, last=last, page=page, page_size=page_size, as_of=as_of,
    )  # fmt: skip
    return {"success": True, "data": list(found.rows), **page_meta(page, page_size, found.total), "meta": found.served}


def _variants(variant_id: str | None, variant_ids: str | None) -> list[str]:
    """variantId wins over variantIds (SPEC); a single variant that is not the caller's is a 404."""
    if variant_id:
        checks.require_variant(current_identity(router).org, variant_id)
        return [variant_id]
    return id_list("variantIds", variant_ids)


@router.get("/api/forecasts", operation_id="listForecasts", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")])
def list_forecasts(
    page: Page = 1,
    page_size: PageSize = 20,
    variant_id: id_query("variantId") = None,
    variant_ids: id_list_query("variantIds") = None,
    size: Size = None,
    shop_id: id_query("shopId") = None,
    shop_ids: id_list_query("shopIds") = None,
    granularity: Granularity = "DAY",
    horizon: Annotated[int, Query(ge=1, le=365, description="days from today; sets the upper cutoff (default 30)")] = 30,
    date_from: date_query("dateFrom", "YYYY-MM-DD, inclusive; default today", "dateTo") = None,
    date_to: date_query("dateTo", "YYYY-MM-DD, inclusive; default today+horizon", "dateFrom") = None,
    as_of: as_of_query() = None,
) -> RunPageOf[records.ForecastRecord]:
    """Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
    ``variantIds``, ``shopId`` over ``shopIds``; ``dateFrom`` and ``dateTo`` replace the start (today)
    and the end (today + horizon) independently, so a ``dateTo`` alone in the past gives no rows."""
    date_range("dateFrom", date_from, "dateTo", date_to)
    today = as_of or clock.today()
    shops = [shop_id] if shop_id else id_list("shopIds", shop_ids)
    first, last = date_from or today, date_to or today + timedelta(days=horizon)
    return _page(_variants(variant_id, variant_ids), shops, size, granularity, first, last, page, page_size, as_of)


@router.get(
    "/api/intelligence/sales-forecasts", operation_id="listSalesForecasts", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")]
)
def list_sales_forecasts(
    page: Page = 1,
    page_size: PageSize = 20,
    variant_id: id_query("variantId") = None,
    size: Size = None,
    shop_id: id_query("shopId") = None,
    granularity: Granularity = "DAY",
    forecast_date_from: date_query("forecastDateFrom", "YYYY-MM-DD, inclusive", "forecastDateTo") = None,
    forecast_date_to: date_query("forecastDateTo", "YYYY-MM-DD, inclusive", "forecastDateFrom") = None,
    as_of: as_of_query() = None,
) -> RunPageOf[records.ForecastRecord]:
    """Forecasts over any range of the run of ``asOf`` or the served run (default: from today, or from
    the run's day with ``asOf``, for 30 days); 422 when ``forecastDateFrom`` is after ``forecastDateTo``."""
    date_range("forecastDateFrom", forecast_date_from, "forecastDateTo", forecast_date_to)
    today = as_of or clock.today()
    first, last = forecast_date_from or today, forecast_date_to or (forecast_date_from or today) + timedelta(days=30)
    shops = [shop_id] if shop_id else []
    return _page(_variants(variant_id, None), shops, size, granularity, first, last, page, page_size, as_of)
