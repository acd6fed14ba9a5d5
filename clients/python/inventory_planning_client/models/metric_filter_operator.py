from typing import Literal

MetricFilterOperator = Literal["eq", "gt", "gte", "in", "is_not_null", "is_null", "lt", "lte", "ne", "not_in"]

METRIC_FILTER_OPERATOR_VALUES: set[MetricFilterOperator] = {
    "eq",
    "gt",
    "gte",
    "in",
    "is_not_null",
    "is_null",
    "lt",
    "lte",
    "ne",
    "not_in",
}


def check_metric_filter_operator(value: str) -> MetricFilterOperator:
    if value in METRIC_FILTER_OPERATOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {METRIC_FILTER_OPERATOR_VALUES!r}")
