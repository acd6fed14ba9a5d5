"""Plans as a whole (REFERENCE 4.3, 4.6; docs/plans.md): create one per type, list a type's plans,
search, read one, delete a DRAFT plan, and its activity (the audit log of the plan).

Changing a plan (name, notes, status) is in ``status``; its lines in ``lines``.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.contracts.requests.plans import (
    MarkdownPlanCreate,
    PreSeasonPlanCreate,
    RebalancePlanCreate,
    RestockPlanCreate,
)
from inventory_planning.domain.audit import AuditEntry
from inventory_planning.domain.pages import Page
from inventory_planning.domain.plans import lifecycle
from inventory_planning.domain.plans.records import PlanHeader, PlanSummary
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import InvalidInput, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.plans import approvals
from inventory_planning.services.plans.common import (
    audit_extra,
    now,
    plan_header,
    require_visible_plan,
    require_whole_plan,
    retry,
    search_text,
)
from inventory_planning.store import catalog
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import audit as audit_store
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.plans import headers as store
from inventory_planning.store.plans.common import PLAN_ENTITY, PlanChanged


def new_record(caller: Caller, plan_type: str, name: str, fields: dict[str, Any]) -> dict[str, Any]:
    """A new DRAFT plan record of ``plan_type`` (its code numbered per type and year) with ``fields`` set."""
    created = now()
    year = int(created[:4])
    number = store.next_number(caller.organization_id, f"PLANCODE#{lifecycle.CODE_PREFIX[plan_type]}#{year}")
    record: dict[str, Any] = {
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
        "createdAt": created,
        "updatedAt": created,
        "createdBy": caller.actor_ref,
    }
    record.update(fields)
    return record


def rule_group(caller: Caller, ruleset_id: str | None) -> dict[str, Any]:
    """``{"ruleGroupId": id}`` of a create body naming one of the organization's rulesets, ``{}`` when it names none.

    Raises:
        InvalidInput: 422 naming ``ruleGroupId`` when it is not a ruleset of the organization.
    """
    if ruleset_id is None:
        return {}
    if record_store.get_record(caller.organization_id, config.RULESET, ruleset_id) is None:
        raise InvalidInput([field_error("ruleGroupId", "no business-logic ruleset with this id", "not_found")])
    return {"ruleGroupId": ruleset_id}


def store_new(caller: Caller, record: dict[str, Any]) -> PlanHeader:
    """Write a new plan (and its creation's audit entry) and return it as stored."""
    store.create_plan(caller.organization_id, record, search_text(record), caller.actor, audit_extra(caller))
    header = store.get_plan(caller.organization_id, record["id"])
    assert header is not None  # just written
    return plan_header(header)


def create_restock_plan(caller: Caller, body: RestockPlanCreate) -> PlanHeader:
    """Create a DRAFT restock plan for a brand and a collection of the organization.

    Raises:
        InvalidInput: brandId, collectionId or ruleGroupId is not the organization's (422 naming the field).
    """
    org = caller.organization_id
    brand = catalog.get_brand(org, body.brandId)
    collection = catalog.get_collection(org, body.collectionId)
    errors = []
    if brand is None:
        errors.append(field_error("brandId", "no brand with this id", "not_found"))
    if collection is None:
        errors.append(field_error("collectionId", "no collection with this id", "not_found"))
    if errors or brand is None or collection is None:
        raise InvalidInput(errors)
    name = body.name or f"Restock {brand.name} / {collection.name}"
    fields = {
        "brandId": body.brandId, "collectionId": body.collectionId, "supplierId": body.supplierId,
        "description": body.description, **rule_group(caller, body.ruleGroupId),
    }  # fmt: skip
    return store_new(caller, new_record(caller, "RESTOCK", name, fields))


def create_markdown_plan(caller: Caller, body: MarkdownPlanCreate) -> PlanHeader:
    """Create a DRAFT markdown plan with its price window.

    Raises:
        InvalidInput: collectionId or ruleGroupId given but not the organization's.
    """
    if body.collectionId and catalog.get_collection(caller.organization_id, body.collectionId) is None:
        raise InvalidInput([field_error("collectionId", "no collection with this id", "not_found")])
    fields = {
        "startDate": body.startDate.isoformat(), "endDate": body.endDate.isoformat(), "season": body.season,
        "collectionId": body.collectionId, "description": body.description, **rule_group(caller, body.ruleGroupId),
    }  # fmt: skip
    return store_new(caller, new_record(caller, "MARKDOWN", body.name, fields))


def create_rebalance_plan(caller: Caller, body: RebalancePlanCreate) -> PlanHeader:
    """Create a DRAFT rebalance plan from ``outgoingShopId`` to ``ingoingShopId``.

    Raises:
        InvalidInput: a shop or ruleGroupId is not the organization's; a shop-scoped caller is assigned neither shop.
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
    if errors or outgoing is None or ingoing is None:
        raise InvalidInput(errors)
    name = body.name or f"Rebalance {outgoing.name} -> {ingoing.name}"
    fields = {
        "outgoingShopId": body.outgoingShopId, "ingoingShopId": body.ingoingShopId, "description": body.description,
        **rule_group(caller, body.ruleGroupId),
    }  # fmt: skip
    return store_new(caller, new_record(caller, "REBALANCE", name, fields))


def create_pre_season_plan(caller: Caller, body: PreSeasonPlanCreate) -> PlanHeader:
    """Create a DRAFT pre-season plan (issue 37): a season's buy, optionally for one collection and
    brand, with its selling window, the budget envelope its scenarios default to and its ruleset.

    Raises:
        InvalidInput: collectionId, brandId, budgetEnvelopeId or ruleGroupId given but not the
            organization's (422 naming each).
    """
    org = caller.organization_id
    checks = (
        ("collectionId", body.collectionId, lambda i: catalog.get_collection(org, i), "collection"),
        ("brandId", body.brandId, lambda i: catalog.get_brand(org, i), "brand"),
        ("budgetEnvelopeId", body.budgetEnvelopeId, lambda i: record_store.get_record(org, config.BUDGET_ENVELOPE, i),
         "budget envelope"),
        ("ruleGroupId", body.ruleGroupId, lambda i: record_store.get_record(org, config.RULESET, i), "ruleset"),
    )  # fmt: skip
    errors = [
        field_error(name, f"no {noun} with this id", "not_found")
        for name, value, read, noun in checks
        if value is not None and read(value) is None
    ]
    if errors:
        raise InvalidInput(errors)
    fields = {
        "season": body.season, "collectionId": body.collectionId, "brandId": body.brandId,
        "sellingStartDate": body.sellingStartDate.isoformat() if body.sellingStartDate else None,
        "sellingEndDate": body.sellingEndDate.isoformat() if body.sellingEndDate else None,
        "budgetEnvelopeId": body.budgetEnvelopeId, "ruleGroupId": body.ruleGroupId, "description": body.description,
    }  # fmt: skip
    return store_new(caller, new_record(caller, "PRE_SEASON", body.name, fields))


def _scope_condition(caller: Caller, plan_type: str | None) -> tuple[bool, Any]:
    """(whether anything can match, the shop-scope FilterExpression or None)."""
    if caller.shop_scope is None:
        return True, None
    condition = store.shop_scope_condition(plan_type, caller.shop_scope, caller.actor.id)
    return condition is not None, condition


def list_plans(
    caller: Caller, plan_type: str, page: int, page_size: int, status: str | None, filters: dict[str, str | None]
) -> Page[PlanHeader]:
    """A page of a type's plans the caller sees (``common.plan_visible``), newest first, with their totals.

    ``filters``: header attributes (``brand_id``, ``collection_id``, ``season``, ``outgoing_shop_id``,
    ``ingoing_shop_id``) to equal; None values are ignored.
    """
    wanted = {k: v for k, v in filters.items() if v}
    possible, scope = _scope_condition(caller, plan_type)
    if not possible:
        return Page(rows=(), total=0)
    rows, total = store.plans_page(caller.organization_id, plan_type, page, page_size, status, wanted, scope)
    return Page(rows=tuple(plan_header(r) for r in rows), total=total)


def search_plans(
    caller: Caller, q: str, page: int, page_size: int, plan_type: str | None, status: str | None
) -> Page[PlanSummary]:
    """Plans the caller sees whose name or code contains ``q`` (case-insensitive), newest first."""
    possible, scope = _scope_condition(caller, plan_type)
    if not possible:
        return Page(rows=(), total=0)
    rows, total = store.search_plans(caller.organization_id, q, page, page_size, plan_type, status, scope)
    summaries = tuple(
        PlanSummary(
            id=r.record["id"], code=r.record["code"], name=r.record["name"], plan_type=r.record["planType"],
            status=r.record["status"], updated_at=r.record["updatedAt"],
        )
        for r in rows
    )  # fmt: skip
    return Page(rows=summaries, total=total)


def get_plan(caller: Caller, plan_type: str, plan_id: str) -> PlanHeader:
    """One plan with its totals, or 404 PLAN_NOT_FOUND (also when the caller does not see it)."""
    return plan_header(require_visible_plan(caller, plan_type, plan_id))


def delete_plan(caller: Caller, plan_type: str, plan_id: str, reason: str | None = None) -> None:
    """Delete a DRAFT plan and its lines; a pending approval request expires first.

    Raises:
        Missing: PLAN_NOT_FOUND. PlanStateConflict: PLAN_NOT_DRAFT. NotAllowed: a shop-scoped caller
            and lines at other shops (403).
    """

    def attempt() -> None:
        header = require_visible_plan(caller, plan_type, plan_id)
        require_whole_plan(caller, header)
        lifecycle.check_deletable(header.record["status"])
        if header.pending_approval_id:
            approvals.expire_pending(caller, header, "the plan was deleted")
            raise PlanChanged()
        store.delete_plan(caller.organization_id, header, caller.actor, audit_extra(caller, reason))

    retry(attempt)


def plan_activity(caller: Caller, plan_type: str, plan_id: str, page: int, page_size: int) -> Page[AuditEntry]:
    """The plan's audit entries newest first (creation, changes, lines, approvals), paged; a
    shop-scoped caller reads it when the plan's lines are all at its shops (403 otherwise)."""
    require_whole_plan(caller, require_visible_plan(caller, plan_type, plan_id))
    rows, total = audit_store.audit_page(caller.organization_id, page, page_size, PLAN_ENTITY, plan_id)
    return Page(rows=tuple(AuditEntry.of(r) for r in rows), total=total)
