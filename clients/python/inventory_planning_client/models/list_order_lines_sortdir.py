from typing import Literal

ListOrderLinesSortdir = Literal["asc", "desc"]

LIST_ORDER_LINES_SORTDIR_VALUES: set[ListOrderLinesSortdir] = {
    "asc",
    "desc",
}


def check_list_order_lines_sortdir(value: str) -> ListOrderLinesSortdir:
    if value in LIST_ORDER_LINES_SORTDIR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ORDER_LINES_SORTDIR_VALUES!r}")
