from typing import Literal

ForecastRecordGranularity = Literal["DAY", "MONTH", "QUARTER", "WEEK"]

FORECAST_RECORD_GRANULARITY_VALUES: set[ForecastRecordGranularity] = {
    "DAY",
    "MONTH",
    "QUARTER",
    "WEEK",
}


def check_forecast_record_granularity(value: str) -> ForecastRecordGranularity:
    if value in FORECAST_RECORD_GRANULARITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FORECAST_RECORD_GRANULARITY_VALUES!r}")
