"""Versioned records of a registered kind (:class:`Kind`), stored with their guards and audit entries.

A record (``ConfigRecordItem``, ``ORG#<org>#<partition>[#<sub>]``, sort key its id) holds the JSON of
one configuration record (or alert, ingestion spec, planning settings) and a ``version``. A create
takes the kind's uniqueness guards; an update is conditional on the version read and retried on a
race; every write carries its audit entry in the same transaction (``store.dynamo.audit``). The kinds
themselves are registered by their stores (``store.configuration``). Every function takes the
organization id first.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.clock import now_iso
from inventory_planning.kernel.errors import InvalidInput, field_error
from inventory_planning.store.dynamo.audit import Entity, add_audit, audit_item
from inventory_planning.store.dynamo.guards import free_guards, take_guards
from inventory_planning.store.dynamo.transactions import ConcurrentChange, Transaction
from inventory_planning.store.models import ConfigRecordItem
from inventory_planning.store.paging import query_page

UPDATE_ATTEMPTS = 3
MAX_RECORD_BYTES = 16_000
MAX_RULESET_BYTES = 200_000

Also = Callable[[Transaction, dict[str, Any], dict[str, Any] | None], None]
"""What a caller adds to a record's write transaction: ``(tx, record before, record after or None)``."""


class RecordTooLarge(InvalidInput):
    """422 naming ``body``: a record would exceed its kind's size: 16 KB of JSON (200 KB for a ruleset
    with its rules).

    Bounds every response: a page of 100 records, or of 100 audit entries holding a record before and
    after, stays well under Lambda's 6 MB response limit, and an item under DynamoDB's 400 KB.
    """

    def __init__(self, size: int, limit: int) -> None:
        super().__init__([field_error("body", f"the record would take {size} bytes of JSON; at most {limit}", "too_large")])
        self.size = size
        self.limit = limit


@dataclass(frozen=True)
class Kind:
    """A configuration record type.

    Attributes:
        entity_type: the audit ``entityType`` (e.g. APPROVAL_POLICY).
        partition: the key segment after ``ORG#<org>#`` (e.g. APPROVALPOLICY).
        guards: record -> guard sort keys that must be unique while the record exists.
        gsi1 / gsi2: (organization, record) -> (hash, range) index keys, or None.
    """

    entity_type: str
    partition: str
    guards: Callable[[dict[str, Any]], list[str]] = field(default=lambda record: [])
    gsi1: Callable[[str, dict[str, Any]], tuple[str, str]] | None = None
    gsi2: Callable[[str, dict[str, Any]], tuple[str, str]] | None = None
    max_bytes: int = MAX_RECORD_BYTES
    audit_omits: tuple[str, ...] = ()

    def audited(self, record: dict[str, Any] | None) -> dict[str, Any] | None:
        """The record as its audit entry shows it (without fields audited on their own, e.g. rules)."""
        if record is None or not self.audit_omits:
            return record
        return {k: v for k, v in record.items() if k not in self.audit_omits}


def record_size(record: Any) -> int:
    """Bytes of ``record`` as compact UTF-8 JSON (what the size limits measure)."""
    return len(json.dumps(record, separators=(",", ":")).encode())


def record_pk(organization_id: str, kind: Kind, sub: str | None = None) -> str:
    """The partition of ``kind``'s records: ``ORG#<org>#<partition>[#<sub>]``."""
    return f"ORG#{organization_id}#{kind.partition}" + (f"#{sub}" if sub else "")


def record_item(organization_id: str, kind: Kind, record: dict[str, Any], sub: str | None, version: int) -> ConfigRecordItem:
    """The item storing ``record`` at ``version``, with the kind's index keys.

    Raises:
        RecordTooLarge: the record's JSON exceeds the kind's ``max_bytes``.
    """
    size = record_size(record)
    if size > kind.max_bytes:
        raise RecordTooLarge(size, kind.max_bytes)
    item = ConfigRecordItem(
        record_pk(organization_id, kind, sub), record["id"], kind=kind.entity_type, record=record, version=version
    )
    if kind.gsi1:
        item.gsi1pk, item.gsi1sk = kind.gsi1(organization_id, record)
    if kind.gsi2:
        item.gsi2pk, item.gsi2sk = kind.gsi2(organization_id, record)
    return item


def get_record(organization_id: str, kind: Kind, record_id: str, sub: str | None = None) -> dict[str, Any] | None:
    """One record of the organization by id (strongly consistent), or None: missing, or another
    organization's (its key lives under the other organization's partition)."""
    item = get_item(organization_id, kind, record_id, sub)
    return None if item is None else item.record


def get_item(organization_id: str, kind: Kind, record_id: str, sub: str | None = None) -> ConfigRecordItem | None:
    """The stored item (record and version) by id, strongly consistent, or None."""
    try:
        return ConfigRecordItem.get(record_pk(organization_id, kind, sub), record_id, consistent_read=True)
    except ConfigRecordItem.DoesNotExist:
        return None


def list_page(
    organization_id: str, kind: Kind, page: int, page_size: int, sub: str | None = None
) -> tuple[list[dict[str, Any]], int]:
    """One page of the organization's records of ``kind`` in creation order, and their total.

    One strongly consistent Query (and a COUNT) on the kind's partition.
    """
    rows, total = query_page(
        ConfigRecordItem.query,
        ConfigRecordItem.count,
        page,
        page_size,
        hash_key=record_pk(organization_id, kind, sub),
        consistent_read=True,
    )
    return [r.record for r in rows], total


def list_all(organization_id: str, kind: Kind, sub: str | None = None) -> list[dict[str, Any]]:
    """Every record of ``kind`` in creation order (for small bounded sets, e.g. the metric catalogue)."""
    return [r.record for r in ConfigRecordItem.query(record_pk(organization_id, kind, sub), consistent_read=True)]


def index_page(index: str, hash_key: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """One page of an index partition (``gsi1`` or ``gsi2``) in sort-key order, and its total."""
    gsi = getattr(ConfigRecordItem, index)
    rows, total = query_page(gsi.query, gsi.count, page, page_size, hash_key=hash_key)
    return [r.record for r in rows], total


def create(
    organization_id: str,
    kind: Kind,
    record: dict[str, Any],
    actor: Actor,
    sub: str | None = None,
    parent: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Store a new record with its guards and its CREATE audit entry, atomically.

    Raises:
        DuplicateValue: one of the kind's unique values is taken (also by a concurrent create).
    """
    tx = Transaction()
    tx.put("record", record_item(organization_id, kind, record, sub, version=1), ConfigRecordItem.pk.does_not_exist())
    take_guards(tx, organization_id, kind.guards(record), record["id"])
    add_audit(tx, audit_item(organization_id, actor, "CREATE", Entity(kind, record["id"], parent), None, kind.audited(record)))
    tx.run()
    return record


def update(
    organization_id: str,
    kind: Kind,
    record_id: str,
    apply: Callable[[dict[str, Any]], dict[str, Any]],
    actor: Actor,
    sub: str | None = None,
    action: str = "UPDATE",
    also: Also | None = None,
) -> dict[str, Any] | None:
    """Apply ``apply`` (old record copy -> new record) and store the result with its audit entry
    (and what ``also(tx, before, after)`` adds to the same transaction).

    The write is conditional on the version read; on a race the record is re-read and ``apply`` runs
    again (at most 3 times). A result equal to the stored record writes nothing (no audit entry).
    ``updatedAt`` is set to now when the record has it. Returns the stored record, or None when the
    record does not exist in this organization. Exceptions raised by ``apply`` propagate.

    Raises:
        ConcurrentChange: three races in a row.
    """
    for _ in range(UPDATE_ATTEMPTS):
        item = get_item(organization_id, kind, record_id, sub)
        if item is None:
            return None
        before = item.record
        after = apply(copy.deepcopy(before))
        if after == before:
            return before
        if "updatedAt" in after:
            after["updatedAt"] = now_iso()
        version = int(item.version or 1)
        tx = Transaction()
        tx.put("record", record_item(organization_id, kind, after, sub, version=version + 1), ConfigRecordItem.version == version)
        audit = audit_item(organization_id, actor, action, Entity(kind, record_id), kind.audited(before), kind.audited(after))
        add_audit(tx, audit)
        if also is not None:
            also(tx, before, after)
        try:
            tx.run()
        except ConcurrentChange:
            continue
        return after
    raise ConcurrentChange()


def delete(
    organization_id: str, kind: Kind, record_id: str, actor: Actor, sub: str | None = None, also: Also | None = None
) -> dict[str, Any] | None:
    """Delete a record, free its guards and write the DELETE audit entry, atomically (with what
    ``also(tx, record, None)`` adds to the transaction).

    Returns the deleted record, or None when it does not exist in this organization.
    """
    for _ in range(UPDATE_ATTEMPTS):
        item = get_item(organization_id, kind, record_id, sub)
        if item is None:
            return None
        tx = Transaction()
        tx.delete("record", item, ConfigRecordItem.version == (item.version or 1))
        free_guards(tx, organization_id, kind.guards(item.record))
        add_audit(tx, audit_item(organization_id, actor, "DELETE", Entity(kind, record_id), kind.audited(item.record), None))
        if also is not None:
            also(tx, item.record, None)
        try:
            tx.run()
        except ConcurrentChange:
            continue
        return item.record
    raise ConcurrentChange()
