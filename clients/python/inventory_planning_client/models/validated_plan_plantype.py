from typing import Literal

ValidatedPlanPlantype = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

VALIDATED_PLAN_PLANTYPE_VALUES: set[ValidatedPlanPlantype] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_validated_plan_plantype(value: str) -> ValidatedPlanPlantype:
    if value in VALIDATED_PLAN_PLANTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALIDATED_PLAN_PLANTYPE_VALUES!r}")
