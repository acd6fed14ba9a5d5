"""The positions an ADD_ITEMS_TO_PLAN node tries (docs/automation.md "Plan nodes"): the trigger's
entities filtered by their tags, turned into variants (a product's, a brand's, an InventoryItem's
variant and size), x the shops of the shop scope x the sizes of the size scope, with the on hand of
each position read from the current stock positions. At most ``maxItems`` positions: the output
says when the list was cut.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.domain.workflows.configs.items import AddItemsToPlanConfig, EntityFilters
from inventory_planning.domain.workflows.nodes import TriggerMatch
from inventory_planning.kernel.actors import Caller
from inventory_planning.services.tags import assignments as tag_service
from inventory_planning.store import analytics, catalog
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import workflow_plans


@dataclass(frozen=True, slots=True)
class Target:
    """A variant to add, from trigger entity ``entity_id``; ``size``: the one size of an InventoryItem trigger."""

    entity_id: str
    variant_id: str
    size: str | None = None


@dataclass(frozen=True, slots=True)
class Position:
    """One line to try: variant x size at ``shop_id`` (REBALANCE: the plan's outgoing shop), with its
    on hand there (pieces; 0 without a stock position) and ``other_on_hand`` (REBALANCE: at the
    ingoing shop)."""

    entity_id: str
    variant_id: str
    size: str
    shop_id: str
    on_hand: float
    other_on_hand: float = 0.0


@dataclass
class Positions:
    """The positions to try, whether ``maxItems`` cut them, and the skipped shops (``errors``)."""

    rows: list[Position] = field(default_factory=list)
    cut: bool = False
    errors: list[dict[str, Any]] = field(default_factory=list)


def filtered_entities(organization_id: str, trigger: TriggerMatch, filters: EntityFilters | None) -> list[str]:
    """The trigger's matched ids carrying at least one of ``includeTags`` (any when empty) and none of
    ``excludeTags`` (``services.tags.assignments.tag_ids_of``), in id order."""
    ids = sorted(trigger.matched_entity_ids)
    if filters is None or not (filters.includeTags or filters.excludeTags):
        return ids
    include, exclude = set(filters.includeTags), set(filters.excludeTags)
    tags = tag_service.tag_ids_of(organization_id, trigger.entity_type, ids)
    return [i for i in ids if (not include or tags.get(i, frozenset()) & include) and not tags.get(i, frozenset()) & exclude]


def targets(organization_id: str, entity_type: str, ids: list[str], limit: int) -> Iterator[Target]:
    """The variants of the entities (at most ``limit``): a VARIANT itself, a PRODUCT's variants, a
    BRAND's products' variants (read product by product until ``limit``), an INVENTORY_ITEM's variant
    in its size. Unknown ids give nothing."""
    count = 0
    for entity_id in ids:
        for target in _targets_of(organization_id, entity_type, entity_id, limit - count):
            yield target
            count += 1
            if count >= limit:
                return


def _targets_of(organization_id: str, entity_type: str, entity_id: str, limit: int) -> list[Target]:
    org = organization_id
    if entity_type == "VARIANT":
        return [Target(entity_id, v.id) for v in catalog.entities_by_ids(org, "VARIANT", [entity_id])]
    if entity_type == "INVENTORY_ITEM":
        item = catalog.get_inventory_item(org, entity_id)
        return [Target(entity_id, item.variant_id, item.size)] if item is not None else []
    if entity_type == "PRODUCT":
        return [Target(entity_id, v.id) for v in catalog.variants_of_product(org, entity_id, limit)]
    found: list[Target] = []
    for product in workflow_plans.products_of_brand(org, entity_id, limit):
        found.extend(Target(entity_id, v.id) for v in catalog.variants_of_product(org, product.id, limit - len(found)))
        if len(found) >= limit:
            break
    return found[:limit]


def scope_shops(caller: Caller, config: AddItemsToPlanConfig, found: Positions) -> list[str] | None:
    """The shops of an ``all`` or ``specific`` scope within the caller's shops (None for
    ``fromTrigger``: each variant's stocked shops). A specific shop that is not the organization's or
    not the caller's is skipped and reported (SHOP_NOT_FOUND)."""
    scope, kind = caller.shop_scope, config.shopScope.kind
    if kind == "fromTrigger":
        return None
    shops = {s.id: s for s in catalog.all_shops(caller.organization_id)}
    if kind == "all":
        return sorted(s for s, item in shops.items() if item.is_active and (scope is None or s in scope))
    kept = []
    for shop_id in dict.fromkeys(config.shopScope.shopIds or []):
        if shop_id in shops and (scope is None or shop_id in scope):
            kept.append(shop_id)
        else:
            found.errors.append(
                _error(None, None, None, shop_id, "SHOP_NOT_FOUND", "no shop with this id among the workflow's shops")
            )
    return kept


def _error(
    entity_id: str | None, variant_id: str | None, size: str | None, shop_id: str | None, code: str, message: str
) -> dict[str, Any]:
    return {
        "entityId": entity_id,
        "variantId": variant_id,
        "sizeId": size,
        "shopId": shop_id,
        "errorCode": code,
        "message": message,
    }


def positions(caller: Caller, config: AddItemsToPlanConfig, header: PlanHeaderItem, trigger: TriggerMatch) -> Positions:
    """The positions to try, in variant, shop and size order, at most ``config.maxItems`` (``cut`` when
    more existed). REBALANCE: at the plan's outgoing shop, the size scope's threshold read at the
    ingoing shop (the shop that lacks). MARKDOWN and SUPPLIER_RETURN: only positions with stock on
    hand; a SUPPLIER_RETURN plan with a ``sourceShopId`` returns from that shop only (else from the
    shop scope's). PRE_SEASON: every size of each variant once, with no shop (``shop_id`` "")."""
    org, limit = caller.organization_id, config.maxItems
    found = Positions()
    ids = filtered_entities(org, trigger, config.entityFilters)
    wanted = list(targets(org, trigger.entity_type, ids, limit + 1))
    plan_type = header.plan_type
    rebalance, pre_season = plan_type == "REBALANCE", plan_type == "PRE_SEASON"
    needs_stock = plan_type in ("MARKDOWN", "SUPPLIER_RETURN")
    source_shop = header.record.get("sourceShopId") if plan_type == "SUPPLIER_RETURN" else None
    if rebalance:
        shops: list[str] | None = [header.outgoing_shop_id or ""]
    elif pre_season:
        shops = [""]  # a pre-season line is for the season, not a shop
    elif source_shop:
        shops = [str(source_shop)]
    else:
        shops = scope_shops(caller, config, found)
    sizes = catalog.sizes_of_variants(org, [t.variant_id for t in wanted]) if wanted else {}
    threshold = config.sizeScope.threshold if config.sizeScope.kind == "belowStockThreshold" else None
    for target in wanted:
        stock = {} if pre_season else {
            (p.shop_id, p.size): float(p.current_stock_qty)
            for p in analytics.stock_positions_of_variants(org, [target.variant_id])
        }  # fmt: skip
        stocked = sorted({shop for shop, _ in stock if caller.shop_scope is None or shop in caller.shop_scope})
        for shop_id in shops if shops is not None else stocked:
            for size in [target.size] if target.size else sizes.get(target.variant_id, []):
                on_hand = stock.get((shop_id, size), 0.0)
                other = stock.get((header.ingoing_shop_id or "", size), 0.0) if rebalance else 0.0
                if threshold is not None and (other if rebalance else on_hand) >= threshold:
                    continue
                if needs_stock and on_hand <= 0:  # nothing on hand to mark down or return: not a position
                    continue
                if len(found.rows) >= limit:
                    found.cut = True
                    return found
                found.rows.append(Position(target.entity_id, target.variant_id, size, shop_id, on_hand, other))
    return found
