from typing import Literal

MetricScope = Literal["GLOBAL", "ORG"]

METRIC_SCOPE_VALUES: set[MetricScope] = {
    "GLOBAL",
    "ORG",
}


def check_metric_scope(value: str) -> MetricScope:
    if value in METRIC_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {METRIC_SCOPE_VALUES!r}")
