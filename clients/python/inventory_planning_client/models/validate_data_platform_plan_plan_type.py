from typing import Literal

ValidateDataPlatformPlanPlanType = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK"]

VALIDATE_DATA_PLATFORM_PLAN_PLAN_TYPE_VALUES: set[ValidateDataPlatformPlanPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
}


def check_validate_data_platform_plan_plan_type(value: str) -> ValidateDataPlatformPlanPlanType:
    if value in VALIDATE_DATA_PLATFORM_PLAN_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALIDATE_DATA_PLATFORM_PLAN_PLAN_TYPE_VALUES!r}")
