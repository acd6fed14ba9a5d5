"""Storage of approval requests (configuration records of kind APPROVAL_REQUEST, indexed by status
(GSI1) and by plan (GSI2)) and the transaction that decides one with its plan."""

from __future__ import annotations

import copy
from typing import Any

from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.dynamo.audit import add_audit
from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.models import ConfigRecordItem, PlanHeaderItem
from inventory_planning.store.paging import query_page
from inventory_planning.store.plans.common import APPROVAL_REQUEST, PlanAction, header_keys, plan_audit, put_approval, run


def get_approval(organization_id: str, request_id: str) -> tuple[dict[str, Any], int] | None:
    """An approval request record and its version (consistent), or None."""
    item = record_store.get_item(organization_id, APPROVAL_REQUEST, request_id)
    return None if item is None else (copy.deepcopy(item.record), int(item.version or 1))


def _of_plan(organization_id: str, plan_id: str, status: str | None) -> list[dict[str, Any]]:
    rows = ConfigRecordItem.gsi2.query(f"ORG#{organization_id}#PLAN#{plan_id}#APPROVALREQUEST", scan_index_forward=False)
    return [r.record for r in rows if status is None or r.record["status"] == status]


def approvals_page(
    organization_id: str, page: int, page_size: int, status: str | None = None, plan_id: str | None = None
) -> tuple[list[dict[str, Any]], int]:
    """Approval requests newest first, paged: of one status (GSI1), of one plan (GSI2, a plan has few
    requests: filtered by status in memory), or all (the partition, consistent)."""
    if plan_id:
        rows = _of_plan(organization_id, plan_id, status)
        start = (page - 1) * page_size
        return rows[start : start + page_size], len(rows)
    extra: dict[str, Any]
    index: Any
    if status:
        index, hash_key, extra = ConfigRecordItem.gsi1, f"ORG#{organization_id}#APPROVALREQUESTS#{status}", {}
    else:
        index, hash_key, extra = ConfigRecordItem, f"ORG#{organization_id}#APPROVALREQUEST", {"consistent_read": True}
    items, total = query_page(index.query, index.count, page, page_size, hash_key=hash_key, scan_index_forward=False, **extra)
    return [r.record for r in items], total


def all_approvals(organization_id: str, status: str | None = None, plan_id: str | None = None) -> list[dict[str, Any]]:
    """Every approval request of a status (GSI1), of a plan (GSI2) or of the organization, newest first."""
    if plan_id:
        return _of_plan(organization_id, plan_id, status)
    if status:
        rows = ConfigRecordItem.gsi1.query(f"ORG#{organization_id}#APPROVALREQUESTS#{status}", scan_index_forward=False)
    else:
        rows = ConfigRecordItem.query(f"ORG#{organization_id}#APPROVALREQUEST", scan_index_forward=False, consistent_read=True)
    return [r.record for r in rows]


def decide_approval(
    organization_id: str,
    approval: dict[str, Any],
    version: int,
    change: PlanAction,
    header: PlanHeaderItem,
    header_record: dict[str, Any] | None = None,
    decided_at: str | None = None,
) -> None:
    """Store a decided (or expired) approval request, clear the plan's pending request and, for an
    approval, apply the held status change (``header_record``), conditional on the header's version and
    items version read; one audit entry on the plan (``change``: who, which action, its extra fields).

    Raises:
        PlanChanged: the request or the plan changed since they were read.
    """
    tx = Transaction()
    put_approval(tx, organization_id, approval, version)
    actions = [PlanHeaderItem.pending_approval_id.remove(), PlanHeaderItem.version.add(1)]
    record = header.record
    if header_record is not None:
        record = header_record
        status = header_record["status"]
        actions += [
            PlanHeaderItem.record.set(header_record),
            PlanHeaderItem.status.set(status),
            PlanHeaderItem.gsi2pk.set(header_keys(organization_id, header.plan_type, status, header.sk)["gsi2pk"]),
        ]
        if decided_at:
            actions.append(PlanHeaderItem.decided_at.set(decided_at))
    condition = (
        (PlanHeaderItem.version == header.version)
        & (PlanHeaderItem.items_version == header.items_version)
        & (PlanHeaderItem.pending_approval_id == approval["id"])
    )
    tx.update("plan", PlanHeaderItem(header.pk, header.sk), actions, condition)
    after = {**record, "approvalRequest": approval}
    add_audit(tx, plan_audit(organization_id, change.actor, change.action, header.sk, header.record, after, change.extra))
    run(tx)


def hold_request(organization_id: str, approval: dict[str, Any], change: PlanAction, header: PlanHeaderItem) -> None:
    """Store a new PENDING request that holds no status move (a recommendation's line) with one audit
    entry on its plan (``change``), without touching the plan: the plan stays editable and the
    request is not its ``pendingApprovalRequestId``."""
    tx = Transaction()
    put_approval(tx, organization_id, approval, None)
    after = {**header.record, "approvalRequest": approval}
    add_audit(tx, plan_audit(organization_id, change.actor, change.action, header.sk, header.record, after, change.extra))
    run(tx)


def decide_held(organization_id: str, approval: dict[str, Any], version: int, change: PlanAction, header: PlanHeaderItem) -> None:
    """Store the decision on a request of :func:`hold_request` (conditional on the version read) with
    one audit entry on its plan.

    Raises:
        PlanChanged: the request changed since it was read.
    """
    tx = Transaction()
    put_approval(tx, organization_id, approval, version)
    after = {**header.record, "approvalRequest": approval}
    add_audit(tx, plan_audit(organization_id, change.actor, change.action, header.sk, header.record, after, change.extra))
    run(tx)
