from typing import Literal

GetInventoryValuationGroupby = Literal["brand", "product", "shop"]

GET_INVENTORY_VALUATION_GROUPBY_VALUES: set[GetInventoryValuationGroupby] = {
    "brand",
    "product",
    "shop",
}


def check_get_inventory_valuation_groupby(value: str) -> GetInventoryValuationGroupby:
    if value in GET_INVENTORY_VALUATION_GROUPBY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_INVENTORY_VALUATION_GROUPBY_VALUES!r}")
