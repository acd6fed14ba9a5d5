"""Data-platform routes: internal-token routes (InternalBearerAuth, ``/api/data-platform/*``).

Every route here is reached with an internal token only (the authorizer decides by the route
template); the organization a request touches is named in the request, never taken from a token.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.params import time_range
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One
from inventory_planning.coldstart import lazy
from inventory_planning.domain.dates import INSTANT_PATTERN, CalendarPattern
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

# the records load on the first request (decision 0013)
platform_records = lazy("inventory_planning.contracts.data_platform.organizations")

INTERNAL = "internal"
# Loaded on a route's first request, not at the cold start (decision 0013): the services, the
# plan response records and the plan request bodies the annotations name.
organizations = lazy("inventory_planning.services.account.organizations")
plan_callers = lazy("inventory_planning.services.plans.common")
workflow_callers = lazy("inventory_planning.services.workflows.attribution")
platform_plans = lazy("inventory_planning.services.plans.platform")
plan_records = lazy("inventory_planning.contracts.plans")
plan_bodies = lazy("inventory_planning.contracts.requests.plans")
router = ApiRouter(tag="Data platform")


class ProvisionOrganizationRequest(BaseModel):
    """Body of POST /api/data-platform/organizations."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    name: str = Field(min_length=1, max_length=255, pattern=r"\S", description="display name; surrounding spaces are dropped")


@router.post(
    "/api/data-platform/organizations",
    operation_id="provisionOrganization",
    permission=INTERNAL,
    status=201,
    creates=False,  # never replayed: a replay would have to store the plaintext token (decision 0014)
)
def provision(body: Annotated[ProvisionOrganizationRequest, Body()]) -> One[platform_records.ProvisionedOrganization]:
    """Provision an empty organization and its first service-account token, with every permission.

    For ops tooling, tests and demos: a fresh tenant without touching the table. The plaintext
    token is in this response only.
    """
    organization, plaintext, token = organizations.provision_organization(body.name, actor=current_identity(router).principal_id)
    return One(
        data=platform_records.ProvisionedOrganization(
            organizationId=organization.organization_id,
            organizationName=organization.name,
            tokenId=token.token_id,
            token=plaintext,
            permissions=sorted(token.permissions or []),
        )
    )


PlanTypePath = Annotated[
    Literal["RESTOCK", "MARKDOWN", "REBALANCE", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON"],
    Path(description="plan type"),
]
ValidatedPlanTypePath = Annotated[
    Literal["RESTOCK", "MARKDOWN", "REBALANCE", "PRE_SEASON"],
    Path(description="a plan type with a VALIDATED status (the supplier types have none)"),
]
PlanStatusQuery = Annotated[
    Literal["DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED", "CREDITED", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED"] | None,
    Query(description="one of the type's statuses (422 otherwise)"),
]
OrganizationId = Annotated[str, Query(alias="organizationId", min_length=1, max_length=64, description="the tenant")]


def _workflow_caller(organization_id: str, workflow_run_id: str | None) -> Any:
    return workflow_callers.workflow_action_caller(organization_id, workflow_run_id)


@router.get(
    "/api/data-platform/plans/{plan_type}",
    operation_id="listDataPlatformPlans",
    permission=INTERNAL,
)
def list_plans(
    plan_type: PlanTypePath,
    organization_id: OrganizationId,
    status: PlanStatusQuery = None,
    decided_after: Annotated[
        Annotated[AwareDatetime, CalendarPattern(INSTANT_PATTERN)] | None,
        Query(alias="decidedAfter", description="ISO 8601 with offset, years 1900..2999"),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 100,
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> One[plan_records.DataPlatformPlans]:
    """A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
    keeps the plans decided at or after that instant (REFERENCE 4.7: validated; a supplier return
    sent, an exchange agreed). A ``status`` the type does not have is a 422."""
    after, _ = time_range("decidedAfter", decided_after, "decidedBefore", None)  # the calendar's bounds (422 beyond)
    return {"success": True, "data": platform_plans.data_platform_plans(organization_id, plan_type, offset, limit, status, after)}


@router.post(
    "/api/data-platform/plans/{plan_type}/{plan_id}/validate",
    operation_id="validateDataPlatformPlan",
    permission=INTERNAL,
    creates=False,
    also=[202],
    errors=[
        (404, "PLAN_NOT_FOUND"),
        (409, "PLAN_ALREADY_VALIDATED"),
        (409, "BUSINESS_RULE_VIOLATION"),
        (409, "PLAN_HAS_NO_ITEMS"),
    ],
)
def validate_plan(
    plan_type: ValidatedPlanTypePath,
    plan_id: Annotated[str, Path(min_length=1, max_length=64)],
    body: Annotated[plan_bodies.DataPlatformValidate, Body()],
) -> plan_records.PlanChange[plan_records.ValidatedPlan]:
    """Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
    values, rule outcomes, stock-out risk scores) with its ``capturedAt``. Rules apply; an approval
    policy may hold it (202 with ``approvalRequested``)."""
    caller = plan_callers.caller_of(body.organizationId, "SYSTEM", "data-platform")
    snapshot = body.decisionContextSnapshot.model_dump()
    result = platform_plans.validate_for_platform(caller, plan_type, plan_id, snapshot)
    body_out = {
        "success": True,
        "data": result.data,
        "businessRuleWarnings": list(result.warnings),
        "approvalRequested": result.approval_requested,
    }
    return (body_out, 202) if result.approval_requested else body_out


@router.post(
    "/api/data-platform/workflow-actions/add-items-to-plan",
    operation_id="addItemsToPlan",
    permission=INTERNAL,
    creates=False,
    errors=[(404, "PLAN_NOT_FOUND"), (409, "PLAN_ALREADY_VALIDATED"), (409, "PLAN_ITEMS_FROZEN"), (409, "PLAN_CLOSED")],
)
def add_items_to_plan(body: Annotated[plan_bodies.AddItemsToPlan, Body()]) -> One[plan_records.AddItemsResult]:
    """Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
    own: a bad one is skipped and listed in ``errors`` as ``{index, errorCode, message, field}``;
    ``workflowRunId`` is the audit source reference of every item written; when it names a workflow
    run of the organization, the actor is that run's workflow (``WORKFLOW <workflow id>``)."""
    caller = _workflow_caller(body.organizationId, body.workflowRunId)
    return {"success": True, "data": platform_plans.add_items_for_workflow(caller, body.planId, body.items)}
