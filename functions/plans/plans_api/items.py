"""Plan items: list, add (generic and per type), change restock lines in bulk, remove; the restock
order plan (REFERENCE 4.3, 4.4; SPEC POST /api/rebalance-plans/{id}/items; docs/plans.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One, PageOf
from inventory_planning.coldstart import lazy
from inventory_planning.kernel.errors import InvalidInput, field_error

from plans_api.common import MANAGE, VIEW, ItemIdPath, PlanIdPath, PlanTypePath, caller_of, change_response, page_of

if TYPE_CHECKING:
    from inventory_planning.services.plans import attributions, checks, from_recommendation
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    attributions = lazy("inventory_planning.services.plans.attributions")  # the lake reader loads on first use
    checks = lazy("inventory_planning.services.plans.checks")
    from_recommendation = lazy("inventory_planning.services.plans.from_recommendation")

if TYPE_CHECKING:
    from inventory_planning.services.plans.catalogue import ItemBody

# Loaded on a route's first request, not at the cold start (decision 0013): the service, the
# response records and the request bodies the annotations name.
service = lazy("inventory_planning.services.plans.lines")
records = lazy("inventory_planning.contracts.plans")
bodies = lazy("inventory_planning.contracts.requests.plans")
router = ApiRouter(tag="Plans")
ADD_ERRORS = [
    (404, "PLAN_NOT_FOUND"), (422, "BUSINESS_RULE_VIOLATION"), (422, "INSUFFICIENT_STOCK"), (409, "PLAN_ALREADY_VALIDATED"),
    (409, "PLAN_ITEMS_FROZEN"), (409, "PLAN_CLOSED"), (409, "CONCURRENT_MODIFICATION"),
]  # fmt: skip


def _added(plan_type: str, plan_id: str, body: ItemBody) -> Any:
    result = service.add_item(caller_of(current_identity(router)), plan_type, plan_id, body)
    return change_response(result.item, result.warnings)


@router.get(
    "/api/plans/{plan_type}/{plan_id}/items", operation_id="listPlanItems", permission=VIEW, errors=[(404, "PLAN_NOT_FOUND")]
)
def list_plan_items(
    plan_type: PlanTypePath,
    plan_id: PlanIdPath,
    page: Page = 1,
    page_size: PageSize = 20,
    q: Annotated[
        str | None, Query(min_length=1, max_length=200, description="matched against SKU, variant, product and size labels")
    ] = None,
    side: Annotated[Literal["RETURN", "RECEIVE"] | None, Query(description="SUPPLIER_EXCHANGE: one side's lines")] = None,
) -> PageOf[records.PlanItem]:
    """A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
    ``side`` keeps a supplier exchange's RETURN or RECEIVE lines."""
    rows = service.items_page(caller_of(current_identity(router)), plan_type, plan_id, page, page_size, q, side)
    return page_of(rows, page, page_size)


@router.post(
    "/api/plans/{plan_type}/{plan_id}/items", operation_id="addPlanItem", permission=MANAGE, status=201, errors=ADD_ERRORS
)
def add_plan_item(
    plan_type: PlanTypePath, plan_id: PlanIdPath, body: Annotated[bodies.AnyItemAdd, Body(discriminator="planType")]
) -> records.PlanChange[records.AddedItem]:
    """Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

    The same variant x size (x shop) again updates that line (``created`` false). BLOCK rules at
    ``<TYPE>_PRE_ADD_ITEM`` refuse it (422 BUSINESS_RULE_VIOLATION); WARN rules answer in
    ``businessRuleWarnings``. An approval waiting on the plan expires.

    For agents: ``variantId`` from listInventoryRisks or listRecommendations, ``sizeId`` the size as
    the catalogue names it (e.g. "M"; GET /api/inventory-items?variantId= lists them), ``shopId`` from
    listShops; ``quantity`` is pieces (RESTOCK, REBALANCE, supplier plans, PRE_SEASON: no shop, optional
    ``unitCost``), ``discountPercent`` 0-100 (MARKDOWN). A supplier return line (SUPPLIER_RETURN) or
    exchange line (SUPPLIER_EXCHANGE, with ``side`` RETURN | RECEIVE) takes ``reasonCode``, ``unitCost``
    and ``sourceItemRef``; 422 INSUFFICIENT_STOCK when it returns more than the shop holds.
    Read ``businessRuleWarnings`` back to the person: they are the organization's rules speaking.
    """
    if body.planType != plan_type:
        raise InvalidInput([field_error("planType", f"must be {plan_type}, the plan type of the path", "type_mismatch")])
    return _added(plan_type, plan_id, body)


@router.post(
    "/api/restock-plans/{plan_id}/items", operation_id="addRestockPlanItem", permission=MANAGE, status=201, errors=ADD_ERRORS
)
def add_restock_item(
    plan_id: PlanIdPath, body: Annotated[bodies.RestockItemAdd, Body()]
) -> records.PlanChange[records.AddedItem]:
    """Add (or update) a restock line ``{variantId, sizeId, shopId, quantity, discount?, reason?}``; its
    value is quantity x unit cost x (1 - discount/100)."""
    return _added("RESTOCK", plan_id, body)


@router.post(
    "/api/markdown-plans/{plan_id}/items", operation_id="addMarkdownPlanItem", permission=MANAGE, status=201, errors=ADD_ERRORS
)
def add_markdown_item(
    plan_id: PlanIdPath, body: Annotated[bodies.MarkdownItemAdd, Body()]
) -> records.PlanChange[records.AddedItem]:
    """Add (or update) a markdown line ``{variantId, sizeId, shopId, discountPercent}``; its value is the
    margin given away: units in stock at that shop and size x retail price x discountPercent/100."""
    return _added("MARKDOWN", plan_id, body)


@router.post(
    "/api/rebalance-plans/{plan_id}/items", operation_id="addRebalancePlanItem", permission=MANAGE, status=201, errors=ADD_ERRORS
)
def add_rebalance_item(
    plan_id: PlanIdPath, body: Annotated[bodies.RebalanceItemAdd, Body()]
) -> records.PlanChange[records.AddedItem]:
    """Add (or update) a rebalance line ``{variantId, sizeId, quantity}`` moved from the plan's outgoing
    shop (422 INSUFFICIENT_STOCK beyond its stock); value = quantity x unit cost. A BLOCK rule is a 422."""
    return _added("REBALANCE", plan_id, body)


@router.patch(
    "/api/plans/{plan_type}/{plan_id}/items",
    operation_id="updatePlanItems",
    permission=MANAGE,
    errors=[*ADD_ERRORS, (404, "PLAN_ITEM_NOT_FOUND")],
)
def update_plan_items(
    plan_type: PlanTypePath, plan_id: PlanIdPath, body: Annotated[bodies.ItemUpdateBody, Body()]
) -> records.PlanChange[records.UpdatedItems]:
    """Change the lines of a DRAFT plan. Two forms:

    - every type: one line by ``itemId``: ``{itemId, quantity?, discount?, discountPercent?, reasonCode?,
      side?, reason?}`` with the fields the type has (RESTOCK quantity, discount; MARKDOWN
      discountPercent; REBALANCE quantity; another field is a 422 naming it). The line is recomputed
      and goes through the ``<TYPE>_PRE_ADD_ITEM`` rules as an addition does (BLOCK: 422
      BUSINESS_RULE_VIOLATION; WARN: ``businessRuleWarnings``); it is TO_REVIEW again.
      ``{updated: 1 | 0, item}``.
    - RESTOCK also: set quantities of one shop's lines, ``{shopId, changes: {variantId: {sizeId:
      quantity}}, reason?}``; 0 removes the line. All lines change together or none (at most 90).
      Other types: 422.

    For agents: ``itemId`` is the ``id`` of a line from listPlanItems; send only the fields to change.
    Read ``businessRuleWarnings`` back to the person. A 409 means the plan is no longer DRAFT.
    """
    caller = caller_of(current_identity(router))
    if isinstance(body, bodies.PlanItemUpdate):
        result = service.update_item(caller, plan_type, plan_id, body)
        return change_response(result.data, result.warnings)
    if plan_type != "RESTOCK":
        raise InvalidInput([field_error("planType", "only RESTOCK plans take bulk item changes", "unsupported")])
    result = service.change_restock_items(caller, plan_id, body)
    return change_response(result.data, result.warnings)


@router.post(
    "/api/plans/{plan_type}/{plan_id}/items/{item_id}/review",
    operation_id="reviewPlanItem",
    permission=MANAGE,
    errors=[
        (404, "PLAN_NOT_FOUND"), (404, "PLAN_ITEM_NOT_FOUND"), (409, "BUSINESS_RULE_VIOLATION"), (409, "PLAN_ALREADY_VALIDATED"),
        (409, "PLAN_ITEMS_FROZEN"), (409, "PLAN_CLOSED"), (409, "CONCURRENT_MODIFICATION"),
    ],
)  # fmt: skip
def review_plan_item(
    plan_type: PlanTypePath, plan_id: PlanIdPath, item_id: ItemIdPath
) -> records.PlanChange[records.UpdatedItems]:
    """Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
    ``<TYPE>_PRE_VALIDATE_ITEM`` rules (a BLOCK is 409 BUSINESS_RULE_VIOLATION, as it would block the
    plan's validation; WARN rules answer in ``businessRuleWarnings``). The line stays READY_FOR_ORDER
    while the plan is DRAFT until it changes; ``{updated: 1 | 0 (already reviewed), item}``.

    For agents: review lines one by one before asking for the plan's validation; ``item_id`` from
    listPlanItems (whose ``status`` shows the result).
    """
    result = service.review_item(caller_of(current_identity(router)), plan_type, plan_id, item_id)
    return change_response(result.data, result.warnings)


@router.post(
    "/api/plans/{plan_type}/{plan_id}/check",
    operation_id="checkPlan",
    permission=VIEW,
    errors=[(403, "FORBIDDEN"), (404, "PLAN_NOT_FOUND")],
)
def check_plan(plan_type: PlanTypePath, plan_id: PlanIdPath) -> One[records.PlanCheck]:
    """Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
    outcome, passed ones included: ``{planId, planType, hook, rulesetId, blocked, outcomes: [{ruleId,
    ruleName, category, checkLevel, enforcement, passed, message}]}``. Nothing changes. A shop-scoped
    caller checks a plan whose lines are all at its shops (403 otherwise, as for the plan's activity).

    For agents: use it to tell the person what the organization's rules say about a plan before
    validating it; ``blocked`` true means a BLOCK rule fails now.
    """
    return {"success": True, "data": checks.check_plan(caller_of(current_identity(router)), plan_type, plan_id)}


@router.delete(
    "/api/plans/{plan_type}/{plan_id}/items/{item_id}",
    operation_id="removePlanItem",
    permission=MANAGE,
    errors=[
        (404, "PLAN_NOT_FOUND"),
        (404, "PLAN_ITEM_NOT_FOUND"),
        (409, "PLAN_ALREADY_VALIDATED"),
        (409, "PLAN_ITEMS_FROZEN"),
        (409, "PLAN_CLOSED"),
    ],
)
def remove_plan_item(plan_type: PlanTypePath, plan_id: PlanIdPath, item_id: ItemIdPath) -> Done:
    """Remove an item from a DRAFT plan."""
    service.remove_item(caller_of(current_identity(router)), plan_type, plan_id, item_id)
    return {"success": True}


@router.get(
    "/api/restock-order-plan/{plan_id}/items",
    operation_id="listRestockOrderPlanItems",
    permission=VIEW,
    errors=[(404, "PLAN_NOT_FOUND")],
)
def order_plan_items(plan_id: PlanIdPath) -> records.OrderPlanItems:
    """Every line of a restock plan with its unit cost and status, and ``totals`` ``{quantity, value}``
    over the READY_FOR_ORDER lines (zero while the plan is DRAFT)."""
    order = service.order_plan(caller_of(current_identity(router)), plan_id)
    return {"success": True, "data": list(order.lines), "total": order.total, "totals": order.totals}


__all__ = ["One", "router"]


@router.post(
    "/api/plans/from-recommendation",
    operation_id="addPlanItemFromRecommendation",
    permission=MANAGE,
    status=201,
    also=[202],
    errors=[*ADD_ERRORS, (404, "NOT_FOUND")],
)
def add_from_recommendation(
    body: Annotated[bodies.FromRecommendation, Body()],
) -> records.PlanChange[records.FromRecommendationResult]:
    """Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
    item: ``quantity`` for restock (into ``planId``, or a new plan of the vector's brand and
    collection) and rebalance (``shopId`` is the source, the plan's outgoing shop), ``discountPercent``
    for markdown. Brand, collection and size come from the vector; rules and audit run as for a direct
    addition. ``{itemId, planId, planType, wasCreated}``.

    An active approval policy of family RECOMMENDATION whose metric on the line is above its
    threshold holds it: 202 with ``approvalRequested`` and ``itemId`` null; approving the request
    (POST /api/approval-requests/{id}/approve, four eyes) adds the line.

    For agents: on a 202, tell the person the line waits for an approver; do not retry the call.
    """
    result = from_recommendation.add_from_recommendation(caller_of(current_identity(router)), body)
    return change_response(result.data, result.warnings, result.approval_requested)


AttributionPlanType = Literal[
    "RESTOCK", "MARKDOWN", "REBALANCE", "PRE_SEASON_ORDER", "PRE_SEASON_SCENARIO", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]


@router.get("/api/intelligence/outcome-attributions", operation_id="listOutcomeAttributions", permission=VIEW)
def list_outcome_attributions(
    page: Page = 1,
    page_size: PageSize = 20,
    plan_type: Annotated[AttributionPlanType | None, Query(alias="planType")] = None,
    plan_id: Annotated[str | None, Query(alias="planId", min_length=1, max_length=64)] = None,
    window: Annotated[Literal["J7", "J30", "J90"], Query(description="the last 7, 30 or 90 days (default J30)")] = "J30",
    variant_id: Annotated[str | None, Query(alias="variantId", min_length=1, max_length=64)] = None,
    shop_id: Annotated[str | None, Query(alias="shopId", min_length=1, max_length=64)] = None,
) -> PageOf[records.OutcomeAttribution]:
    """Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
    newest first, over the window: ``{success, data, page, pageSize, total}``."""
    identity = current_identity(router)
    rows, total = attributions.attributions(
        identity.org, window=window, plan_type=plan_type, plan_id=plan_id, variant_id=variant_id, shop_id=shop_id,
        shop_scope=identity.shop_scope, page=page, page_size=page_size,
    )  # fmt: skip
    return {"success": True, "data": rows, **page_meta(page, page_size, total)}
