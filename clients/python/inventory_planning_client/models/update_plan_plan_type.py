from typing import Literal

UpdatePlanPlanType = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

UPDATE_PLAN_PLAN_TYPE_VALUES: set[UpdatePlanPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_update_plan_plan_type(value: str) -> UpdatePlanPlanType:
    if value in UPDATE_PLAN_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_PLAN_PLAN_TYPE_VALUES!r}")
