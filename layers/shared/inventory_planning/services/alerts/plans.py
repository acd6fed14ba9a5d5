"""POST /api/alerts/instances/{id}/plan: a plan of the alert's family started from an alert instance
(REFERENCE 6.3 "A plan can be launched from an instance"; docs/decisions/0054).

The family is ``domain.alerts.planning.plan_family`` (RESTOCK or MARKDOWN; none: 422). A new DRAFT
plan is created (RESTOCK: for the brand and collection of the instance's first variant; MARKDOWN:
with the body's price window) and each entity of the instance (a variant x shop) becomes an item
through the usual path (``lines.add_item``: rules, audit), with ``source`` ``alert-instance`` and the
instance's id as ``sourceRef``. The size is the inventory item's at the INVENTORY_ITEM check level,
else (RESTOCK) the variant's first size or (MARKDOWN) the size with the most stock in the shop, as
from a recommendation. An entity that cannot be an item (another brand than the restock plan's, a
shop the caller is not assigned, an item a rule blocks) is listed in ``skipped`` with why.

Once: the instance keeps the plan's id (a conditional write); a retried request answers that plan
(``wasCreated`` false), and of two concurrent ones the loser deletes the plan it created.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from inventory_planning.contracts.data_platform.alerts import InstancePlan as InstancePlanBody
from inventory_planning.contracts.requests.plans import MarkdownItemAdd, MarkdownPlanCreate, RestockItemAdd, RestockPlanCreate
from inventory_planning.domain.alerts.planning import Entity, instance_entities, plan_family
from inventory_planning.domain.plans.records import InstancePlan, InstancePlanStarted, RuleWarning, SkippedEntity
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import DomainError, InvalidInput, Missing, field_error
from inventory_planning.services.alerts import core as alerts
from inventory_planning.services.plans.catalogue import ItemBody
from inventory_planning.services.plans.from_recommendation import first_size, largest, positions
from inventory_planning.services.plans.headers import create_markdown_plan, create_restock_plan, delete_plan, get_plan
from inventory_planning.services.plans.lines import add_item
from inventory_planning.store import catalog

SOURCE = "alert-instance"


def _check(plan_type: str, body: InstancePlanBody) -> None:
    """The body's fields the family needs (422 naming each missing one)."""
    needed = ("quantity",) if plan_type == "RESTOCK" else ("discountPercent", "startDate", "endDate")
    errors = [field_error(name, f"required for a {plan_type} plan", "required") for name in needed if getattr(body, name) is None]
    if plan_type == "MARKDOWN" and body.startDate and body.endDate and body.endDate < body.startDate:
        errors.append(field_error("endDate", "must be on or after startDate", "invalid"))
    if errors:
        raise InvalidInput(errors)


def _placed(caller: Caller, entities: list[Entity], body: InstancePlanBody) -> tuple[list[Entity], list[SkippedEntity]]:
    """The entities with their shop (``body.shopId`` for one over every shop) and visible to the
    caller, and those skipped."""
    placed: list[Entity] = []
    skipped: list[SkippedEntity] = []
    for entity in entities:
        shop = entity.shop_id or body.shopId
        if shop is None:
            skipped.append(SkippedEntity(variant_id=entity.variant_id, shop_id=None, reason="over every shop: name shopId"))
        elif caller.shop_scope is not None and shop not in caller.shop_scope:
            skipped.append(SkippedEntity(variant_id=entity.variant_id, shop_id=shop, reason="not one of your shops"))
        elif entity.variant_id is None:
            skipped.append(SkippedEntity(variant_id=None, shop_id=shop, reason="no variant"))
        else:
            placed.append(entity._replace(shop_id=shop))
    return placed, skipped


def _size(caller: Caller, plan_type: str, entity: Entity) -> str:
    org, variant = caller.organization_id, entity.variant_id or ""
    if entity.inventory_item_id:
        item = catalog.get_inventory_item(org, entity.inventory_item_id)
        if item is not None:
            return str(item.size)
    if plan_type == "MARKDOWN":
        stock = {p.size: float(p.current_stock_qty) for p in positions(org, entity.shop_id or "", variant)}
        return largest(stock) or first_size(org, variant)
    return first_size(org, variant)


def _create(caller: Caller, plan_type: str, instance: dict[str, Any], body: InstancePlanBody, first: Entity) -> str:
    """A new DRAFT plan of ``plan_type`` for the instance; its id."""
    if plan_type == "RESTOCK":
        variant = catalog.get_variant(caller.organization_id, first.variant_id or "")
        if variant is None or not variant.brand_id or not variant.collection_id:
            raise InvalidInput([field_error("instanceId", "the instance's variant has no brand and collection", "no_collection")])
        create = RestockPlanCreate(brandId=variant.brand_id, collectionId=variant.collection_id, name=body.name)
        return create_restock_plan(caller, create).id
    assert body.startDate is not None and body.endDate is not None  # checked
    name = body.name or f"Markdown from alert {instance['alertName']}"[:255]
    return create_markdown_plan(caller, MarkdownPlanCreate(name=name, startDate=body.startDate, endDate=body.endDate)).id


def _existing(caller: Caller, plan_type: str, plan_id: str) -> InstancePlanStarted | None:
    """The plan started before from the instance, if the caller still sees it."""
    try:
        get_plan(caller, plan_type, plan_id)
    except Missing:
        return None
    return InstancePlanStarted(data=InstancePlan(plan_id=plan_id, plan_type=plan_type, was_created=False, item_ids=[]))


def start_plan(caller: Caller, instance_id: str, body: InstancePlanBody) -> InstancePlanStarted:
    """Start the plan of an instance (module docstring): the plan, its items, the skipped entities and
    the rules' warnings. A second request answers the plan started first (``wasCreated`` false).

    Raises:
        Missing: no such instance, or (shop-scoped caller) none of its shops is the caller's (404).
        InvalidInput: the alert's family has no plan type (instanceId), a field the family needs is
            missing (quantity; discountPercent, startDate, endDate), no entity can be an item (shopId).
        And what a plan's creation raises (brandId, collectionId).
    """
    org = caller.organization_id
    instance = alerts.stored_instance(org, instance_id, caller.shop_scope)
    plan_type = plan_family(instance)
    if plan_type is None:
        watched = instance.get("riskType") or instance.get("metricKey") or "tags"
        message = f"the alert ({watched}, {instance.get('operator') or 'no operator'}) has no plan type"
        raise InvalidInput([field_error("instanceId", message, "no_plan_type")])
    if instance.get("planId"):
        found = _existing(caller, plan_type, instance["planId"])
        if found is not None:
            return found
    _check(plan_type, body)
    entities, skipped = _placed(caller, instance_entities(instance), body)
    if not entities:
        reasons = "; ".join(sorted({s.reason for s in skipped})) or "the instance lists no variant"
        raise InvalidInput([field_error("shopId", f"no entity of the instance can be an item: {reasons}", "no_entity")])
    plan_id = _create(caller, plan_type, instance, body, entities[0])
    if not alerts.record_plan(org, instance, plan_id):  # another request started one first: answer it
        delete_plan(caller, plan_type, plan_id, "a plan was started from this alert instance already")
        again = alerts.stored_instance(org, instance_id, caller.shop_scope)
        found = _existing(caller, plan_type, again.get("planId") or "")
        if found is None:
            raise Missing("Plan", "PLAN_NOT_FOUND")
        return found
    source = replace(caller, source_ref=instance_id)
    item_ids: list[str] = []
    warnings: list[RuleWarning] = []
    for entity in entities:
        try:
            line: ItemBody
            size = _size(caller, plan_type, entity)
            shop = entity.shop_id or ""
            if plan_type == "RESTOCK":
                line = RestockItemAdd(variantId=entity.variant_id or "", sizeId=size, shopId=shop, quantity=body.quantity or 1)
            else:
                line = MarkdownItemAdd(variantId=entity.variant_id or "", sizeId=size, shopId=shop,
                                       discountPercent=body.discountPercent or 0.0)  # fmt: skip
            result = add_item(source, plan_type, plan_id, line, source=SOURCE)
        except DomainError as error:  # the entity is not an item (another brand, a rule): said, the rest go on
            skipped.append(SkippedEntity(variant_id=entity.variant_id, shop_id=entity.shop_id, reason=str(error)))
            continue
        item_ids.append(result.item.item_id)
        warnings.extend(result.warnings)
    data = InstancePlan(plan_id=plan_id, plan_type=plan_type, was_created=True, item_ids=item_ids, skipped=skipped)
    return InstancePlanStarted(data=data, warnings=tuple(warnings))
