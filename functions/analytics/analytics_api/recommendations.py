"""Decision vectors and recommendations (REFERENCE 3.2-3.4; docs/intelligence.md "Recommendations").

Served from the recommendations run of ``asOf`` (404 when there is none), else the latest run on or
before today however old, with the run in ``meta`` (``runDate``, ``stale``; docs/decisions/0032); a
shop-scoped caller sees its shops' vectors only; a named shop or variant that is not the caller's is
a 404. Permission analytics.view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Path, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.params import date_query, id_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import RunMetaPageOf, RunPageOf
from inventory_planning.coldstart import lazy

if TYPE_CHECKING:
    import inventory_planning.services.recommendations.vectors as decision_vectors
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    decision_vectors = lazy("inventory_planning.services.recommendations.vectors")  # on first use (cold start)

records = lazy("inventory_planning.contracts.analytics")  # loads on a route's first request (decision 0013)

router = ApiRouter(tag="Recommendations")
Domain = Annotated[Literal["restock", "markdown", "rebalance"] | None, Query(description="restock | markdown | rebalance")]
VIEW = "analytics.view"
AsOf = date_query("asOf", "YYYY-MM-DD: the recommendations run to read (404 when there is none); default the latest, however old")


def _filters(variant_id: str | None, shop_id: str | None) -> list[str] | None:
    identity = current_identity(router)
    return decision_vectors.visible_shops(identity.org, identity.shop_scope, variant_id, shop_id)


NOT_FOUND = [(404, "NOT_FOUND")]


@router.get("/api/intelligence/decision-vectors", operation_id="listDecisionVectors", permission=VIEW, errors=NOT_FOUND)
def list_decision_vectors(
    page: Page = 1,
    page_size: PageSize = 20,
    variant_id: id_query("variantId") = None,
    shop_id: id_query("shopId") = None,
    domain: Domain = None,
    as_of: AsOf = None,
) -> RunPageOf[records.DecisionVector]:
    """Decision vectors of the run of ``asOf`` or the latest: per-domain scores in [0, 1], allowed and forbidden
    actions, the rules applied (never empty), brand and collection."""
    shops = _filters(variant_id, shop_id)
    found = decision_vectors.page(
        current_identity(router).org, domain=domain, variant_id=variant_id, shop_ids=shops, page_number=page,
        page_size=page_size, as_of=as_of,
    )  # fmt: skip
    return {"success": True, "data": list(found.rows), **page_meta(page, page_size, found.total), "meta": found.served}


@router.get(
    "/api/intelligence/recommendations/full", operation_id="listRecommendationsFull", permission=VIEW, errors=[(404, "NOT_FOUND")]
)
def list_recommendations_full(
    page: Page = 1,
    page_size: PageSize = 20,
    variant_id: id_query("variantId") = None,
    shop_id: id_query("shopId") = None,
    domain: Domain = None,
    as_of: AsOf = None,
) -> RunMetaPageOf[records.Recommendation]:
    """The decision vectors with their actions, the shop's name and the variant's sizes (pass each as
    ``sizeId`` when adding plan items): ``{success, data, meta: {total, page, pageSize, runDate, stale}}``."""
    shops = _filters(variant_id, shop_id)
    found = decision_vectors.page(
        current_identity(router).org, domain=domain, variant_id=variant_id, shop_ids=shops, page_number=page,
        page_size=page_size, full=True, as_of=as_of,
    )  # fmt: skip
    meta = {**page_meta(page, page_size, found.total), "runDate": found.served.run_date, "stale": found.served.stale}
    return {"success": True, "data": list(found.rows), "meta": meta}


@router.get("/api/recommendations/{domain}", operation_id="listRecommendations", permission=VIEW, errors=[(404, "NOT_FOUND")])
def list_recommendations(
    domain: Annotated[Literal["restock", "markdown", "rebalance"], Path(description="restock | markdown | rebalance")],
    page: Page = 1,
    page_size: PageSize = 20,
    variant_id: id_query("variantId") = None,
    shop_id: id_query("shopId") = None,
    as_of: AsOf = None,
) -> RunPageOf[records.Recommendation]:
    """The domain's recommendations with an action to take (allowed and not empty): quantities per
    size, a discount, or transfers, each with its confidence and ``why``.

    For agents: ``restock`` answers "how many pieces to order" per variant x shop and size,
    ``markdown`` "how much to discount" (percent off the retail price), ``rebalance`` "what to move
    between shops" (pieces from one shop to another). ``why`` holds the numbers behind it (demand,
    stock, lead time in days, service level): quote it when you propose the action. Filter with
    ``variantId``/``shopId`` from listInventoryRisks' rows; turn a recommendation into plan lines with
    addPlanItem (or POST /api/plans/from-recommendation)."""
    shops = _filters(variant_id, shop_id)
    found = decision_vectors.page(
        current_identity(router).org, domain=domain, variant_id=variant_id, shop_ids=shops, page_number=page,
        page_size=page_size, actionable=True, full=True, as_of=as_of,
    )  # fmt: skip
    return {"success": True, "data": list(found.rows), **page_meta(page, page_size, found.total), "meta": found.served}
