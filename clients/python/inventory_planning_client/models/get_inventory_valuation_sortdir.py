from typing import Literal

GetInventoryValuationSortdir = Literal["asc", "desc"]

GET_INVENTORY_VALUATION_SORTDIR_VALUES: set[GetInventoryValuationSortdir] = {
    "asc",
    "desc",
}


def check_get_inventory_valuation_sortdir(value: str) -> GetInventoryValuationSortdir:
    if value in GET_INVENTORY_VALUATION_SORTDIR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_INVENTORY_VALUATION_SORTDIR_VALUES!r}")
