from typing import Literal

TagAssignmentsEntitytype = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

TAG_ASSIGNMENTS_ENTITYTYPE_VALUES: set[TagAssignmentsEntitytype] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_tag_assignments_entitytype(value: str) -> TagAssignmentsEntitytype:
    if value in TAG_ASSIGNMENTS_ENTITYTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_ASSIGNMENTS_ENTITYTYPE_VALUES!r}")
