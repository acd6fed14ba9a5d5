"""What every plan use case shares: the caller, which plans and lines it sees (docs/decisions/0019),
the retry of a write that lost a race, the audit fields of a change, and the plan record.

A write that loses a race (a condition fails: :class:`PlanChanged`) is re-read and decided again, at
most :data:`ATTEMPTS` times.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, TypeVar

from inventory_planning.domain.plans import lifecycle
from inventory_planning.domain.plans.records import ActorRef, PlanHeader
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.kernel.errors import InvalidInput, Missing, NotAllowed, field_error
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import headers as header_store
from inventory_planning.store.plans.common import PlanChanged

ATTEMPTS = 8
T = TypeVar("T")


def caller_of(
    organization_id: str, actor_kind: str, actor_id: str, source_ref: str | None = None, shop_scope: frozenset[str] | None = None
) -> Caller:
    """The caller acting for ``organization_id`` as ``actor_kind`` (USER, API_TOKEN, WORKFLOW, SYSTEM)
    ``actor_id``; ``source_ref``: the workflow run of a workflow write; ``shop_scope``: its assigned shops."""
    return Caller(organization_id, Actor(actor_kind, actor_id), source_ref=source_ref, shop_scope=shop_scope)


def retry(action: Callable[[], T]) -> T:
    """Run ``action`` (read, decide, write); on a lost race (:class:`PlanChanged`) wait a little
    (random, growing) and run it again, at most :data:`ATTEMPTS` times; the last loss propagates
    (409 CONCURRENT_MODIFICATION: the client may retry)."""
    for attempt in range(ATTEMPTS - 1):
        try:
            return action()
        except PlanChanged:
            time.sleep(random.uniform(0, 0.02 * (attempt + 1)))  # jitter, not security
    return action()


def now() -> str:
    """The current instant, ISO 8601 UTC (the service clock: kernel.clock.now_iso)."""
    return clock.now_iso()


def audit_extra(caller: Caller, reason: str | None = None, rules: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The plan fields of an audit entry: the reason given, the rule outcomes, the workflow run."""
    return {"reason": reason, "rules": rules or None, "sourceRef": caller.source_ref}


def search_text(record: dict[str, Any]) -> str:
    """What the plan search matches: the plan's name and code, lower case."""
    return f"{record['name']} {record['code']}".lower()


def plan_header(header: PlanHeaderItem) -> PlanHeader:
    """The record of a stored header: its fields plus the maintained totals."""
    record = header.record
    return PlanHeader(
        id=record["id"],
        code=record["code"],
        name=record["name"],
        notes=record.get("notes"),
        description=record.get("description"),
        plan_type=record["planType"],
        status=record["status"],
        brand_id=record.get("brandId"),
        collection_id=record.get("collectionId"),
        supplier_id=record.get("supplierId"),
        season=record.get("season"),
        start_date=record.get("startDate"),
        end_date=record.get("endDate"),
        outgoing_shop_id=record.get("outgoingShopId"),
        ingoing_shop_id=record.get("ingoingShopId"),
        item_count=int(header.item_count or 0),
        total_quantity=int(header.total_quantity or 0),
        total_value=round(float(header.total_value or 0), 6),
        item_status=lifecycle.item_status(record["status"]),
        pending_approval_request_id=header.pending_approval_id,
        decided_at=header.decided_at,
        decision_context_snapshot=record.get("decisionContextSnapshot"),
        created_at=record["createdAt"],
        updated_at=record["updatedAt"],
        created_by=ActorRef.of(record["createdBy"]),
        rule_group_id=record.get("ruleGroupId"),
    )


def plan_not_found() -> Missing:
    """404 PLAN_NOT_FOUND: unknown, another type's, or another organization's plan."""
    return Missing("Plan", "PLAN_NOT_FOUND")


def require_plan(organization_id: str, plan_type: str, plan_id: str) -> PlanHeaderItem:
    """The plan of this organization and type, or 404 PLAN_NOT_FOUND."""
    header = header_store.get_plan(organization_id, plan_id)
    if header is None or header.plan_type != plan_type:
        raise plan_not_found()
    return header


def shops_with_lines(header: PlanHeaderItem) -> set[str]:
    """The shops the plan's lines are at (its maintained per-shop line counts above zero)."""
    raw: Any = header.lines_by_shop
    counts = raw.as_dict() if hasattr(raw, "as_dict") else dict(raw or {})
    return {shop for shop, lines in counts.items() if lines and int(lines) > 0}


def plan_visible(caller: Caller, header: PlanHeaderItem) -> bool:
    """Whether ``caller`` sees the plan (docs/decisions/0019): every plan when it is not shop-scoped;
    else a rebalance plan from or to one of its shops, or a restock or markdown plan with a line at
    one of its shops or created by it."""
    scope = caller.shop_scope
    if scope is None:
        return True
    if header.plan_type == "REBALANCE":
        return bool({header.outgoing_shop_id, header.ingoing_shop_id} & scope)
    return header.created_by == caller.actor.id or bool(shops_with_lines(header) & scope)


def require_visible_plan(caller: Caller, plan_type: str, plan_id: str) -> PlanHeaderItem:
    """The plan of this organization and type that ``caller`` sees, or 404 PLAN_NOT_FOUND."""
    header = require_plan(caller.organization_id, plan_type, plan_id)
    if not plan_visible(caller, header):
        raise plan_not_found()
    return header


def require_whole_plan(caller: Caller, header: PlanHeaderItem) -> None:
    """Refuse (403 FORBIDDEN) a change of a whole restock or markdown plan (name, notes, status, delete,
    activity) to a shop-scoped caller when the plan has lines at shops it is not assigned."""
    scope = caller.shop_scope
    if scope is None or header.plan_type == "REBALANCE":
        return
    others = shops_with_lines(header) - scope
    if others:
        raise NotAllowed(f"The plan has items at {len(others)} shop(s) you are not assigned; ask an inventory manager")


def line_shops(caller: Caller, header: PlanHeaderItem) -> frozenset[str] | None:
    """The shops whose lines ``caller`` sees in a visible plan: None (every line) unless a shop-scoped
    caller reads a restock or markdown plan."""
    return None if caller.shop_scope is None or header.plan_type == "REBALANCE" else caller.shop_scope


def require_line_shop(caller: Caller, header: PlanHeaderItem, shop_id: str | None) -> None:
    """422 naming ``shopId`` (as for an unknown shop) when a scoped caller writes a line of another shop."""
    shops = line_shops(caller, header)
    if shops is not None and shop_id not in shops:
        raise InvalidInput([field_error("shopId", "no shop with this id", "not_found")])
