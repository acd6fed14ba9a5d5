"""Change a plan (REFERENCE 4.3; docs/plans.md): its name, then its notes, then its status, as one
change. A status change follows the type's machine, runs the rules, and an approval-gated move that
breaches an active policy stores a PENDING approval request instead of moving (``approvals``).
"""

from __future__ import annotations

import copy
from typing import Any

from inventory_planning.contracts.requests.plans import PlanUpdate
from inventory_planning.domain.plans import lifecycle
from inventory_planning.domain.plans.records import ApprovalRequested, PlanChangeResult
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import Conflict
from inventory_planning.services.plans import approvals
from inventory_planning.services.plans.common import (
    audit_extra,
    now,
    plan_header,
    require_visible_plan,
    require_whole_plan,
    retry,
    search_text,
)
from inventory_planning.services.plans.rules import Budget, RuleCheck, check_status_change
from inventory_planning.services.plans.supplier_moves import supplier_move_fields
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import headers as store
from inventory_planning.store.plans.common import PlanAction
from inventory_planning.store.plans.headers import HeaderWrite


def _renamed(record: dict[str, Any], body: PlanUpdate) -> dict[str, Any]:
    """The header record with the body's name and notes (refused once the plan is CLOSED)."""
    record = copy.deepcopy(record)
    if body.name is not None:
        lifecycle.check_header_editable(record["status"])
        record["name"] = body.name
    if body.touches_notes():
        lifecycle.check_header_editable(record["status"])
        record["notes"] = body.notes
    return record


def _gate(
    caller: Caller,
    header: PlanHeaderItem,
    target: str,
    check: RuleCheck,
    budget: Budget | None,
    justification: str | None,
    on_behalf_of: tuple[dict[str, str], ...] = (),
) -> dict[str, Any] | None:
    """Check a status move (machine, rules); the PENDING approval request that holds it, or None.

    Raises:
        InvalidTransition, PlanStateConflict, BusinessRuleViolation (409), Conflict: APPROVAL_ALREADY_PENDING.
    """
    plan_type, status = header.plan_type, header.record["status"]
    lifecycle.check_transition(plan_type, status, target)
    lines = check_status_change(caller.organization_id, header, target, check, budget)
    gated = lifecycle.needs_approval(plan_type, status, target)
    workflow_validation = caller.actor.kind == "WORKFLOW" and status == "DRAFT" and target == "VALIDATED"
    if not gated and not workflow_validation:  # a workflow's validation of any type: WORKFLOW policies may hold it
        return None
    if header.pending_approval_id:
        raise Conflict(
            "APPROVAL_ALREADY_PENDING",
            f"Approval request {header.pending_approval_id} already waits for a decision on this plan",
        )
    return approvals.breach(caller, header, lines, target, justification, on_behalf_of, gated=gated)


def _requested(approval: dict[str, Any] | None) -> ApprovalRequested | None:
    if approval is None:
        return None
    return ApprovalRequested(
        approval_request_id=approval["id"],
        policy_id=approval["policyId"],
        metric=approval["metric"],
        value=approval["value"],
        threshold=approval["threshold"],
    )


def update_plan(
    caller: Caller,
    plan_type: str,
    plan_id: str,
    body: PlanUpdate,
    budget: Budget | None = None,
    snapshot: dict[str, Any] | None = None,
    on_behalf_of: tuple[dict[str, str], ...] = (),
) -> PlanChangeResult:
    """PATCH a plan: name, then notes, then status (REFERENCE 4.3), as one change.

    A supplier plan's move also records its fields (``services.plans.supplier_moves.supplier_move_fields``: the expected credit at
    SENT, the credit note at CREDITED; an exchange's PROPOSED needs both sides).

    A status change checks the type's machine, runs the rules (validation: every line at
    ``*_PRE_VALIDATE_ITEM`` and the plan at ``*_PRE_CHANGE_STATUS``; other moves: the latter), and on an
    approval-gated move that breaches an active policy stores a PENDING approval request instead of
    moving (the name and notes changes still apply). ``snapshot``: the decision context a validation
    records (data platform). ``on_behalf_of``: the actors a WORKFLOW caller acts for (the workflow's
    creator and last updater, ``{kind, id}``), kept on an approval request for four eyes.

    Raises:
        Missing: PLAN_NOT_FOUND.
        PlanStateConflict: PLAN_CLOSED, ...; InvalidTransition: 422.
        BusinessRuleViolation: 409 when a BLOCK rule refuses the status change.
        Conflict: 409 APPROVAL_ALREADY_PENDING, PLAN_HAS_NO_ITEMS.
    """

    def attempt() -> PlanChangeResult:
        header = require_visible_plan(caller, plan_type, plan_id)
        require_whole_plan(caller, header)
        before = header.record
        record = _renamed(before, body)
        check = RuleCheck()
        target = body.status
        moving = target is not None and target != record["status"]
        extra = supplier_move_fields(
            caller.organization_id, header, target if moving else None, body.creditNoteAmount, body.creditNoteRef
        )
        approval = (
            _gate(caller, header, target, check, budget, body.reason, on_behalf_of) if moving and target is not None else None
        )
        if record == before and not moving:
            return PlanChangeResult(plan=plan_header(header), warnings=tuple(check.warnings))
        changed = now()
        record["updatedAt"] = changed
        decided_at = None
        if moving and approval is None:
            record["status"] = target
            record.update(extra)
            if target == lifecycle.DECISION_STATUS[header.plan_type]:
                decided_at = changed
                if snapshot is not None:
                    record["decisionContextSnapshot"] = snapshot
        action = "STATUS_CHANGE" if moving and approval is None else ("APPROVAL_REQUESTED" if approval else "UPDATE")
        pending = approval["id"] if approval else False
        write = HeaderWrite(record=record, search_text=search_text(record), decided_at=decided_at, set_pending=pending)
        change = PlanAction(caller.actor, action, audit_extra(caller, body.reason, check.audited))
        store.update_header(caller.organization_id, header, write, change, approval=approval)
        fresh = store.get_plan(caller.organization_id, plan_id)
        assert fresh is not None
        return PlanChangeResult(plan=plan_header(fresh), warnings=tuple(check.warnings), approval_requested=_requested(approval))

    return retry(attempt)
