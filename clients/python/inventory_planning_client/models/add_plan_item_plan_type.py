from typing import Literal

AddPlanItemPlanType = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

ADD_PLAN_ITEM_PLAN_TYPE_VALUES: set[AddPlanItemPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_add_plan_item_plan_type(value: str) -> AddPlanItemPlanType:
    if value in ADD_PLAN_ITEM_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_PLAN_ITEM_PLAN_TYPE_VALUES!r}")
