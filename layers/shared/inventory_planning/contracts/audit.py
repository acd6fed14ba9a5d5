"""The audit entry record: a change of the configuration or of a plan (docs/configuration.md, docs/plans.md)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from inventory_planning.contracts.schemas import Record


class AuditEntry(Record):
    """One change of the configuration or of a plan: who, what, when, and the record before and after.

    Plan entries (entityType PLAN, entityId the plan id) also carry the reason, the rules that
    applied and, for workflow writes, the workflow run as ``sourceRef``."""

    id: str
    organizationId: str
    occurredAt: str
    actorKind: Literal["USER", "API_TOKEN", "WORKFLOW", "SYSTEM", "SCENARIO_GENERATOR"]
    actorId: str
    action: Literal[
        "CREATE",
        "UPDATE",
        "STATUS_CHANGE",
        "DELETE",
        "ITEM_ADDED",
        "ITEM_UPDATED",
        "ITEM_REMOVED",
        "APPROVAL_REQUESTED",
        "APPROVED",
        "REJECTED",
        "EXPIRED",
        "ASSIGN",
        "UNASSIGN",
        "REVOKED",
        "ITEM_REVIEWED",
    ]
    entityType: str
    entityId: str
    parent: dict[str, str] | None
    changedFields: list[str]
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    reason: str | None = Field(default=None, description="plans: the reason the caller gave")
    rules: list[dict[str, Any]] | None = Field(
        default=None, description="plans: the rules evaluated for the change, [{ruleId, ruleName, enforcement, passed, message}]"
    )
    sourceRef: str | None = Field(default=None, description="plans: the workflow run behind a workflow write")
