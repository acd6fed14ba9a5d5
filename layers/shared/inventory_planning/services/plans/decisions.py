"""Approving an approval request of any kind (REFERENCE 4.2; docs/plans.md "Approvals"): a held
status move (``approvals.approve``) or a held recommendation (``from_recommendation.approve_held``,
issue 37). The two modules stay apart (from_recommendation asks approvals whether a policy holds a
line); this one reads the request's ``kind`` and hands it to the right one.
"""

from __future__ import annotations

from inventory_planning.domain.plans.records import ApprovalDecided
from inventory_planning.kernel.actors import Caller
from inventory_planning.services.plans import approvals, from_recommendation
from inventory_planning.services.plans.rules import Budget
from inventory_planning.store.plans import approvals as approval_store


def approve(caller: Caller, request_id: str, reason: str | None, budget: Budget | None = None) -> ApprovalDecided:
    """Approve a PENDING request: apply the held status move, or add the held recommendation's line.

    Raises:
        What ``approvals.approve`` and ``from_recommendation.approve_held`` raise (404, 403 four eyes,
        409 decided / expired / a BLOCK rule, 422 on a recommendation that no longer applies).
    """
    found = approval_store.get_approval(caller.organization_id, request_id)
    if found is not None and found[0].get("kind") == "RECOMMENDATION":
        return from_recommendation.approve_held(caller, request_id, reason)
    return approvals.approve(caller, request_id, reason, budget)
