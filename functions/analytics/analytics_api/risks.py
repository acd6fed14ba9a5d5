"""GET /api/inventory/risks (REFERENCE 2.2, extended with the four risk types of SPEC).

Served from the risks job run of ``asOf`` (404 when there is none), else the latest run on or before
today (the service clock) however old; every type is computed over the shops asked (and, for
shop-scoped callers, their shops only). Permission analytics.view.
``{success, data, page, pageSize, total, meta: {runDate, stale}}`` (docs/decisions/0032).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.params import date_query, id_list, id_list_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import RunPageOf
from inventory_planning.coldstart import lazy
from inventory_planning.domain.shop_scope import narrow

if TYPE_CHECKING:
    from inventory_planning.services import risks
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    risks = lazy("inventory_planning.services.risks")  # on first use (cold start)

# Loaded on a route's first request, not at the cold start (decision 0013).
checks = lazy("inventory_planning.services.catalog.checks")
records = lazy("inventory_planning.contracts.analytics")

router = ApiRouter(tag="Inventory risks")


@router.get("/api/inventory/risks", operation_id="listInventoryRisks", permission="analytics.view", errors=[(404, "NOT_FOUND")])
def list_inventory_risks(
    page: Page = 1,
    page_size: PageSize = 20,
    shop_ids: id_list_query("shopIds") = None,
    brand_ids: id_list_query("brandIds") = None,
    status: Annotated[Literal["critical", "warning", "healthy"] | None, Query(description="the tier of the type")] = None,
    period: Annotated[int, Query(ge=7, le=365, description="velocity window in days, snapped to 7, 30, 90 or 365")] = 30,
    risk_type: Annotated[
        Literal["STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED"], Query(alias="type", description="default STOCKOUT")
    ] = "STOCKOUT",
    as_of: date_query(
        "asOf", "YYYY-MM-DD: the risks run to read (404 when there is none); default the latest, however old"
    ) = None,
) -> RunPageOf[records.InventoryRisk]:
    """Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
    OVERSTOCK by excess value, SLOW_MOVER (dead stock) by immobilized value, DISPLACED by the shortage
    elsewhere; ``status`` is the tier of the type's score. A shop of ``shopIds`` that is not the
    caller's is a 404, and so is an ``asOf`` without a risks run.

    For agents: "what is about to run out" is ``type=STOCKOUT`` (with ``status=critical`` for the
    urgent ones), "what sits unsold" is OVERSTOCK or SLOW_MOVER. Days of supply are days (stock on hand
    / average daily units sold over ``period`` days); quantities are pieces; values are in the
    shop's currency. The rows come from the last nightly run (``meta.runDate``, ``meta.stale``). Next:
    listRecommendations for what to do about them, then a plan (createRestockPlan, createMarkdownPlan
    or createRebalancePlan) and its lines (addPlanItem)."""
    identity = current_identity(router)
    org, scope = identity.org, identity.shop_scope
    shops = id_list("shopIds", shop_ids)
    checks.require_shops(org, scope, shops)
    found = risks.risk_rows(
        org, risk_type, shop_ids=narrow(scope, shops), brand_ids=id_list("brandIds", brand_ids), status=status,
        period=period, page=page, page_size=page_size, as_of=as_of,
    )  # fmt: skip
    return {"success": True, "data": list(found.rows), **page_meta(page, page_size, found.total), "meta": found.served}
