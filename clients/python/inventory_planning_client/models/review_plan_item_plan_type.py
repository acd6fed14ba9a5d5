from typing import Literal

ReviewPlanItemPlanType = Literal["MARKDOWN", "REBALANCE", "RESTOCK"]

REVIEW_PLAN_ITEM_PLAN_TYPE_VALUES: set[ReviewPlanItemPlanType] = {
    "MARKDOWN",
    "REBALANCE",
    "RESTOCK",
}


def check_review_plan_item_plan_type(value: str) -> ReviewPlanItemPlanType:
    if value in REVIEW_PLAN_ITEM_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVIEW_PLAN_ITEM_PLAN_TYPE_VALUES!r}")
