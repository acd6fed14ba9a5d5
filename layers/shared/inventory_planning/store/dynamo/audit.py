"""The audit log: one entry per change, written in the change's transaction, and its maintained totals.

An entry (``AuditEntryItem``, ``ORG#<org>#AUDIT``, sort key ``<occurredAt>#<id>``) is indexed by entity
(GSI1) and by entity type (GSI2). Its ``occurredAt`` is service time (``kernel.clock.now_iso``).
:func:`add_audit` adds the entry and the increments of the organization's totals (all entries, and
the entry's type: ``AuditCounterItem``) to a transaction, so :func:`audit_total` is one GetItem.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from pynamodb.expressions.condition import Condition

from inventory_planning.coldstart import lazy
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.clock import now_iso
from inventory_planning.kernel.ids import new_id
from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.models import AuditCounterItem, AuditEntryItem
from inventory_planning.store.paging import query_page

# changed_fields' module holds the configuration bodies: loaded with the first audit entry (decisions 0013, 0046),
# not at the import of every function that writes one.
if TYPE_CHECKING:
    from inventory_planning.domain.configuration import intelligence as configuration_rules
else:
    configuration_rules = lazy("inventory_planning.domain.configuration.intelligence")

AUDIT_TOTAL_ALL = "ALL"


class Kind(Protocol):
    """What an audit entry needs of a record kind (``records.Kind``): its ``entity_type``."""

    @property
    def entity_type(self) -> str: ...


class Entity(NamedTuple):
    """The entity an audit entry is about: its ``kind`` (a record kind, or an entity type), its id
    and, for a child record, its ``parent`` (``{entityType, entityId}``)."""

    kind: Kind | str
    id: str
    parent: dict[str, str] | None = None


def audit_item(
    organization_id: str,
    actor: Actor,
    action: str,
    entity: Entity,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    extra: dict[str, Any] | None = None,
) -> AuditEntryItem:
    """An audit entry of ``action`` on ``entity``, indexed by entity (GSI1) and type (GSI2).

    ``extra`` adds fields to the entry (plans: ``reason``, ``rules``, ``sourceRef``)."""
    kind, entity_id, parent = entity
    entity_type = kind if isinstance(kind, str) else kind.entity_type
    occurred_at = now_iso()
    audit_id = new_id()
    entry = {
        "id": audit_id,
        "organizationId": organization_id,
        "occurredAt": occurred_at,
        "actorKind": actor.kind,
        "actorId": actor.id,
        "action": action,
        "entityType": entity_type,
        "entityId": entity_id,
        "parent": parent,
        "changedFields": configuration_rules.changed_fields(before, after),
        "before": before,
        "after": after,
        **(extra or {}),
    }
    sort_key = f"{occurred_at}#{audit_id}"
    return AuditEntryItem(
        f"ORG#{organization_id}#AUDIT",
        sort_key,
        entry=entry,
        gsi1pk=f"ORG#{organization_id}#AUDIT#{entity_type}#{entity_id}",
        gsi1sk=sort_key,
        gsi2pk=f"ORG#{organization_id}#AUDIT#{entity_type}",
        gsi2sk=sort_key,
    )


def add_audit(tx: Transaction, entry: AuditEntryItem) -> None:
    """Add an audit entry and the increments of its organization's totals (all, and its type)."""
    tx.put("audit", entry)
    organization_id, entity_type = entry.entry["organizationId"], entry.entry["entityType"]
    for scope in (AUDIT_TOTAL_ALL, entity_type):
        counter = AuditCounterItem(audit_counter_pk(organization_id), scope)
        tx.update(f"audit-count:{scope}", counter, [AuditCounterItem.entries.add(1)])


def audit_counter_pk(organization_id: str) -> str:
    """The partition of the organization's audit totals."""
    return f"ORG#{organization_id}#AUDITCOUNT"


def audit_total(organization_id: str, entity_type: str | None = None) -> int:
    """The number of audit entries of the organization (of one ``entity_type`` when given), read
    from the maintained counter: one strongly consistent GetItem, whatever the history's length.

    An organization without any audit entry has no counter yet: 0.
    """
    try:
        counter = AuditCounterItem.get(audit_counter_pk(organization_id), entity_type or AUDIT_TOTAL_ALL, consistent_read=True)
    except AuditCounterItem.DoesNotExist:
        return 0
    return int(counter.entries or 0)


def audit_page(
    organization_id: str,
    page: int,
    page_size: int,
    entity_type: str | None = None,
    entity_id: str | None = None,
    occurred_from: str | None = None,
    occurred_to: str | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """Audit entries newest first, paged; optionally of one entity (type and id), or one type, and
    within ``[occurred_from, occurred_to]`` (ISO 8601 UTC instants, inclusive).

    The time bounds are key conditions on ``<occurredAt>#<id>``; entity filters use GSI1 (one
    record's history) or GSI2 (one type), so every variant is a single Query for the page. The total
    (docs/decisions/0011-audit-log-total.md): without a time bound and without ``entity_id`` it is
    the maintained counter (:func:`audit_total`, one GetItem); otherwise a COUNT bounded by the
    filter (the key range of one record's history or of the time range).
    """
    query: Callable[..., Any]
    count: Callable[..., int]
    if entity_type and entity_id:
        query, count = AuditEntryItem.gsi1.query, AuditEntryItem.gsi1.count
        hash_key, sort_attr = f"ORG#{organization_id}#AUDIT#{entity_type}#{entity_id}", AuditEntryItem.gsi1sk
    elif entity_type:
        query, count = AuditEntryItem.gsi2.query, AuditEntryItem.gsi2.count
        hash_key, sort_attr = f"ORG#{organization_id}#AUDIT#{entity_type}", AuditEntryItem.gsi2sk
    else:
        query, count = AuditEntryItem.query, AuditEntryItem.count
        hash_key, sort_attr = f"ORG#{organization_id}#AUDIT", AuditEntryItem.sk
    low, high = occurred_from, (occurred_to + "\uffff") if occurred_to else None
    condition: Condition | None = None
    if low and high:
        condition = sort_attr.between(low, high)
    elif low:
        condition = sort_attr >= low
    elif high:
        condition = sort_attr <= high
    total = audit_total(organization_id, entity_type) if condition is None and not entity_id else None
    extra = {} if entity_type else {"consistent_read": True}  # index reads cannot be consistent
    rows, total = query_page(
        query,
        count,
        page,
        page_size,
        total=total,
        hash_key=hash_key,
        range_key_condition=condition,
        scan_index_forward=False,
        **extra,
    )
    return [r.entry for r in rows], total


def audit_entries_since(organization_id: str, entity_type: str, occurred_from: str) -> list[dict[str, Any]]:
    """Every audit entry of ``entity_type`` since ``occurred_from`` (ISO 8601 UTC), newest first: one
    GSI2 Query (paginated by DynamoDB), for bounded windows (outcome attributions read 7 to 90 days)."""
    rows = AuditEntryItem.gsi2.query(
        f"ORG#{organization_id}#AUDIT#{entity_type}", AuditEntryItem.gsi2sk >= occurred_from, scan_index_forward=False
    )
    return [r.entry for r in rows]


def add_audits(tx: Transaction, entries: list[AuditEntryItem]) -> None:
    """Add several audit entries of one organization to one transaction, and each total's increment
    once (a transaction may not name one item twice): ``len(entries)`` items, plus one per distinct
    entity type and one for all (decision 0053: a member's removal and the tokens it revokes)."""
    counts: dict[str, int] = {}
    for entry in entries:
        tx.put(f"audit:{entry.entry['id']}", entry)
        entity_type = entry.entry["entityType"]
        counts[entity_type] = counts.get(entity_type, 0) + 1
        counts[AUDIT_TOTAL_ALL] = counts.get(AUDIT_TOTAL_ALL, 0) + 1
    if not entries:
        return
    organization_id = entries[0].entry["organizationId"]
    for scope, count in counts.items():
        counter = AuditCounterItem(audit_counter_pk(organization_id), scope)
        tx.update(f"audit-count:{scope}", counter, [AuditCounterItem.entries.add(count)])
