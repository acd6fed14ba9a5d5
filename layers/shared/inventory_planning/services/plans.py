"""Plan use cases (issue 8): create, list, read, rename, change status, delete; add, change and
remove lines; the order plan and the activity of a plan. Approvals are in ``services.approvals``.

Each function loads through the stores, decides through the domain (``domain.plans``,
``domain.rules``) and writes through ``store.plans``, whose transactions keep the plan totals, the
lines and the audit log together. A write that loses a race (a condition fails) is re-read and
decided again, at most :data:`ATTEMPTS` times. docs/plans.md describes the behaviour.
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from inventory_planning.domain.plans import lifecycle, values
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, NotAllowed, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.services import plan_rules
from inventory_planning.services.plan_rules import RuleCheck
from inventory_planning.store import catalog
from inventory_planning.store import plans as store
from inventory_planning.store.dynamo import audit as audit_store
from inventory_planning.store.models import PlanHeaderItem, PlanLineItem
from inventory_planning.store.plans import Delta, LineWrite, PlanChanged

ATTEMPTS = 8
T = TypeVar("T")


@dataclass(frozen=True)
class Caller:
    """Who reads or changes a plan: the organization (from the token, or the internal body), the
    audit actor (kind USER | API_TOKEN | WORKFLOW | SYSTEM, id), for workflow writes the workflow run
    id, and the shops a shop-scoped caller is assigned (None: every shop; docs/decisions/0019)."""

    organization_id: str
    actor: Actor
    source_ref: str | None = None
    shop_scope: frozenset[str] | None = None

    @property
    def actor_ref(self) -> dict[str, str]:
        return {"kind": self.actor.kind, "id": self.actor.id}


def plan_not_found() -> Missing:
    """404 PLAN_NOT_FOUND: unknown, another type's, or another organization's plan."""
    return Missing("Plan", "PLAN_NOT_FOUND")


def _retry(action: Callable[[], T]) -> T:
    """Run ``action`` (read, decide, write); on a lost race (:class:`PlanChanged`) wait a little
    (random, growing) and run it again, at most :data:`ATTEMPTS` times; the last loss propagates
    (409 CONCURRENT_MODIFICATION: the client may retry)."""
    for attempt in range(ATTEMPTS - 1):
        try:
            return action()
        except PlanChanged:
            time.sleep(random.uniform(0, 0.02 * (attempt + 1)))  # noqa: S311 - jitter, not security
    return action()


def _now() -> str:
    return clock.now_iso()


# ------------------------------------------------------------------------------------------------
# Views


def plan_view(header: PlanHeaderItem) -> dict[str, Any]:
    """The wire ``Plan`` of a stored header: its record plus the maintained totals."""
    record = header.record
    return {
        **record,
        "itemCount": int(header.item_count or 0),
        "totalQuantity": int(header.total_quantity or 0),
        "totalValue": round(float(header.total_value or 0), 6),
        "itemStatus": lifecycle.item_status(record["status"]),
        "pendingApprovalRequestId": header.pending_approval_id,
        "decidedAt": header.decided_at,
    }


def line_view(line: dict[str, Any], plan_status: str) -> dict[str, Any]:
    """The wire ``PlanItem`` of a stored line (its status follows the plan's)."""
    view = {k: v for k, v in line.items() if k not in ("productId", "supplierId", "collectionId", "department")}
    return {**view, "status": lifecycle.item_status(plan_status)}


def _search_text(record: dict[str, Any]) -> str:
    return f"{record['name']} {record['code']}".lower()


# ------------------------------------------------------------------------------------------------
# Plans


def require_plan(organization_id: str, plan_type: str, plan_id: str) -> PlanHeaderItem:
    """The plan of this organization and type, or 404 PLAN_NOT_FOUND."""
    header = store.get_plan(organization_id, plan_id)
    if header is None or header.plan_type != plan_type:
        raise plan_not_found()
    return header


def shops_with_lines(header: PlanHeaderItem) -> set[str]:
    """The shops the plan's lines are at (its maintained per-shop line counts above zero)."""
    raw = header.lines_by_shop
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


def _require_line_shop(caller: Caller, header: PlanHeaderItem, shop_id: str | None) -> None:
    """422 naming ``shopId`` (as for an unknown shop) when a scoped caller writes a line of another shop."""
    shops = line_shops(caller, header)
    if shops is not None and shop_id not in shops:
        raise InvalidInput([field_error("shopId", "no shop with this id", "not_found")])


def _new_record(caller: Caller, plan_type: str, name: str, fields: dict[str, Any]) -> dict[str, Any]:
    now = _now()
    year = int(now[:4])
    number = store.next_number(caller.organization_id, f"PLANCODE#{lifecycle.CODE_PREFIX[plan_type]}#{year}")
    record = {
        "id": new_id(),
        "code": lifecycle.plan_code(plan_type, year, number),
        "name": name,
        "notes": None,
        "description": None,
        "planType": plan_type,
        "status": "DRAFT",
        "brandId": None,
        "collectionId": None,
        "supplierId": None,
        "season": None,
        "startDate": None,
        "endDate": None,
        "outgoingShopId": None,
        "ingoingShopId": None,
        "decisionContextSnapshot": None,
        "createdAt": now,
        "updatedAt": now,
        "createdBy": caller.actor_ref,
    }
    record.update(fields)
    return record


def _store_new(caller: Caller, record: dict[str, Any]) -> dict[str, Any]:
    store.create_plan(caller.organization_id, record, _search_text(record), caller.actor, _audit_extra(caller))
    header = store.get_plan(caller.organization_id, record["id"])
    assert header is not None  # just written
    return plan_view(header)


def _audit_extra(caller: Caller, reason: str | None = None, rules: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"reason": reason, "rules": rules or None, "sourceRef": caller.source_ref}


def create_restock_plan(caller: Caller, body: Any) -> dict[str, Any]:
    """Create a DRAFT restock plan for a brand and a collection of the organization.

    Raises:
        InvalidInput: brandId or collectionId is not the organization's (422 naming the field).
    """
    org = caller.organization_id
    brand = catalog.get_brand(org, body.brandId)
    collection = catalog.get_collection(org, body.collectionId)
    errors = []
    if brand is None:
        errors.append(field_error("brandId", "no brand with this id", "not_found"))
    if collection is None:
        errors.append(field_error("collectionId", "no collection with this id", "not_found"))
    if errors:
        raise InvalidInput(errors)
    name = body.name or f"Restock {brand.name} / {collection.name}"
    record = _new_record(caller, "RESTOCK", name, {
        "brandId": body.brandId, "collectionId": body.collectionId, "supplierId": body.supplierId,
        "description": body.description,
    })  # fmt: skip
    return _store_new(caller, record)


def create_markdown_plan(caller: Caller, body: Any) -> dict[str, Any]:
    """Create a DRAFT markdown plan with its price window.

    Raises:
        InvalidInput: collectionId given but not the organization's.
    """
    if body.collectionId and catalog.get_collection(caller.organization_id, body.collectionId) is None:
        raise InvalidInput([field_error("collectionId", "no collection with this id", "not_found")])
    record = _new_record(caller, "MARKDOWN", body.name, {
        "startDate": body.startDate.isoformat(), "endDate": body.endDate.isoformat(), "season": body.season,
        "collectionId": body.collectionId, "description": body.description,
    })  # fmt: skip
    return _store_new(caller, record)


def create_rebalance_plan(caller: Caller, body: Any) -> dict[str, Any]:
    """Create a DRAFT rebalance plan from ``outgoingShopId`` to ``ingoingShopId``.

    Raises:
        InvalidInput: a shop is not the organization's; a shop-scoped caller is assigned neither shop.
    """
    org = caller.organization_id
    outgoing = catalog.get_shop(org, body.outgoingShopId)
    ingoing = catalog.get_shop(org, body.ingoingShopId)
    errors = []
    if outgoing is None:
        errors.append(field_error("outgoingShopId", "no shop with this id", "not_found"))
    if ingoing is None:
        errors.append(field_error("ingoingShopId", "no shop with this id", "not_found"))
    scope = caller.shop_scope
    if not errors and scope is not None and not {body.outgoingShopId, body.ingoingShopId} & scope:
        message = "neither shop of the transfer is one of your assigned shops"
        errors = [field_error(f, message, "out_of_scope") for f in ("outgoingShopId", "ingoingShopId")]
    if errors:
        raise InvalidInput(errors)
    name = body.name or f"Rebalance {outgoing.name} -> {ingoing.name}"
    record = _new_record(caller, "REBALANCE", name, {
        "outgoingShopId": body.outgoingShopId, "ingoingShopId": body.ingoingShopId, "description": body.description,
    })  # fmt: skip
    return _store_new(caller, record)


def _scope_condition(caller: Caller, plan_type: str | None) -> tuple[bool, Any]:
    """(whether anything can match, the shop-scope FilterExpression or None)."""
    if caller.shop_scope is None:
        return True, None
    condition = store.shop_scope_condition(plan_type, caller.shop_scope, caller.actor.id)
    return condition is not None, condition


def list_plans(
    caller: Caller, plan_type: str, page: int, page_size: int, status: str | None, filters: dict[str, str | None]
) -> tuple[list[dict[str, Any]], int]:
    """A page of a type's plans the caller sees (:func:`plan_visible`), newest first, with their totals."""
    wanted = {k: v for k, v in filters.items() if v}
    possible, scope = _scope_condition(caller, plan_type)
    if not possible:
        return [], 0
    rows, total = store.plans_page(caller.organization_id, plan_type, page, page_size, status, wanted, scope)
    return [plan_view(r) for r in rows], total


def search_plans(
    caller: Caller, q: str, page: int, page_size: int, plan_type: str | None, status: str | None
) -> tuple[list[dict[str, Any]], int]:
    """Plans the caller sees whose name or code contains ``q``: ``{id, code, name, planType, status,
    updatedAt}`` rows."""
    possible, scope = _scope_condition(caller, plan_type)
    if not possible:
        return [], 0
    rows, total = store.search_plans(caller.organization_id, q, page, page_size, plan_type, status, scope)
    keys = ("id", "code", "name", "planType", "status", "updatedAt")
    return [{k: r.record[k] for k in keys} for r in rows], total


def get_plan(caller: Caller, plan_type: str, plan_id: str) -> dict[str, Any]:
    """One plan with its totals, or 404 PLAN_NOT_FOUND (also when the caller does not see it)."""
    return plan_view(require_visible_plan(caller, plan_type, plan_id))


@dataclass
class PlanChangeResult:
    """The result of a change: the plan, the rules' warnings, and (202) the approval request made."""

    plan: dict[str, Any]
    warnings: list[dict[str, str]]
    approval_requested: dict[str, Any] | None = None


def update_plan(
    caller: Caller, plan_type: str, plan_id: str, body: Any, budget: Any = None, snapshot: dict[str, Any] | None = None
) -> PlanChangeResult:
    """PATCH a plan: name, then notes, then status (REFERENCE 4.3), as one change.

    A status change checks the type's machine, runs the rules (validation: every line at
    ``*_PRE_VALIDATE_ITEM`` and the plan at ``*_PRE_CHANGE_STATUS``; other moves: the latter), and on an
    approval-gated move that breaches an active policy stores a PENDING approval request instead of
    moving (the name and notes changes still apply).

    Raises:
        Missing: PLAN_NOT_FOUND.
        PlanStateConflict: PLAN_CLOSED, ...; InvalidTransition: 422.
        BusinessRuleViolation: 409 when a BLOCK rule refuses the status change.
        Conflict: 409 APPROVAL_ALREADY_PENDING, PLAN_HAS_NO_ITEMS.
    """

    def attempt() -> PlanChangeResult:
        header = require_visible_plan(caller, plan_type, plan_id)
        require_whole_plan(caller, header)
        before = header.record
        record = copy.deepcopy(before)
        if body.name is not None:
            lifecycle.check_header_editable(record["status"])
            record["name"] = body.name
        if body.touches_notes():
            lifecycle.check_header_editable(record["status"])
            record["notes"] = body.notes
        check = RuleCheck()
        approval = None
        target = body.status
        moving = target is not None and target != record["status"]
        if moving:
            lifecycle.check_transition(plan_type, record["status"], target)
            lines = _check_status_change(caller, header, target, check, budget)
            if lifecycle.needs_approval(plan_type, record["status"], target):
                from inventory_planning.services import approvals

                if header.pending_approval_id:
                    raise Conflict(
                        "APPROVAL_ALREADY_PENDING",
                        f"Approval request {header.pending_approval_id} already waits for a decision on this plan",
                    )
                approval = approvals.breach(caller, header, lines, target, body.reason)
        if record == before and not moving:
            return PlanChangeResult(plan_view(header), check.warnings)
        now = _now()
        record["updatedAt"] = now
        decided_at = None
        if moving and approval is None:
            record["status"] = target
            if target == "VALIDATED":
                decided_at = now
                if snapshot is not None:
                    record["decisionContextSnapshot"] = snapshot
        action = "STATUS_CHANGE" if moving and approval is None else ("APPROVAL_REQUESTED" if approval else "UPDATE")
        store.update_header(
            caller.organization_id, header, record, caller.actor, action,
            _audit_extra(caller, body.reason, check.audited), search_text=_search_text(record), decided_at=decided_at,
            approval=approval, set_pending=approval["id"] if approval else False,
        )  # fmt: skip
        fresh = store.get_plan(caller.organization_id, plan_id)
        assert fresh is not None
        requested = None
        if approval:
            requested = {k: approval[k] for k in ("policyId", "metric", "value", "threshold")}
            requested["approvalRequestId"] = approval["id"]
        return PlanChangeResult(plan_view(fresh), check.warnings, requested)

    return _retry(attempt)


def _check_status_change(
    caller: Caller, header: PlanHeaderItem, target: str, check: RuleCheck, budget: Any
) -> list[dict[str, Any]]:
    """Rules for a status change (409 on BLOCK); validation also needs at least one line and checks
    every line. Returns the plan's lines (read once)."""
    org = caller.organization_id
    rules = plan_rules.Rules(org)
    lines = [line.record for line in store.all_lines(org, header.sk)]
    if target == "VALIDATED" and header.record["status"] == "DRAFT":
        if not lines:
            raise Conflict("PLAN_HAS_NO_ITEMS", "A plan without items cannot be validated")
        if rules.at(header.plan_type, "PRE_VALIDATE_ITEM")[1]:
            for line in lines:
                result = plan_rules.evaluate_hook(
                    org, header, "PRE_VALIDATE_ITEM", candidate=line, lines=lines, budget=budget, rules=rules
                )
                check.merge(result)
                check.raise_if_blocked(result, 409)
    result = plan_rules.evaluate_hook(org, header, "PRE_CHANGE_STATUS", lines=lines, budget=budget, rules=rules)
    check.merge(result)
    check.raise_if_blocked(result, 409)
    return lines


def delete_plan(caller: Caller, plan_type: str, plan_id: str, reason: str | None = None) -> None:
    """Delete a DRAFT plan and its lines.

    Raises:
        Missing: PLAN_NOT_FOUND. PlanStateConflict: PLAN_NOT_DRAFT.
    """

    def attempt() -> None:
        header = require_visible_plan(caller, plan_type, plan_id)
        require_whole_plan(caller, header)
        lifecycle.check_deletable(header.record["status"])
        if header.pending_approval_id:
            from inventory_planning.services import approvals

            approvals.expire_pending(caller, header, "the plan was deleted")
            raise PlanChanged()
        store.delete_plan(caller.organization_id, header, caller.actor, _audit_extra(caller, reason))

    _retry(attempt)


def plan_activity(caller: Caller, plan_type: str, plan_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """The plan's audit entries newest first (creation, changes, lines, approvals), paged; a
    shop-scoped caller reads it when the plan's lines are all at its shops (403 otherwise)."""
    require_whole_plan(caller, require_visible_plan(caller, plan_type, plan_id))
    return audit_store.audit_page(caller.organization_id, page, page_size, store.PLAN_ENTITY, plan_id)


# ------------------------------------------------------------------------------------------------
# Lines


@dataclass
class Resolved:
    """A line's catalogue facts: the variant, its size (InventoryItem), prices and department."""

    variant: Any
    size: str
    unit_cost: float | None
    retail_price: float | None
    department: str | None


class Catalogue:
    """Per-request cache of the catalogue reads lines need (variants, their sizes, products, shops)."""

    def __init__(self, organization_id: str) -> None:
        self.org = organization_id
        self._variants: dict[str, Any] = {}
        self._sizes: dict[str, list[Any]] = {}
        self._products: dict[str, Any] = {}
        self._shops: dict[str, Any] = {}

    def shop(self, shop_id: str) -> Any:
        if shop_id not in self._shops:
            self._shops[shop_id] = catalog.get_shop(self.org, shop_id)
        return self._shops[shop_id]

    def resolve(self, variant_id: str, size_id: str) -> Resolved:
        """The variant and its size, or 422 naming ``variantId`` / ``sizeId``."""
        if variant_id not in self._variants:
            self._variants[variant_id] = catalog.get_variant(self.org, variant_id)
        variant = self._variants[variant_id]
        if variant is None:
            raise InvalidInput([field_error("variantId", "no ProductVariant with this id", "not_found")])
        if variant_id not in self._sizes:
            self._sizes[variant_id] = catalog.inventory_items_of_variant(self.org, variant_id)
        item = next((i for i in self._sizes[variant_id] if i.size == size_id or i.id == size_id), None)
        if item is None:
            sizes = ", ".join(i.size for i in self._sizes[variant_id]) or "none"
            raise InvalidInput([field_error("sizeId", f"not a size of this variant (sizes: {sizes})", "not_found")])
        product_id = variant.product_id
        if product_id not in self._products:
            self._products[product_id] = catalog.get_product(self.org, product_id)
        product = self._products[product_id]
        unit_cost = item.unit_cost if item.unit_cost is not None else variant.cost_price
        retail = item.list_price if item.list_price is not None else variant.retail_price
        return Resolved(variant, item.size, _num(unit_cost), _num(retail), product.family if product is not None else None)


def _num(value: Any) -> float | None:
    return None if value is None else float(value)


def _line_record(
    caller: Caller,
    header: PlanHeaderItem,
    resolved: Resolved,
    shop_id: str | None,
    fields: dict[str, Any],
    existing: dict[str, Any] | None,
    source: str,
) -> dict[str, Any]:
    variant = resolved.variant
    now = _now()
    record = {
        "id": store.line_id(header.sk, variant.id, resolved.size, shop_id),
        "planId": header.sk,
        "planType": header.plan_type,
        "variantId": variant.id,
        "sizeId": resolved.size,
        "shopId": shop_id,
        "quantity": 0,
        "discount": None,
        "discountPercent": None,
        "unitCost": resolved.unit_cost,
        "retailPrice": resolved.retail_price,
        "value": 0.0,
        "sku": variant.sku,
        "variantName": variant.name,
        "productName": variant.product_name,
        "brandId": variant.brand_id,
        "productId": variant.product_id,
        "supplierId": header.record.get("supplierId") or variant.supplier_id,
        "collectionId": variant.collection_id,
        "department": resolved.department,
        "reason": None,
        "source": source,
        "sourceRef": caller.source_ref,
        "createdAt": existing["createdAt"] if existing else now,
        "updatedAt": now,
    }
    record.update(fields)
    return record


def _search_labels(record: dict[str, Any]) -> str:
    return f"{record['sku']} {record['variantName']} {record['productName']} {record['sizeId']}".lower()


def build_line(
    caller: Caller, header: PlanHeaderItem, body: Any, cat: Catalogue, existing: dict[str, Any] | None, source: str
) -> dict[str, Any]:
    """The stored line an add-item body makes (values computed), checked against the catalogue.

    Raises:
        InvalidInput: unknown variant, size or shop (422 naming it); a restock variant of another brand.
        DomainError: INSUFFICIENT_STOCK (422) when a rebalance line moves more than the outgoing shop holds.
    """
    plan_type = header.plan_type
    resolved = cat.resolve(body.variantId, body.sizeId)
    reason = getattr(body, "reason", None)
    if plan_type == "REBALANCE":
        shop_id = header.record["outgoingShopId"]
        position = catalog.get_stock_position(caller.organization_id, shop_id, resolved.variant.id, resolved.size)
        available = int(position.current_stock_qty) if position is not None else 0
        if body.quantity > available:
            from inventory_planning.kernel.errors import DomainError

            raise DomainError(
                "INSUFFICIENT_STOCK",
                f"The outgoing shop holds {available} of this variant and size; {body.quantity} cannot move",
                [field_error("quantity", f"at most {available}", "insufficient_stock")],
            )
        fields = {
            "quantity": body.quantity,
            "value": values.rebalance_line_value(body.quantity, resolved.unit_cost),
            "reason": reason,
        }
        return _line_record(caller, header, resolved, shop_id, fields, existing, source)
    if cat.shop(body.shopId) is None:
        raise InvalidInput([field_error("shopId", "no shop with this id", "not_found")])
    if plan_type == "RESTOCK":
        if resolved.variant.brand_id != header.record["brandId"]:
            raise InvalidInput([field_error("variantId", "the variant is not of the plan's brand", "other_brand")])
        fields = {
            "quantity": body.quantity, "discount": body.discount, "reason": reason,
            "value": values.restock_line_value(body.quantity, resolved.unit_cost, body.discount),
        }  # fmt: skip
        return _line_record(caller, header, resolved, body.shopId, fields, existing, source)
    position = catalog.get_stock_position(caller.organization_id, body.shopId, resolved.variant.id, resolved.size)
    units = max(int(position.current_stock_qty), 0) if position is not None else 0
    fields = {
        "quantity": units, "discountPercent": body.discountPercent, "reason": reason,
        "value": values.markdown_line_value(units, resolved.retail_price, body.discountPercent),
    }  # fmt: skip
    return _line_record(caller, header, resolved, body.shopId, fields, existing, source)


def _same_line(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """True when ``new`` only differs from ``old`` by its timestamps and source (a repeated add)."""
    ignored = {"updatedAt", "createdAt", "source", "sourceRef"}
    return {k: v for k, v in old.items() if k not in ignored} == {k: v for k, v in new.items() if k not in ignored}


def _delta(new: dict[str, Any] | None, old: dict[str, Any] | None) -> Delta:
    delta = Delta()
    for record, sign in ((new, 1), (old, -1)):
        if record is None:
            continue
        delta.count += sign
        delta.quantity += sign * int(record["quantity"])
        delta.value = round(delta.value + sign * float(record["value"]), 6)
        department = record.get("department") or "_"
        delta.by_department[department] = round(delta.by_department.get(department, 0.0) + sign * float(record["value"]), 6)
        if record.get("shopId"):
            delta.by_shop[record["shopId"]] = delta.by_shop.get(record["shopId"], 0) + sign
    return delta


def _write(record: dict[str, Any] | None, item_id: str, existing: PlanLineItem | None) -> LineWrite:
    expected = int(existing.version) if existing is not None else None
    if record is None:
        return LineWrite(item_id, None, expected_version=expected)
    return LineWrite(
        item_id,
        record,
        int(record["quantity"]),
        float(record["value"]),
        record.get("department"),
        _search_labels(record),
        expected,
        record.get("shopId"),
    )


def _expiry(caller: Caller, header: PlanHeaderItem) -> tuple[dict[str, Any], int] | None:
    """The pending approval request set EXPIRED by a change of lines (read now), or None."""
    if not header.pending_approval_id:
        return None
    found = store.get_approval(caller.organization_id, header.pending_approval_id)
    if found is None:
        return None
    request, version = found
    request.update(status="EXPIRED", expiredReason="the plan's items changed after the request", decidedAt=_now())
    return request, version


@dataclass
class AddResult:
    """``{itemId, planId, created, quantity, value}`` and the rules' warnings."""

    item: dict[str, Any]
    warnings: list[dict[str, str]]


def add_item(
    caller: Caller,
    plan_type: str,
    plan_id: str,
    body: Any,
    source: str = "manual",
    cat: Catalogue | None = None,
    budget: Any = None,
    rules: plan_rules.Rules | None = None,
) -> AddResult:
    """Add a line to a DRAFT plan, or update the line of the same variant x size (x shop).

    Runs ``<TYPE>_PRE_ADD_ITEM`` with the line as candidate (replacing the existing line, if any).

    Raises:
        Missing: PLAN_NOT_FOUND. PlanStateConflict: the plan's status forbids it (409).
        InvalidInput / INSUFFICIENT_STOCK: see :func:`build_line`.
        BusinessRuleViolation: 422 when a BLOCK rule refuses the line.
    """
    cat = cat or Catalogue(caller.organization_id)

    def attempt() -> AddResult:
        header = require_visible_plan(caller, plan_type, plan_id)
        lifecycle.check_items_editable(header.record["status"])
        if plan_type != "REBALANCE":
            _require_line_shop(caller, header, body.shopId)
        record = build_line(caller, header, body, cat, None, source)  # keyed by the size label
        item_id = record["id"]
        existing = store.get_line(caller.organization_id, plan_id, item_id)
        if existing is not None:
            record["createdAt"] = existing.record["createdAt"]
            if _same_line(existing.record, record):  # nothing changes: no write, no audit entry
                item = {
                    "itemId": item_id,
                    "planId": plan_id,
                    "created": False,
                    "quantity": record["quantity"],
                    "value": record["value"],
                }
                return AddResult(item, [])
        check = RuleCheck()
        result = plan_rules.evaluate_hook(
            caller.organization_id, header, "PRE_ADD_ITEM", candidate=record, replaced_ids=[item_id], budget=budget, rules=rules
        )
        check.merge(result)
        check.raise_if_blocked(result, 422)
        old = existing.record if existing else None
        action = "ITEM_UPDATED" if existing else "ITEM_ADDED"
        store.write_lines(
            caller.organization_id, header, [_write(record, item_id, existing)], _delta(record, old), caller.actor,
            action, _audit_extra(caller, getattr(body, "reason", None), check.audited), old, record,
            expire=_expiry(caller, header),
        )  # fmt: skip
        item = {
            "itemId": item_id,
            "planId": plan_id,
            "created": existing is None,
            "quantity": record["quantity"],
            "value": record["value"],
        }
        return AddResult(item, check.warnings)

    return _retry(attempt)


def remove_item(caller: Caller, plan_type: str, plan_id: str, item_id: str, reason: str | None = None) -> None:
    """Remove a line from a DRAFT plan.

    Raises:
        Missing: PLAN_NOT_FOUND, PLAN_ITEM_NOT_FOUND. PlanStateConflict: 409.
    """

    def attempt() -> None:
        header = require_visible_plan(caller, plan_type, plan_id)
        existing = store.get_line(caller.organization_id, plan_id, item_id)
        shops = line_shops(caller, header)
        if existing is None or (shops is not None and existing.record.get("shopId") not in shops):
            raise Missing("Plan item", "PLAN_ITEM_NOT_FOUND")
        lifecycle.check_items_editable(header.record["status"])
        store.write_lines(
            caller.organization_id, header, [_write(None, item_id, existing)], _delta(None, existing.record),
            caller.actor, "ITEM_REMOVED", _audit_extra(caller, reason), existing.record, None,
            expire=_expiry(caller, header),
        )  # fmt: skip

    _retry(attempt)


@dataclass(frozen=True)
class _SetLine:
    variantId: str
    sizeId: str
    shopId: str
    quantity: int
    discount: float | None = None
    reason: str | None = None


def change_restock_items(caller: Caller, plan_id: str, body: Any, budget: Any = None) -> tuple[int, list[dict[str, str]]]:
    """PATCH /api/plans/RESTOCK/{id}/items: set the quantity of each (variant, size) of one shop;
    0 removes the line. An existing line keeps its negotiated discount (and its reason unless the
    body gives one); its value follows the new quantity. All lines change in one transaction, or none.

    Returns ``(lines written, warnings)``.

    Raises:
        Missing, PlanStateConflict, InvalidInput (naming ``changes.<variantId>.<sizeId>``),
        BusinessRuleViolation (422).
    """
    cat = Catalogue(caller.organization_id)

    def attempt() -> tuple[int, list[dict[str, str]]]:
        header = require_visible_plan(caller, "RESTOCK", plan_id)
        lifecycle.check_items_editable(header.record["status"])
        _require_line_shop(caller, header, body.shopId)
        if cat.shop(body.shopId) is None:
            raise InvalidInput([field_error("shopId", "no shop with this id", "not_found")])
        planned: list[tuple[str, dict[str, Any] | None]] = []
        errors = []
        for variant_id, sizes in body.changes.items():
            for size_id, quantity in sizes.items():
                try:
                    resolved = cat.resolve(variant_id, size_id)
                except InvalidInput as error:
                    errors.extend({**e, "field": f"changes.{variant_id}.{size_id}"} for e in error.field_errors)
                    continue
                line_key = store.line_id(plan_id, variant_id, resolved.size, body.shopId)
                if quantity == 0:
                    planned.append((line_key, None))
                    continue
                line = _SetLine(variant_id, resolved.size, body.shopId, quantity, reason=body.reason)
                planned.append((line_key, line))  # type: ignore[arg-type]
        if errors:
            raise InvalidInput(errors)
        existing = store.get_lines(caller.organization_id, plan_id, [k for k, _ in planned])
        rules = plan_rules.Rules(caller.organization_id)
        needs_lines = bool(rules.at("RESTOCK", "PRE_ADD_ITEM")[1])  # read the plan's lines only for rules
        lines = [line.record for line in store.all_lines(caller.organization_id, plan_id)] if needs_lines else []
        current = {line["id"]: line for line in lines}
        writes, delta, check = [], Delta(), RuleCheck()
        for item_id, line in planned:
            old = existing.get(item_id)
            if line is None:
                if old is None:
                    continue
                writes.append(_write(None, item_id, old))
                delta.add(_delta(None, old.record))
                current.pop(item_id, None)
                continue
            if old is not None:  # a new quantity: the line keeps its negotiated discount, and its reason unless one is given
                line = replace(line, discount=old.record.get("discount"), reason=line.reason or old.record.get("reason"))
            record = build_line(caller, header, line, cat, old.record if old else None, "manual")
            result = plan_rules.evaluate_hook(
                caller.organization_id, header, "PRE_ADD_ITEM", candidate=record, lines=list(current.values()),
                replaced_ids=[item_id], budget=budget, rules=rules,
            )  # fmt: skip
            check.merge(result)
            check.raise_if_blocked(result, 422)
            writes.append(_write(record, item_id, old))
            delta.add(_delta(record, old.record if old else None))
            current[item_id] = record
        if not writes:
            return 0, check.warnings
        store.write_lines(
            caller.organization_id, header, writes, delta, caller.actor, "ITEM_UPDATED",
            _audit_extra(caller, body.reason, check.audited), None,
            {"shopId": body.shopId, "changes": body.changes, "written": len(writes)}, expire=_expiry(caller, header),
        )  # fmt: skip
        return len(writes), check.warnings

    return _retry(attempt)


def items_page(
    caller: Caller, plan_type: str, plan_id: str, page: int, page_size: int, q: str | None
) -> tuple[list[dict[str, Any]], int]:
    """A page of a plan's lines (optionally matching ``q`` over SKU, variant, product and size
    labels); a shop-scoped caller reads the lines of its shops only."""
    header = require_visible_plan(caller, plan_type, plan_id)
    rows, total = store.lines_page(
        caller.organization_id, plan_id, page, page_size, q, total=int(header.item_count or 0),
        shops=line_shops(caller, header),
    )  # fmt: skip
    return [line_view(r.record, header.record["status"]) for r in rows], total


def order_plan(caller: Caller, plan_id: str) -> dict[str, Any]:
    """GET /api/restock-order-plan/{id}/items: every line of a restock plan (a shop-scoped caller: of
    its shops) with its unit cost and status, and ``totals`` (pieces, currency) over those lines when
    READY_FOR_ORDER (none while DRAFT)."""
    header = require_visible_plan(caller, "RESTOCK", plan_id)
    status = lifecycle.item_status(header.record["status"])
    shops = line_shops(caller, header)
    records = [line.record for line in store.all_lines(caller.organization_id, plan_id)]
    if shops is not None:
        records = [r for r in records if r.get("shopId") in shops]
    data = [
        {"id": r["id"], "variantId": r["variantId"], "sizeId": r["sizeId"], "shopId": r["shopId"],
         "quantity": r["quantity"], "unitCost": r["unitCost"], "status": status}
        for r in records
    ]  # fmt: skip
    ready = status == "READY_FOR_ORDER"
    quantity = sum(int(d["quantity"]) for d in data) if ready else 0
    if shops is None:
        value = round(float(header.total_value or 0), 6) if ready else 0.0
    else:
        value = round(sum(float(r["value"]) for r in records), 6) if ready else 0.0
    return {"success": True, "data": data, "total": len(data), "totals": {"quantity": quantity, "value": value}}


# ------------------------------------------------------------------------------------------------
# Data platform (internal token; REFERENCE 4.7)


def data_platform_plans(
    organization_id: str, plan_type: str, offset: int, limit: int, status: str | None, decided_after: str | None
) -> dict[str, Any]:
    """``{countsByStatus, data, limit, offset, total}`` of a type's plans (newest first)."""
    rows, total = store.plans_slice(organization_id, plan_type, offset, limit, status, decided_after)
    counts = store.status_counts(organization_id, plan_type, lifecycle.STATUSES[plan_type])
    return {"countsByStatus": counts, "data": [plan_view(r) for r in rows], "limit": limit, "offset": offset, "total": total}


def validate_for_platform(caller: Caller, plan_type: str, plan_id: str, snapshot: dict[str, Any]) -> PlanChangeResult:
    """Validate a DRAFT plan for the data platform, recording its decision context snapshot (with
    ``capturedAt``). Rules and approval policies apply as for a PATCH (actor SYSTEM).

    Raises:
        Missing: PLAN_NOT_FOUND. PlanStateConflict: PLAN_ALREADY_VALIDATED (or the state's code).
    """
    from inventory_planning.domain.plans.bodies import PlanUpdate

    header = require_plan(caller.organization_id, plan_type, plan_id)
    if header.record["status"] != "DRAFT":
        lifecycle.check_items_editable(header.record["status"])
    captured = {**snapshot, "capturedAt": _now()}
    return update_plan(caller, plan_type, plan_id, PlanUpdate(status="VALIDATED"), snapshot=captured)


def add_items_for_workflow(caller: Caller, plan_id: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """SPEC add-items-to-plan: add or refresh each restock line on its own; a line that fails (shape,
    unknown variant/size/shop, a BLOCK rule, ...) is skipped and reported as ``{index, errorCode,
    message, field}``. Returns ``{addedCount, skippedCount, errors}``.

    Raises:
        Missing: PLAN_NOT_FOUND (no line is tried). PlanStateConflict: the plan is not DRAFT.
    """
    from pydantic import ValidationError

    from inventory_planning.domain.plans.bodies import RestockItemAdd
    from inventory_planning.kernel.errors import DomainError

    header = require_plan(caller.organization_id, "RESTOCK", plan_id)
    lifecycle.check_items_editable(header.record["status"])
    cat, rules = Catalogue(caller.organization_id), plan_rules.Rules(caller.organization_id)
    added, errors = 0, []
    for index, raw in enumerate(items):
        try:
            line = RestockItemAdd.model_validate({k: raw.get(k) for k in ("variantId", "sizeId", "shopId", "quantity")})
        except ValidationError as error:
            first = error.errors()[0]
            field = ".".join(str(p) for p in first.get("loc", ())) or None
            errors.append(
                {"index": index, "errorCode": "VALIDATION_ERROR", "message": first.get("msg", "invalid"), "field": field}
            )
            continue
        try:
            add_item(caller, "RESTOCK", plan_id, line, source="workflow", cat=cat, rules=rules)
        except DomainError as error:
            field = error.field_errors[0]["field"] if error.field_errors else None
            errors.append({"index": index, "errorCode": error.code, "message": error.message, "field": field})
            continue
        added += 1
    return {"addedCount": added, "skippedCount": len(errors), "errors": errors}
