"""What a supplier return's or exchange's status move records on the plan (issue 37; docs/plans.md):
the expected credit at a return's SENT, the credit note and its difference at CREDITED; an exchange's
PROPOSED needs a line of each side. Called by the status change and by the approval that applies a
held move (``status``, ``approvals``).
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.plans import supplier_plans
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import lines as line_store


def supplier_move_fields(
    organization_id: str,
    header: PlanHeaderItem,
    target: str | None,
    credit_note_amount: float | None = None,
    credit_note_ref: str | None = None,
) -> dict[str, Any]:
    """The header fields a plan's status move to ``target`` records (``domain.plans.supplier_plans.move_fields``:
    the expected credit at a return's SENT, the credit note at its CREDITED); empty for the other types.
    ``target`` None (no move): a credit note is refused.

    Raises:
        InvalidInput: a credit note without a return's move to CREDITED; CREDITED without its amount.
        DomainError: EXCHANGE_SIDES_INCOMPLETE (422) on an exchange's PROPOSED without both sides.
    """
    plan_type, status = header.plan_type, header.record["status"]
    if target is None or plan_type not in supplier_plans.SUPPLIER_TYPES:
        return supplier_plans.move_fields(plan_type, status, target or status, [], credit_note_amount, credit_note_ref)
    lines = [line.record for line in line_store.all_lines(organization_id, header.sk)]
    return supplier_plans.move_fields(
        plan_type, status, target, lines, credit_note_amount, credit_note_ref, header.record.get("expectedCredit")
    )
