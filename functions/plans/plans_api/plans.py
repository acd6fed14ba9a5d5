"""Plans: create per type (restock, markdown, rebalance, pre-season), list per type, search, read,
change (name, notes, status), delete, activity (REFERENCE 4.3, 4.4, 4.6; docs/plans.md)."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import id_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One, PageOf
from inventory_planning.coldstart import lazy

from plans_api.common import MANAGE, VIEW, PlanIdPath, PlanTypePath, StatusFilter, caller_of, change_response, page_of

# Loaded on a route's first request, not at the cold start (decision 0013): the services, the
# response records and the request bodies the annotations name.
service = lazy("inventory_planning.services.plans.headers")
changes = lazy("inventory_planning.services.plans.status")
records = lazy("inventory_planning.contracts.plans")
audit = lazy("inventory_planning.contracts.audit")
bodies = lazy("inventory_planning.contracts.requests.plans")
router = ApiRouter(tag="Plans")

Status = Annotated[StatusFilter | None, Query(description="only plans in this status")]


@router.post("/api/restock-plans", operation_id="createRestockPlan", permission=MANAGE, status=201)
def create_restock_plan(body: Annotated[bodies.RestockPlanCreate, Body()]) -> One[records.Plan]:
    """Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
    <brand> / <collection>". 422 naming ``brandId`` / ``collectionId`` when not the organization's.

    For agents: a restock plan orders pieces from the supplier for one brand; its lines must be
    variants of that brand (GET /api/brands, GET /api/collections give the ids). Keep the returned
    ``id``: add lines with addPlanItem (``planType: RESTOCK``), then ask updatePlan for ``status:
    VALIDATED`` when a person agrees."""
    return {"success": True, "data": service.create_restock_plan(caller_of(current_identity(router)), body)}


@router.post("/api/markdown-plans", operation_id="createMarkdownPlan", permission=MANAGE, status=201)
def create_markdown_plan(body: Annotated[bodies.MarkdownPlanCreate, Body()]) -> One[records.Plan]:
    """Create a DRAFT markdown plan with its price window ``startDate``..``endDate`` (201).

    For agents: a markdown plan discounts stock on hand for a window of dates (YYYY-MM-DD, the end
    included). Its lines carry ``discountPercent`` (0-100, off the retail price) per variant x size x
    shop: add them with addPlanItem (``planType: MARKDOWN``); listRecommendations/markdown suggests the
    percent."""
    return {"success": True, "data": service.create_markdown_plan(caller_of(current_identity(router)), body)}


@router.post("/api/rebalance-plans", operation_id="createRebalancePlan", permission=MANAGE, status=201)
def create_rebalance_plan(body: Annotated[bodies.RebalancePlanCreate, Body()]) -> One[records.Plan]:
    """Create a DRAFT rebalance plan moving stock from ``outgoingShopId`` to ``ingoingShopId`` (201).

    For agents: one plan moves pieces in one direction between two different shops (ids from
    listShops). Its lines are variant x size x quantity (pieces), at most what the outgoing shop holds;
    listRecommendations/rebalance proposes the transfers."""
    return {"success": True, "data": service.create_rebalance_plan(caller_of(current_identity(router)), body)}


@router.post("/api/pre-season-plans", operation_id="createPreSeasonPlan", permission=MANAGE, status=201)
def create_pre_season_plan(body: Annotated[bodies.PreSeasonPlanCreate, Body()]) -> One[records.Plan]:
    """Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
    optionally for one ``collectionId`` and ``brandId``, sold from ``sellingStartDate`` to
    ``sellingEndDate``; 422 naming ``collectionId`` / ``brandId`` / ``budgetEnvelopeId`` /
    ``ruleGroupId`` when not the organization's.

    For agents: a pre-season plan's lines are variant x size x quantity (pieces, no shop) with an
    optional negotiated ``unitCost``: add them with addPlanItem (``planType: PRE_SEASON``), or ask
    createPreSeasonScenario for a generated proposal (it needs the selling dates) and apply it.
    Validating (``status: VALIDATED``) may need an approver; SENT locks the commitment."""
    return {"success": True, "data": service.create_pre_season_plan(caller_of(current_identity(router)), body)}


@router.get("/api/restock-plans", operation_id="listRestockPlans", permission=VIEW)
def list_restock_plans(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Status = None,
    brand_id: id_query("brandId") = None,
    collection_id: id_query("collectionId") = None,
) -> PageOf[records.Plan]:
    """Restock plans newest first with item count, total quantity and total value; filters ``status``,
    ``brandId``, ``collectionId``."""
    filters = {"brand_id": brand_id, "collection_id": collection_id}
    rows = service.list_plans(caller_of(current_identity(router)), "RESTOCK", page, page_size, status, filters)
    return page_of(rows, page, page_size)


@router.get("/api/markdown-plans", operation_id="listMarkdownPlans", permission=VIEW)
def list_markdown_plans(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Status = None,
    season: Annotated[str | None, Query(min_length=1, max_length=20)] = None,
    collection_id: id_query("collectionId") = None,
) -> PageOf[records.Plan]:
    """Markdown plans newest first with their totals; filters ``status``, ``season``, ``collectionId``."""
    filters = {"season": season, "collection_id": collection_id}
    rows = service.list_plans(caller_of(current_identity(router)), "MARKDOWN", page, page_size, status, filters)
    return page_of(rows, page, page_size)


@router.get("/api/rebalance-plans", operation_id="listRebalancePlans", permission=VIEW)
def list_rebalance_plans(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Status = None,
    outgoing_shop_id: id_query("outgoingShopId") = None,
    ingoing_shop_id: id_query("ingoingShopId") = None,
) -> PageOf[records.Plan]:
    """Rebalance plans newest first with their totals; filters ``status``, ``outgoingShopId``, ``ingoingShopId``."""
    filters = {"outgoing_shop_id": outgoing_shop_id, "ingoing_shop_id": ingoing_shop_id}
    rows = service.list_plans(caller_of(current_identity(router)), "REBALANCE", page, page_size, status, filters)
    return page_of(rows, page, page_size)


@router.get("/api/pre-season-plans", operation_id="listPreSeasonPlans", permission=VIEW)
def list_pre_season_plans(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Status = None,
    season: Annotated[str | None, Query(min_length=1, max_length=20)] = None,
    brand_id: id_query("brandId") = None,
    collection_id: id_query("collectionId") = None,
) -> PageOf[records.Plan]:
    """Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``, ``collectionId``."""
    filters = {"season": season, "brand_id": brand_id, "collection_id": collection_id}
    rows = service.list_plans(caller_of(current_identity(router)), "PRE_SEASON", page, page_size, status, filters)
    return page_of(rows, page, page_size)


@router.get("/api/plans/search", operation_id="searchPlans", permission=VIEW)
def search_plans(
    q: Annotated[str, Query(min_length=1, max_length=200, description="matched against plan name and code")],
    page: Page = 1,
    page_size: PageSize = 20,
    plan_type: Annotated[PlanTypePath | None, Query(alias="type")] = None,
    status: Status = None,
) -> PageOf[records.PlanSearchRow]:
    """Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status`` narrow it."""
    rows = service.search_plans(caller_of(current_identity(router)), q, page, page_size, plan_type, status)
    return page_of(rows, page, page_size)


@router.get("/api/plans/{plan_type}/{plan_id}", operation_id="getPlan", permission=VIEW, errors=[(404, "PLAN_NOT_FOUND")])
def get_plan(plan_type: PlanTypePath, plan_id: PlanIdPath) -> One[records.Plan]:
    """One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

    For agents: read it back after adding lines or changing its status: ``status`` (DRAFT, VALIDATED,
    SENT, RECEIVED, CLOSED; PRE_SEASON: DRAFT, VALIDATED, SENT, CLOSED), ``itemCount``,
    ``totalQuantity`` (pieces), ``totalValue`` (money), and ``pendingApprovalRequestId`` when a
    validation waits for an approver."""
    return {"success": True, "data": service.get_plan(caller_of(current_identity(router)), plan_type, plan_id)}


@router.patch(
    "/api/plans/{plan_type}/{plan_id}",
    operation_id="updatePlan",
    permission=MANAGE,
    also=[202],
    errors=[
        (404, "PLAN_NOT_FOUND"), (422, "INVALID_STATUS_TRANSITION"), (409, "PLAN_CLOSED"),
        (409, "BUSINESS_RULE_VIOLATION"), (409, "APPROVAL_ALREADY_PENDING"), (409, "PLAN_HAS_NO_ITEMS"),
        (409, "CONCURRENT_MODIFICATION"),
    ],
)  # fmt: skip
def update_plan(
    plan_type: PlanTypePath, plan_id: PlanIdPath, body: Annotated[bodies.PlanUpdate, Body()]
) -> records.PlanChange[records.Plan]:
    """Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
    audit log (and is the justification of an approval request).

    A status must be a next state of the type's machine (else 422 INVALID_STATUS_TRANSITION). BLOCK
    rules refuse it (409 BUSINESS_RULE_VIOLATION, ``details.rules``); WARN rules answer in
    ``businessRuleWarnings``. When an approval policy holds a gated move (RESTOCK and PRE_SEASON
    validation, SUPPLIER_RETURN's SENT, SUPPLIER_EXCHANGE's AGREED) or, family WORKFLOW, a workflow's
    validation of any type, the answer is 202 with ``approvalRequested`` and the status is unchanged.

    For agents: validating is ``{"status": "VALIDATED", "reason": "..."}`` on a DRAFT plan with lines;
    it commits the organization, so do it only when the person you act for asks. A 202 means a second
    person must approve (you cannot approve your own request); tell them, do not retry.
    """
    result = changes.update_plan(caller_of(current_identity(router)), plan_type, plan_id, body)
    return change_response(result.plan, result.warnings, result.approval_requested)


@router.delete(
    "/api/plans/{plan_type}/{plan_id}",
    operation_id="deletePlan",
    permission=MANAGE,
    errors=[(404, "PLAN_NOT_FOUND"), (409, "PLAN_NOT_DRAFT")],
)
def delete_plan(plan_type: PlanTypePath, plan_id: PlanIdPath) -> Done:
    """Delete a DRAFT plan and its items (409 PLAN_NOT_DRAFT otherwise)."""
    service.delete_plan(caller_of(current_identity(router)), plan_type, plan_id)
    return {"success": True}


@router.get(
    "/api/plans/{plan_type}/{plan_id}/activity",
    operation_id="listPlanActivity",
    permission=VIEW,
    errors=[(404, "PLAN_NOT_FOUND")],
)
def plan_activity(
    plan_type: PlanTypePath, plan_id: PlanIdPath, page: Page = 1, page_size: PageSize = 20
) -> PageOf[audit.AuditEntry]:
    """The plan's history newest first: creation, changes, status moves, items added, updated and
    removed, approvals requested, approved, rejected and expired, each with its actor, reason and the
    rules that applied."""
    rows = service.plan_activity(caller_of(current_identity(router)), plan_type, plan_id, page, page_size)
    return page_of(rows, page, page_size)
