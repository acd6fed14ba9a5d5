from typing import Literal

ScopeEntitytype = Literal["BRAND", "INVENTORY_ITEM", "PRODUCT", "VARIANT"]

SCOPE_ENTITYTYPE_VALUES: set[ScopeEntitytype] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PRODUCT",
    "VARIANT",
}


def check_scope_entitytype(value: str) -> ScopeEntitytype:
    if value in SCOPE_ENTITYTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCOPE_ENTITYTYPE_VALUES!r}")
