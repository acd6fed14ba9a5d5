from typing import Literal

PlanItemUpdateSideType0 = Literal["RECEIVE", "RETURN"]

PLAN_ITEM_UPDATE_SIDE_TYPE_0_VALUES: set[PlanItemUpdateSideType0] = {
    "RECEIVE",
    "RETURN",
}


def check_plan_item_update_side_type_0(value: str) -> PlanItemUpdateSideType0:
    if value in PLAN_ITEM_UPDATE_SIDE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_ITEM_UPDATE_SIDE_TYPE_0_VALUES!r}")
