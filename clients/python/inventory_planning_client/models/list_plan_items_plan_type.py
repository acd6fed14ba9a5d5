from typing import Literal

ListPlanItemsPlanType = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

LIST_PLAN_ITEMS_PLAN_TYPE_VALUES: set[ListPlanItemsPlanType] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_list_plan_items_plan_type(value: str) -> ListPlanItemsPlanType:
    if value in LIST_PLAN_ITEMS_PLAN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAN_ITEMS_PLAN_TYPE_VALUES!r}")
