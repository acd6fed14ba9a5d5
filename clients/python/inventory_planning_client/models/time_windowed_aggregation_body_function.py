from typing import Literal

TimeWindowedAggregationBodyFunction = Literal["avg", "count", "count_distinct", "max", "min", "sum"]

TIME_WINDOWED_AGGREGATION_BODY_FUNCTION_VALUES: set[TimeWindowedAggregationBodyFunction] = {
    "avg",
    "count",
    "count_distinct",
    "max",
    "min",
    "sum",
}


def check_time_windowed_aggregation_body_function(value: str) -> TimeWindowedAggregationBodyFunction:
    if value in TIME_WINDOWED_AGGREGATION_BODY_FUNCTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIME_WINDOWED_AGGREGATION_BODY_FUNCTION_VALUES!r}")
