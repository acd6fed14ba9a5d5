from typing import Literal

ListSalesForecastsGranularity = Literal["DAY", "MONTH", "QUARTER", "WEEK"]

LIST_SALES_FORECASTS_GRANULARITY_VALUES: set[ListSalesForecastsGranularity] = {
    "DAY",
    "MONTH",
    "QUARTER",
    "WEEK",
}


def check_list_sales_forecasts_granularity(value: str) -> ListSalesForecastsGranularity:
    if value in LIST_SALES_FORECASTS_GRANULARITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SALES_FORECASTS_GRANULARITY_VALUES!r}")
