from typing import Literal

ListPlanActivityPlanType = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

LIST_PLAN_ACTIVITY_PLAN_TYPE_VALUES: set[ListPlanActivityPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_list_plan_activity_plan_type(value: str) -> ListPlanActivityPlanType:
    if value in LIST_PLAN_ACTIVITY_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAN_ACTIVITY_PLAN_TYPE_VALUES!r}")
