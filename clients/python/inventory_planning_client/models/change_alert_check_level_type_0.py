from typing import Literal

ChangeAlertCheckLevelType0 = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "SHOP", "VARIANT"]

CHANGE_ALERT_CHECK_LEVEL_TYPE_0_VALUES: set[ChangeAlertCheckLevelType0] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "SHOP",
    "VARIANT",
}


def check_change_alert_check_level_type_0(value: str) -> ChangeAlertCheckLevelType0:
    if value in CHANGE_ALERT_CHECK_LEVEL_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_ALERT_CHECK_LEVEL_TYPE_0_VALUES!r}")
