from typing import Literal

AlertChangesCheckLevelType0 = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "SHOP", "VARIANT"]

ALERT_CHANGES_CHECK_LEVEL_TYPE_0_VALUES: set[AlertChangesCheckLevelType0] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "SHOP",
    "VARIANT",
}


def check_alert_changes_check_level_type_0(value: str) -> AlertChangesCheckLevelType0:
    if value in ALERT_CHANGES_CHECK_LEVEL_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_CHANGES_CHECK_LEVEL_TYPE_0_VALUES!r}")
