from typing import Literal

TagTargetsItem = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

TAG_TARGETS_ITEM_VALUES: set[TagTargetsItem] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_tag_targets_item(value: str) -> TagTargetsItem:
    if value in TAG_TARGETS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_TARGETS_ITEM_VALUES!r}")
