"""The ADD_ITEMS_TO_PLAN node (REFERENCE 7; docs/automation.md "Plan nodes").

The plan is the output of the node ``sourcePlanNodeId`` (a CREATE_OR_GET_PLAN node; its type must be
``planType``). The positions (``positions``) get one line each under the node's strategy
(``figures``), written one by one through the same path as a person's line
(``services.plans.lines.add_item``, ``source="workflow"``): business-rule hooks, the workflow
owner's shop scope, the audit entry attributed to the WORKFLOW actor and the run (``sourceRef``). A
line that fails is skipped and reported; the node fails only when its plan is missing or not DRAFT.
``validate``: then the type's first move (DRAFT -> VALIDATED; SUPPLIER_RETURN DRAFT -> SENT) as the
WORKFLOW caller; an approval policy may hold it (the
step still succeeds, with the approval request in its output). A MARKDOWN node is SKIPPED with its
reason when no markdown window is active (``nodes.plans.markdown_skipped``).

Output ``{planId, addedCount, skippedCount, nothingToAddCount, errors[{index, entityId, variantId,
sizeId, shopId, errorCode, message}], maxItemsReached, recommendationsRun?, validation?}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from inventory_planning.contracts.requests.plans import PlanUpdate
from inventory_planning.domain.plans.lifecycle import PlanStatus
from inventory_planning.domain.workflows.configs.items import AddItemsToPlanConfig
from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult
from inventory_planning.kernel.errors import DomainError
from inventory_planning.services.plans.catalogue import Catalogue
from inventory_planning.services.plans.common import require_plan
from inventory_planning.services.plans.lines import add_item
from inventory_planning.services.plans.ruleset import Rules
from inventory_planning.services.plans.status import update_plan
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.services.workflows.nodes.figures import Figures
from inventory_planning.services.workflows.nodes.plans import markdown_skipped
from inventory_planning.services.workflows.nodes.positions import Position, positions
from inventory_planning.store.models import PlanHeaderItem

MAX_ERRORS_LISTED = 200
"""The skipped lines listed in the output (all are counted in ``skippedCount``)."""


def on_behalf_of(workflow: Mapping[str, Any]) -> tuple[dict[str, str], ...]:
    """The actors a workflow acts for: its creator, its last updater, who last changed its definition
    and who triggered the run, ``{kind, id}`` each (four eyes: none may approve what the workflow's run
    asked; a SYSTEM trigger, the nightly step, is nobody's eyes). A bare id (no kind recorded) counts as
    a user and as a token of that id, so the person and the token behind it are both kept apart."""
    found: list[dict[str, str]] = []
    for key in ("createdBy", "updatedBy", "definitionUpdatedBy", "triggeredBy"):
        who = workflow.get(key)
        if isinstance(who, Mapping) and who.get("id") and who.get("kind") != "SYSTEM":
            actors = [{"kind": str(who.get("kind") or "USER"), "id": str(who["id"])}]
        elif isinstance(who, str) and who:
            kind = workflow.get(f"{key}Kind")
            actors = [{"kind": str(kind), "id": who}] if kind else [{"kind": "USER", "id": who}, {"kind": "API_TOKEN", "id": who}]
        else:
            actors = []
        found.extend(a for a in actors if a not in found)
    return tuple(found)


def _plan(config: AddItemsToPlanConfig, ctx: NodeContext, resolved: dict[str, Any]) -> PlanHeaderItem:
    """The DRAFT plan named by the source node's output.

    Raises:
        NodeFailed: SOURCE_PLAN_MISSING, PLAN_NOT_FOUND (also another type's plan), PLAN_NOT_DRAFT.
    """
    plan_id = (ctx.outputs.get(config.sourcePlanNodeId) or {}).get("planId")
    if not plan_id:
        source = config.sourcePlanNodeId
        message = f"Node {source} gave no planId"
        raise NodeFailed("SOURCE_PLAN_MISSING", message, {"sourcePlanNodeId": source}, resolved_input=resolved)
    try:
        header = require_plan(ctx.organization_id, config.planType, str(plan_id))
    except DomainError:
        raise NodeFailed(
            "PLAN_NOT_FOUND", f"No {config.planType} plan {plan_id}", {"planId": plan_id}, resolved_input=resolved
        ) from None
    if header.record["status"] != "DRAFT":
        raise NodeFailed(
            "PLAN_NOT_DRAFT", f"Plan {header.record['code']} is {header.record['status']}: items are added to DRAFT plans only",
            {"planId": plan_id, "status": header.record["status"]}, resolved_input=resolved,
        )  # fmt: skip
    return header


def _error(index: int | None, p: Position, code: str, message: str) -> dict[str, Any]:
    return {"index": index, "entityId": p.entity_id, "variantId": p.variant_id, "sizeId": p.size, "shopId": p.shop_id or None,
            "errorCode": code, "message": message}  # fmt: skip


FIRST_MOVE: dict[str, PlanStatus] = {"SUPPLIER_RETURN": "SENT"}
"""The status ``validate`` asks, when not VALIDATED (a supplier return's gate is DRAFT -> SENT)."""


def _validate(config: AddItemsToPlanConfig, ctx: NodeContext, plan_id: str) -> dict[str, Any]:
    """The type's first move (DRAFT -> VALIDATED, a SUPPLIER_RETURN DRAFT -> SENT) as the WORKFLOW
    caller: ``{status: VALIDATED | SENT | APPROVAL_REQUESTED | REFUSED, ...}``."""
    body = PlanUpdate(status=FIRST_MOVE.get(config.planType, "VALIDATED"), reason=config.justification)
    try:
        result = update_plan(ctx.caller, config.planType, plan_id, body, on_behalf_of=on_behalf_of(ctx.workflow))
    except DomainError as error:
        return {"status": "REFUSED", "errorCode": error.code, "message": error.message}
    if result.approval_requested is not None:
        return {"status": "APPROVAL_REQUESTED", "approvalRequestId": result.approval_requested.approval_request_id}
    return {"status": result.plan.status}


def run(config: AddItemsToPlanConfig, ctx: NodeContext) -> NodeResult:
    """Add the lines (see the module).

    Raises:
        NodeFailed: SOURCE_PLAN_MISSING, PLAN_NOT_FOUND, PLAN_NOT_DRAFT, NO_TRIGGER (no trigger
            context), INVALID_REASON_CODE (a SUPPLIER_RETURN ``reasonCode`` not in the organization's
            RETURN_REASON_CODE list), NO_SERVED_RECOMMENDATIONS, LAKE_UNAVAILABLE.
    """
    resolved = config.model_dump(mode="json", by_alias=True, exclude_none=True)
    skipped = markdown_skipped(ctx.organization_id, config.planType, resolved)
    if skipped is not None:  # no markdown window active today (services.workflows.nodes.plans)
        return skipped
    header = _plan(config, ctx, resolved)
    if ctx.trigger is None:
        raise NodeFailed("NO_TRIGGER", "The node needs the trigger's entities", resolved_input=resolved)
    cat, rules = Catalogue(ctx.organization_id), Rules(ctx.organization_id)
    if config.reasonCode is not None and config.reasonCode.strip().upper() not in cat.reason_codes():
        raise NodeFailed(
            "INVALID_REASON_CODE", f"{config.reasonCode} is not one of the organization's RETURN_REASON_CODE values",
            {"reasonCode": config.reasonCode}, resolved_input=resolved,
        )  # fmt: skip
    found = positions(ctx.caller, config, header, ctx.trigger)
    plan_id = header.sk
    output: dict[str, Any] = {"planId": plan_id, "addedCount": 0, "skippedCount": len(found.errors), "nothingToAddCount": 0,
                              "errors": list(found.errors), "maxItemsReached": found.cut}  # fmt: skip
    if not found.rows:
        return NodeResult(
            status="SKIPPED", output=output, resolved_input=resolved, logs=({"level": "INFO", "message": "no position to add"},)
        )
    try:
        figures = Figures(ctx.organization_id, config, header, found.rows)
    except NodeFailed as failed:
        failed.resolved_input = resolved
        raise
    if figures.run is not None:
        output["recommendationsRun"] = figures.run  # the served run the strategy read (YYYY-MM-DD)
    for index, position in enumerate(found.rows):
        try:
            line = figures.line(position, cat)
            if line.body is None:
                output["nothingToAddCount"] += 1
                continue
            add_item(ctx.caller, config.planType, plan_id, line.body, source="workflow", cat=cat, rules=rules)
        except DomainError as error:
            output["skippedCount"] += 1
            if len(output["errors"]) < MAX_ERRORS_LISTED:
                output["errors"].append(_error(index, position, error.code, error.message))
            continue
        output["addedCount"] += 1
    if config.validate_plan:
        output["validation"] = _validate(config, ctx, plan_id)
    logs = [
        {
            "level": "INFO",
            "message": f"{output['addedCount']} added, {output['skippedCount']} skipped of {len(found.rows)} positions",
        }
    ]
    if found.cut:
        logs.append({"level": "WARN", "message": f"maxItems ({config.maxItems}) reached: further positions were not tried"})
    return NodeResult(status="SUCCEEDED", output=output, resolved_input=resolved, logs=tuple(logs))
