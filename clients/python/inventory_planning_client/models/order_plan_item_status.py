from typing import Literal

OrderPlanItemStatus = Literal["READY_FOR_ORDER", "TO_REVIEW"]

ORDER_PLAN_ITEM_STATUS_VALUES: set[OrderPlanItemStatus] = {
    "READY_FOR_ORDER",
    "TO_REVIEW",
}


def check_order_plan_item_status(value: str) -> OrderPlanItemStatus:
    if value in ORDER_PLAN_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ORDER_PLAN_ITEM_STATUS_VALUES!r}")
