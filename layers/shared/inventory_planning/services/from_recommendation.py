"""SPEC POST /api/plans/from-recommendation: a decision vector turned into a plan item (REFERENCE 3.4).

The vector (of the latest recommendations run on or before today) gives the brand, collection and
size; the item is added like a direct addition (rules, audit, approvals expiring), with ``source``
``decision-vector`` and the vector's id as ``sourceRef``, which outcome attributions read back.
Sizes: restock and rebalance take the vector's size with the most pieces; markdown the size with
the most stock in the shop.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from inventory_planning.domain.plans.bodies import MarkdownItemAdd, RebalanceItemAdd, RestockItemAdd, RestockPlanCreate
from inventory_planning.domain.shop_scope import require_visible
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.services import plans
from inventory_planning.store import catalog
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import DECISION_VECTORS

SOURCE = "decision-vector"


def vector_id(row: dict[str, Any]) -> str:
    """The id of a decision vector: ``<asOf>|<variantId>|<shopId>|<domain>`` (its line id)."""
    return row["vector_line_id"]


def _vector(organization_id: str, domain: str, variant_id: str, shop_id: str) -> dict[str, Any]:
    run = lake_runs.latest_run(DECISION_VECTORS, organization_id, clock.today())
    rows = []
    if run is not None:
        rows, _ = lake_decisions.vectors_page(organization_id, run, domain=domain, variant_id=variant_id, shop_ids=[shop_id])
    if not rows:
        raise Missing("Recommendation")
    return rows[0]


def _largest(quantities: dict[str, float]) -> str | None:
    positive = {size: q for size, q in quantities.items() if q and q > 0}
    return min(positive, key=lambda size: (-positive[size], size)) if positive else None


def add_from_recommendation(caller: Caller, body: Any) -> dict[str, Any]:
    """Add the item; returns ``{itemId, planId, planType, wasCreated}`` and the rules' warnings.

    Raises:
        InvalidInput: a field the domain needs is missing, the action is forbidden by a rule, the
            rebalance plan's outgoing shop is not ``shopId``, or no plan can be created (no collection).
        Missing: no recommendation for this variant, shop and domain (404), or the plan (404 PLAN_NOT_FOUND).
        And what a direct addition raises (rules, plan status, stock).
    """
    errors = []
    if body.domain in ("restock", "rebalance") and body.quantity is None:
        errors.append(field_error("quantity", f"required for {body.domain}", "required"))
    if body.domain == "markdown" and body.discountPercent is None:
        errors.append(field_error("discountPercent", "required for markdown", "required"))
    if body.domain in ("rebalance", "markdown") and not body.planId:
        errors.append(field_error("planId", f"required for {body.domain}", "required"))
    if errors:
        raise InvalidInput(errors)
    org = caller.organization_id
    require_visible(caller.shop_scope, body.shopId)
    vector = _vector(org, body.domain, body.variantId, body.shopId)
    if body.domain in vector["forbidden_actions"]:
        rules = ", ".join(vector["applied_rules"][1:]) or "a rule"
        message = f"{body.domain} is forbidden for this variant and shop by {rules}"
        raise InvalidInput([field_error("domain", message, "forbidden")])
    source = replace(caller, source_ref=vector_id(vector))
    created = False
    if body.domain == "restock":
        size = _largest(vector["quantities_by_size"] or {}) or _first_size(org, body.variantId)
        plan_id = body.planId
        if not plan_id:
            if not vector["brand_id"] or not vector["collection_id"]:
                raise InvalidInput([field_error("planId", "the variant has no collection to create a plan with", "required")])
            create = RestockPlanCreate(brandId=vector["brand_id"], collectionId=vector["collection_id"])
            plan = plans.create_restock_plan(caller, create)
            plan_id, created = plan["id"], True
        line: Any = RestockItemAdd(variantId=body.variantId, sizeId=size, shopId=body.shopId, quantity=body.quantity)
        plan_type = "RESTOCK"
    elif body.domain == "rebalance":
        header = plans.require_visible_plan(caller, "REBALANCE", body.planId)
        if header.record["outgoingShopId"] != body.shopId:
            message = "must be the plan's outgoing shop (the source of the transfer)"
            raise InvalidInput([field_error("shopId", message, "mismatch")])
        moved: dict[str, float] = {}
        for transfer in vector["transfers"] or []:
            moved[transfer["sizeId"]] = moved.get(transfer["sizeId"], 0) + transfer["quantity"]
        size = _largest(moved) or _first_size(org, body.variantId)
        line = RebalanceItemAdd(variantId=body.variantId, sizeId=size, quantity=body.quantity)
        plan_id, plan_type = body.planId, "REBALANCE"
    else:
        stock = {p.size: float(p.current_stock_qty) for p in _positions(org, body.shopId, body.variantId)}
        size = _largest(stock) or _first_size(org, body.variantId)
        line = MarkdownItemAdd(variantId=body.variantId, sizeId=size, shopId=body.shopId, discountPercent=body.discountPercent)
        plan_id, plan_type = body.planId, "MARKDOWN"
    result = plans.add_item(source, plan_type, plan_id, line, source=SOURCE)
    data = {"itemId": result.item["itemId"], "planId": plan_id, "planType": plan_type, "wasCreated": created}
    return {"data": data, "warnings": result.warnings}


def _first_size(organization_id: str, variant_id: str) -> str:
    items = catalog.inventory_items_of_variant(organization_id, variant_id)
    if not items:
        raise InvalidInput([field_error("variantId", "the variant has no size", "not_found")])
    return sorted(i.size for i in items)[0]


def _positions(organization_id: str, shop_id: str, variant_id: str) -> list[Any]:
    return [
        p for p in (catalog.get_stock_position(organization_id, shop_id, variant_id, i.size)
                    for i in catalog.inventory_items_of_variant(organization_id, variant_id)) if p is not None
    ]  # fmt: skip
