"""Typed records of the plans' data-platform and workflow entry points (docs/decisions/0026).

Apart from ``records`` because only the data-platform function reads them: the plan function does
not create these classes at its cold start. Conventions as ``domain.plans.records``.
"""

from __future__ import annotations

from dataclasses import dataclass

from inventory_planning.domain.plans.records import ApprovalRequested, PlanHeader, RuleWarning


@dataclass(frozen=True, slots=True, kw_only=True)
class PlatformPlans:
    """The data-platform listing of a type's plans (wire ``DataPlatformPlans``): plans per status, one
    slice newest first, its bounds and the filtered total."""

    counts_by_status: dict[str, int]
    data: tuple[PlanHeader, ...]
    limit: int
    offset: int
    total: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ValidatedPlan:
    """A data-platform validation (wire ``ValidatedPlan``): the plan's status, when it was decided and
    when its decision context was captured."""

    plan_id: str
    plan_type: str
    status: str
    decided_at: str
    captured_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlatformValidation:
    """A data-platform validation: what it answers, the rules' warnings, and (202) the approval requested."""

    data: ValidatedPlan
    warnings: tuple[RuleWarning, ...] = ()
    approval_requested: ApprovalRequested | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ItemError:
    """A skipped line of add-items-to-plan: its index in ``items``, an error code, a message and the field."""

    index: int
    error_code: str
    message: str
    field: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class WorkflowItemsAdded:
    """add-items-to-plan (wire ``AddItemsResult``): lines added, lines skipped, and why each was skipped."""

    added_count: int
    skipped_count: int
    errors: tuple[ItemError, ...]
