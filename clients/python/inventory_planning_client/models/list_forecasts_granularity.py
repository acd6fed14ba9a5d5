from typing import Literal

ListForecastsGranularity = Literal["DAY", "MONTH", "QUARTER", "WEEK"]

LIST_FORECASTS_GRANULARITY_VALUES: set[ListForecastsGranularity] = {
    "DAY",
    "MONTH",
    "QUARTER",
    "WEEK",
}


def check_list_forecasts_granularity(value: str) -> ListForecastsGranularity:
    if value in LIST_FORECASTS_GRANULARITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_FORECASTS_GRANULARITY_VALUES!r}")
