from typing import Literal

ListProductsSortby = Literal["name", "totalGrossSales", "totalNetSales", "totalUnitsSold"]

LIST_PRODUCTS_SORTBY_VALUES: set[ListProductsSortby] = {
    "name",
    "totalGrossSales",
    "totalNetSales",
    "totalUnitsSold",
}


def check_list_products_sortby(value: str) -> ListProductsSortby:
    if value in LIST_PRODUCTS_SORTBY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PRODUCTS_SORTBY_VALUES!r}")
