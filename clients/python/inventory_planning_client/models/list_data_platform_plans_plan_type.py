from typing import Literal

ListDataPlatformPlansPlanType = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

LIST_DATA_PLATFORM_PLANS_PLAN_TYPE_VALUES: set[ListDataPlatformPlansPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_list_data_platform_plans_plan_type(value: str) -> ListDataPlatformPlansPlanType:
    if value in LIST_DATA_PLATFORM_PLANS_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_DATA_PLATFORM_PLANS_PLAN_TYPE_VALUES!r}")
