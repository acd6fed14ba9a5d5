from typing import Literal

PlanItemStatus = Literal["READY_FOR_ORDER", "TO_REVIEW"]

PLAN_ITEM_STATUS_VALUES: set[PlanItemStatus] = {
    "READY_FOR_ORDER",
    "TO_REVIEW",
}


def check_plan_item_status(value: str) -> PlanItemStatus:
    if value in PLAN_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_ITEM_STATUS_VALUES!r}")
