from typing import Literal

TaggedEntityEntitytype = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

TAGGED_ENTITY_ENTITYTYPE_VALUES: set[TaggedEntityEntitytype] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_tagged_entity_entitytype(value: str) -> TaggedEntityEntitytype:
    if value in TAGGED_ENTITY_ENTITYTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAGGED_ENTITY_ENTITYTYPE_VALUES!r}")
