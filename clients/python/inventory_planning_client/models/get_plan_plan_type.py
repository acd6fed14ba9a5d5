from typing import Literal

GetPlanPlanType = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

GET_PLAN_PLAN_TYPE_VALUES: set[GetPlanPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_get_plan_plan_type(value: str) -> GetPlanPlanType:
    if value in GET_PLAN_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PLAN_PLAN_TYPE_VALUES!r}")
