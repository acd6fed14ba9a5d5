from typing import Literal

GetSalesSummaryGroupby = Literal["brand", "product", "shop"]

GET_SALES_SUMMARY_GROUPBY_VALUES: set[GetSalesSummaryGroupby] = {
    "brand",
    "product",
    "shop",
}


def check_get_sales_summary_groupby(value: str) -> GetSalesSummaryGroupby:
    if value in GET_SALES_SUMMARY_GROUPBY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_SALES_SUMMARY_GROUPBY_VALUES!r}")
