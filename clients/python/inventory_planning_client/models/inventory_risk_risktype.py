from typing import Literal

InventoryRiskRisktype = Literal["DISPLACED", "OVERSTOCK", "SLOW_MOVER", "STOCKOUT"]

INVENTORY_RISK_RISKTYPE_VALUES: set[InventoryRiskRisktype] = {
    "DISPLACED",
    "OVERSTOCK",
    "SLOW_MOVER",
    "STOCKOUT",
}


def check_inventory_risk_risktype(value: str) -> InventoryRiskRisktype:
    if value in INVENTORY_RISK_RISKTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVENTORY_RISK_RISKTYPE_VALUES!r}")
