"""Approval requests (REFERENCE 4.2; docs/plans.md "Approvals").

An approval-gated status change (RESTOCK DRAFT -> VALIDATED, SUPPLIER_RETURN DRAFT -> SENT,
SUPPLIER_EXCHANGE PROPOSED -> AGREED) that breaches an active approval policy
does not move the plan: :func:`breach` makes a PENDING request (a snapshot of the metric's value and
the policy's threshold, the requester's justification, the plan's items version), stored with the
header in one transaction. A decider with ``inventoryPlans.approvalsDecide`` who is not the requester
nor in its token lineage either way (four eyes, docs/decisions/0023) approves (the held change is
applied, after the rules are checked again) or rejects (the plan stays DRAFT). A change to the plan's
lines sets the request EXPIRED in the same transaction as the change; a decided or expired request cannot be decided again (409).
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain import tokens as token_rules
from inventory_planning.domain.pages import Page
from inventory_planning.domain.plans import lifecycle
from inventory_planning.domain.plans.approvals import ApprovalLine, PlanFacts, first_breach
from inventory_planning.domain.plans.records import ApprovalDecided, ApprovalRequest
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, NotAllowed, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.account import tokens as token_service
from inventory_planning.services.plans.common import now, plan_header, plan_visible, require_whole_plan, retry
from inventory_planning.services.plans.rules import Budget, RuleCheck, check_status_change
from inventory_planning.services.plans.supplier_moves import supplier_move_fields
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import approvals as store
from inventory_planning.store.plans import headers as header_store
from inventory_planning.store.plans.common import APPROVAL_REQUEST, PlanAction

ACTOR_TYPES = {
    "USER": "USER", "API_TOKEN": "API_TOKEN", "WORKFLOW": "WORKFLOW", "SYSTEM": "SYSTEM",
    "SCENARIO_GENERATOR": "SCENARIO_GENERATOR",
}  # fmt: skip


def breach(
    caller: Caller,
    header: PlanHeaderItem,
    lines: list[dict[str, Any]],
    target: str,
    justification: str | None,
    on_behalf_of: tuple[dict[str, str], ...] = (),
    gated: bool = True,
    recommendation: dict[str, Any] | None = None,
) -> dict[str, Any] | None:
    """The PENDING approval request a gated move needs, or None when no active policy is breached.

    The organization's policies are read in creation order; the first that applies to the plan and
    whose metric exceeds its threshold holds the move (``domain.plans.approvals.first_breach``). A WORKFLOW
    caller's actor id is its workflow id: the plan's ``workflowId`` that ``scopeWorkflowIds`` meets.
    ``on_behalf_of``: the actors ``{kind, id}`` a WORKFLOW caller acts for (the workflow's creator and
    last updater), stored as the request's ``requestedOnBehalfOf``: none of them may decide it (four eyes).

    ``gated``: the move is an approval gate of the plan's type (else only WORKFLOW policies may hold
    a workflow's validation). ``recommendation``: the body of a from-recommendation call whose line
    is ``lines`` (only RECOMMENDATION policies hold it; the request keeps the body, ``kind``
    RECOMMENDATION, and approving it applies the recommendation).
    """
    policies = record_store.list_all(caller.organization_id, config.APPROVAL_POLICY)
    if not policies:
        return None
    record = header.record
    facts = PlanFacts(
        planType=header.plan_type,
        actorType=ACTOR_TYPES.get(caller.actor.kind, "USER"),
        workflowId=caller.actor.id if caller.actor.kind == "WORKFLOW" else None,
        brandIds=frozenset(x for x in [record.get("brandId"), *(line.get("brandId") for line in lines)] if x),
        collectionIds=frozenset(x for x in [record.get("collectionId"), *(line.get("collectionId") for line in lines)] if x),
        shopIds=frozenset(line["shopId"] for line in lines if line.get("shopId")),
        supplierIds=frozenset(x for x in [record.get("supplierId"), *(line.get("supplierId") for line in lines)] if x),
        lines=tuple(
            ApprovalLine(line["variantId"], line.get("shopId"), int(line["quantity"]), float(line["value"])) for line in lines
        ),
        gated=gated and recommendation is None,
        workflowValidation=recommendation is None and caller.actor.kind == "WORKFLOW" and target == "VALIDATED",
        recommendation=recommendation is not None,
    )
    match = first_breach(policies, facts)
    if match is None:
        return None
    requested_at = now()
    return {
        "id": new_id(),
        "planId": header.sk,
        "planType": header.plan_type,
        "planCode": record["code"],
        "policyId": match.policyId,
        "policyName": match.policyName,
        "metric": match.metric,
        "value": float(match.value),
        "threshold": float(match.threshold),
        "fromStatus": record["status"],
        "toStatus": target,
        "status": "PENDING",
        "justification": justification,
        "requestedBy": caller.actor_ref,
        "requestedOnBehalfOf": [dict(actor) for actor in on_behalf_of] or None,
        "requestedAt": requested_at,
        "decidedBy": None,
        "decidedAt": None,
        "decisionReason": None,
        "expiredReason": None,
        "itemsVersion": int(header.items_version or 0),
        "kind": "RECOMMENDATION" if recommendation is not None else "STATUS_CHANGE",
        "recommendation": recommendation,
    }


def holds_recommendations(organization_id: str) -> bool:
    """True when an active approval policy of family RECOMMENDATION exists (one read of the policies)."""
    policies = record_store.list_all(organization_id, config.APPROVAL_POLICY)
    return any(p.get("actionFamily") == "RECOMMENDATION" and p.get("isActive", True) for p in policies)


def _require(organization_id: str, request_id: str) -> tuple[dict[str, Any], int]:
    found = store.get_approval(organization_id, request_id)
    if found is None:
        raise Missing("Approval request", "APPROVAL_REQUEST_NOT_FOUND")
    return found


def get_request(caller: Caller, request_id: str) -> ApprovalRequest:
    """One approval request, or 404 APPROVAL_REQUEST_NOT_FOUND (also when a shop-scoped caller does
    not see its plan: docs/decisions/0019)."""
    request = _require(caller.organization_id, request_id)[0]
    if caller.shop_scope is not None:
        header = header_store.get_plan(caller.organization_id, request["planId"])
        if header is None or not plan_visible(caller, header):
            raise Missing("Approval request", "APPROVAL_REQUEST_NOT_FOUND")
    return ApprovalRequest.of(request)


def list_requests(caller: Caller, page: int, page_size: int, status: str | None, plan_id: str | None) -> Page[ApprovalRequest]:
    """Approval requests newest first, optionally of one status and/or plan; a shop-scoped caller
    sees those of the plans it sees (every request of the filter is read, then the plans' headers in
    one batch: approval requests are made by people, a few per plan)."""
    org = caller.organization_id
    if caller.shop_scope is None:
        rows, total = store.approvals_page(org, page, page_size, status, plan_id)
        return Page(rows=tuple(ApprovalRequest.of(r) for r in rows), total=total)
    rows = store.all_approvals(org, status, plan_id)
    headers = header_store.get_plans(org, [r["planId"] for r in rows])
    rows = [r for r in rows if r["planId"] in headers and plan_visible(caller, headers[r["planId"]])]
    start = (page - 1) * page_size
    return Page(rows=tuple(ApprovalRequest.of(r) for r in rows[start : start + page_size]), total=len(rows))


def _decidable(caller: Caller, request: dict[str, Any]) -> None:
    if request["status"] == "EXPIRED":
        raise Conflict("APPROVAL_REQUEST_EXPIRED", f"The request expired: {request.get('expiredReason') or 'the plan changed'}")
    if request["status"] != "PENDING":
        raise Conflict("APPROVAL_ALREADY_DECIDED", f"The request was already {request['status'].lower()}")
    if _same_eyes(caller, request["requestedBy"], request.get("requestedOnBehalfOf") or ()):
        raise NotAllowed(
            "Four eyes: the requester cannot decide their own approval request, nor through a token of theirs "
            "(created by them, or by one of their tokens), nor for a token they were created by, nor through "
            "another token made by the same person or token"
        )


def _same_eyes(caller: Caller, requested_by: dict[str, str], on_behalf_of: Any = ()) -> bool:
    """True when ``caller`` deciding a request of ``requested_by`` is one party's (docs/decisions/0023):
    the requester itself, either one in the other's creator chain (token lineage), or two chains that
    share a person or a token (siblings: tokens made by the same hand). A workflow's request
    (``on_behalf_of``: its creator and last updater, ``{kind, id}``) carries their chains too: neither
    of them, nor a token of theirs, approves what their workflow asked."""
    if requested_by == caller.actor_ref:
        return True
    org = caller.organization_id
    decider = token_service.principal_chain(org, caller.actor.kind, caller.actor.id)
    requester = token_service.principal_chain(org, requested_by["kind"], requested_by["id"])
    for actor in on_behalf_of:
        requester += token_service.principal_chain(org, actor["kind"], actor["id"])
    return token_rules.same_eyes(decider, requester)


def decidable_request(caller: Caller, request_id: str) -> tuple[dict[str, Any], int, PlanHeaderItem]:
    """The PENDING request (and its version) with its plan, checked for a decision by ``caller``.

    A request whose plan changed since it was made is set EXPIRED here and refused.

    Raises:
        Missing, NotAllowed, Conflict: as :func:`approve`.
    """
    request, version = _require(caller.organization_id, request_id)
    header = header_store.get_plan(caller.organization_id, request["planId"])
    if header is not None and not plan_visible(caller, header):
        raise Missing("Approval request", "APPROVAL_REQUEST_NOT_FOUND")
    _decidable(caller, request)
    if header is not None:
        require_whole_plan(caller, header)
    why = _stale(header, request)
    if why is not None:
        _expire_stale(caller, request, why)
        raise Conflict("APPROVAL_REQUEST_EXPIRED", f"The request expired: {why}")
    assert header is not None
    return request, version, header


def _stale(header: PlanHeaderItem | None, request: dict[str, Any]) -> str | None:
    if header is None:
        return "the plan was deleted"
    if request.get("kind") == "RECOMMENDATION":  # holds a line, not the plan: the plan may change meanwhile
        return None
    if header.pending_approval_id != request["id"] or header.record["status"] != request["fromStatus"]:
        return "the plan's status changed after the request"
    if int(header.items_version or 0) != int(request.get("itemsVersion", 0)):
        return "the plan's items changed after the request"
    return None


def _expire_stale(caller: Caller, request: dict[str, Any], why: str) -> None:
    def mark(record: dict[str, Any]) -> dict[str, Any]:
        if record["status"] == "PENDING":
            record.update(status="EXPIRED", expiredReason=why, decidedAt=now())
        return record

    record_store.update(caller.organization_id, APPROVAL_REQUEST, request["id"], mark, caller.actor, action="STATUS_CHANGE")


def expire_pending(caller: Caller, header: PlanHeaderItem, why: str) -> None:
    """Set the plan's pending request EXPIRED and clear it from the header (one transaction)."""
    found = store.get_approval(caller.organization_id, header.pending_approval_id or "")
    if found is None:
        return
    request, version = found
    request.update(status="EXPIRED", expiredReason=why, decidedAt=now())
    store.decide_approval(caller.organization_id, request, version, PlanAction(caller.actor, "EXPIRED", {"reason": why}), header)


def approve(caller: Caller, request_id: str, reason: str | None, budget: Budget | None = None) -> ApprovalDecided:
    """Approve a PENDING request: apply the held status change (the rules are checked again).

    Returns the request (APPROVED), the plan after the change and the rules' warnings.

    Raises:
        Missing: APPROVAL_REQUEST_NOT_FOUND. NotAllowed: four eyes (403).
        Conflict: APPROVAL_ALREADY_DECIDED, APPROVAL_REQUEST_EXPIRED (the plan changed: the request is
            now EXPIRED). BusinessRuleViolation: 409, a BLOCK rule refuses the change now.
    """

    def attempt() -> ApprovalDecided:
        request, version, header = decidable_request(caller, request_id)
        if request.get("kind") == "RECOMMENDATION":  # services.plans.decisions applies those
            raise Conflict("APPROVAL_KIND_MISMATCH", "A held recommendation is approved through services.plans.decisions")
        lifecycle.check_transition(header.plan_type, request["fromStatus"], request["toStatus"])
        check = RuleCheck()
        check_status_change(caller.organization_id, header, request["toStatus"], check, budget)
        decided = now()
        plan_record = {**header.record, "status": request["toStatus"], "updatedAt": decided}
        plan_record.update(supplier_move_fields(caller.organization_id, header, request["toStatus"]))
        request.update(status="APPROVED", decidedBy=caller.actor_ref, decidedAt=decided, decisionReason=reason)
        store.decide_approval(
            caller.organization_id, request, version,
            PlanAction(
                caller.actor, "APPROVED", {"reason": reason, "rules": check.audited or None, "sourceRef": caller.source_ref}
            ),
            header, plan_record,
            decided_at=decided if request["toStatus"] == lifecycle.DECISION_STATUS[header.plan_type] else None,
        )  # fmt: skip
        fresh = header_store.get_plan(caller.organization_id, request["planId"])
        plan = plan_header(fresh) if fresh else None
        return ApprovalDecided(request=ApprovalRequest.of(request), plan=plan, warnings=tuple(check.warnings))

    return retry(attempt)


def reject(caller: Caller, request_id: str, reason: str | None) -> ApprovalRequest:
    """Reject a PENDING request: the plan stays in its status (DRAFT), the request is REJECTED.

    Raises:
        InvalidInput: no ``reason`` (a rejection says why). Others as :func:`approve`.
    """
    if not reason:
        raise InvalidInput([field_error("reason", "a rejection needs a reason", "required")])

    def attempt() -> ApprovalRequest:
        request, version, header = decidable_request(caller, request_id)
        request.update(status="REJECTED", decidedBy=caller.actor_ref, decidedAt=now(), decisionReason=reason)
        change = PlanAction(caller.actor, "REJECTED", {"reason": reason, "sourceRef": caller.source_ref})
        if request.get("kind") == "RECOMMENDATION":
            store.decide_held(caller.organization_id, request, version, change, header)
        else:
            store.decide_approval(caller.organization_id, request, version, change, header)
        return ApprovalRequest.of(request)

    return retry(attempt)
