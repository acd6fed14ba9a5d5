from typing import Literal

FrontierPointPolicy = Literal["hold", "min-max", "other", "recommendations"]

FRONTIER_POINT_POLICY_VALUES: set[FrontierPointPolicy] = {
    "hold",
    "min-max",
    "other",
    "recommendations",
}


def check_frontier_point_policy(value: str) -> FrontierPointPolicy:
    if value in FRONTIER_POINT_POLICY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FRONTIER_POINT_POLICY_VALUES!r}")
