from typing import Literal

PlanItemstatus = Literal["READY_FOR_ORDER", "TO_REVIEW"]

PLAN_ITEMSTATUS_VALUES: set[PlanItemstatus] = {
    "READY_FOR_ORDER",
    "TO_REVIEW",
}


def check_plan_itemstatus(value: str) -> PlanItemstatus:
    if value in PLAN_ITEMSTATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_ITEMSTATUS_VALUES!r}")
