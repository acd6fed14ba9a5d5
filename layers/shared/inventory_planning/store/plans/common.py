"""Keys, transactions and audit entries shared by the plan stores (key layout in docs/data-model.md).

Every plan change is one DynamoDB transaction: the line (or header) write, the header's totals ADDed
by the same delta, the audit entry (the organization's audit log, entityType PLAN, entityId the plan)
and, when the plan's lines change while an approval request waits, that request set EXPIRED. A
failed condition raises :class:`PlanChanged`; the service re-reads and decides again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inventory_planning.kernel.actors import Actor
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.dynamo.audit import Entity, audit_item
from inventory_planning.store.dynamo.records import Kind
from inventory_planning.store.dynamo.transactions import ConcurrentChange, Transaction
from inventory_planning.store.models import AuditEntryItem, ConfigRecordItem

PLAN_ENTITY = "PLAN"
APPROVAL_REQUEST = Kind(
    "APPROVAL_REQUEST",
    "APPROVALREQUEST",
    gsi1=lambda org, r: (f"ORG#{org}#APPROVALREQUESTS#{r['status']}", r["id"]),
    gsi2=lambda org, r: (f"ORG#{org}#PLAN#{r['planId']}#APPROVALREQUEST", r["id"]),
)


@dataclass(frozen=True, slots=True)
class PlanAction:
    """Who changes a plan and how, as the change's audit entry records it: the ``actor``, the
    ``action`` (STATUS_CHANGE, ITEM_ADDED, APPROVED...) and the entry's ``extra`` fields (reason,
    rules, sourceRef)."""

    actor: Actor
    action: str
    extra: dict[str, Any] | None


class PlanChanged(ConcurrentChange):
    """The plan or line changed between the read and the write (a condition failed): re-read, retry."""


def plan_pk(organization_id: str) -> str:
    """The partition of an organization's plan headers."""
    return f"ORG#{organization_id}#PLAN"


def lines_pk(organization_id: str, plan_id: str) -> str:
    """The partition of one plan's lines."""
    return f"ORG#{organization_id}#PLAN#{plan_id}#ITEM"


def header_keys(organization_id: str, plan_type: str, status: str, plan_id: str) -> dict[str, str]:
    """A header's index keys: GSI1 (a type's plans), GSI2 (a type's plans in one status)."""
    return {
        "gsi1pk": f"ORG#{organization_id}#PLANS#{plan_type}",
        "gsi1sk": plan_id,
        "gsi2pk": f"ORG#{organization_id}#PLANS#{plan_type}#{status}",
        "gsi2sk": plan_id,
    }


def plan_audit(
    organization_id: str,
    actor: Actor,
    action: str,
    plan_id: str,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    extra: dict[str, Any] | None,
) -> AuditEntryItem:
    """The audit entry of a change of a plan (entityType PLAN); ``extra``: reason, rules, sourceRef."""
    return audit_item(organization_id, actor, action, Entity(PLAN_ENTITY, plan_id), before, after, extra=extra)


def put_approval(tx: Transaction, organization_id: str, approval: dict[str, Any], version: int | None) -> None:
    """Put an approval request record in ``tx``: new when ``version`` is None, else conditional on it."""
    item = record_store.record_item(organization_id, APPROVAL_REQUEST, approval, None, version=(version or 0) + 1)
    condition = ConfigRecordItem.pk.does_not_exist() if version is None else ConfigRecordItem.version == version
    tx.put("approval", item, condition)


def run(tx: Transaction) -> None:
    """Run ``tx``; a failed condition is :class:`PlanChanged`."""
    try:
        tx.run()
    except ConcurrentChange as error:
        raise PlanChanged() from error


def supplier_constraints(organization_id: str, supplier_id: str) -> list[dict[str, Any]]:
    """The supplier-variant constraint records of one supplier (GSI1): MOQ and pack multiple per variant."""
    return [row.record for row in ConfigRecordItem.gsi1.query(f"ORG#{organization_id}#SUPPLIER#{supplier_id}#SUPPLIERCONSTRAINT")]
