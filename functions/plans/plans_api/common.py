"""Helpers shared by the plan routers: permissions, the caller, path parameters, response shapes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Path
from inventory_planning.api.identity import API_TOKEN, Identity

if TYPE_CHECKING:
    from inventory_planning.services.plans import Caller

VIEW = "inventoryPlans.view"
MANAGE = "inventoryPlans.manage"
DECIDE = "inventoryPlans.approvalsDecide"

PlanTypePath = Annotated[Literal["RESTOCK", "MARKDOWN", "REBALANCE"], Path(description="plan type")]
PlanIdPath = Annotated[str, Path(min_length=1, max_length=64, description="plan id")]
ItemIdPath = Annotated[str, Path(min_length=1, max_length=64, description="plan item id")]
RequestIdPath = Annotated[str, Path(min_length=1, max_length=64, description="approval request id")]
StatusFilter = Literal["DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED"]


def caller_of(identity: Identity) -> Caller:
    """The plan caller of a token: actor API_TOKEN (token id) or USER (user id), with the shops of a
    shop-scoped caller."""
    from inventory_planning.services.plans import Caller  # noqa: PLC0415 - the plans service loads on the first request
    from inventory_planning.store.configuration import Actor  # noqa: PLC0415 - with the plans service

    if identity.auth_kind == API_TOKEN:
        actor = Actor("API_TOKEN", identity.token_id or identity.principal_id)
    else:
        actor = Actor("USER", identity.user_id or identity.principal_id)
    return Caller(identity.org, actor, shop_scope=identity.shop_scope)


def change_response(result: Any, data: Any) -> Any:
    """``{success, data, businessRuleWarnings, approvalRequested}``; 202 when an approval was requested."""
    body = {
        "success": True,
        "data": data,
        "businessRuleWarnings": result.warnings,
        "approvalRequested": getattr(result, "approval_requested", None),
    }
    return (body, 202) if body["approvalRequested"] else body
