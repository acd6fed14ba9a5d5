"""The plan entry points of the data platform and of workflows (internal token; REFERENCE 4.7, SPEC
add-items-to-plan): a type's plans with their counts per status, the validation of a DRAFT plan with
its decision context, and the addition of restock lines one by one.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from inventory_planning.contracts.requests.plans import PlanUpdate, RestockItemAdd
from inventory_planning.domain.plans import lifecycle
from inventory_planning.domain.plans.platform_records import (
    ItemError,
    PlatformPlans,
    PlatformValidation,
    ValidatedPlan,
    WorkflowItemsAdded,
)
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import DomainError, InvalidInput, field_error
from inventory_planning.services.plans.catalogue import Catalogue
from inventory_planning.services.plans.common import now, plan_header, require_plan
from inventory_planning.services.plans.lines import add_item
from inventory_planning.services.plans.ruleset import Rules
from inventory_planning.services.plans.status import update_plan
from inventory_planning.store.plans import headers as store


def data_platform_plans(
    organization_id: str, plan_type: str, offset: int, limit: int, status: str | None, decided_after: str | None
) -> PlatformPlans:
    """A type's plans newest first (``offset``/``limit`` slice, optionally of one status and decided
    at or after ``decided_after``, ISO 8601 UTC) with the number of plans per status and the total.

    Raises:
        InvalidInput: ``status`` is not one of the type's statuses (``lifecycle.STATUSES``).
    """
    if status is not None and status not in lifecycle.STATUSES[plan_type]:
        allowed = ", ".join(lifecycle.STATUSES[plan_type])
        message = f"a {plan_type} plan's status is one of {allowed}"
        raise InvalidInput([field_error("status", message, "not_a_status_of_the_type")])
    rows, total = store.plans_slice(organization_id, plan_type, offset, limit, status, decided_after)
    counts = store.status_counts(organization_id, plan_type, lifecycle.STATUSES[plan_type])
    return PlatformPlans(
        counts_by_status=counts, data=tuple(plan_header(r) for r in rows), limit=limit, offset=offset, total=total
    )


def validate_for_platform(caller: Caller, plan_type: str, plan_id: str, snapshot: dict[str, Any]) -> PlatformValidation:
    """Validate a DRAFT plan for the data platform, recording its decision context snapshot (with
    ``capturedAt``). Rules and approval policies apply as for a PATCH (the caller's actor).

    Raises:
        Missing: PLAN_NOT_FOUND. PlanStateConflict: PLAN_ALREADY_VALIDATED (or the state's code).
        And what :func:`status.update_plan` raises.
    """
    header = require_plan(caller.organization_id, plan_type, plan_id)
    if header.record["status"] != "DRAFT":
        lifecycle.check_items_editable(header.record["status"])
    captured = {**snapshot, "capturedAt": now()}
    result = update_plan(caller, plan_type, plan_id, PlanUpdate(status="VALIDATED"), snapshot=captured)
    plan = result.plan
    data = ValidatedPlan(
        plan_id=plan.id,
        plan_type=plan.plan_type,
        status=plan.status,
        decided_at=plan.decided_at or plan.updated_at,
        captured_at=(plan.decision_context_snapshot or {}).get("capturedAt") or plan.updated_at,
    )
    return PlatformValidation(data=data, warnings=result.warnings, approval_requested=result.approval_requested)


def _invalid(index: int, error: ValidationError) -> ItemError:
    first = error.errors()[0]
    field = ".".join(str(p) for p in first.get("loc", ())) or None
    return ItemError(index=index, error_code="VALIDATION_ERROR", message=first.get("msg", "invalid"), field=field)


def add_items_for_workflow(caller: Caller, plan_id: str, items: list[dict[str, Any]]) -> WorkflowItemsAdded:
    """SPEC add-items-to-plan: add or refresh each restock line on its own; a line that fails (shape,
    unknown variant/size/shop, a BLOCK rule, ...) is skipped and reported with its index, error
    code, message and field.

    Raises:
        Missing: PLAN_NOT_FOUND (no line is tried). PlanStateConflict: the plan is not DRAFT.
    """
    header = require_plan(caller.organization_id, "RESTOCK", plan_id)
    lifecycle.check_items_editable(header.record["status"])
    cat, rules = Catalogue(caller.organization_id), Rules(caller.organization_id)
    added, errors = 0, []
    for index, raw in enumerate(items):
        try:
            line = RestockItemAdd.model_validate({k: raw.get(k) for k in ("variantId", "sizeId", "shopId", "quantity")})
        except ValidationError as error:
            errors.append(_invalid(index, error))
            continue
        try:
            add_item(caller, "RESTOCK", plan_id, line, source="workflow", cat=cat, rules=rules)
        except DomainError as error:
            field = error.field_errors[0]["field"] if error.field_errors else None
            errors.append(ItemError(index=index, error_code=error.code, message=error.message, field=field))
            continue
        added += 1
    return WorkflowItemsAdded(added_count=added, skipped_count=len(errors), errors=tuple(errors))
