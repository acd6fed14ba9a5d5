from typing import Literal

ListSalesLinesSortby = Literal["price", "quantity", "saleDate"]

LIST_SALES_LINES_SORTBY_VALUES: set[ListSalesLinesSortby] = {
    "price",
    "quantity",
    "saleDate",
}


def check_list_sales_lines_sortby(value: str) -> ListSalesLinesSortby:
    if value in LIST_SALES_LINES_SORTBY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SALES_LINES_SORTBY_VALUES!r}")
