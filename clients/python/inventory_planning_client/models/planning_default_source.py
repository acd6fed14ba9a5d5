from typing import Literal

PlanningDefaultSource = Literal["DEFAULT", "ORGANIZATION"]

PLANNING_DEFAULT_SOURCE_VALUES: set[PlanningDefaultSource] = {
    "DEFAULT",
    "ORGANIZATION",
}


def check_planning_default_source(value: str) -> PlanningDefaultSource:
    if value in PLANNING_DEFAULT_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLANNING_DEFAULT_SOURCE_VALUES!r}")
