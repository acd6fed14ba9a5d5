from typing import Literal

MetricConditionConditionoperator = Literal[
    "BOTTOM_PERCENT",
    "EQUAL",
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
    "NOT_EQUAL",
    "TOP_PERCENT",
]

METRIC_CONDITION_CONDITIONOPERATOR_VALUES: set[MetricConditionConditionoperator] = {
    "BOTTOM_PERCENT",
    "EQUAL",
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
    "NOT_EQUAL",
    "TOP_PERCENT",
}


def check_metric_condition_conditionoperator(value: str) -> MetricConditionConditionoperator:
    if value in METRIC_CONDITION_CONDITIONOPERATOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {METRIC_CONDITION_CONDITIONOPERATOR_VALUES!r}")
