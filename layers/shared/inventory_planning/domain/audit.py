"""The audit entry as services return it (docs/decisions/0026, 0012): one change of a configuration
record or of a plan, read from the audit log (``store.dynamo.audit``). Instants are ISO 8601 UTC."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, kw_only=True)
class AuditEntry:
    """One audit entry (wire ``AuditEntry``; a plan's activity, the configuration area's audit log):
    who (actor kind and id), what (action, changed fields, the record before and after), when, and
    for plans the reason, the rules that applied and the workflow run behind a workflow write."""

    id: str
    organization_id: str
    occurred_at: str
    actor_kind: str
    actor_id: str
    action: str
    entity_type: str
    entity_id: str
    parent: dict[str, str] | None
    changed_fields: tuple[str, ...]
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    reason: str | None = None
    rules: tuple[dict[str, Any], ...] | None = None
    source_ref: str | None = None

    @classmethod
    def of(cls, entry: dict[str, Any]) -> AuditEntry:
        """The record of a stored audit entry."""
        rules = entry.get("rules")
        return cls(
            id=entry["id"],
            organization_id=entry["organizationId"],
            occurred_at=entry["occurredAt"],
            actor_kind=entry["actorKind"],
            actor_id=entry["actorId"],
            action=entry["action"],
            entity_type=entry["entityType"],
            entity_id=entry["entityId"],
            parent=entry.get("parent"),
            changed_fields=tuple(entry.get("changedFields") or ()),
            before=entry.get("before"),
            after=entry.get("after"),
            reason=entry.get("reason"),
            rules=tuple(rules) if rules is not None else None,
            source_ref=entry.get("sourceRef"),
        )
