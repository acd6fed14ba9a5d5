"""The CREATE_OR_GET_PLAN node (REFERENCE 7; docs/automation.md "Plan nodes").

It reuses the DRAFT plan of its type that this workflow created (actor WORKFLOW <workflow id>) with
the same resolved name and the same brand and collection (RESTOCK), window (MARKDOWN) or shops
(REBALANCE), supplier and shops (SUPPLIER_RETURN, SUPPLIER_EXCHANGE) or season, brand, collection and
selling window (PRE_SEASON); otherwise it creates one through the plan services as the WORKFLOW caller, so the plan's
activity says WORKFLOW and its ``sourceRef`` names the run. Output ``{planId, planType, planName, isNew}``.

A MARKDOWN node (this one and ADD_ITEMS_TO_PLAN of a MARKDOWN plan) is SKIPPED with its reason
(output ``{skippedReason: NO_ACTIVE_MARKDOWN_WINDOW, message}``, the message also logged) when the
organization has markdown windows and none is active on the service clock's day
(:func:`markdown_skipped`); without any window, markdowns are unrestricted.
"""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta
from typing import Any

from pydantic import ValidationError

from inventory_planning.contracts.requests.plans import (
    MarkdownPlanCreate,
    PreSeasonPlanCreate,
    RebalancePlanCreate,
    RestockPlanCreate,
    SupplierExchangePlanCreate,
    SupplierReturnPlanCreate,
)
from inventory_planning.domain.plans.records import PlanHeader
from inventory_planning.domain.workflows.configs.plans import MARKDOWN_WINDOW_DAYS, CreateOrGetPlanConfig, EntitySource
from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult, TriggerMatch
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import DomainError
from inventory_planning.services.markdown_calendars import windows as markdown_windows
from inventory_planning.services.plans import headers, supplier_plans
from inventory_planning.services.plans.common import plan_header
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.store import catalog
from inventory_planning.store.plans import workflow_plans

MAX_TRIGGER_ENTITIES = 500
"""The matched entities a ``fromTrigger`` source counts (the first by id)."""


def _owners(ctx: NodeContext, ids: list[str], attribute: str) -> list[str]:
    """The brand or collection id (``attribute``: brand_id, collection_id) of each matched entity."""
    trigger = ctx.trigger
    assert trigger is not None
    org, kind = ctx.organization_id, trigger.entity_type
    if kind == "BRAND":
        return ids if attribute == "brand_id" else []
    if kind in ("PRODUCT", "VARIANT"):
        return [getattr(e, attribute) for e in catalog.entities_by_ids(org, kind, ids) if getattr(e, attribute, None)]
    items = [catalog.get_inventory_item(org, i) for i in ids]
    variants = catalog.entities_by_ids(org, "VARIANT", [i.variant_id for i in items if i is not None])
    by_id = {v.id: v for v in variants}
    return [
        getattr(by_id[i.variant_id], attribute)
        for i in items
        if i is not None and i.variant_id in by_id and getattr(by_id[i.variant_id], attribute, None)
    ]


def most_common(values: list[str]) -> str | None:
    """The value most entities share; on a tie the smallest id (a stable choice), None when empty."""
    if not values:
        return None
    counts = Counter(values)
    return min(counts, key=lambda v: (-counts[v], v))


def _source(ctx: NodeContext, source: EntitySource | None, field: str) -> str:
    """The id a brand/collection/supplier source resolves to (``field``: brandSource, collectionSource,
    supplierSource).

    Raises:
        NodeFailed: NO_TRIGGER_ENTITIES (fromTrigger without matched entities carrying one).
    """
    assert source is not None  # the config's validation requires it where the type needs it
    if source.kind == "static":
        assert source.value is not None
        return source.value
    trigger: TriggerMatch | None = ctx.trigger
    ids = list(trigger.matched_entity_ids[:MAX_TRIGGER_ENTITIES]) if trigger else []
    attribute = {"brandSource": "brand_id", "collectionSource": "collection_id", "supplierSource": "supplier_id"}[field]
    chosen = most_common(_owners(ctx, ids, attribute)) if ids else None
    if chosen is None:
        raise NodeFailed(
            "NO_TRIGGER_ENTITIES", f"{field} is fromTrigger but the trigger matched no entity that has one", {"field": field}
        )
    return chosen


def _window(config: CreateOrGetPlanConfig, today: date) -> tuple[str, str]:
    start = config.startDate or today.isoformat()
    end = config.endDate or (date.fromisoformat(start) + timedelta(days=MARKDOWN_WINDOW_DAYS)).isoformat()
    return start, end


def _description(config: CreateOrGetPlanConfig, today: date) -> str | None:
    """The description, with the deadline (today + offsetDays) on its own line: plans have no deadline field."""
    if config.deadline is None:
        return config.description
    deadline = f"Deadline: {(today + timedelta(days=config.deadline.offsetDays)).isoformat()}"
    return f"{config.description}\n{deadline}" if config.description else deadline


def _wanted(config: CreateOrGetPlanConfig, ctx: NodeContext, today: date) -> tuple[dict[str, Any], Any]:
    """(the header fields a reused plan must have, the create body)."""
    name, description = config.name, _description(config, today)
    if config.planType == "RESTOCK":
        brand = _source(ctx, config.brandSource, "brandSource")
        collection = _source(ctx, config.collectionSource, "collectionSource")
        body: Any = RestockPlanCreate(brandId=brand, collectionId=collection, name=name, description=description)
        return {"brandId": brand, "collectionId": collection}, body
    if config.planType == "REBALANCE":
        outgoing, ingoing = config.outgoingShopId or "", config.ingoingShopId or ""
        body = RebalancePlanCreate(outgoingShopId=outgoing, ingoingShopId=ingoing, name=name, description=description)
        return {"outgoingShopId": outgoing, "ingoingShopId": ingoing}, body
    if config.planType in ("SUPPLIER_RETURN", "SUPPLIER_EXCHANGE"):
        return _supplier_plan(config, ctx, today)
    if config.planType == "PRE_SEASON":
        return _pre_season_plan(config, ctx)
    start, end = _window(config, today)
    body = MarkdownPlanCreate.model_validate(
        {"name": name, "startDate": start, "endDate": end, "season": config.season, "description": description}
    )
    fields = {
        "season": config.season,
        **({"startDate": start} if config.startDate else {}),
        **({"endDate": end} if config.endDate else {}),
    }
    return fields, body  # a default window moves with the day: tomorrow's run reuses today's plan


def _supplier_plan(config: CreateOrGetPlanConfig, ctx: NodeContext, today: date) -> tuple[dict[str, Any], Any]:
    """(the reused plan's fields, the create body) of a SUPPLIER_RETURN or SUPPLIER_EXCHANGE node;
    ``deadline`` (today + offsetDays) is the plan's deadline field, not compared on reuse."""
    supplier = _source(ctx, config.supplierSource, "supplierSource")
    deadline = (today + timedelta(days=config.deadline.offsetDays)).isoformat() if config.deadline else None
    data: dict[str, Any] = {
        "supplierId": supplier, "sourceShopId": config.sourceShopId, "name": config.name,
        "description": config.description, "reason": config.reason, "deadline": deadline,
    }  # fmt: skip
    fields = {"supplierId": supplier, "sourceShopId": config.sourceShopId}
    if config.planType == "SUPPLIER_EXCHANGE":
        data["destinationShopId"] = fields["destinationShopId"] = config.destinationShopId
        return fields, SupplierExchangePlanCreate.model_validate(_present(data))
    return fields, SupplierReturnPlanCreate.model_validate(_present(data))


def _pre_season_plan(config: CreateOrGetPlanConfig, ctx: NodeContext) -> tuple[dict[str, Any], Any]:
    """(the reused plan's fields, the create body) of a PRE_SEASON node."""
    brand = _source(ctx, config.brandSource, "brandSource") if config.brandSource else None
    collection = _source(ctx, config.collectionSource, "collectionSource") if config.collectionSource else None
    fields: dict[str, Any] = {
        "season": config.season, "brandId": brand, "collectionId": collection,
        "sellingStartDate": config.sellingStartDate, "sellingEndDate": config.sellingEndDate,
    }  # fmt: skip
    body = PreSeasonPlanCreate.model_validate(_present({**fields, "name": config.name, "description": config.description}))
    return fields, body


def _present(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` without its None values (absent, not null, in a create body)."""
    return {k: v for k, v in data.items() if v is not None}


def _reusable(ctx: NodeContext, plan_type: str, name: str, fields: dict[str, Any]) -> PlanHeader | None:
    """The newest DRAFT plan this workflow created with this name and these header fields, or None."""
    workflow_id = ctx.caller.actor.id
    for header in workflow_plans.drafts_created_by(ctx.organization_id, plan_type, workflow_id):
        record = header.record
        if record.get("createdBy") != {"kind": "WORKFLOW", "id": workflow_id} or record["name"] != name:
            continue
        if all(record.get(k) == v for k, v in fields.items()):
            return plan_header(header)
    return None


def _create(plan_type: str, ctx: NodeContext, body: Any) -> PlanHeader:
    if plan_type == "RESTOCK":
        return headers.create_restock_plan(ctx.caller, body)
    if plan_type == "REBALANCE":
        return headers.create_rebalance_plan(ctx.caller, body)
    if plan_type == "SUPPLIER_RETURN":
        return supplier_plans.create_supplier_return_plan(ctx.caller, body)
    if plan_type == "SUPPLIER_EXCHANGE":
        return supplier_plans.create_supplier_exchange_plan(ctx.caller, body)
    if plan_type == "PRE_SEASON":
        return headers.create_pre_season_plan(ctx.caller, body)
    return headers.create_markdown_plan(ctx.caller, body)


def markdown_skipped(organization_id: str, plan_type: str, resolved: dict[str, Any]) -> NodeResult | None:
    """The SKIPPED result of a MARKDOWN node when no markdown window allows markdowns today (the
    organization has windows, none active), else None (the node runs)."""
    if plan_type != "MARKDOWN":
        return None
    reason = markdown_windows.skip_reason(organization_id)
    if reason is None:
        return None
    output = {"skippedReason": "NO_ACTIVE_MARKDOWN_WINDOW", "message": reason}
    return NodeResult(status="SKIPPED", output=output, resolved_input=resolved, logs=({"level": "INFO", "message": reason},))


def run(config: CreateOrGetPlanConfig, ctx: NodeContext) -> NodeResult:
    """Reuse or create the plan; output ``{planId, planType, planName, isNew}``.

    Raises:
        NodeFailed: NO_TRIGGER_ENTITIES; INVALID_PLAN (an unknown brand, collection or shop, a shop
            outside the workflow owner's shops, a window whose end precedes its start: the field errors
            in ``details``).
    """
    today = clock.today()
    resolved = config.model_dump(mode="json", by_alias=True, exclude_none=True)
    skipped = markdown_skipped(ctx.organization_id, config.planType, resolved)
    if skipped is not None:
        return skipped
    try:
        fields, body = _wanted(config, ctx, today)
        existing = _reusable(ctx, config.planType, config.name, fields)
        plan = existing or _create(config.planType, ctx, body)
    except ValidationError as error:
        details = {"fieldErrors": [{"field": ".".join(map(str, e["loc"])), "message": e["msg"]} for e in error.errors()]}
        raise NodeFailed(
            "INVALID_PLAN", "The plan cannot be made from this configuration", details, resolved_input=resolved
        ) from None
    except DomainError as error:
        raise NodeFailed(
            "INVALID_PLAN", error.message, {"errorCode": error.code, "fieldErrors": error.field_errors}, resolved_input=resolved
        ) from None
    except NodeFailed as failed:
        failed.resolved_input = resolved
        raise
    output = {"planId": plan.id, "planType": plan.plan_type, "planName": plan.name, "isNew": existing is None}
    logs = ({"level": "INFO", "message": f"{'reused' if existing else 'created'} {plan.plan_type} plan {plan.code}"},)
    return NodeResult(status="SUCCEEDED", output=output, resolved_input=resolved, logs=logs)
