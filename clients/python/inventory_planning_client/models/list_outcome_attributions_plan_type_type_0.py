from typing import Literal

ListOutcomeAttributionsPlanTypeType0 = Literal[
    "MARKDOWN",
    "PRE_SEASON_ORDER",
    "PRE_SEASON_SCENARIO",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
]

LIST_OUTCOME_ATTRIBUTIONS_PLAN_TYPE_TYPE_0_VALUES: set[ListOutcomeAttributionsPlanTypeType0] = {
    "MARKDOWN",
    "PRE_SEASON_ORDER",
    "PRE_SEASON_SCENARIO",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_list_outcome_attributions_plan_type_type_0(value: str) -> ListOutcomeAttributionsPlanTypeType0:
    if value in LIST_OUTCOME_ATTRIBUTIONS_PLAN_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_OUTCOME_ATTRIBUTIONS_PLAN_TYPE_TYPE_0_VALUES!r}"
    )
