"""Helpers shared by the plan routers: permissions, the caller, path parameters, response shapes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Path
from inventory_planning.api.identity import API_TOKEN, Identity
from inventory_planning.api.pagination import page_meta
from inventory_planning.coldstart import lazy

if TYPE_CHECKING:
    from inventory_planning.domain.pages import Page
    from inventory_planning.domain.plans.records import ApprovalRequested, RuleWarning
    from inventory_planning.kernel.actors import Caller

# The plan services load on the first request, not at the cold start (decision 0013).
plans = lazy("inventory_planning.services.plans.common")

VIEW = "inventoryPlans.view"
MANAGE = "inventoryPlans.manage"
DECIDE = "inventoryPlans.approvalsDecide"

PlanTypePath = Annotated[
    Literal["RESTOCK", "MARKDOWN", "REBALANCE", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON"],
    Path(description="plan type"),
]
PlanIdPath = Annotated[str, Path(min_length=1, max_length=64, description="plan id")]
ItemIdPath = Annotated[str, Path(min_length=1, max_length=64, description="plan item id")]
RequestIdPath = Annotated[str, Path(min_length=1, max_length=64, description="approval request id")]
StatusFilter = Literal[
    "DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED", "CREDITED", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED"
]


def caller_of(identity: Identity) -> Caller:
    """The plan caller of a token: actor API_TOKEN (token id) or USER (user id), with the shops of a
    shop-scoped caller."""
    if identity.auth_kind == API_TOKEN:
        return plans.caller_of(
            identity.org, "API_TOKEN", identity.token_id or identity.principal_id, shop_scope=identity.shop_scope
        )
    return plans.caller_of(identity.org, "USER", identity.user_id or identity.principal_id, shop_scope=identity.shop_scope)


def page_of(page: Page[Any], number: int, page_size: int) -> dict[str, Any]:
    """``{success, data, page, pageSize, total}`` of a service's page."""
    return {"success": True, "data": list(page.rows), **page_meta(number, page_size, page.total)}


def change_response(data: Any, warnings: tuple[RuleWarning, ...], approval_requested: ApprovalRequested | None = None) -> Any:
    """``{success, data, businessRuleWarnings, approvalRequested}``; 202 when an approval was requested."""
    body = {"success": True, "data": data, "businessRuleWarnings": list(warnings), "approvalRequested": approval_requested}
    return (body, 202) if approval_requested else body
