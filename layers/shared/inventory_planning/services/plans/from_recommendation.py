"""SPEC POST /api/plans/from-recommendation: a decision vector turned into a plan item (REFERENCE 3.4).

The vector (of the latest recommendations run on or before today) gives the brand, collection and
size; the item is added like a direct addition (rules, audit, approvals expiring), with ``source``
``decision-vector`` and the vector's id as ``sourceRef``, which outcome attributions read back.
An active approval policy of family RECOMMENDATION whose metric, measured on the line, is above its
threshold holds the line instead (issue 37): a PENDING approval request (``kind`` RECOMMENDATION,
the body kept) is stored and answered with 202; approving it applies the recommendation then.
Sizes: restock and rebalance take the vector's size with the most pieces; markdown the size with
the most stock in the shop.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from inventory_planning.contracts.requests.plans import (
    FromRecommendation,
    MarkdownItemAdd,
    RebalanceItemAdd,
    RestockItemAdd,
    RestockPlanCreate,
)
from inventory_planning.domain.plans.records import (
    ApprovalDecided,
    ApprovalRequest,
    ApprovalRequested,
    RecommendationAdded,
    RecommendationItem,
)
from inventory_planning.domain.shop_scope import require_visible
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.services.plans import approvals
from inventory_planning.services.plans.catalogue import Catalogue, ItemBody, LineRequest, build_line
from inventory_planning.services.plans.common import audit_extra, now, plan_header, require_visible_plan, retry
from inventory_planning.services.plans.headers import create_restock_plan
from inventory_planning.services.plans.lines import add_item
from inventory_planning.store import catalog
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import DECISION_VECTORS
from inventory_planning.store.models import StockPositionItem
from inventory_planning.store.plans import approvals as approval_store
from inventory_planning.store.plans import headers as header_store
from inventory_planning.store.plans.common import PlanAction

SOURCE = "decision-vector"


def vector_id(row: dict[str, Any]) -> str:
    """The id of a decision vector: ``<asOf>|<variantId>|<shopId>|<domain>`` (its line id)."""
    return str(row["vector_line_id"])


def _vector(organization_id: str, domain: str, variant_id: str, shop_id: str) -> dict[str, Any]:
    run = lake_runs.served_run(DECISION_VECTORS, organization_id, clock.today())  # the run the lists serve (decision 0032)
    rows: list[dict[str, Any]] = []
    if run is not None:
        rows, _ = lake_decisions.vectors_page(organization_id, run, domain=domain, variant_id=variant_id, shop_ids=[shop_id])
    if not rows:
        raise Missing("Recommendation")
    return rows[0]


def largest(quantities: dict[str, float]) -> str | None:
    """The size with the most pieces (the first by label on a tie); None when none is positive."""
    positive = {size: q for size, q in quantities.items() if q and q > 0}
    return min(positive, key=lambda size: (-positive[size], size)) if positive else None


def _check(body: FromRecommendation) -> None:
    errors = []
    if body.domain in ("restock", "rebalance") and body.quantity is None:
        errors.append(field_error("quantity", f"required for {body.domain}", "required"))
    if body.domain == "markdown" and body.discountPercent is None:
        errors.append(field_error("discountPercent", "required for markdown", "required"))
    if body.domain in ("rebalance", "markdown") and not body.planId:
        errors.append(field_error("planId", f"required for {body.domain}", "required"))
    if errors:
        raise InvalidInput(errors)


def _restock(caller: Caller, body: FromRecommendation, vector: dict[str, Any]) -> tuple[str, ItemBody, bool]:
    """(plan id, line, whether the plan was created) of a restock recommendation."""
    size = largest(vector["quantities_by_size"] or {}) or first_size(caller.organization_id, body.variantId)
    plan_id, created = body.planId, False
    if not plan_id:
        if not vector["brand_id"] or not vector["collection_id"]:
            raise InvalidInput([field_error("planId", "the variant has no collection to create a plan with", "required")])
        plan = create_restock_plan(caller, RestockPlanCreate(brandId=vector["brand_id"], collectionId=vector["collection_id"]))
        plan_id, created = plan.id, True
    quantity = body.quantity or 0  # required for restock (checked)
    return plan_id, RestockItemAdd(variantId=body.variantId, sizeId=size, shopId=body.shopId, quantity=quantity), created


def _rebalance(caller: Caller, body: FromRecommendation, vector: dict[str, Any]) -> ItemBody:
    header = require_visible_plan(caller, "REBALANCE", body.planId or "")
    if header.record["outgoingShopId"] != body.shopId:
        message = "must be the plan's outgoing shop (the source of the transfer)"
        raise InvalidInput([field_error("shopId", message, "mismatch")])
    moved: dict[str, float] = {}
    for transfer in vector["transfers"] or []:
        moved[transfer["sizeId"]] = moved.get(transfer["sizeId"], 0) + transfer["quantity"]
    size = largest(moved) or first_size(caller.organization_id, body.variantId)
    return RebalanceItemAdd(variantId=body.variantId, sizeId=size, quantity=body.quantity or 0)


def _markdown(caller: Caller, body: FromRecommendation) -> ItemBody:
    org = caller.organization_id
    stock = {p.size: float(p.current_stock_qty) for p in positions(org, body.shopId, body.variantId)}
    size = largest(stock) or first_size(org, body.variantId)
    discount = body.discountPercent or 0.0  # required for markdown (checked)
    return MarkdownItemAdd(variantId=body.variantId, sizeId=size, shopId=body.shopId, discountPercent=discount)


def _held(caller: Caller, plan_type: str, plan_id: str, line: ItemBody, body: FromRecommendation) -> ApprovalRequested | None:
    """The approval request a RECOMMENDATION policy makes of the line (stored, audited on the plan), or None."""
    if not approvals.holds_recommendations(caller.organization_id):
        return None
    header = require_visible_plan(caller, plan_type, plan_id)
    candidate = build_line(caller, header, LineRequest.of(line), Catalogue(caller.organization_id), None, SOURCE)
    kept = body.model_dump(mode="json", exclude_none=True) | {"planId": plan_id}
    request = approvals.breach(caller, header, [candidate], header.record["status"], None, recommendation=kept)
    if request is None:
        return None
    change = PlanAction(caller.actor, "APPROVAL_REQUESTED", audit_extra(caller, None))
    approval_store.hold_request(caller.organization_id, request, change, header)
    return ApprovalRequested(
        approval_request_id=request["id"], policy_id=request["policyId"], metric=request["metric"], value=request["value"],
        threshold=request["threshold"],
    )  # fmt: skip


def add_from_recommendation(caller: Caller, body: FromRecommendation, approved: bool = False) -> RecommendationAdded:
    """Add the item; returns the item, its plan, the plan type, whether the plan was created, and the
    rules' warnings; or, when a RECOMMENDATION policy holds it, no item and the approval request
    (``approved``: the call of an approval of that request, which no policy holds again).

    Raises:
        InvalidInput: a field the domain needs is missing, the action is forbidden by a rule, the
            rebalance plan's outgoing shop is not ``shopId``, or no plan can be created (no collection).
        Missing: no recommendation for this variant, shop and domain (404), or the plan (404 PLAN_NOT_FOUND).
        And what a direct addition raises (rules, plan status, stock).
    """
    _check(body)
    require_visible(caller.shop_scope, body.shopId)
    vector = _vector(caller.organization_id, body.domain, body.variantId, body.shopId)
    if body.domain in vector["forbidden_actions"]:
        rules = ", ".join(vector["applied_rules"][1:]) or "a rule"
        message = f"{body.domain} is forbidden for this variant and shop by {rules}"
        raise InvalidInput([field_error("domain", message, "forbidden")])
    source = replace(caller, source_ref=vector_id(vector))
    created = False
    line: ItemBody
    if body.domain == "restock":
        plan_id, line, created = _restock(caller, body, vector)
        plan_type = "RESTOCK"
    elif body.domain == "rebalance":
        line = _rebalance(caller, body, vector)
        plan_id, plan_type = body.planId or "", "REBALANCE"
    else:
        line = _markdown(caller, body)
        plan_id, plan_type = body.planId or "", "MARKDOWN"
    held = None if approved else _held(source, plan_type, plan_id, line, body)
    if held is not None:
        data = RecommendationItem(item_id=None, plan_id=plan_id, plan_type=plan_type, was_created=created)
        return RecommendationAdded(data=data, approval_requested=held)
    result = add_item(source, plan_type, plan_id, line, source=SOURCE)
    data = RecommendationItem(item_id=result.item.item_id, plan_id=plan_id, plan_type=plan_type, was_created=created)
    return RecommendationAdded(data=data, warnings=result.warnings)


def approve_held(caller: Caller, request_id: str, reason: str | None) -> ApprovalDecided:
    """Approve a PENDING request of kind RECOMMENDATION: apply the held recommendation as the decider
    (rules, stock and the plan's status are checked again; their errors refuse the approval and the
    request stays PENDING), then store the request APPROVED with an APPROVED audit entry on the plan.

    Raises:
        Missing: APPROVAL_REQUEST_NOT_FOUND. NotAllowed: four eyes (403). Conflict: decided or expired.
        And what :func:`add_from_recommendation` raises.
    """

    def attempt() -> ApprovalDecided:
        request, version, header = approvals.decidable_request(caller, request_id)
        body = FromRecommendation.model_validate(request["recommendation"])
        added = add_from_recommendation(caller, body, approved=True)
        request.update(status="APPROVED", decidedBy=caller.actor_ref, decidedAt=now(), decisionReason=reason)
        extra = {"reason": reason, "sourceRef": caller.source_ref, "itemId": added.data.item_id}
        approval_store.decide_held(caller.organization_id, request, version, PlanAction(caller.actor, "APPROVED", extra), header)
        fresh = header_store.get_plan(caller.organization_id, request["planId"])
        return ApprovalDecided(
            request=ApprovalRequest.of(request), plan=plan_header(fresh) if fresh else None, warnings=tuple(added.warnings)
        )

    return retry(attempt)


def first_size(organization_id: str, variant_id: str) -> str:
    """The variant's first size by label. Raises InvalidInput (variantId) when it has none."""
    items = catalog.inventory_items_of_variant(organization_id, variant_id)
    if not items:
        raise InvalidInput([field_error("variantId", "the variant has no size", "not_found")])
    return sorted(i.size for i in items)[0]


def positions(organization_id: str, shop_id: str, variant_id: str) -> list[StockPositionItem]:
    """The variant's stock positions in the shop, one per size that has one."""
    found = (
        catalog.get_stock_position(organization_id, shop_id, variant_id, i.size)
        for i in catalog.inventory_items_of_variant(organization_id, variant_id)
    )
    return [p for p in found if p is not None]
