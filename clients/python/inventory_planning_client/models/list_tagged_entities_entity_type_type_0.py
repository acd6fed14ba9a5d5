from typing import Literal

ListTaggedEntitiesEntityTypeType0 = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

LIST_TAGGED_ENTITIES_ENTITY_TYPE_TYPE_0_VALUES: set[ListTaggedEntitiesEntityTypeType0] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_list_tagged_entities_entity_type_type_0(value: str) -> ListTaggedEntitiesEntityTypeType0:
    if value in LIST_TAGGED_ENTITIES_ENTITY_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_TAGGED_ENTITIES_ENTITY_TYPE_TYPE_0_VALUES!r}")
