from typing import Literal

RemovePlanItemPlanType = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

REMOVE_PLAN_ITEM_PLAN_TYPE_VALUES: set[RemovePlanItemPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_remove_plan_item_plan_type(value: str) -> RemovePlanItemPlanType:
    if value in REMOVE_PLAN_ITEM_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_PLAN_ITEM_PLAN_TYPE_VALUES!r}")
