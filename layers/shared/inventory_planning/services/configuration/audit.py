"""The audit log of the configuration area and of plans: who changed what, when, before and after
(REFERENCE 4.6; docs/decisions/0012 for its total)."""

from __future__ import annotations

from inventory_planning.domain.audit import AuditEntry
from inventory_planning.domain.pages import Page
from inventory_planning.store.dynamo import audit as audit_store


def audit_log(
    organization_id: str,
    page: int,
    page_size: int,
    entity_type: str | None = None,
    entity_id: str | None = None,
    occurred_from: str | None = None,
    occurred_to: str | None = None,
) -> Page[AuditEntry]:
    """One page of audit entries newest first, and their total; optionally of one entity type (and
    id), within ``[occurred_from, occurred_to]`` (ISO 8601 UTC instants, inclusive)."""
    rows, total = audit_store.audit_page(organization_id, page, page_size, entity_type, entity_id, occurred_from, occurred_to)
    return Page(rows=[AuditEntry.of(row) for row in rows], total=total)
