from typing import Literal

PeriodFilterType = Literal["ALL_TIME", "LAST_30_DAYS", "LAST_7_DAYS", "THIS_MONTH"]

PERIOD_FILTER_TYPE_VALUES: set[PeriodFilterType] = {
    "ALL_TIME",
    "LAST_30_DAYS",
    "LAST_7_DAYS",
    "THIS_MONTH",
}


def check_period_filter_type(value: str) -> PeriodFilterType:
    if value in PERIOD_FILTER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PERIOD_FILTER_TYPE_VALUES!r}")
