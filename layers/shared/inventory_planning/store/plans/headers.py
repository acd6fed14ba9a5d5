"""Storage of plan headers (docs/data-model.md): reads (one plan, pages, search, slices, counts),
the plan numbering, and the create, update and delete transactions.

Header writes are conditional on the header's ``version``. Every function takes the organization
id first.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import Any

from pynamodb.exceptions import UpdateError

from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict
from inventory_planning.store.dynamo.audit import add_audit
from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.models import CounterItem, PlanHeaderItem, PlanLineItem
from inventory_planning.store.paging import query_page
from inventory_planning.store.plans.common import PlanAction, header_keys, plan_audit, plan_pk, put_approval, run
from inventory_planning.store.plans.lines import all_lines


def get_plan(organization_id: str, plan_id: str) -> PlanHeaderItem | None:
    """The plan header (strongly consistent), or None: missing, or another organization's."""
    try:
        return PlanHeaderItem.get(plan_pk(organization_id), plan_id, consistent_read=True)
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
    index: Any
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
        hash_key=plan_pk(organization_id),
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


def next_number(organization_id: str, sequence: str) -> int:
    """Take the next number of a sequence (an atomic ADD; a number taken by a failed create is not reused)."""
    counter = CounterItem(f"ORG#{organization_id}#SEQUENCE", sequence)
    try:
        result = counter.update(actions=[CounterItem.last.add(1)])
    except UpdateError as error:  # pragma: no cover - only on a service failure
        raise Conflict("CONCURRENT_MODIFICATION", "Could not number the plan; retry") from error
    return int(result["Attributes"]["last"]["N"]) if "Attributes" in result else int(counter.last)


def create_plan(organization_id: str, record: dict[str, Any], search_text: str, actor: Actor, audit: dict[str, Any]) -> None:
    """Store a new plan header (empty totals) with its CREATE audit entry, atomically."""
    keys = header_keys(organization_id, record["planType"], record["status"], record["id"])
    header = PlanHeaderItem(
        plan_pk(organization_id), record["id"],
        gsi1pk=keys["gsi1pk"], gsi1sk=keys["gsi1sk"], gsi2pk=keys["gsi2pk"], gsi2sk=keys["gsi2sk"],
        record=record, plan_type=record["planType"], status=record["status"], version=1, items_version=0,
        item_count=0, total_quantity=0, total_value=0, value_by_department={}, lines_by_shop={}, search_text=search_text,
        brand_id=record.get("brandId"), collection_id=record.get("collectionId"), season=record.get("season"),
        outgoing_shop_id=record.get("outgoingShopId"), ingoing_shop_id=record.get("ingoingShopId"),
        created_by=actor.id, created_at=record["createdAt"],
    )  # fmt: skip
    tx = Transaction()
    tx.put("plan", header, PlanHeaderItem.pk.does_not_exist())
    add_audit(tx, plan_audit(organization_id, actor, "CREATE", record["id"], None, record, audit))
    tx.run()


@dataclass(frozen=True, slots=True, kw_only=True)
class HeaderWrite:
    """What :func:`update_header` writes on a plan's header: its new ``record`` (name, notes,
    status...), its ``search_text`` and ``decided_at`` when given, its pending approval request set
    (an id), cleared (None) or left (False), and whether the write also requires the items version
    read (``expect_items_version``)."""

    record: dict[str, Any]
    search_text: str | None = None
    decided_at: str | None = None
    set_pending: str | None | bool = False
    expect_items_version: bool = False


def update_header(
    organization_id: str,
    header: PlanHeaderItem,
    write: HeaderWrite,
    change: PlanAction,
    approval: dict[str, Any] | None = None,
    approval_version: int | None = None,
) -> None:
    """Write the header's new record (``write``) conditional on the version read, with its audit entry
    (``change``: who, which action, its extra fields); optionally in the same transaction put an
    approval request record (``approval``; new when ``approval_version`` is None).

    Raises:
        PlanChanged: the header (or the approval request) changed since it was read.
    """
    record, set_pending = write.record, write.set_pending
    status = record["status"]
    keys = header_keys(organization_id, header.plan_type, status, header.sk)
    actions = [
        PlanHeaderItem.record.set(record),
        PlanHeaderItem.status.set(status),
        PlanHeaderItem.gsi2pk.set(keys["gsi2pk"]),
        PlanHeaderItem.version.add(1),
    ]
    if write.search_text is not None:
        actions.append(PlanHeaderItem.search_text.set(write.search_text))
    if write.decided_at is not None:
        actions.append(PlanHeaderItem.decided_at.set(write.decided_at))
    if set_pending is None:
        actions.append(PlanHeaderItem.pending_approval_id.remove())
    elif isinstance(set_pending, str):
        actions.append(PlanHeaderItem.pending_approval_id.set(set_pending))
    condition = PlanHeaderItem.version == header.version
    if write.expect_items_version:
        condition &= PlanHeaderItem.items_version == header.items_version
    tx = Transaction()
    tx.update("plan", PlanHeaderItem(header.pk, header.sk), actions, condition)
    if approval is not None:
        put_approval(tx, organization_id, approval, approval_version)
    add_audit(tx, plan_audit(organization_id, change.actor, change.action, header.sk, header.record, record, change.extra))
    run(tx)


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
    add_audit(tx, plan_audit(organization_id, actor, "DELETE", header.sk, header.record, None, audit))
    run(tx)
    with PlanLineItem.batch_write() as batch:
        for line in all_lines(organization_id, header.sk):
            batch.delete(line)


def get_plans(organization_id: str, plan_ids: list[str]) -> dict[str, PlanHeaderItem]:
    """Plan headers by id (BatchGetItem, 100 per call), keyed by id; missing ids are absent."""
    keys = [(plan_pk(organization_id), i) for i in dict.fromkeys(plan_ids)]
    return {header.sk: header for header in PlanHeaderItem.batch_get(keys)} if keys else {}


def plans_slice(
    organization_id: str, plan_type: str, offset: int, limit: int, status: str | None, decided_after: str | None
) -> tuple[list[PlanHeaderItem], int]:
    """Offset/limit slice of a type's plans newest first (the data-platform listing), optionally of one
    status and decided at or after ``decided_after`` (ISO 8601 UTC), with the filtered total."""
    condition = (PlanHeaderItem.decided_at >= decided_after) if decided_after else None
    index: Any
    if status:
        index, hash_key = PlanHeaderItem.gsi2, f"ORG#{organization_id}#PLANS#{plan_type}#{status}"
    else:
        index, hash_key = PlanHeaderItem.gsi1, f"ORG#{organization_id}#PLANS#{plan_type}"
    total = index.count(hash_key, filter_condition=condition)
    rows = list(islice(index.query(hash_key, filter_condition=condition, scan_index_forward=False), offset, offset + limit))
    return rows, total
