from typing import Literal

AlertChecklevel = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "SHOP", "VARIANT"]

ALERT_CHECKLEVEL_VALUES: set[AlertChecklevel] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "SHOP",
    "VARIANT",
}


def check_alert_checklevel(value: str) -> AlertChecklevel:
    if value in ALERT_CHECKLEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_CHECKLEVEL_VALUES!r}")
