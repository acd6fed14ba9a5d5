from typing import Literal

InventoryRiskDeadStockTierType0 = Literal["dead", "stale", "very_stale"]

INVENTORY_RISK_DEAD_STOCK_TIER_TYPE_0_VALUES: set[InventoryRiskDeadStockTierType0] = {
    "dead",
    "stale",
    "very_stale",
}


def check_inventory_risk_dead_stock_tier_type_0(value: str) -> InventoryRiskDeadStockTierType0:
    if value in INVENTORY_RISK_DEAD_STOCK_TIER_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVENTORY_RISK_DEAD_STOCK_TIER_TYPE_0_VALUES!r}")
