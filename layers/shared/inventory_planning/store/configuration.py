"""Storage of the configuration area: records, uniqueness guards and the audit log, written together.

Every change is one DynamoDB transaction holding the record write, the guards it takes or frees
(``ConfigGuardItem``), its audit entry (``AuditEntryItem``) and the increments of the audit log's
maintained totals (``AuditCounterItem``): a change is never stored without its audit entry, and a
duplicate is refused by a condition on the guard, so two concurrent creations of the same value
cannot both succeed. Updates are conditional on the record's ``version`` and retried
on a race. Key layout: docs/data-model.md. Every function takes the organization id first.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from pynamodb.exceptions import TransactWriteError
from pynamodb.transactions import TransactWrite
from uuid6 import uuid7

from inventory_planning.domain.configuration import changed_fields, envelope_unique_key
from inventory_planning.domain.errors import Conflict, InvalidInput, field_error
from inventory_planning.store.models import AuditCounterItem, AuditEntryItem, BaseItem, ConfigGuardItem, ConfigRecordItem
from inventory_planning.store.paging import query_page

UPDATE_ATTEMPTS = 3


DUPLICATE_CODES = {
    "ORGLIST": ("ORG_LIST_ENTRY_DUPLICATE", "The list already holds this value"),
    "BUDGETENVELOPE": ("BUDGET_ENVELOPE_DUPLICATE", "The period already has an envelope for this scope and value"),
    "SUPPLIERVARIANT": ("SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE", "This supplier and variant already have a constraint"),
    "INGESTIONSPEC": ("INGESTION_SPEC_DUPLICATE", "The organization already has an ingestion spec of this name"),
}


class DuplicateValue(Conflict):
    """409: a guard is already held, the unique value exists. ``guard`` is the guard's sort key; the
    errorCode names the kind of value (ORG_LIST_ENTRY_DUPLICATE, ...)."""

    def __init__(self, guard: str) -> None:
        code, message = DUPLICATE_CODES.get(guard.split("#", 1)[0], ("DUPLICATE", "The value already exists"))
        super().__init__(code, message)
        self.guard = guard


class ConcurrentChange(Conflict):
    """409 CONCURRENT_MODIFICATION: the record (or the metric catalogue) changed between the read and
    the write, repeatedly; retrying is safe."""

    def __init__(self) -> None:
        super().__init__("CONCURRENT_MODIFICATION", "The record was changed concurrently; retry")


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


MAX_RECORD_BYTES = 16_000
MAX_RULESET_BYTES = 200_000
TRANSACTION_ATTEMPTS = 3


@dataclass(frozen=True)
class Actor:
    """Who made a change: ``kind`` USER or API_TOKEN (SPEC's actor types) and the user or token id."""

    kind: str
    id: str


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


APPROVAL_POLICY = Kind("APPROVAL_POLICY", "APPROVALPOLICY")
PLANNING_PERIOD = Kind(
    "PLANNING_PERIOD", "PLANNINGPERIOD", gsi1=lambda org, r: (f"ORG#{org}#PLANNINGPERIODS", f"{r['startDate']}#{r['id']}")
)
BUDGET_ENVELOPE = Kind(
    "BUDGET_ENVELOPE",
    "BUDGETENVELOPE",
    guards=lambda r: [f"BUDGETENVELOPE#{envelope_unique_key(r)}"],
    gsi2=lambda org, r: (f"ORG#{org}#PLANNINGPERIOD#{r['periodId']}#BUDGETENVELOPE", r["id"]),
)
RULESET = Kind("RULESET", "RULESET", max_bytes=MAX_RULESET_BYTES, audit_omits=("rules",))
ORG_LIST_ENTRY = Kind("ORG_LIST_ENTRY", "ORGLIST", guards=lambda r: [f"ORGLIST#{r['listType']}#{r['value']}"])
METRIC = Kind("METRIC", "METRIC")
SUPPLIER_VARIANT_CONSTRAINT = Kind(
    "SUPPLIER_VARIANT_CONSTRAINT",
    "SUPPLIERCONSTRAINT",
    guards=lambda r: [f"SUPPLIERVARIANT#{r['supplierId']}#{r['variantId']}"],
    gsi1=lambda org, r: (f"ORG#{org}#SUPPLIER#{r['supplierId']}#SUPPLIERCONSTRAINT", r["id"]),
    gsi2=lambda org, r: (f"ORG#{org}#VARIANT#{r['variantId']}#SUPPLIERCONSTRAINT", r["id"]),
)

ALERT = Kind("ALERT", "ALERT")
"""An alert of the data platform (domain/alerts.py); its instances are ``AlertInstanceItem``."""
PLANNING_SETTINGS = Kind("PLANNING_SETTINGS", "SETTINGS")
"""One record per organization (id ``planning``): its own planning defaults (domain/planning_settings.py)."""
INGESTION_SPEC = Kind("INGESTION_SPEC", "INGESTIONSPEC", guards=lambda r: [f"INGESTIONSPEC#{r['name'].strip().upper()}"])

DEFAULT_RULESET_GUARD = "DEFAULTRULESET"
AUDIT_TOTAL_ALL = "ALL"
METRIC_CATALOGUE_GUARD = "METRICCATALOGUE"


def record_size(record: Any) -> int:
    """Bytes of ``record`` as compact UTF-8 JSON (what the size limits measure)."""
    return len(json.dumps(record, separators=(",", ":")).encode())


def rule_audit_id(ruleset_id: str, rule_id: str) -> str:
    """The audit ``entityId`` of a rule: ``<rulesetId>/<ruleId>`` (rule ids are unique per ruleset only)."""
    return f"{ruleset_id}/{rule_id}"


def new_id() -> str:
    """A UUIDv7: unique and time-ordered, so a partition's records come back in creation order."""
    return str(uuid7())


def now_iso() -> str:
    """The current UTC time as stored everywhere: ``YYYY-MM-DDTHH:MM:SS.mmmZ`` (sorts as text)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _pk(organization_id: str, kind: Kind, sub: str | None = None) -> str:
    return f"ORG#{organization_id}#{kind.partition}" + (f"#{sub}" if sub else "")


def _guard_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#CONFIGGUARD"


def _connection() -> Any:
    return BaseItem._get_connection().connection


def _item(organization_id: str, kind: Kind, record: dict[str, Any], sub: str | None, version: int) -> ConfigRecordItem:
    size = record_size(record)
    if size > kind.max_bytes:
        raise RecordTooLarge(size, kind.max_bytes)
    item = ConfigRecordItem(
        _pk(organization_id, kind, sub), record["id"], kind=kind.entity_type, record=record, version=version
    )
    if kind.gsi1:
        item.gsi1pk, item.gsi1sk = kind.gsi1(organization_id, record)
    if kind.gsi2:
        item.gsi2pk, item.gsi2sk = kind.gsi2(organization_id, record)
    return item


def _audit_item(
    organization_id: str,
    actor: Actor,
    action: str,
    kind: Kind | str,
    entity_id: str,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    parent: dict[str, str] | None = None,
    extra: dict[str, Any] | None = None,
) -> AuditEntryItem:
    """An audit entry of ``action`` on an entity, indexed by entity (GSI1) and type (GSI2).

    ``extra`` adds fields to the entry (plans: ``reason``, ``rules``, ``sourceRef``)."""
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
        "changedFields": changed_fields(before, after),
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


class _Transaction:
    """The deletes, puts and updates of one TransactWrite, each with a label so a cancelled condition
    can be named.

    pynamodb sends deletes, then puts, then updates (``Connection.transact_write_items``), and
    DynamoDB's cancellation reasons follow the request's order, so labels are kept in that same order.
    """

    def __init__(self) -> None:
        self._deletes: list[tuple[str, BaseItem, Any]] = []
        self._puts: list[tuple[str, BaseItem, Any]] = []
        self._updates: list[tuple[str, BaseItem, list[Any], Any]] = []

    def put(self, label: str, item: BaseItem, condition: Any = None) -> None:
        self._puts.append((label, item, condition))

    def delete(self, label: str, item: BaseItem, condition: Any = None) -> None:
        self._deletes.append((label, item, condition))

    def update(self, label: str, item: BaseItem, actions: list[Any], condition: Any = None) -> None:
        """An UpdateItem of ``item``'s key with pynamodb ``actions`` (e.g. an ADD), optionally conditional."""
        self._updates.append((label, item, actions, condition))

    def run(self) -> None:
        """Write everything or nothing.

        A cancellation caused only by another transaction in flight on the same items
        (``TransactionConflict``, which real DynamoDB reports when two transactions overlap) is retried
        up to three times, so that the loser of two concurrent creates sees the winner's guard and
        gets :class:`DuplicateValue` rather than a spurious conflict.

        Raises:
            DuplicateValue: a guard's ``does_not_exist`` condition failed.
            ConcurrentChange: another condition failed (a version, the record's existence), or the
                conflicts persisted.
        """
        for attempt in range(TRANSACTION_ATTEMPTS):
            try:
                with TransactWrite(connection=_connection()) as tx:
                    for _, item, condition in self._deletes:
                        tx.delete(item, condition=condition)
                    for _, item, condition in self._puts:
                        tx.save(item, condition=condition)
                    for _, item, actions, condition in self._updates:
                        tx.update(item, actions, condition=condition)
                return
            except TransactWriteError as error:
                reasons = error.cancellation_reasons or []
                labels = [op[0] for op in [*self._deletes, *self._puts, *self._updates]]
                codes = [(label, reason.code) for label, reason in zip(labels, reasons, strict=False) if reason is not None]
                failed = [label for label, code in codes if code == "ConditionalCheckFailed"]
                for label in failed:
                    if label.startswith("guard:"):
                        raise DuplicateValue(label.removeprefix("guard:")) from error
                if failed:
                    raise ConcurrentChange() from error
                if any(code == "TransactionConflict" for _, code in codes) and attempt + 1 < TRANSACTION_ATTEMPTS:
                    time.sleep(0.05 * (attempt + 1))
                    continue
                if error.cause_response_code == "TransactionCanceledException":
                    raise ConcurrentChange() from error
                raise


Transaction = _Transaction  # the public names the plan store uses


def _audit(tx: _Transaction, entry: AuditEntryItem) -> None:
    """Add an audit entry and the increments of its organization's totals (all, and its type)."""
    tx.put("audit", entry)
    organization_id, entity_type = entry.entry["organizationId"], entry.entry["entityType"]
    for scope in (AUDIT_TOTAL_ALL, entity_type):
        counter = AuditCounterItem(_audit_counter_pk(organization_id), scope)
        tx.update(f"audit-count:{scope}", counter, [AuditCounterItem.entries.add(1)])


audit_item = _audit_item
add_audit = _audit


def _audit_counter_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#AUDITCOUNT"


def _take_guards(tx: _Transaction, organization_id: str, guards: Iterable[str], owner_id: str) -> None:
    for guard in guards:
        item = ConfigGuardItem(_guard_pk(organization_id), guard, owner_id=owner_id)
        tx.put(f"guard:{guard}", item, ConfigGuardItem.pk.does_not_exist())


def _free_guards(tx: _Transaction, organization_id: str, guards: Iterable[str]) -> None:
    for guard in guards:
        tx.delete(f"free:{guard}", ConfigGuardItem(_guard_pk(organization_id), guard))


def _bump_catalogue(tx: _Transaction, organization_id: str, version: int) -> None:
    """Serialise metric writes: bump the catalogue version, on condition it is still ``version``."""
    guard = ConfigGuardItem(_guard_pk(organization_id), METRIC_CATALOGUE_GUARD, version=version + 1)
    condition = ConfigGuardItem.pk.does_not_exist() if version == 0 else ConfigGuardItem.version == version
    tx.put("catalogue", guard, condition)


# ------------------------------------------------------------------------------------------------
# Reads


def get_record(organization_id: str, kind: Kind, record_id: str, sub: str | None = None) -> dict[str, Any] | None:
    """One record of the organization by id (strongly consistent), or None: missing, or another
    organization's (its key lives under the other organization's partition)."""
    item = _get_item(organization_id, kind, record_id, sub)
    return None if item is None else item.record


def _get_item(organization_id: str, kind: Kind, record_id: str, sub: str | None = None) -> ConfigRecordItem | None:
    try:
        return ConfigRecordItem.get(_pk(organization_id, kind, sub), record_id, consistent_read=True)
    except ConfigRecordItem.DoesNotExist:
        return None


def list_page(
    organization_id: str, kind: Kind, page: int, page_size: int, sub: str | None = None
) -> tuple[list[dict[str, Any]], int]:
    """One page of the organization's records of ``kind`` in creation order, and their total.

    One strongly consistent Query (and a COUNT) on the kind's partition.
    """
    rows, total = query_page(
        ConfigRecordItem.query, ConfigRecordItem.count, page, page_size,
        hash_key=_pk(organization_id, kind, sub), consistent_read=True,
    )
    return [r.record for r in rows], total


def list_all(organization_id: str, kind: Kind, sub: str | None = None) -> list[dict[str, Any]]:
    """Every record of ``kind`` in creation order (for small bounded sets, e.g. the metric catalogue)."""
    return [r.record for r in ConfigRecordItem.query(_pk(organization_id, kind, sub), consistent_read=True)]


def _index_page(index: str, hash_key: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """One page of an index partition (``gsi1`` or ``gsi2``) in sort-key order, and its total."""
    gsi = getattr(ConfigRecordItem, index)
    rows, total = query_page(gsi.query, gsi.count, page, page_size, hash_key=hash_key)
    return [r.record for r in rows], total


def planning_periods_page(organization_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """The organization's BUDGET planning periods ordered by startDate ascending (then id), paged."""
    return _index_page("gsi1", f"ORG#{organization_id}#PLANNINGPERIODS", page, page_size)


def envelopes_of_period_page(organization_id: str, period_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """Budget envelopes of one planning period in creation order, paged."""
    return _index_page("gsi2", f"ORG#{organization_id}#PLANNINGPERIOD#{period_id}#BUDGETENVELOPE", page, page_size)


def constraints_page(
    organization_id: str, page: int, page_size: int, supplier_id: str | None = None, variant_id: str | None = None
) -> tuple[list[dict[str, Any]], int]:
    """Supplier-variant constraints in creation order, optionally of one supplier and/or one variant.

    Both filters: one GetItem through the unique (supplier, variant) guard.
    """
    if supplier_id and variant_id:
        guard = _get_guard(organization_id, f"SUPPLIERVARIANT#{supplier_id}#{variant_id}")
        record = get_record(organization_id, SUPPLIER_VARIANT_CONSTRAINT, guard.owner_id) if guard else None
        rows = [record] if record else []
        return (rows if page == 1 else []), len(rows)
    if supplier_id:
        return _index_page("gsi1", f"ORG#{organization_id}#SUPPLIER#{supplier_id}#SUPPLIERCONSTRAINT", page, page_size)
    if variant_id:
        return _index_page("gsi2", f"ORG#{organization_id}#VARIANT#{variant_id}#SUPPLIERCONSTRAINT", page, page_size)
    return list_page(organization_id, SUPPLIER_VARIANT_CONSTRAINT, page, page_size)


def _get_guard(organization_id: str, guard: str) -> ConfigGuardItem | None:
    try:
        return ConfigGuardItem.get(_guard_pk(organization_id), guard, consistent_read=True)
    except ConfigGuardItem.DoesNotExist:
        return None


# ------------------------------------------------------------------------------------------------
# Writes


def create(
    organization_id: str, kind: Kind, record: dict[str, Any], actor: Actor, sub: str | None = None,
    parent: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Store a new record with its guards and its CREATE audit entry, atomically.

    Raises:
        DuplicateValue: one of the kind's unique values is taken (also by a concurrent create).
    """
    tx = _Transaction()
    tx.put("record", _item(organization_id, kind, record, sub, version=1), ConfigRecordItem.pk.does_not_exist())
    _take_guards(tx, organization_id, kind.guards(record), record["id"])
    _audit(tx, _audit_item(organization_id, actor, "CREATE", kind, record["id"], None, kind.audited(record), parent))
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
) -> dict[str, Any] | None:
    """Apply ``apply`` (old record copy -> new record) and store the result with its audit entry.

    The write is conditional on the version read; on a race the record is re-read and ``apply`` runs
    again (at most 3 times). A result equal to the stored record writes nothing (no audit entry).
    ``updatedAt`` is set to now when the record has it. Returns the stored record, or None when the
    record does not exist in this organization. Exceptions raised by ``apply`` propagate.

    Raises:
        ConcurrentChange: three races in a row.
    """
    for _ in range(UPDATE_ATTEMPTS):
        item = _get_item(organization_id, kind, record_id, sub)
        if item is None:
            return None
        before = item.record
        after = apply(copy.deepcopy(before))
        if after == before:
            return before
        if "updatedAt" in after:
            after["updatedAt"] = now_iso()
        version = item.version or 1
        tx = _Transaction()
        tx.put("record", _item(organization_id, kind, after, sub, version=version + 1), ConfigRecordItem.version == version)
        _audit(tx, _audit_item(organization_id, actor, action, kind, record_id, kind.audited(before), kind.audited(after)))
        try:
            tx.run()
        except ConcurrentChange:
            continue
        return after
    raise ConcurrentChange()


def delete(organization_id: str, kind: Kind, record_id: str, actor: Actor, sub: str | None = None) -> dict[str, Any] | None:
    """Delete a record, free its guards and write the DELETE audit entry, atomically.

    Returns the deleted record, or None when it does not exist in this organization.
    """
    for _ in range(UPDATE_ATTEMPTS):
        item = _get_item(organization_id, kind, record_id, sub)
        if item is None:
            return None
        tx = _Transaction()
        tx.delete("record", item, ConfigRecordItem.version == (item.version or 1))
        _free_guards(tx, organization_id, kind.guards(item.record))
        _audit(tx, _audit_item(organization_id, actor, "DELETE", kind, record_id, kind.audited(item.record), None))
        try:
            tx.run()
        except ConcurrentChange:
            continue
        return item.record
    raise ConcurrentChange()


# ------------------------------------------------------------------------------------------------
# Rulesets: the first one is the default


def create_ruleset(organization_id: str, build: Callable[[bool], dict[str, Any]], actor: Actor) -> dict[str, Any]:
    """Create a ruleset; ``build(is_default)`` makes the record.

    The first ruleset of the organization is the default: the create that takes the
    ``DEFAULTRULESET`` guard (conditional write) is it. A create that loses that race is retried as a
    non-default ruleset, so exactly one ruleset is ever the default.
    """
    is_default = _get_guard(organization_id, DEFAULT_RULESET_GUARD) is None
    for _ in range(2):
        record = build(is_default)
        tx = _Transaction()
        tx.put("record", _item(organization_id, RULESET, record, None, version=1), ConfigRecordItem.pk.does_not_exist())
        if is_default:
            _take_guards(tx, organization_id, [DEFAULT_RULESET_GUARD], record["id"])
        _audit(tx, _audit_item(organization_id, actor, "CREATE", RULESET, record["id"], None, RULESET.audited(record)))
        try:
            tx.run()
        except DuplicateValue:
            is_default = False
            continue
        return record
    raise ConcurrentChange()


def change_rule(
    organization_id: str,
    ruleset_id: str,
    rule_id: str,
    apply: Callable[[list[dict[str, Any]]], tuple[list[dict[str, Any]], dict[str, Any] | None, dict[str, Any] | None]],
    actor: Actor,
    action: str,
) -> tuple[dict[str, Any], dict[str, Any] | None] | None:
    """Change the rules of a ruleset: ``apply(rules) -> (new rules, rule before, rule after)``.

    Stored like :func:`update` (versioned, retried), but audited as a RULE entity (``entityId`` the
    rule id, ``parent`` the ruleset), with the rule's before and after rather than the whole ruleset.
    Returns ``(ruleset, rule after)``, or None when the ruleset does not exist in this organization.
    """
    for _ in range(UPDATE_ATTEMPTS):
        item = _get_item(organization_id, RULESET, ruleset_id)
        if item is None:
            return None
        record = copy.deepcopy(item.record)
        rules, rule_before, rule_after = apply(record.get("rules") or [])
        if rule_before == rule_after:
            return record, rule_after
        if rule_after is not None and record_size(rule_after) > MAX_RECORD_BYTES:
            raise RecordTooLarge(record_size(rule_after), MAX_RECORD_BYTES)
        record["rules"] = rules
        record["updatedAt"] = now_iso()
        version = item.version or 1
        tx = _Transaction()
        tx.put("record", _item(organization_id, RULESET, record, None, version=version + 1), ConfigRecordItem.version == version)
        audit = _audit_item(
            organization_id, actor, action, "RULE", rule_audit_id(ruleset_id, rule_id), rule_before, rule_after,
            parent={"entityType": RULESET.entity_type, "entityId": ruleset_id},
        )
        _audit(tx, audit)
        try:
            tx.run()
        except ConcurrentChange:
            continue
        return record, rule_after
    raise ConcurrentChange()


# ------------------------------------------------------------------------------------------------
# Metrics: every write is serialised on the catalogue version


def metric_catalogue(organization_id: str) -> tuple[int, list[dict[str, Any]]]:
    """The catalogue version and the organization's ORG metric records, read consistently.

    The version is read first: a write based on this read is conditional on it (see
    :func:`write_metric`), so a catalogue that changed in between makes the write fail.
    """
    guard = _get_guard(organization_id, METRIC_CATALOGUE_GUARD)
    return (int(guard.version or 0) if guard else 0), list_all(organization_id, METRIC)


MetricDecision = tuple[str, dict[str, Any] | None, dict[str, Any] | None]


def change_metric(
    organization_id: str, decide: Callable[[list[dict[str, Any]]], MetricDecision | None], actor: Actor
) -> MetricDecision | None:
    """Read the catalogue, let ``decide(org metric records)`` return ``(action, before, after)`` (or
    None for no change), and write it conditional on the catalogue version read.

    When another metric write lands in between, the catalogue is re-read and ``decide`` (which
    validates against it) runs again, at most three times. Exceptions raised by ``decide`` propagate.

    Raises:
        ConcurrentChange: three lost races in a row.
    """
    for _ in range(UPDATE_ATTEMPTS):
        version, records = metric_catalogue(organization_id)
        decision = decide(records)
        if decision is None:
            return None
        try:
            write_metric(organization_id, version, *decision, actor)
        except ConcurrentChange:
            continue
        return decision
    raise ConcurrentChange()


def write_metric(
    organization_id: str,
    catalogue_version: int,
    action: str,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    actor: Actor,
) -> None:
    """Create (before None), replace, or delete (after None) a metric, bumping the catalogue version.

    Raises:
        ConcurrentChange: the catalogue changed since ``catalogue_version`` was read (the caller
            re-reads, re-validates and retries), or the record changed under a replace or delete.
    """
    tx = _Transaction()
    _bump_catalogue(tx, organization_id, catalogue_version)
    metric_id = (after or before or {})["id"]
    if before is None:
        tx.put("record", _item(organization_id, METRIC, after, None, version=1), ConfigRecordItem.pk.does_not_exist())
    elif after is None:
        tx.delete("record", ConfigRecordItem(_pk(organization_id, METRIC), metric_id), ConfigRecordItem.pk.exists())
    else:
        tx.put("record", _item(organization_id, METRIC, after, None, version=1), ConfigRecordItem.pk.exists())
    _audit(tx, _audit_item(organization_id, actor, action, METRIC, metric_id, before, after))
    try:
        tx.run()
    except DuplicateValue as error:  # only the catalogue guard is conditional here
        raise ConcurrentChange() from error


# ------------------------------------------------------------------------------------------------
# Audit log


def audit_total(organization_id: str, entity_type: str | None = None) -> int:
    """The number of audit entries of the organization (of one ``entity_type`` when given), read
    from the maintained counter: one strongly consistent GetItem, whatever the history's length.

    An organization without any audit entry has no counter yet: 0.
    """
    try:
        counter = AuditCounterItem.get(
            _audit_counter_pk(organization_id), entity_type or AUDIT_TOTAL_ALL, consistent_read=True
        )
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
    condition = None
    if low and high:
        condition = sort_attr.between(low, high)
    elif low:
        condition = sort_attr >= low
    elif high:
        condition = sort_attr <= high
    total = audit_total(organization_id, entity_type) if condition is None and not entity_id else None
    extra = {} if entity_type else {"consistent_read": True}  # index reads cannot be consistent
    rows, total = query_page(
        query, count, page, page_size, total=total, hash_key=hash_key, range_key_condition=condition,
        scan_index_forward=False, **extra,
    )
    return [r.entry for r in rows], total


def audit_entries_since(organization_id: str, entity_type: str, occurred_from: str) -> list[dict[str, Any]]:
    """Every audit entry of ``entity_type`` since ``occurred_from`` (ISO 8601 UTC), newest first: one
    GSI2 Query (paginated by DynamoDB), for bounded windows (outcome attributions read 7 to 90 days)."""
    rows = AuditEntryItem.gsi2.query(
        f"ORG#{organization_id}#AUDIT#{entity_type}", AuditEntryItem.gsi2sk >= occurred_from, scan_index_forward=False
    )
    return [r.entry for r in rows]
