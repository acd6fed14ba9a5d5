from typing import Literal

ListTagsTargetType0 = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

LIST_TAGS_TARGET_TYPE_0_VALUES: set[ListTagsTargetType0] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_list_tags_target_type_0(value: str) -> ListTagsTargetType0:
    if value in LIST_TAGS_TARGET_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_TAGS_TARGET_TYPE_0_VALUES!r}")
