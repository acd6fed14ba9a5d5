from typing import Literal

AggregationBodyFunction = Literal["avg", "count", "count_distinct", "max", "min", "sum"]

AGGREGATION_BODY_FUNCTION_VALUES: set[AggregationBodyFunction] = {
    "avg",
    "count",
    "count_distinct",
    "max",
    "min",
    "sum",
}


def check_aggregation_body_function(value: str) -> AggregationBodyFunction:
    if value in AGGREGATION_BODY_FUNCTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AGGREGATION_BODY_FUNCTION_VALUES!r}")
