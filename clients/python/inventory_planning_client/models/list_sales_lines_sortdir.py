from typing import Literal

ListSalesLinesSortdir = Literal["asc", "desc"]

LIST_SALES_LINES_SORTDIR_VALUES: set[ListSalesLinesSortdir] = {
    "asc",
    "desc",
}


def check_list_sales_lines_sortdir(value: str) -> ListSalesLinesSortdir:
    if value in LIST_SALES_LINES_SORTDIR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SALES_LINES_SORTDIR_VALUES!r}")
