from typing import Literal

ListOrderLinesSortby = Literal["createdAt", "orderDate", "purchasePrice", "quantity"]

LIST_ORDER_LINES_SORTBY_VALUES: set[ListOrderLinesSortby] = {
    "createdAt",
    "orderDate",
    "purchasePrice",
    "quantity",
}


def check_list_order_lines_sortby(value: str) -> ListOrderLinesSortby:
    if value in LIST_ORDER_LINES_SORTBY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ORDER_LINES_SORTBY_VALUES!r}")
