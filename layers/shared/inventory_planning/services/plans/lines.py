"""Plan lines (REFERENCE 4.3, 4.4; docs/plans.md): add one (or update the line of the same variant x
size (x shop)), set a restock plan's quantities in bulk, remove one, read a plan's lines and the
restock order plan.

Every write runs the ``<TYPE>_PRE_ADD_ITEM`` rules, writes the lines with the plan's totals and one
audit entry in one transaction, and expires the plan's pending approval request (the plan changed).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from inventory_planning.contracts.requests.plans import PlanItemUpdate, RestockItemChanges
from inventory_planning.domain.pages import Page
from inventory_planning.domain.plans import lifecycle, supplier_plans
from inventory_planning.domain.plans.line_fields import refusal, refused_fields
from inventory_planning.domain.plans.records import (
    AddedLine,
    AddResult,
    LinesChanged,
    OrderLine,
    OrderPlan,
    PlanLine,
    Totals,
    UpdatedLines,
)
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.services.plans import rules as plan_rules
from inventory_planning.services.plans.catalogue import (
    Catalogue,
    ItemBody,
    LineRequest,
    build_line,
    delta,
    line_write,
    same_line,
    supplier_shop,
)
from inventory_planning.services.plans.common import audit_extra, line_shops, now, require_line_shop, require_visible_plan, retry
from inventory_planning.services.plans.rules import Budget, RuleCheck
from inventory_planning.services.plans.ruleset import Rules
from inventory_planning.store.models import PlanHeaderItem, PlanLineItem
from inventory_planning.store.plans import approvals as approval_store
from inventory_planning.store.plans import lines as store
from inventory_planning.store.plans.common import PlanAction
from inventory_planning.store.plans.lines import Delta, LineWrite


def plan_line(line: dict[str, Any], plan_status: str) -> PlanLine:
    """The record of a stored line (its item status follows the plan's status)."""
    return PlanLine(
        id=line["id"],
        plan_id=line["planId"],
        plan_type=line["planType"],
        variant_id=line["variantId"],
        size_id=line["sizeId"],
        shop_id=line.get("shopId"),
        quantity=int(line["quantity"]),
        discount=line.get("discount"),
        discount_percent=line.get("discountPercent"),
        unit_cost=line.get("unitCost"),
        retail_price=line.get("retailPrice"),
        value=float(line["value"]),
        status=lifecycle.item_status(plan_status, line.get("itemStatus")),
        sku=line["sku"],
        variant_name=line["variantName"],
        product_name=line["productName"],
        brand_id=line["brandId"],
        reason=line.get("reason"),
        source=line["source"],
        source_ref=line.get("sourceRef"),
        created_at=line["createdAt"],
        updated_at=line["updatedAt"],
        reason_code=line.get("reasonCode"),
        side=line.get("side"),
        source_item_ref=line.get("sourceItemRef"),
    )


def _expiry(caller: Caller, header: PlanHeaderItem) -> tuple[dict[str, Any], int] | None:
    """The pending approval request set EXPIRED by a change of lines (read now), or None."""
    if not header.pending_approval_id:
        return None
    found = approval_store.get_approval(caller.organization_id, header.pending_approval_id)
    if found is None:
        return None
    request, version = found
    request.update(status="EXPIRED", expiredReason="the plan's items changed after the request", decidedAt=now())
    return request, version


def _added(record: dict[str, Any], created: bool) -> AddedLine:
    return AddedLine(
        item_id=record["id"], plan_id=record["planId"], created=created, quantity=record["quantity"], value=record["value"]
    )


def add_item(
    caller: Caller,
    plan_type: str,
    plan_id: str,
    body: ItemBody,
    source: str = "manual",
    cat: Catalogue | None = None,
    budget: Budget | None = None,
    rules: Rules | None = None,
) -> AddResult:
    """Add a line to a DRAFT plan, or update the line of the same variant x size (x shop).

    Runs ``<TYPE>_PRE_ADD_ITEM`` with the line as candidate (replacing the existing line, if any).
    ``source``: manual, workflow or decision-vector; ``cat`` and ``rules``: the request's caches.

    Raises:
        Missing: PLAN_NOT_FOUND. PlanStateConflict: the plan's status forbids it (409).
        InvalidInput / INSUFFICIENT_STOCK: see ``catalogue.build_line``.
        BusinessRuleViolation: 422 when a BLOCK rule refuses the line.
    """
    lines_cat = cat or Catalogue(caller.organization_id)
    request = LineRequest.of(body)

    def attempt() -> AddResult:
        header = require_visible_plan(caller, plan_type, plan_id)
        lifecycle.check_items_editable(header.record["status"])
        if plan_type in supplier_plans.SUPPLIER_TYPES:
            require_line_shop(caller, header, supplier_shop(header, request))
        elif plan_type != "REBALANCE":
            require_line_shop(caller, header, request.shop_id)
        record = build_line(caller, header, request, lines_cat, None, source)  # keyed by the size label
        item_id = record["id"]
        existing = store.get_line(caller.organization_id, plan_id, item_id)
        if existing is not None:
            record["createdAt"] = existing.record["createdAt"]
            if same_line(existing.record, record):  # nothing changes: no write, no audit entry
                return AddResult(item=_added(record, False))
        check = RuleCheck()
        result = plan_rules.evaluate_hook(
            caller.organization_id, header, "PRE_ADD_ITEM", candidate=record, replaced_ids=[item_id], budget=budget, rules=rules
        )
        check.merge(result)
        check.raise_if_blocked(result, 422)
        old = existing.record if existing else None
        action = "ITEM_UPDATED" if existing else "ITEM_ADDED"
        store.write_lines(
            caller.organization_id, header, [line_write(record, item_id, existing)], delta(record, old),
            PlanAction(caller.actor, action, audit_extra(caller, request.reason, check.audited)), old, record,
            expire=_expiry(caller, header),
        )  # fmt: skip
        return AddResult(item=_added(record, existing is None), warnings=tuple(check.warnings))

    return retry(attempt)


LINE_REQUEST_ATTRIBUTES: dict[str, str] = {
    "quantity": "quantity", "discount": "discount", "discountPercent": "discount_percent", "reasonCode": "reason_code",
}  # fmt: skip
"""Wire name of an updatable line field (``domain.plans.line_fields``) -> the ``LineRequest`` attribute it sets."""


def _stored_request(record: dict[str, Any]) -> LineRequest:
    """The request that would make the stored line ``record`` again (its variant, size, shop and values)."""
    return LineRequest(
        variant_id=record["variantId"], size_id=record["sizeId"],
        shop_id=None if record["planType"] == "REBALANCE" else record.get("shopId"), quantity=int(record["quantity"]),
        discount=record.get("discount"), discount_percent=float(record.get("discountPercent") or 0), reason=record.get("reason"),
        unit_cost=record.get("unitCost"), reason_code=record.get("reasonCode"), source_item_ref=record.get("sourceItemRef"),
        side=record.get("side"),
    )  # fmt: skip


def visible_line(caller: Caller, header: PlanHeaderItem, item_id: str) -> PlanLineItem:
    """The plan's line ``item_id`` (a shop-scoped caller: of its shops only).

    Raises:
        Missing: PLAN_ITEM_NOT_FOUND (404).
    """
    existing = store.get_line(caller.organization_id, header.sk, item_id)
    shops = line_shops(caller, header)
    if existing is None or (shops is not None and existing.record.get("shopId") not in shops):
        raise Missing("Plan item", "PLAN_ITEM_NOT_FOUND")
    return existing


def update_item(caller: Caller, plan_type: str, plan_id: str, body: PlanItemUpdate, budget: Budget | None = None) -> LinesChanged:
    """PATCH /api/plans/{type}/{id}/items with ``itemId``: set the fields of one line of a DRAFT plan
    that its type lets change (``domain.plans.line_fields.UPDATABLE_LINE_FIELDS``).

    The line is rebuilt as an addition would build it (values recomputed from the catalogue), runs
    ``<TYPE>_PRE_ADD_ITEM`` as the candidate replacing itself, and is written with one audit entry
    ITEM_UPDATED; the line is TO_REVIEW again (a reviewed line that changes needs a new review), and a
    pending approval request expires. Unchanged values write nothing.

    Returns ``LinesChanged`` (``updated`` 1 or 0, ``item`` the line) with the rules' warnings.

    Raises:
        InvalidInput: a field the type does not have (422 naming it); see ``catalogue.build_line``.
        Missing: PLAN_NOT_FOUND, PLAN_ITEM_NOT_FOUND. PlanStateConflict: the plan is not DRAFT (409).
        BusinessRuleViolation: 422 when a BLOCK rule refuses the new line.
    """
    changes = body.changes()
    refused = refused_fields(plan_type, set(changes))
    if refused:
        raise InvalidInput([field_error(f, refusal(plan_type, f), "not_updatable") for f in refused])
    cat = Catalogue(caller.organization_id)

    def attempt() -> LinesChanged:
        header = require_visible_plan(caller, plan_type, plan_id)
        existing = visible_line(caller, header, body.itemId)
        lifecycle.check_items_editable(header.record["status"])
        request = replace(
            _stored_request(existing.record), reason=body.reason or existing.record.get("reason"),
            **{LINE_REQUEST_ATTRIBUTES[f]: v for f, v in changes.items()},
        )  # fmt: skip
        record = build_line(caller, header, request, cat, existing.record, "manual")
        for kept in ("source", "sourceRef"):  # where the line came from stays
            if kept in existing.record:
                record[kept] = existing.record[kept]
        added = AddedLine(item_id=body.itemId, plan_id=plan_id, created=False, quantity=record["quantity"], value=record["value"])
        if record["id"] != body.itemId or same_line(existing.record, record):
            return LinesChanged(data=UpdatedLines(updated=0, item=added))
        check = RuleCheck()
        result = plan_rules.evaluate_hook(
            caller.organization_id, header, "PRE_ADD_ITEM", candidate=record, replaced_ids=[body.itemId], budget=budget
        )
        check.merge(result)
        check.raise_if_blocked(result, 422)
        store.write_lines(
            caller.organization_id, header, [line_write(record, body.itemId, existing)], delta(record, existing.record),
            PlanAction(caller.actor, "ITEM_UPDATED", audit_extra(caller, body.reason, check.audited)), existing.record, record,
            expire=_expiry(caller, header),
        )  # fmt: skip
        return LinesChanged(data=UpdatedLines(updated=1, item=added), warnings=tuple(check.warnings))

    return retry(attempt)


def review_item(caller: Caller, plan_type: str, plan_id: str, item_id: str, budget: Budget | None = None) -> LinesChanged:
    """POST /api/plans/{type}/{id}/items/{itemId}/review: move one line of a DRAFT plan from TO_REVIEW
    to READY_FOR_ORDER through the ``<TYPE>_PRE_VALIDATE_ITEM`` rules (the line as candidate among
    the plan's lines), with an audit entry ITEM_REVIEWED (and the rules' outcomes).

    The line keeps READY_FOR_ORDER while the plan is DRAFT, until it changes (an update or a repeated
    addition with other values makes it TO_REVIEW again); validating the plan readies every line
    (``lifecycle.item_status``). Reviewing a reviewed line writes nothing. Like any change of lines,
    the review expires a pending approval request.

    Raises:
        Missing: PLAN_NOT_FOUND, PLAN_ITEM_NOT_FOUND. PlanStateConflict: the plan is not DRAFT (409).
        BusinessRuleViolation: 409 when a BLOCK rule refuses the line (as it would refuse the validation).
    """

    def attempt() -> LinesChanged:
        header = require_visible_plan(caller, plan_type, plan_id)
        existing = visible_line(caller, header, item_id)
        lifecycle.check_items_editable(header.record["status"])
        record = dict(existing.record)
        added = AddedLine(item_id=item_id, plan_id=plan_id, created=False, quantity=record["quantity"], value=record["value"])
        if record.get("itemStatus") == lifecycle.READY:
            return LinesChanged(data=UpdatedLines(updated=0, item=added))
        check = RuleCheck()
        result = plan_rules.evaluate_hook(caller.organization_id, header, "PRE_VALIDATE_ITEM", candidate=record, budget=budget)
        check.merge(result)
        check.raise_if_blocked(result, 409)
        record.update(itemStatus=lifecycle.READY, reviewedAt=now(), updatedAt=now())
        store.write_lines(
            caller.organization_id, header, [line_write(record, item_id, existing)], delta(record, existing.record),
            PlanAction(caller.actor, "ITEM_REVIEWED", audit_extra(caller, None, check.audited)), existing.record, record,
            expire=_expiry(caller, header),
        )  # fmt: skip
        return LinesChanged(data=UpdatedLines(updated=1, item=added), warnings=tuple(check.warnings))

    return retry(attempt)


def remove_item(caller: Caller, plan_type: str, plan_id: str, item_id: str, reason: str | None = None) -> None:
    """Remove a line from a DRAFT plan.

    Raises:
        Missing: PLAN_NOT_FOUND, PLAN_ITEM_NOT_FOUND. PlanStateConflict: 409.
    """

    def attempt() -> None:
        header = require_visible_plan(caller, plan_type, plan_id)
        existing = visible_line(caller, header, item_id)
        lifecycle.check_items_editable(header.record["status"])
        store.write_lines(
            caller.organization_id, header, [line_write(None, item_id, existing)], delta(None, existing.record),
            PlanAction(caller.actor, "ITEM_REMOVED", audit_extra(caller, reason)), existing.record, None,
            expire=_expiry(caller, header),
        )  # fmt: skip

    retry(attempt)


def _planned_changes(cat: Catalogue, plan_id: str, body: RestockItemChanges) -> list[tuple[str, LineRequest | None]]:
    """``(line id, the line's request or None to remove it)`` of each (variant, size) of a bulk change.

    Raises:
        InvalidInput: an unknown variant or size, naming ``changes.<variantId>.<sizeId>``.
    """
    planned: list[tuple[str, LineRequest | None]] = []
    errors: list[dict[str, Any]] = []
    for variant_id, sizes in body.changes.items():
        for size_id, quantity in sizes.items():
            try:
                resolved = cat.resolve(variant_id, size_id)
            except InvalidInput as error:
                errors.extend({**e, "field": f"changes.{variant_id}.{size_id}"} for e in error.field_errors)
                continue
            line_key = store.line_id(plan_id, variant_id, resolved.size, body.shopId)
            request = LineRequest(
                variant_id=variant_id, size_id=resolved.size, shop_id=body.shopId, quantity=quantity, reason=body.reason
            )
            planned.append((line_key, None if quantity == 0 else request))
    if errors:
        raise InvalidInput(errors)
    return planned


class _BulkChange:
    """The writes, totals and rule outcomes of one bulk change, built line by line."""

    def __init__(self, current: dict[str, dict[str, Any]]) -> None:
        self.current = current
        self.writes: list[LineWrite] = []
        self.delta = Delta()
        self.check = RuleCheck()

    def remove(self, item_id: str, old: PlanLineItem) -> None:
        self.writes.append(line_write(None, item_id, old))
        self.delta.add(delta(None, old.record))
        self.current.pop(item_id, None)

    def put(self, item_id: str, record: dict[str, Any], old: PlanLineItem | None) -> None:
        self.writes.append(line_write(record, item_id, old))
        self.delta.add(delta(record, old.record if old else None))
        self.current[item_id] = record


def change_restock_items(caller: Caller, plan_id: str, body: RestockItemChanges, budget: Budget | None = None) -> LinesChanged:
    """PATCH /api/plans/RESTOCK/{id}/items: set the quantity of each (variant, size) of one shop;
    0 removes the line. An existing line keeps its negotiated discount (and its reason unless the
    body gives one); its value follows the new quantity. All lines change in one transaction, or none.

    Returns the number of lines written and the rules' warnings.

    Raises:
        Missing, PlanStateConflict, InvalidInput (naming ``changes.<variantId>.<sizeId>``),
        BusinessRuleViolation (422).
    """
    cat = Catalogue(caller.organization_id)
    org = caller.organization_id

    def attempt() -> LinesChanged:
        header = require_visible_plan(caller, "RESTOCK", plan_id)
        lifecycle.check_items_editable(header.record["status"])
        require_line_shop(caller, header, body.shopId)
        if cat.shop(body.shopId) is None:
            raise InvalidInput([field_error("shopId", "no shop with this id", "not_found")])
        planned = _planned_changes(cat, plan_id, body)
        existing = store.get_lines(org, plan_id, [k for k, _ in planned])
        rules = Rules(org)
        # read the plan's lines only for rules
        needs_lines = bool(rules.at("RESTOCK", "PRE_ADD_ITEM", header.record.get("ruleGroupId"))[1])
        lines = [line.record for line in store.all_lines(org, plan_id)] if needs_lines else []
        change = _BulkChange({line["id"]: line for line in lines})
        for item_id, request in planned:
            old = existing.get(item_id)
            if request is None:
                if old is not None:
                    change.remove(item_id, old)
                continue
            if old is not None:  # a new quantity: the line keeps its negotiated discount, and its reason unless one is given
                request = replace(request, discount=old.record.get("discount"), reason=request.reason or old.record.get("reason"))
            record = build_line(caller, header, request, cat, old.record if old else None, "manual")
            result = plan_rules.evaluate_hook(
                org, header, "PRE_ADD_ITEM", candidate=record, lines=list(change.current.values()),
                replaced_ids=[item_id], budget=budget, rules=rules,
            )  # fmt: skip
            change.check.merge(result)
            change.check.raise_if_blocked(result, 422)
            change.put(item_id, record, old)
        warnings = tuple(change.check.warnings)
        if not change.writes:
            return LinesChanged(data=UpdatedLines(updated=0), warnings=warnings)
        store.write_lines(
            org, header, change.writes, change.delta,
            PlanAction(caller.actor, "ITEM_UPDATED", audit_extra(caller, body.reason, change.check.audited)), None,
            {"shopId": body.shopId, "changes": body.changes, "written": len(change.writes)}, expire=_expiry(caller, header),
        )  # fmt: skip
        return LinesChanged(data=UpdatedLines(updated=len(change.writes)), warnings=warnings)

    return retry(attempt)


def _labels(record: dict[str, Any]) -> str:
    return f"{record['sku']} {record['variantName']} {record['productName']} {record['sizeId']}".lower()


def items_page(
    caller: Caller, plan_type: str, plan_id: str, page: int, page_size: int, q: str | None, side: str | None = None
) -> Page[PlanLine]:
    """A page of a plan's lines (optionally matching ``q`` over SKU, variant, product and size
    labels, and an exchange's lines of one ``side``, RETURN | RECEIVE); a shop-scoped caller reads the
    lines of its shops only."""
    header = require_visible_plan(caller, plan_type, plan_id)
    status = header.record["status"]
    if side is not None:  # an exchange's lines are few (one per variant x size x side): read them all
        shops = line_shops(caller, header)
        kept = [
            line.record for line in store.all_lines(caller.organization_id, plan_id)
            if line.record.get("side") == side and (shops is None or line.record.get("shopId") in shops)
            and (not q or q.lower() in _labels(line.record))
        ]  # fmt: skip
        start = (page - 1) * page_size
        return Page(rows=tuple(plan_line(r, status) for r in kept[start : start + page_size]), total=len(kept))
    rows, total = store.lines_page(
        caller.organization_id, plan_id, page, page_size, q, total=int(header.item_count or 0),
        shops=line_shops(caller, header),
    )  # fmt: skip
    return Page(rows=tuple(plan_line(r.record, status) for r in rows), total=total)


def order_plan(caller: Caller, plan_id: str) -> OrderPlan:
    """GET /api/restock-order-plan/{id}/items: every line of a restock plan (a shop-scoped caller: of
    its shops) with its unit cost and status, and the totals (pieces, currency) over those lines when
    READY_FOR_ORDER (zero while DRAFT)."""
    header = require_visible_plan(caller, "RESTOCK", plan_id)
    status = lifecycle.item_status(header.record["status"])
    shops = line_shops(caller, header)
    records = [line.record for line in store.all_lines(caller.organization_id, plan_id)]
    if shops is not None:
        records = [r for r in records if r.get("shopId") in shops]
    lines = tuple(
        OrderLine(
            id=r["id"], variant_id=r["variantId"], size_id=r["sizeId"], shop_id=r["shopId"], quantity=r["quantity"],
            unit_cost=r["unitCost"], status=lifecycle.item_status(header.record["status"], r.get("itemStatus")),
        )
        for r in records
    )  # fmt: skip
    ready = status == "READY_FOR_ORDER"
    quantity = sum(int(line.quantity) for line in lines) if ready else 0
    if shops is None:
        value = round(float(header.total_value or 0), 6) if ready else 0.0
    else:
        value = round(sum(float(r["value"]) for r in records), 6) if ready else 0.0
    return OrderPlan(lines=lines, total=len(lines), totals=Totals(quantity=quantity, value=value))
