from typing import Literal

InventoryRiskStatus = Literal["critical", "healthy", "warning"]

INVENTORY_RISK_STATUS_VALUES: set[InventoryRiskStatus] = {
    "critical",
    "healthy",
    "warning",
}


def check_inventory_risk_status(value: str) -> InventoryRiskStatus:
    if value in INVENTORY_RISK_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVENTORY_RISK_STATUS_VALUES!r}")
