from typing import Literal

DeletePlanPlanType = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

DELETE_PLAN_PLAN_TYPE_VALUES: set[DeletePlanPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_delete_plan_plan_type(value: str) -> DeletePlanPlanType:
    if value in DELETE_PLAN_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_PLAN_PLAN_TYPE_VALUES!r}")
