"""Approval requests (REFERENCE 4.2; docs/plans.md "Approvals"): the queue, one request, approve, reject."""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import id_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

from plans_api.common import DECIDE, VIEW, RequestIdPath, caller_of, page_of

# Loaded on a route's first request, not at the cold start (decision 0013): the service, the
# response records and the request bodies the annotations name.
service = lazy("inventory_planning.services.plans.approvals")
decisions = lazy("inventory_planning.services.plans.decisions")  # approve: a held status move or recommendation
records = lazy("inventory_planning.contracts.plans")
bodies = lazy("inventory_planning.contracts.requests.plans")
router = ApiRouter(tag="Approvals")
DECISION_ERRORS = [
    (404, "APPROVAL_REQUEST_NOT_FOUND"), (409, "APPROVAL_ALREADY_DECIDED"), (409, "APPROVAL_REQUEST_EXPIRED"),
    (409, "BUSINESS_RULE_VIOLATION"), (409, "CONCURRENT_MODIFICATION"),
]  # fmt: skip


@router.get("/api/approval-requests", operation_id="listApprovalRequests", permission=VIEW)
def list_requests(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Annotated[Literal["PENDING", "APPROVED", "REJECTED", "EXPIRED"] | None, Query()] = None,
    plan_id: id_query("planId") = None,
) -> PageOf[records.ApprovalRequest]:
    """Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan."""
    rows = service.list_requests(caller_of(current_identity(router)), page, page_size, status, plan_id)
    return page_of(rows, page, page_size)


@router.get(
    "/api/approval-requests/{request_id}",
    operation_id="getApprovalRequest",
    permission=VIEW,
    errors=[(404, "APPROVAL_REQUEST_NOT_FOUND")],
)
def get_request(request_id: RequestIdPath) -> One[records.ApprovalRequest]:
    """One approval request with its snapshot (metric, value, threshold), requester and decision."""
    return {"success": True, "data": service.get_request(caller_of(current_identity(router)), request_id)}


@router.post(
    "/api/approval-requests/{request_id}/approve",
    operation_id="approveApprovalRequest",
    permission=DECIDE,
    errors=[*DECISION_ERRORS, (422, "BUSINESS_RULE_VIOLATION"), (422, "INSUFFICIENT_STOCK")],
    creates=False,
)
def approve(request_id: RequestIdPath, body: Annotated[bodies.ApprovalDecision, Body()]) -> One[records.ApprovalRequest]:
    """Approve a PENDING request: the held status change is applied (the rules are checked again), or,
    for a held recommendation (RECOMMENDATION policy), its line is added as a direct addition would
    add it (422 when a rule or the stock refuses it now; the request stays PENDING).
    The requester cannot decide (403, four eyes); a changed plan makes the request EXPIRED (409)."""
    return {"success": True, "data": decisions.approve(caller_of(current_identity(router)), request_id, body.reason).request}


@router.post(
    "/api/approval-requests/{request_id}/reject",
    operation_id="rejectApprovalRequest",
    permission=DECIDE,
    errors=DECISION_ERRORS,
    creates=False,
)
def reject(request_id: RequestIdPath, body: Annotated[bodies.ApprovalRejection, Body()]) -> One[records.ApprovalRequest]:
    """Reject a PENDING request with a ``reason`` (required): the plan stays DRAFT."""
    return {"success": True, "data": service.reject(caller_of(current_identity(router)), request_id, body.reason)}
