from typing import Literal

ListProductsPeriod = Literal["ALL_TIME", "LAST_30_DAYS", "LAST_365_DAYS", "LAST_7_DAYS", "LAST_90_DAYS", "YEAR_TO_DATE"]

LIST_PRODUCTS_PERIOD_VALUES: set[ListProductsPeriod] = {
    "ALL_TIME",
    "LAST_30_DAYS",
    "LAST_365_DAYS",
    "LAST_7_DAYS",
    "LAST_90_DAYS",
    "YEAR_TO_DATE",
}


def check_list_products_period(value: str) -> ListProductsPeriod:
    if value in LIST_PRODUCTS_PERIOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PRODUCTS_PERIOD_VALUES!r}")
