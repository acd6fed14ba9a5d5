from typing import Literal

TagCreateTargetsItem = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

TAG_CREATE_TARGETS_ITEM_VALUES: set[TagCreateTargetsItem] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_tag_create_targets_item(value: str) -> TagCreateTargetsItem:
    if value in TAG_CREATE_TARGETS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_CREATE_TARGETS_ITEM_VALUES!r}")
