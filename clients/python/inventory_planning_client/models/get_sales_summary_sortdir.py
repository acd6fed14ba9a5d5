from typing import Literal

GetSalesSummarySortdir = Literal["asc", "desc"]

GET_SALES_SUMMARY_SORTDIR_VALUES: set[GetSalesSummarySortdir] = {
    "asc",
    "desc",
}


def check_get_sales_summary_sortdir(value: str) -> GetSalesSummarySortdir:
    if value in GET_SALES_SUMMARY_SORTDIR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SALES_SUMMARY_SORTDIR_VALUES!r}")
