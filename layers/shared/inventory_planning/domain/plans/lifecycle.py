"""Plan types, statuses and state machines (REFERENCE 4.1; issue 8 "Plan types and lifecycles").

| type      | statuses (forward)                              | reversible          | approval gate      |
|-----------|-------------------------------------------------|---------------------|--------------------|
| RESTOCK   | DRAFT -> VALIDATED -> SENT -> RECEIVED -> CLOSED | VALIDATED<->SENT, SENT<->RECEIVED | DRAFT -> VALIDATED |
| MARKDOWN  | DRAFT -> VALIDATED -> CLOSED                     | none                | none               |
| REBALANCE | DRAFT -> VALIDATED -> SENT                       | none                | none               |
| SUPPLIER_RETURN | DRAFT -> SENT -> CREDITED -> CLOSED        | none                | DRAFT -> SENT      |
| SUPPLIER_EXCHANGE | DRAFT -> PROPOSED -> AGREED -> IN_TRANSIT -> SETTLED -> CLOSED | none | PROPOSED -> AGREED |
| PRE_SEASON | DRAFT -> VALIDATED -> SENT -> CLOSED            | none (SENT locks the commitment) | DRAFT -> VALIDATED |

The supplier types (issue 37, docs/plans.md): a return's SENT freezes its lines and snapshots the
expected credit, CREDITED records the credit note (``domain.plans.supplier_plans``); an exchange's
PROPOSED needs a line of each side.

What a status allows (docs/plans.md):

- items change (add, update, remove) only while the plan is DRAFT: a VALIDATED plan answers 409
  PLAN_ALREADY_VALIDATED (REFERENCE 0.3: "re-fetch the plan status"), a SENT or RECEIVED one 409
  PLAN_ITEMS_FROZEN ("SENT freezes the items"), a CLOSED one 409 PLAN_CLOSED. Editing a validated
  plan's lines would also bypass the approval that gated its validation.
- name and notes change in every status but CLOSED (409 PLAN_CLOSED); a CLOSED plan accepts no
  change at all, status included.
- a plan is deleted only while DRAFT (409 PLAN_NOT_DRAFT otherwise).
- items are TO_REVIEW while the plan is DRAFT and READY_FOR_ORDER once it is validated: the item
  status follows the plan's, so validating a plan readies every line at once. One line of a DRAFT
  plan may be readied before (``POST /api/plans/{type}/{id}/items/{itemId}/review``, through the
  PRE_VALIDATE_ITEM rules): it keeps READY_FOR_ORDER while the plan is DRAFT until the line changes
  (an update rebuilds it TO_REVIEW). The readiness is stored on the line (``itemStatus``).
"""

from __future__ import annotations

from typing import Literal

from inventory_planning.kernel.errors import Conflict, DomainError

PlanType = Literal["RESTOCK", "MARKDOWN", "REBALANCE", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON"]
PlanStatus = Literal[
    "DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED", "CREDITED", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED"
]
ItemStatus = Literal["TO_REVIEW", "READY_FOR_ORDER"]

PLAN_TYPES: tuple[str, ...] = ("RESTOCK", "MARKDOWN", "REBALANCE", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON")
STATUSES: dict[str, tuple[str, ...]] = {
    "RESTOCK": ("DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED"),
    "MARKDOWN": ("DRAFT", "VALIDATED", "CLOSED"),
    "REBALANCE": ("DRAFT", "VALIDATED", "SENT"),
    "SUPPLIER_RETURN": ("DRAFT", "SENT", "CREDITED", "CLOSED"),
    "SUPPLIER_EXCHANGE": ("DRAFT", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED", "CLOSED"),
    "PRE_SEASON": ("DRAFT", "VALIDATED", "SENT", "CLOSED"),
}
TRANSITIONS: dict[str, frozenset[tuple[str, str]]] = {
    "RESTOCK": frozenset(
        {
            ("DRAFT", "VALIDATED"),
            ("VALIDATED", "SENT"),
            ("SENT", "VALIDATED"),
            ("SENT", "RECEIVED"),
            ("RECEIVED", "SENT"),
            ("RECEIVED", "CLOSED"),
        }
    ),
    "MARKDOWN": frozenset({("DRAFT", "VALIDATED"), ("VALIDATED", "CLOSED")}),
    "REBALANCE": frozenset({("DRAFT", "VALIDATED"), ("VALIDATED", "SENT")}),
    "SUPPLIER_RETURN": frozenset({("DRAFT", "SENT"), ("SENT", "CREDITED"), ("CREDITED", "CLOSED")}),
    "SUPPLIER_EXCHANGE": frozenset(
        {
            ("DRAFT", "PROPOSED"),
            ("PROPOSED", "AGREED"),
            ("AGREED", "IN_TRANSIT"),
            ("IN_TRANSIT", "SETTLED"),
            ("SETTLED", "CLOSED"),
        }
    ),
    "PRE_SEASON": frozenset({("DRAFT", "VALIDATED"), ("VALIDATED", "SENT"), ("SENT", "CLOSED")}),
}
APPROVAL_GATES: dict[str, frozenset[tuple[str, str]]] = {
    "RESTOCK": frozenset({("DRAFT", "VALIDATED")}),
    "MARKDOWN": frozenset(),
    "REBALANCE": frozenset(),
    "SUPPLIER_RETURN": frozenset({("DRAFT", "SENT")}),
    "SUPPLIER_EXCHANGE": frozenset({("PROPOSED", "AGREED")}),
    "PRE_SEASON": frozenset({("DRAFT", "VALIDATED")}),
}
DECISION_STATUS: dict[str, str] = {
    "RESTOCK": "VALIDATED", "MARKDOWN": "VALIDATED", "REBALANCE": "VALIDATED", "SUPPLIER_RETURN": "SENT",
    "SUPPLIER_EXCHANGE": "AGREED", "PRE_SEASON": "VALIDATED",
}  # fmt: skip
"""The status whose move records the plan's ``decidedAt`` (REFERENCE 4.7 "validated"): VALIDATED, or
the supplier types' commitment to the supplier (a return SENT, an exchange AGREED), which have no
VALIDATED status."""
CODE_PREFIX = {
    "RESTOCK": "RST", "MARKDOWN": "MKD", "REBALANCE": "RBL", "SUPPLIER_RETURN": "SRT", "SUPPLIER_EXCHANGE": "SEX",
    "PRE_SEASON": "PSN",
}  # fmt: skip
OPEN_STATUSES = frozenset({"DRAFT", "VALIDATED", "SENT", "PROPOSED", "AGREED", "IN_TRANSIT"})


class InvalidTransition(DomainError):
    """422 INVALID_STATUS_TRANSITION: the target status is not a next state of the type's machine."""

    def __init__(self, plan_type: str, current: str, target: str) -> None:
        allowed = sorted(to for frm, to in TRANSITIONS[plan_type] if frm == current)
        super().__init__(
            "INVALID_STATUS_TRANSITION",
            f"A {plan_type} plan cannot move from {current} to {target}; allowed: {', '.join(allowed) or 'none'}",
            [{"field": "status", "code": "invalid_transition", "message": f"{current} -> {target} is not allowed"}],
        )


class PlanStateConflict(Conflict):
    """409 with the code of the state that forbids the change (PLAN_ALREADY_VALIDATED, PLAN_ITEMS_FROZEN,
    PLAN_CLOSED, PLAN_NOT_DRAFT)."""


def check_transition(plan_type: str, current: str, target: str) -> None:
    """Accept ``current -> target`` for ``plan_type`` or raise.

    Raises:
        PlanStateConflict: PLAN_CLOSED when the plan is CLOSED (a closed plan accepts no change).
        InvalidTransition: the move is not in the type's machine (422), including an unknown status
            for the type (e.g. RECEIVED for a MARKDOWN plan).
    """
    if current == "CLOSED":
        raise PlanStateConflict("PLAN_CLOSED", "The plan is closed; it accepts no change")
    if (current, target) not in TRANSITIONS[plan_type]:
        raise InvalidTransition(plan_type, current, target)


def needs_approval(plan_type: str, current: str, target: str) -> bool:
    """True when ``current -> target`` is an approval-gated move of ``plan_type`` (RESTOCK and PRE_SEASON
    DRAFT -> VALIDATED, SUPPLIER_RETURN DRAFT -> SENT, SUPPLIER_EXCHANGE PROPOSED -> AGREED)."""
    return (current, target) in APPROVAL_GATES[plan_type]


def check_items_editable(status: str) -> None:
    """Accept a change of lines in a plan of ``status`` (DRAFT only) or raise.

    Raises:
        PlanStateConflict: PLAN_ALREADY_VALIDATED, PLAN_ITEMS_FROZEN (SENT, RECEIVED, and the supplier
            types' PROPOSED .. SETTLED, CREDITED) or PLAN_CLOSED.
    """
    if status == "DRAFT":
        return
    if status == "VALIDATED":
        raise PlanStateConflict("PLAN_ALREADY_VALIDATED", "The plan is validated; its items cannot change")
    if status == "CLOSED":
        raise PlanStateConflict("PLAN_CLOSED", "The plan is closed; it accepts no change")
    raise PlanStateConflict("PLAN_ITEMS_FROZEN", f"The plan is {status}; its items are frozen")


def check_header_editable(status: str) -> None:
    """Accept a change of name or notes (every status but CLOSED) or raise PlanStateConflict PLAN_CLOSED."""
    if status == "CLOSED":
        raise PlanStateConflict("PLAN_CLOSED", "The plan is closed; it accepts no change")


def check_deletable(status: str) -> None:
    """Accept deleting a plan (DRAFT only) or raise PlanStateConflict PLAN_NOT_DRAFT."""
    if status != "DRAFT":
        raise PlanStateConflict("PLAN_NOT_DRAFT", f"Only a DRAFT plan can be deleted; this one is {status}")


TO_REVIEW = "TO_REVIEW"
READY = "READY_FOR_ORDER"


def item_status(plan_status: str, line_status: str | None = None) -> str:
    """The status of a plan's item: READY_FOR_ORDER once the plan is validated; while it is DRAFT,
    the line's own reviewed status (``line_status``, READY_FOR_ORDER after an item review) or TO_REVIEW."""
    if plan_status != "DRAFT":
        return READY
    return READY if line_status == READY else TO_REVIEW


def plan_code(plan_type: str, year: int, number: int) -> str:
    """The plan's readable code: ``<RST|MKD|RBL|SRT|SEX|PSN>-<year>-<number, 4 digits or more>`` (``RST-2026-0001``)."""
    return f"{CODE_PREFIX[plan_type]}-{year}-{number:04d}"
