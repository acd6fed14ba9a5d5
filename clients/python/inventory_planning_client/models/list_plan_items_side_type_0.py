from typing import Literal

ListPlanItemsSideType0 = Literal["RECEIVE", "RETURN"]

LIST_PLAN_ITEMS_SIDE_TYPE_0_VALUES: set[ListPlanItemsSideType0] = {
    "RECEIVE",
    "RETURN",
}


def check_list_plan_items_side_type_0(value: str) -> ListPlanItemsSideType0:
    if value in LIST_PLAN_ITEMS_SIDE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAN_ITEMS_SIDE_TYPE_0_VALUES!r}")
