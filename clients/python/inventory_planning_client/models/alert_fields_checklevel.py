from typing import Literal

AlertFieldsChecklevel = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "SHOP", "VARIANT"]

ALERT_FIELDS_CHECKLEVEL_VALUES: set[AlertFieldsChecklevel] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "SHOP",
    "VARIANT",
}


def check_alert_fields_checklevel(value: str) -> AlertFieldsChecklevel:
    if value in ALERT_FIELDS_CHECKLEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_FIELDS_CHECKLEVEL_VALUES!r}")
