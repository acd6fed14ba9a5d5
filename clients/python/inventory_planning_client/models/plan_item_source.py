from typing import Literal

PlanItemSource = Literal["alert-instance", "decision-vector", "manual", "scenario", "workflow"]

PLAN_ITEM_SOURCE_VALUES: set[PlanItemSource] = {
    "alert-instance",
    "decision-vector",
    "manual",
    "scenario",
    "workflow",
}


def check_plan_item_source(value: str) -> PlanItemSource:
    if value in PLAN_ITEM_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_ITEM_SOURCE_VALUES!r}")
