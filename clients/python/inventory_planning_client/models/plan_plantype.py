from typing import Literal

PlanPlantype = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

PLAN_PLANTYPE_VALUES: set[PlanPlantype] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_plan_plantype(value: str) -> PlanPlantype:
    if value in PLAN_PLANTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_PLANTYPE_VALUES!r}")
