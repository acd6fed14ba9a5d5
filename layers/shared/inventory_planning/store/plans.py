"""Storage of plans, their lines and approval requests (issue 8; key layout in docs/data-model.md).

Every change is one DynamoDB transaction: the line (or header) write, the header's totals ADDed by
the same delta, the audit entry (the organization's audit log, entityType PLAN, entityId the plan)
and, when the plan's lines change while an approval request waits, that request set EXPIRED. Line
writes are conditional on the line's ``version`` and on the plan still being DRAFT; header writes on
the header's ``version``. A failed condition raises :class:`PlanChanged`; the service re-reads and
decides again. Every function takes the organization id first.
"""

from __future__ import annotations

import copy
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pynamodb.exceptions import UpdateError

from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.dynamo.audit import add_audit, audit_item
from inventory_planning.store.dynamo.records import Kind
from inventory_planning.store.dynamo.transactions import ConcurrentChange, Transaction
from inventory_planning.store.models import ConfigRecordItem, CounterItem, PlanHeaderItem, PlanLineItem
from inventory_planning.store.paging import query_page

PLAN_ENTITY = "PLAN"
APPROVAL_REQUEST = Kind(
    "APPROVAL_REQUEST",
    "APPROVALREQUEST",
    gsi1=lambda org, r: (f"ORG#{org}#APPROVALREQUESTS#{r['status']}", r["id"]),
    gsi2=lambda org, r: (f"ORG#{org}#PLAN#{r['planId']}#APPROVALREQUEST", r["id"]),
)
_LINE_NAMESPACE = uuid.UUID("6f1c1a52-6c35-4d8e-9a53-2f4d1f3b8a10")


class PlanChanged(ConcurrentChange):
    """The plan or line changed between the read and the write (a condition failed): re-read, retry."""


def _plan_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#PLAN"


def _lines_pk(organization_id: str, plan_id: str) -> str:
    return f"ORG#{organization_id}#PLAN#{plan_id}#ITEM"


def line_id(plan_id: str, variant_id: str, size_id: str, shop_id: str | None) -> str:
    """The id of the line (variant x size x shop) of a plan: a UUIDv5, the same for the same line."""
    return str(uuid.uuid5(_LINE_NAMESPACE, f"{plan_id}|{variant_id}|{size_id}|{shop_id or ''}"))


@dataclass
class Delta:
    """What a line write changes in the plan's totals: lines, pieces, currency, and currency per department."""

    count: int = 0
    quantity: int = 0
    value: float = 0.0
    by_department: dict[str, float] = field(default_factory=dict)
    by_shop: dict[str, int] = field(default_factory=dict)

    def add(self, other: Delta) -> None:
        self.count += other.count
        self.quantity += other.quantity
        self.value = round(self.value + other.value, 6)
        for key, amount in other.by_department.items():
            self.by_department[key] = round(self.by_department.get(key, 0.0) + amount, 6)
        for key, lines in other.by_shop.items():
            self.by_shop[key] = self.by_shop.get(key, 0) + lines


@dataclass
class LineWrite:
    """One line change: ``record`` None deletes; ``expected_version`` None = the line must not exist."""

    item_id: str
    record: dict[str, Any] | None
    quantity: int = 0
    value: float = 0.0
    department: str | None = None
    search_text: str = ""
    expected_version: int | None = None
    shop_id: str | None = None


# ------------------------------------------------------------------------------------------------
# Reads


def get_plan(organization_id: str, plan_id: str) -> PlanHeaderItem | None:
    """The plan header (strongly consistent), or None: missing, or another organization's."""
    try:
        return PlanHeaderItem.get(_plan_pk(organization_id), plan_id, consistent_read=True)
    except PlanHeaderItem.DoesNotExist:
        return None


def shop_scope_condition(plan_type: str | None, shops: frozenset[str], creator: str) -> Any:
    """The FilterExpression of the plans a shop-scoped caller sees (docs/decisions/0019): a rebalance
    plan from or to one of ``shops``; a restock or markdown plan with a line of one of them, or created
    by ``creator`` (an actor id). ``plan_type`` None: any type. None when nothing can match (a
    rebalance plan and no shop): the caller answers an empty page without a query."""
    ends = None
    lines = PlanHeaderItem.created_by == creator
    for shop in sorted(shops):
        either = (PlanHeaderItem.outgoing_shop_id == shop) | (PlanHeaderItem.ingoing_shop_id == shop)
        ends = either if ends is None else ends | either
        lines |= PlanHeaderItem.lines_by_shop[shop] > 0
    if plan_type == "REBALANCE":
        return ends
    if plan_type is not None:
        return lines
    others = (PlanHeaderItem.plan_type != "REBALANCE") & lines
    return others if ends is None else others | ((PlanHeaderItem.plan_type == "REBALANCE") & ends)


def plans_page(
    organization_id: str,
    plan_type: str,
    page: int,
    page_size: int,
    status: str | None = None,
    filters: dict[str, str] | None = None,
    scope: Any = None,
) -> tuple[list[PlanHeaderItem], int]:
    """A type's plans newest first, paged, optionally of one status (GSI2) and filtered by header
    attributes (``brand_id``, ``collection_id``, ``season``, ``outgoing_shop_id``, ``ingoing_shop_id``)
    and by a shop scope (a :func:`shop_scope_condition`)."""
    condition = scope
    for attribute, value in (filters or {}).items():
        clause = getattr(PlanHeaderItem, attribute) == value
        condition = clause if condition is None else condition & clause
    if status:
        index, hash_key = PlanHeaderItem.gsi2, f"ORG#{organization_id}#PLANS#{plan_type}#{status}"
    else:
        index, hash_key = PlanHeaderItem.gsi1, f"ORG#{organization_id}#PLANS#{plan_type}"
    return query_page(
        index.query, index.count, page, page_size, hash_key=hash_key, filter_condition=condition, scan_index_forward=False
    )


def search_plans(
    organization_id: str,
    needle: str,
    page: int,
    page_size: int,
    plan_type: str | None,
    status: str | None,
    scope: Any = None,
) -> tuple[list[PlanHeaderItem], int]:
    """Plans whose name or code contains ``needle`` (case-insensitive), newest first, paged: one Query
    of the organization's plan partition with a filter (consistent); ``scope`` as :func:`plans_page`."""
    condition = PlanHeaderItem.search_text.contains(needle.lower())
    if scope is not None:
        condition &= scope
    if plan_type:
        condition &= PlanHeaderItem.plan_type == plan_type
    if status:
        condition &= PlanHeaderItem.status == status
    return query_page(
        PlanHeaderItem.query,
        PlanHeaderItem.count,
        page,
        page_size,
        hash_key=_plan_pk(organization_id),
        filter_condition=condition,
        scan_index_forward=False,
        consistent_read=True,
    )


def open_plans(organization_id: str, plan_type: str, statuses: tuple[str, ...]) -> list[PlanHeaderItem]:
    """Every plan of a type in the given statuses (GSI2, one Query per status): open-to-buy consumption."""
    rows: list[PlanHeaderItem] = []
    for status in statuses:
        rows.extend(PlanHeaderItem.gsi2.query(f"ORG#{organization_id}#PLANS#{plan_type}#{status}"))
    return rows


def status_counts(organization_id: str, plan_type: str, statuses: tuple[str, ...]) -> dict[str, int]:
    """Number of plans of a type per status (a COUNT query per status)."""
    return {s: PlanHeaderItem.gsi2.count(f"ORG#{organization_id}#PLANS#{plan_type}#{s}") for s in statuses}


def get_line(organization_id: str, plan_id: str, item_id: str) -> PlanLineItem | None:
    """One line of a plan (consistent), or None."""
    try:
        return PlanLineItem.get(_lines_pk(organization_id, plan_id), item_id, consistent_read=True)
    except PlanLineItem.DoesNotExist:
        return None


def get_lines(organization_id: str, plan_id: str, item_ids: list[str]) -> dict[str, PlanLineItem]:
    """Lines of a plan by id (one BatchGetItem per 100 ids), keyed by id; missing ids are absent."""
    keys = [(_lines_pk(organization_id, plan_id), i) for i in dict.fromkeys(item_ids)]
    return {line.sk: line for line in PlanLineItem.batch_get(keys, consistent_read=True)} if keys else {}


def all_lines(organization_id: str, plan_id: str) -> Iterator[PlanLineItem]:
    """Every line of a plan (a consistent Query, 1 MB per round trip: ~1,500 lines)."""
    return PlanLineItem.query(_lines_pk(organization_id, plan_id), consistent_read=True)


def lines_page(
    organization_id: str,
    plan_id: str,
    page: int,
    page_size: int,
    needle: str | None = None,
    total: int | None = None,
    shops: frozenset[str] | None = None,
) -> tuple[list[PlanLineItem], int]:
    """A page of a plan's lines (in line-id order), optionally those whose SKU, variant, product or
    size label contains ``needle`` (case-insensitive) and those of ``shops`` (None: every line), and
    their total: ``total`` when the caller knows it (the header's maintained line count, without a
    filter), else a COUNT."""
    if shops is not None and not shops:
        return [], 0
    condition = PlanLineItem.search_text.contains(needle.lower()) if needle else None
    if shops is not None:
        in_shops = PlanLineItem.shop_id.is_in(*sorted(shops))
        condition = in_shops if condition is None else condition & in_shops
    return query_page(
        PlanLineItem.query, PlanLineItem.count, page, page_size, total=None if condition is not None else total,
        hash_key=_lines_pk(organization_id, plan_id), filter_condition=condition, consistent_read=True,
    )  # fmt: skip


def next_number(organization_id: str, sequence: str) -> int:
    """Take the next number of a sequence (an atomic ADD; a number taken by a failed create is not reused)."""
    counter = CounterItem(f"ORG#{organization_id}#SEQUENCE", sequence)
    try:
        result = counter.update(actions=[CounterItem.last.add(1)])
    except UpdateError as error:  # pragma: no cover - only on a service failure
        raise Conflict("CONCURRENT_MODIFICATION", "Could not number the plan; retry") from error
    return int(result["Attributes"]["last"]["N"]) if "Attributes" in result else int(counter.last)


# ------------------------------------------------------------------------------------------------
# Writes


def _header_keys(organization_id: str, plan_type: str, status: str, plan_id: str) -> dict[str, str]:
    return {
        "gsi1pk": f"ORG#{organization_id}#PLANS#{plan_type}",
        "gsi1sk": plan_id,
        "gsi2pk": f"ORG#{organization_id}#PLANS#{plan_type}#{status}",
        "gsi2sk": plan_id,
    }


def _plan_audit(
    organization_id: str,
    actor: Actor,
    action: str,
    plan_id: str,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    extra: dict[str, Any] | None,
) -> Any:
    return audit_item(organization_id, actor, action, PLAN_ENTITY, plan_id, before, after, extra=extra)


def create_plan(organization_id: str, record: dict[str, Any], search_text: str, actor: Actor, audit: dict[str, Any]) -> None:
    """Store a new plan header (empty totals) with its CREATE audit entry, atomically."""
    header = PlanHeaderItem(
        _plan_pk(organization_id), record["id"],
        **_header_keys(organization_id, record["planType"], record["status"], record["id"]),
        record=record, plan_type=record["planType"], status=record["status"], version=1, items_version=0,
        item_count=0, total_quantity=0, total_value=0, value_by_department={}, lines_by_shop={}, search_text=search_text,
        brand_id=record.get("brandId"), collection_id=record.get("collectionId"), season=record.get("season"),
        outgoing_shop_id=record.get("outgoingShopId"), ingoing_shop_id=record.get("ingoingShopId"),
        created_by=actor.id, created_at=record["createdAt"],
    )  # fmt: skip
    tx = Transaction()
    tx.put("plan", header, PlanHeaderItem.pk.does_not_exist())
    add_audit(tx, _plan_audit(organization_id, actor, "CREATE", record["id"], None, record, audit))
    tx.run()


def update_header(
    organization_id: str,
    header: PlanHeaderItem,
    record: dict[str, Any],
    actor: Actor,
    action: str,
    audit: dict[str, Any],
    search_text: str | None = None,
    decided_at: str | None = None,
    approval: dict[str, Any] | None = None,
    approval_version: int | None = None,
    set_pending: str | None | bool = False,
    expect_items_version: bool = False,
) -> None:
    """Write the header's new ``record`` (name, notes, status...) conditional on the version read,
    with its audit entry; optionally in the same transaction put an approval request record
    (``approval``; new when ``approval_version`` is None) and set or clear the header's pending request.

    Raises:
        PlanChanged: the header (or the approval request) changed since it was read.
    """
    status = record["status"]
    keys = _header_keys(organization_id, header.plan_type, status, header.sk)
    actions = [
        PlanHeaderItem.record.set(record),
        PlanHeaderItem.status.set(status),
        PlanHeaderItem.gsi2pk.set(keys["gsi2pk"]),
        PlanHeaderItem.version.add(1),
    ]
    if search_text is not None:
        actions.append(PlanHeaderItem.search_text.set(search_text))
    if decided_at is not None:
        actions.append(PlanHeaderItem.decided_at.set(decided_at))
    if set_pending is None:
        actions.append(PlanHeaderItem.pending_approval_id.remove())
    elif isinstance(set_pending, str):
        actions.append(PlanHeaderItem.pending_approval_id.set(set_pending))
    condition = PlanHeaderItem.version == header.version
    if expect_items_version:
        condition &= PlanHeaderItem.items_version == header.items_version
    tx = Transaction()
    tx.update("plan", PlanHeaderItem(header.pk, header.sk), actions, condition)
    if approval is not None:
        _put_approval(tx, organization_id, approval, approval_version)
    add_audit(tx, _plan_audit(organization_id, actor, action, header.sk, header.record, record, audit))
    _run(tx)


def _put_approval(tx: Transaction, organization_id: str, approval: dict[str, Any], version: int | None) -> None:
    item = record_store.record_item(organization_id, APPROVAL_REQUEST, approval, None, version=(version or 0) + 1)
    condition = ConfigRecordItem.pk.does_not_exist() if version is None else ConfigRecordItem.version == version
    tx.put("approval", item, condition)


def _run(tx: Transaction) -> None:
    try:
        tx.run()
    except ConcurrentChange as error:
        raise PlanChanged() from error


def write_lines(
    organization_id: str,
    header: PlanHeaderItem,
    writes: list[LineWrite],
    delta: Delta,
    actor: Actor,
    action: str,
    audit: dict[str, Any],
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    expire: tuple[dict[str, Any], int] | None = None,
) -> None:
    """Write (or delete) lines of a DRAFT plan and ADD ``delta`` to its totals, atomically, with one
    audit entry; ``expire`` = (expired approval request record, its version read) when the plan had a
    pending request, which the same transaction sets EXPIRED (and clears from the header).

    At most 90 lines per call (DynamoDB's 100 actions per transaction, minus header, audit, request).

    Raises:
        PlanChanged: a line changed since it was read, the plan is no longer DRAFT or gone, or the
            pending request changed.
    """
    tx = Transaction()
    lines_pk = _lines_pk(organization_id, header.sk)
    for w in writes:
        if w.record is None:
            tx.delete(f"line:{w.item_id}", PlanLineItem(lines_pk, w.item_id), PlanLineItem.version == w.expected_version)
            continue
        line = PlanLineItem(
            lines_pk,
            w.item_id,
            record=w.record,
            quantity=w.quantity,
            value=w.value,
            department=w.department,
            shop_id=w.shop_id,
            search_text=w.search_text,
            version=(w.expected_version or 0) + 1,
        )
        condition = PlanLineItem.pk.does_not_exist() if w.expected_version is None else PlanLineItem.version == w.expected_version
        tx.put(f"line:{w.item_id}", line, condition)
    actions = [
        PlanHeaderItem.item_count.add(delta.count),
        PlanHeaderItem.total_quantity.add(delta.quantity),
        PlanHeaderItem.total_value.add(delta.value),
        PlanHeaderItem.version.add(1),
        PlanHeaderItem.items_version.add(1),
    ]
    for department, amount in delta.by_department.items():
        path = PlanHeaderItem.value_by_department[department]
        actions.append(path.set((path | 0) + amount))
    for shop, lines in delta.by_shop.items():
        if lines:
            counter = PlanHeaderItem.lines_by_shop[shop]
            actions.append(counter.set((counter | 0) + lines))
    condition = PlanHeaderItem.pk.exists() & (PlanHeaderItem.status == "DRAFT")
    if expire is not None:
        record, version = expire
        actions.append(PlanHeaderItem.pending_approval_id.remove())
        condition &= PlanHeaderItem.pending_approval_id == record["id"]
        _put_approval(tx, organization_id, record, version)
    else:
        condition &= PlanHeaderItem.pending_approval_id.does_not_exist()
    tx.update("plan", PlanHeaderItem(header.pk, header.sk), actions, condition)
    add_audit(tx, _plan_audit(organization_id, actor, action, header.sk, before, after, audit))
    _run(tx)


def delete_plan(organization_id: str, header: PlanHeaderItem, actor: Actor, audit: dict[str, Any]) -> None:
    """Delete a DRAFT plan: the header and its DELETE audit entry atomically (conditional on the
    version read and the DRAFT status), then its lines in batches. Lines left by a crash between the
    two are unreachable (no header) and never reused (plan ids are unique).

    Raises:
        PlanChanged: the plan changed since it was read.
    """
    tx = Transaction()
    tx.delete(
        "plan",
        PlanHeaderItem(header.pk, header.sk),
        (PlanHeaderItem.version == header.version) & (PlanHeaderItem.status == "DRAFT"),
    )
    add_audit(tx, _plan_audit(organization_id, actor, "DELETE", header.sk, header.record, None, audit))
    _run(tx)
    with PlanLineItem.batch_write() as batch:
        for line in all_lines(organization_id, header.sk):
            batch.delete(line)


# ------------------------------------------------------------------------------------------------
# Approval requests


def get_approval(organization_id: str, request_id: str) -> tuple[dict[str, Any], int] | None:
    """An approval request record and its version (consistent), or None."""
    item = record_store.get_item(organization_id, APPROVAL_REQUEST, request_id)
    return None if item is None else (copy.deepcopy(item.record), int(item.version or 1))


def approvals_page(
    organization_id: str, page: int, page_size: int, status: str | None = None, plan_id: str | None = None
) -> tuple[list[dict[str, Any]], int]:
    """Approval requests newest first, paged: of one status (GSI1), of one plan (GSI2, a plan has few
    requests: filtered by status in memory), or all (the partition, consistent)."""
    if plan_id:
        rows = [r.record for r in ConfigRecordItem.gsi2.query(
            f"ORG#{organization_id}#PLAN#{plan_id}#APPROVALREQUEST", scan_index_forward=False
        )]  # fmt: skip
        rows = [r for r in rows if status is None or r["status"] == status]
        start = (page - 1) * page_size
        return rows[start : start + page_size], len(rows)
    if status:
        index, hash_key, extra = ConfigRecordItem.gsi1, f"ORG#{organization_id}#APPROVALREQUESTS#{status}", {}
    else:
        index, hash_key, extra = ConfigRecordItem, f"ORG#{organization_id}#APPROVALREQUEST", {"consistent_read": True}
    items, total = query_page(index.query, index.count, page, page_size, hash_key=hash_key, scan_index_forward=False, **extra)
    return [r.record for r in items], total


def all_approvals(organization_id: str, status: str | None = None, plan_id: str | None = None) -> list[dict[str, Any]]:
    """Every approval request of a status (GSI1), of a plan (GSI2) or of the organization, newest first."""
    if plan_id:
        rows = ConfigRecordItem.gsi2.query(f"ORG#{organization_id}#PLAN#{plan_id}#APPROVALREQUEST", scan_index_forward=False)
        return [r.record for r in rows if status is None or r.record["status"] == status]
    if status:
        rows = ConfigRecordItem.gsi1.query(f"ORG#{organization_id}#APPROVALREQUESTS#{status}", scan_index_forward=False)
    else:
        rows = ConfigRecordItem.query(f"ORG#{organization_id}#APPROVALREQUEST", scan_index_forward=False, consistent_read=True)
    return [r.record for r in rows]


def get_plans(organization_id: str, plan_ids: list[str]) -> dict[str, PlanHeaderItem]:
    """Plan headers by id (BatchGetItem, 100 per call), keyed by id; missing ids are absent."""
    keys = [(_plan_pk(organization_id), i) for i in dict.fromkeys(plan_ids)]
    return {header.sk: header for header in PlanHeaderItem.batch_get(keys)} if keys else {}


def decide_approval(
    organization_id: str,
    approval: dict[str, Any],
    version: int,
    actor: Actor,
    action: str,
    audit: dict[str, Any],
    header: PlanHeaderItem,
    header_record: dict[str, Any] | None = None,
    decided_at: str | None = None,
) -> None:
    """Store a decided (or expired) approval request, clear the plan's pending request and, for an
    approval, apply the held status change (``header_record``), conditional on the header's version and
    items version read; one audit entry on the plan.

    Raises:
        PlanChanged: the request or the plan changed since they were read.
    """
    tx = Transaction()
    _put_approval(tx, organization_id, approval, version)
    actions = [PlanHeaderItem.pending_approval_id.remove(), PlanHeaderItem.version.add(1)]
    record = header.record
    if header_record is not None:
        record = header_record
        actions += [
            PlanHeaderItem.record.set(header_record),
            PlanHeaderItem.status.set(header_record["status"]),
            PlanHeaderItem.gsi2pk.set(
                _header_keys(organization_id, header.plan_type, header_record["status"], header.sk)["gsi2pk"]
            ),
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
    add_audit(tx, _plan_audit(organization_id, actor, action, header.sk, header.record, after, audit))
    _run(tx)


def plans_slice(
    organization_id: str, plan_type: str, offset: int, limit: int, status: str | None, decided_after: str | None
) -> tuple[list[PlanHeaderItem], int]:
    """Offset/limit slice of a type's plans newest first (the data-platform listing), optionally of one
    status and decided at or after ``decided_after`` (ISO 8601 UTC), with the filtered total."""
    from itertools import islice

    condition = (PlanHeaderItem.decided_at >= decided_after) if decided_after else None
    if status:
        index, hash_key = PlanHeaderItem.gsi2, f"ORG#{organization_id}#PLANS#{plan_type}#{status}"
    else:
        index, hash_key = PlanHeaderItem.gsi1, f"ORG#{organization_id}#PLANS#{plan_type}"
    total = index.count(hash_key, filter_condition=condition)
    rows = list(islice(index.query(hash_key, filter_condition=condition, scan_index_forward=False), offset, offset + limit))
    return rows, total
