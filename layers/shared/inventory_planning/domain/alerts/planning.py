"""Which plan an alert instance starts, and with which entities (REFERENCE 6.3 "A plan can be launched
from an instance"; REFERENCE 2.1's suggested actions; docs/decisions/0054). Pure.

An alert's **family** is the plan type its instances start:

| the alert watches | family |
|---|---|
| riskType STOCKOUT | RESTOCK (stock-out -> restock) |
| riskType OVERSTOCK or SLOW_MOVER | MARKDOWN (dead stock -> markdown) |
| CURRENT_STOCK_LEVEL or DAYS_OF_STOCK, operator LOWER_* | RESTOCK (too little stock) |
| CURRENT_STOCK_LEVEL or DAYS_OF_STOCK, operator GREATER_* | MARKDOWN (too much stock) |
| anything else (DISPLACED, the sales metrics, a pure tag alert) | none: no plan (422) |

DISPLACED has no family: a rebalance needs both shops of a transfer, which an instance does not say.

An instance's **entities** are the variant x shop pairs of its group: the entity itself at the VARIANT
and INVENTORY_ITEM check levels, else the (first 50) pairs its ``perimeterResults`` lists. A pair without
a shop (a STOCKOUT row is over the alert's shops: shop ``'*'``) is in the alert's shop when it names
exactly one (``storesIds``), else its shop is None, for the caller to name.
"""

from __future__ import annotations

from typing import Any, NamedTuple

STOCK_METRICS = ("CURRENT_STOCK_LEVEL", "DAYS_OF_STOCK")
RISK_FAMILIES = {"STOCKOUT": "RESTOCK", "OVERSTOCK": "MARKDOWN", "SLOW_MOVER": "MARKDOWN"}


class Entity(NamedTuple):
    """A variant x shop of an instance's group (``shop_id`` None: over every shop of the alert);
    ``inventory_item_id`` at the INVENTORY_ITEM check level (its size), else None."""

    variant_id: str | None
    shop_id: str | None
    inventory_item_id: str | None = None


def plan_family(alert: dict[str, Any]) -> str | None:
    """The plan type an alert's (or its instance's: the same keys) instances start, or None (table above)."""
    if alert.get("riskType"):
        return RISK_FAMILIES.get(alert["riskType"])
    if alert.get("metricKey") in STOCK_METRICS and alert.get("operator"):
        return "RESTOCK" if str(alert["operator"]).startswith("LOWER") else "MARKDOWN"
    return None


def instance_entities(instance: dict[str, Any]) -> list[Entity]:
    """The variant x shop pairs of an instance, in its order, without repeats (module docstring)."""
    stores = instance.get("storesIds") or []
    only = stores[0] if len(stores) == 1 else None
    return [e if e.shop_id else e._replace(shop_id=only) for e in _pairs(instance)]


def _pairs(instance: dict[str, Any]) -> list[Entity]:
    entity = instance.get("entity") or {}
    if entity.get("variantId") or entity.get("inventoryItemId"):
        listed = [Entity(entity.get("variantId"), entity.get("shopId"), entity.get("inventoryItemId"))]
        if entity.get("variantId"):
            return listed
        # an inventory item's variant is in its perimeter (one shop x product x variant)
        for shop in (instance.get("perimeterResults") or {}).get("shopIds") or []:
            for product in shop.get("productIds") or []:
                for variant in product.get("variants") or []:
                    if variant.get("id") not in (None, "*"):
                        return [Entity(variant["id"], entity.get("shopId"), entity["inventoryItemId"])]
        return listed
    found: dict[tuple[str, str | None], Entity] = {}
    for shop in (instance.get("perimeterResults") or {}).get("shopIds") or []:
        shop_id = None if shop.get("id") in (None, "*") else shop["id"]
        for product in shop.get("productIds") or []:
            for variant in product.get("variants") or []:
                if variant.get("id") not in (None, "*"):
                    found.setdefault((variant["id"], shop_id), Entity(variant["id"], shop_id))
    return list(found.values())
