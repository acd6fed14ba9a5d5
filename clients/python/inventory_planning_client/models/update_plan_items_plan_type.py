from typing import Literal

UpdatePlanItemsPlanType = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

UPDATE_PLAN_ITEMS_PLAN_TYPE_VALUES: set[UpdatePlanItemsPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_update_plan_items_plan_type(value: str) -> UpdatePlanItemsPlanType:
    if value in UPDATE_PLAN_ITEMS_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_PLAN_ITEMS_PLAN_TYPE_VALUES!r}")
