from typing import Literal

PlanSearchRowPlantype = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

PLAN_SEARCH_ROW_PLANTYPE_VALUES: set[PlanSearchRowPlantype] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_plan_search_row_plantype(value: str) -> PlanSearchRowPlantype:
    if value in PLAN_SEARCH_ROW_PLANTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_SEARCH_ROW_PLANTYPE_VALUES!r}")
