from typing import Literal

ReviewPlanItemPlanType = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

REVIEW_PLAN_ITEM_PLAN_TYPE_VALUES: set[ReviewPlanItemPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_review_plan_item_plan_type(value: str) -> ReviewPlanItemPlanType:
    if value in REVIEW_PLAN_ITEM_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVIEW_PLAN_ITEM_PLAN_TYPE_VALUES!r}")
