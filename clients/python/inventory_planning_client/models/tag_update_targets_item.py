from typing import Literal

TagUpdateTargetsItem = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

TAG_UPDATE_TARGETS_ITEM_VALUES: set[TagUpdateTargetsItem] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_tag_update_targets_item(value: str) -> TagUpdateTargetsItem:
    if value in TAG_UPDATE_TARGETS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_UPDATE_TARGETS_ITEM_VALUES!r}")
