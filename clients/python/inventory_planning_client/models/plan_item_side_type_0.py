from typing import Literal

PlanItemSideType0 = Literal["RECEIVE", "RETURN"]

PLAN_ITEM_SIDE_TYPE_0_VALUES: set[PlanItemSideType0] = {
    "RECEIVE",
    "RETURN",
}


def check_plan_item_side_type_0(value: str) -> PlanItemSideType0:
    if value in PLAN_ITEM_SIDE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_ITEM_SIDE_TYPE_0_VALUES!r}")
