from typing import Literal

ListProductsSortdirection = Literal["asc", "desc"]

LIST_PRODUCTS_SORTDIRECTION_VALUES: set[ListProductsSortdirection] = {
    "asc",
    "desc",
}


def check_list_products_sortdirection(value: str) -> ListProductsSortdirection:
    if value in LIST_PRODUCTS_SORTDIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PRODUCTS_SORTDIRECTION_VALUES!r}")
