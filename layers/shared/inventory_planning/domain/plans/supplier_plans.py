"""Supplier returns and exchanges (issue 37; REFERENCE 4.1, 4.4; docs/plans.md "Supplier returns",
"Supplier exchanges"): line values, what a status move records on the plan, and the exchange's sides.

- a line's value is ``quantity x unitCost`` (currency; 0 when no cost is known), the credit the
  supplier owes for a RETURN line and the value received for a RECEIVE line;
- SUPPLIER_RETURN DRAFT -> SENT snapshots ``expectedCredit`` = the sum of its lines' values (the lines
  are frozen from then on); SENT -> CREDITED records ``creditNoteAmount`` (required), ``creditNoteRef``
  (optional) and ``creditDifference`` = creditNoteAmount - expectedCredit (negative: the supplier
  credited less than expected);
- SUPPLIER_EXCHANGE DRAFT -> PROPOSED needs at least one line of each side (RETURN, RECEIVE).

Pure: no AWS, no HTTP, no clock. Amounts rounded to 6 decimals as every stored plan amount.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any, Literal

from inventory_planning.kernel.errors import DomainError, InvalidInput, field_error

SUPPLIER_TYPES = frozenset({"SUPPLIER_RETURN", "SUPPLIER_EXCHANGE"})
Side = Literal["RETURN", "RECEIVE"]
SIDES: tuple[str, ...] = ("RETURN", "RECEIVE")


def line_value(quantity: int, unit_cost: float | None) -> float:
    """Value (currency) of a supplier-plan line: ``quantity x unitCost``; 0 when the cost is unknown."""
    if unit_cost is None:
        return 0.0
    return round(quantity * unit_cost, 6)


def lines_value(lines: Iterable[Mapping[str, Any]], side: str | None = None) -> float:
    """The sum of the stored lines' ``value`` (currency), only those of ``side`` when given."""
    return round(math.fsum(float(line["value"]) for line in lines if side is None or line.get("side") == side), 6)


def credit_difference(credit_note_amount: float, expected_credit: float) -> float:
    """``creditNoteAmount - expectedCredit`` (currency, 6 decimals): what the credit note differs from the
    value of the lines returned (negative: less credited than expected)."""
    return round(credit_note_amount - expected_credit, 6)


def check_sides(lines: Iterable[Mapping[str, Any]]) -> None:
    """Accept an exchange's lines for PROPOSED (at least one RETURN and one RECEIVE line) or raise.

    Raises:
        DomainError: 422 EXCHANGE_SIDES_INCOMPLETE naming ``side`` and the missing side(s).
    """
    present = {line.get("side") for line in lines}
    missing = [side for side in SIDES if side not in present]
    if missing:
        raise DomainError(
            "EXCHANGE_SIDES_INCOMPLETE",
            f"An exchange is proposed with at least one RETURN and one RECEIVE line; missing: {', '.join(missing)}",
            [field_error("side", f"no {side} line", "missing_side") for side in missing],
        )


def move_fields(
    plan_type: str,
    current: str,
    target: str,
    lines: Iterable[Mapping[str, Any]],
    credit_note_amount: float | None = None,
    credit_note_ref: str | None = None,
    expected_credit: float | None = None,
) -> dict[str, Any]:
    """The header fields a status move of a supplier plan records (empty for other moves and types).

    ``lines``: the plan's stored lines; ``expected_credit``: the plan's snapshot (for CREDITED).

    Raises:
        InvalidInput: CREDITED without ``creditNoteAmount``, or a credit note on another move (422
            naming the field).
        DomainError: EXCHANGE_SIDES_INCOMPLETE (:func:`check_sides`).
    """
    crediting = plan_type == "SUPPLIER_RETURN" and target == "CREDITED"
    if not crediting and (credit_note_amount is not None or credit_note_ref is not None):
        field = "creditNoteAmount" if credit_note_amount is not None else "creditNoteRef"
        raise InvalidInput([field_error(field, "only a SUPPLIER_RETURN moving to CREDITED takes a credit note", "unexpected")])
    if plan_type == "SUPPLIER_EXCHANGE" and current == "DRAFT" and target == "PROPOSED":
        check_sides(lines)
    if plan_type == "SUPPLIER_RETURN" and current == "DRAFT" and target == "SENT":
        return {"expectedCredit": lines_value(lines)}
    if crediting:
        if credit_note_amount is None:
            raise InvalidInput([field_error("creditNoteAmount", "CREDITED needs the credit note's amount", "required")])
        expected = float(expected_credit or 0)
        return {
            "creditNoteAmount": round(credit_note_amount, 6), "creditNoteRef": credit_note_ref,
            "creditDifference": credit_difference(credit_note_amount, expected),
        }  # fmt: skip
    return {}


def first_move(plan_type: str, current: str, target: str) -> bool:
    """True for the move that takes a plan out of DRAFT (it needs lines: PLAN_HAS_NO_ITEMS otherwise)."""
    return current == "DRAFT" and target != "DRAFT" and plan_type in SUPPLIER_TYPES
