from typing import Literal

ListMetricsScopeType0 = Literal["GLOBAL", "ORG"]

LIST_METRICS_SCOPE_TYPE_0_VALUES: set[ListMetricsScopeType0] = {
    "GLOBAL",
    "ORG",
}


def check_list_metrics_scope_type_0(value: str) -> ListMetricsScopeType0:
    if value in LIST_METRICS_SCOPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_METRICS_SCOPE_TYPE_0_VALUES!r}")
