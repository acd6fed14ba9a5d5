from typing import Literal

CreateAlertChecklevel = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "SHOP", "VARIANT"]

CREATE_ALERT_CHECKLEVEL_VALUES: set[CreateAlertChecklevel] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "SHOP",
    "VARIANT",
}


def check_create_alert_checklevel(value: str) -> CreateAlertChecklevel:
    if value in CREATE_ALERT_CHECKLEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_CHECKLEVEL_VALUES!r}")
