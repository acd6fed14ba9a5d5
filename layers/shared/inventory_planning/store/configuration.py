"""Storage of the configuration area: its record kinds, their index reads, rulesets and metrics.

The records are versioned DynamoDB items written with their uniqueness guards and audit entry in one
transaction (``store.dynamo``: ``records``, ``guards``, ``audit``, ``transactions``); this module
registers the configuration kinds (:data:`APPROVAL_POLICY`, ...) and holds what is particular to
one of them: the paged index reads (planning periods, envelopes, supplier constraints), the default
ruleset and rule changes, and the metric catalogue whose writes are serialised on its version. Key
layout: docs/data-model.md. Every function takes the organization id first.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.clock import now_iso
from inventory_planning.store.dynamo.audit import Entity, add_audit, audit_item
from inventory_planning.store.dynamo.guards import bump_guard_version, get_guard, guard_pk, take_guards
from inventory_planning.store.dynamo.records import (
    MAX_RECORD_BYTES,
    MAX_RULESET_BYTES,
    UPDATE_ATTEMPTS,
    Kind,
    RecordTooLarge,
    get_item,
    get_record,
    index_page,
    list_all,
    list_page,
    record_item,
    record_pk,
    record_size,
    update,
)
from inventory_planning.store.dynamo.transactions import ConcurrentChange, DuplicateValue, Transaction
from inventory_planning.store.models import ConfigGuardItem, ConfigRecordItem

# The configuration bodies load with the first budget envelope written (decisions 0013, 0046): a function that
# reads other kinds (the ingestion worker's specs, the plans' policies) does not build them at import.
if TYPE_CHECKING:
    from inventory_planning.domain.configuration import intelligence as configuration_rules
else:
    configuration_rules = lazy("inventory_planning.domain.configuration.intelligence")

APPROVAL_POLICY = Kind("APPROVAL_POLICY", "APPROVALPOLICY")
PLANNING_PERIOD = Kind(
    "PLANNING_PERIOD", "PLANNINGPERIOD", gsi1=lambda org, r: (f"ORG#{org}#PLANNINGPERIODS", f"{r['startDate']}#{r['id']}")
)
BUDGET_ENVELOPE = Kind(
    "BUDGET_ENVELOPE",
    "BUDGETENVELOPE",
    guards=lambda r: [f"BUDGETENVELOPE#{configuration_rules.envelope_unique_key(r)}"],
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
"""An alert of the data platform (domain/alerts/matching.py); its instances are ``AlertInstanceItem``."""
PLANNING_SETTINGS = Kind("PLANNING_SETTINGS", "SETTINGS")
"""One record per organization (id ``planning``): its own planning defaults (domain/configuration/planning_settings.py)."""
INGESTION_SPEC = Kind("INGESTION_SPEC", "INGESTIONSPEC", guards=lambda r: [f"INGESTIONSPEC#{r['name'].strip().upper()}"])

DEFAULT_RULESET_GUARD = "DEFAULTRULESET"
METRIC_CATALOGUE_GUARD = "METRICCATALOGUE"


def rule_audit_id(ruleset_id: str, rule_id: str) -> str:
    """The audit ``entityId`` of a rule: ``<rulesetId>/<ruleId>`` (rule ids are unique per ruleset only)."""
    return f"{ruleset_id}/{rule_id}"


def planning_periods_page(organization_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """The organization's BUDGET planning periods ordered by startDate ascending (then id), paged."""
    return index_page("gsi1", f"ORG#{organization_id}#PLANNINGPERIODS", page, page_size)


def envelopes_of_period_page(organization_id: str, period_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """Budget envelopes of one planning period in creation order, paged."""
    return index_page("gsi2", f"ORG#{organization_id}#PLANNINGPERIOD#{period_id}#BUDGETENVELOPE", page, page_size)


def constraints_page(
    organization_id: str, page: int, page_size: int, supplier_id: str | None = None, variant_id: str | None = None
) -> tuple[list[dict[str, Any]], int]:
    """Supplier-variant constraints in creation order, optionally of one supplier and/or one variant.

    Both filters: one GetItem through the unique (supplier, variant) guard.
    """
    if supplier_id and variant_id:
        guard = get_guard(organization_id, f"SUPPLIERVARIANT#{supplier_id}#{variant_id}")
        record = get_record(organization_id, SUPPLIER_VARIANT_CONSTRAINT, guard.owner_id) if guard else None
        rows = [record] if record else []
        return (rows if page == 1 else []), len(rows)
    if supplier_id:
        return index_page("gsi1", f"ORG#{organization_id}#SUPPLIER#{supplier_id}#SUPPLIERCONSTRAINT", page, page_size)
    if variant_id:
        return index_page("gsi2", f"ORG#{organization_id}#VARIANT#{variant_id}#SUPPLIERCONSTRAINT", page, page_size)
    return list_page(organization_id, SUPPLIER_VARIANT_CONSTRAINT, page, page_size)


# ------------------------------------------------------------------------------------------------
# Rulesets: the first one is the default


def create_ruleset(organization_id: str, build: Callable[[bool], dict[str, Any]], actor: Actor) -> dict[str, Any]:
    """Create a ruleset; ``build(is_default)`` makes the record.

    The first ruleset of the organization is the default: the create that takes the
    ``DEFAULTRULESET`` guard (conditional write) is it. A create that loses that race is retried as a
    non-default ruleset, so exactly one ruleset is ever the default.
    """
    is_default = get_guard(organization_id, DEFAULT_RULESET_GUARD) is None
    for _ in range(2):
        record = build(is_default)
        tx = Transaction()
        tx.put("record", record_item(organization_id, RULESET, record, None, version=1), ConfigRecordItem.pk.does_not_exist())
        if is_default:
            take_guards(tx, organization_id, [DEFAULT_RULESET_GUARD], record["id"])
        add_audit(tx, audit_item(organization_id, actor, "CREATE", Entity(RULESET, record["id"]), None, RULESET.audited(record)))
        try:
            tx.run()
        except DuplicateValue:
            is_default = False
            continue
        return record
    raise ConcurrentChange()


def make_default_ruleset(
    organization_id: str, ruleset_id: str, apply: Callable[[dict[str, Any]], dict[str, Any]], actor: Actor
) -> dict[str, Any] | None:
    """Apply ``apply`` to a ruleset and make it the organization's default, in one transaction: the
    ``DEFAULTRULESET`` guard moves to it (on condition it still names the previous default), the
    ruleset gets ``isDefault`` true and the previous default ``isDefault`` false (on its version).
    One audit entry (the new default's ``isDefault`` false -> true) records the switch: a
    transaction holds one audit entry, whose counters it increments once. Returns the stored
    ruleset, or None when it does not exist in this organization.

    Raises:
        ConcurrentChange: another write changed the default or one of the two rulesets (three times).
    """

    def also(tx: Transaction, before: dict[str, Any], after: dict[str, Any] | None) -> None:
        guard = get_guard(organization_id, DEFAULT_RULESET_GUARD)  # read again on each attempt
        previous = guard.owner_id if guard is not None else None
        if previous == ruleset_id:
            return
        item = ConfigGuardItem(guard_pk(organization_id), DEFAULT_RULESET_GUARD, owner_id=ruleset_id)
        condition = ConfigGuardItem.pk.does_not_exist() if previous is None else ConfigGuardItem.owner_id == previous
        tx.put("default", item, condition)  # a lost race: ConcurrentChange, retried
        old = get_item(organization_id, RULESET, previous) if previous else None
        if old is None:
            return
        version = int(old.version or 1)
        record = {**copy.deepcopy(old.record), "isDefault": False, "updatedAt": now_iso()}
        stored = record_item(organization_id, RULESET, record, None, version=version + 1)
        tx.put("previous", stored, ConfigRecordItem.version == version)

    return update(organization_id, RULESET, ruleset_id, lambda r: {**apply(r), "isDefault": True}, actor, also=also)


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
        item = get_item(organization_id, RULESET, ruleset_id)
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
        version = int(item.version or 1)
        tx = Transaction()
        stored = record_item(organization_id, RULESET, record, None, version=version + 1)
        tx.put("record", stored, ConfigRecordItem.version == version)
        audit = audit_item(
            organization_id,
            actor,
            action,
            Entity("RULE", rule_audit_id(ruleset_id, rule_id), {"entityType": RULESET.entity_type, "entityId": ruleset_id}),
            rule_before,
            rule_after,
        )
        add_audit(tx, audit)
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
    guard = get_guard(organization_id, METRIC_CATALOGUE_GUARD)
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
    tx = Transaction()
    bump_guard_version(tx, organization_id, METRIC_CATALOGUE_GUARD, catalogue_version, "catalogue")
    metric_id = (after or before or {})["id"]
    if before is None:
        assert after is not None  # a create: the record is given
        tx.put("record", record_item(organization_id, METRIC, after, None, version=1), ConfigRecordItem.pk.does_not_exist())
    elif after is None:
        tx.delete("record", ConfigRecordItem(record_pk(organization_id, METRIC), metric_id), ConfigRecordItem.pk.exists())
    else:
        tx.put("record", record_item(organization_id, METRIC, after, None, version=1), ConfigRecordItem.pk.exists())
    add_audit(tx, audit_item(organization_id, actor, action, Entity(METRIC, metric_id), before, after))
    try:
        tx.run()
    except DuplicateValue as error:  # only the catalogue guard is conditional here
        raise ConcurrentChange() from error
