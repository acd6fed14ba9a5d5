from typing import Literal

GetInventoryValuationSortby = Literal["stockValue", "stockValueRetail", "units"]

GET_INVENTORY_VALUATION_SORTBY_VALUES: set[GetInventoryValuationSortby] = {
    "stockValue",
    "stockValueRetail",
    "units",
}


def check_get_inventory_valuation_sortby(value: str) -> GetInventoryValuationSortby:
    if value in GET_INVENTORY_VALUATION_SORTBY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_INVENTORY_VALUATION_SORTBY_VALUES!r}")
