from typing import Literal

PlanItemPlantype = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

PLAN_ITEM_PLANTYPE_VALUES: set[PlanItemPlantype] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_plan_item_plantype(value: str) -> PlanItemPlantype:
    if value in PLAN_ITEM_PLANTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_ITEM_PLANTYPE_VALUES!r}")
