from typing import Literal

GetSalesSummarySortby = Literal["grossSales", "margin", "units"]

GET_SALES_SUMMARY_SORTBY_VALUES: set[GetSalesSummarySortby] = {
    "grossSales",
    "margin",
    "units",
}


def check_get_sales_summary_sortby(value: str) -> GetSalesSummarySortby:
    if value in GET_SALES_SUMMARY_SORTBY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SALES_SUMMARY_SORTBY_VALUES!r}")
