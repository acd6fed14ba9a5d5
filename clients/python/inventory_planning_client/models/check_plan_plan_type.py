from typing import Literal

CheckPlanPlanType = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

CHECK_PLAN_PLAN_TYPE_VALUES: set[CheckPlanPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_check_plan_plan_type(value: str) -> CheckPlanPlanType:
    if value in CHECK_PLAN_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_PLAN_PLAN_TYPE_VALUES!r}")
