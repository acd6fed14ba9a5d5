"""Storage of plan lines (docs/data-model.md): reads, and the one transaction that writes lines with
the header's totals, the audit entry and the expiry of a pending approval request.

Line writes are conditional on the line's ``version`` and on the plan still being DRAFT.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.store.dynamo.audit import add_audit
from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.models import PlanHeaderItem, PlanLineItem
from inventory_planning.store.paging import query_page
from inventory_planning.store.plans.common import PlanAction, lines_pk, plan_audit, put_approval, run

_LINE_NAMESPACE = uuid.UUID("6f1c1a52-6c35-4d8e-9a53-2f4d1f3b8a10")


def line_id(plan_id: str, variant_id: str, size_id: str, shop_id: str | None) -> str:
    """The id of the line (variant x size x shop) of a plan: a UUIDv5, the same for the same line."""
    return str(uuid.uuid5(_LINE_NAMESPACE, f"{plan_id}|{variant_id}|{size_id}|{shop_id or ''}"))


@dataclass
class Delta:
    """What a line write changes in the plan's totals: lines, pieces, currency, currency per
    department, and lines per shop."""

    count: int = 0
    quantity: int = 0
    value: float = 0.0
    by_department: dict[str, float] = field(default_factory=dict)
    by_shop: dict[str, int] = field(default_factory=dict)

    def add(self, other: Delta) -> None:
        """Add ``other`` to this delta (values rounded to 6 decimals)."""
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


def get_line(organization_id: str, plan_id: str, item_id: str) -> PlanLineItem | None:
    """One line of a plan (consistent), or None."""
    try:
        return PlanLineItem.get(lines_pk(organization_id, plan_id), item_id, consistent_read=True)
    except PlanLineItem.DoesNotExist:
        return None


def get_lines(organization_id: str, plan_id: str, item_ids: list[str]) -> dict[str, PlanLineItem]:
    """Lines of a plan by id (one BatchGetItem per 100 ids), keyed by id; missing ids are absent."""
    keys = [(lines_pk(organization_id, plan_id), i) for i in dict.fromkeys(item_ids)]
    return {line.sk: line for line in PlanLineItem.batch_get(keys, consistent_read=True)} if keys else {}


def all_lines(organization_id: str, plan_id: str) -> Iterator[PlanLineItem]:
    """Every line of a plan (a consistent Query, 1 MB per round trip: ~1,500 lines)."""
    return PlanLineItem.query(lines_pk(organization_id, plan_id), consistent_read=True)


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
    condition: Any = PlanLineItem.search_text.contains(needle.lower()) if needle else None
    if shops is not None:
        in_shops = PlanLineItem.shop_id.is_in(*sorted(shops))
        condition = in_shops if condition is None else condition & in_shops
    return query_page(
        PlanLineItem.query, PlanLineItem.count, page, page_size, total=None if condition is not None else total,
        hash_key=lines_pk(organization_id, plan_id), filter_condition=condition, consistent_read=True,
    )  # fmt: skip


def _put_lines(tx: Transaction, organization_id: str, plan_id: str, writes: list[LineWrite]) -> None:
    pk = lines_pk(organization_id, plan_id)
    for w in writes:
        if w.record is None:
            tx.delete(f"line:{w.item_id}", PlanLineItem(pk, w.item_id), PlanLineItem.version == w.expected_version)
            continue
        line = PlanLineItem(
            pk,
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


def _total_actions(delta: Delta) -> list[Any]:
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
    return actions


def write_lines(
    organization_id: str,
    header: PlanHeaderItem,
    writes: list[LineWrite],
    delta: Delta,
    change: PlanAction,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    expire: tuple[dict[str, Any], int] | None = None,
) -> None:
    """Write (or delete) lines of a DRAFT plan and ADD ``delta`` to its totals, atomically, with one
    audit entry (``change``: who, which action, its extra fields); ``expire`` = (expired approval
    request record, its version read) when the plan had a pending request, which the same
    transaction sets EXPIRED (and clears from the header).

    At most 90 lines per call (DynamoDB's 100 actions per transaction, minus header, audit, request).

    Raises:
        PlanChanged: a line changed since it was read, the plan is no longer DRAFT or gone, or the
            pending request changed.
    """
    tx = Transaction()
    _put_lines(tx, organization_id, header.sk, writes)
    actions = _total_actions(delta)
    condition = PlanHeaderItem.pk.exists() & (PlanHeaderItem.status == "DRAFT")
    if expire is not None:
        record, version = expire
        actions.append(PlanHeaderItem.pending_approval_id.remove())
        condition &= PlanHeaderItem.pending_approval_id == record["id"]
        put_approval(tx, organization_id, record, version)
    else:
        condition &= PlanHeaderItem.pending_approval_id.does_not_exist()
    tx.update("plan", PlanHeaderItem(header.pk, header.sk), actions, condition)
    add_audit(tx, plan_audit(organization_id, change.actor, change.action, header.sk, before, after, change.extra))
    run(tx)
