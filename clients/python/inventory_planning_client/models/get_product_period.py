from typing import Literal

GetProductPeriod = Literal["ALL_TIME", "LAST_30_DAYS", "LAST_365_DAYS", "LAST_7_DAYS", "LAST_90_DAYS", "YEAR_TO_DATE"]

GET_PRODUCT_PERIOD_VALUES: set[GetProductPeriod] = {
    "ALL_TIME",
    "LAST_30_DAYS",
    "LAST_365_DAYS",
    "LAST_7_DAYS",
    "LAST_90_DAYS",
    "YEAR_TO_DATE",
}


def check_get_product_period(value: str) -> GetProductPeriod:
    if value in GET_PRODUCT_PERIOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PRODUCT_PERIOD_VALUES!r}")
