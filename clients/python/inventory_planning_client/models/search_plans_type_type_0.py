from typing import Literal

SearchPlansTypeType0 = Literal["MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"]

SEARCH_PLANS_TYPE_TYPE_0_VALUES: set[SearchPlansTypeType0] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_search_plans_type_type_0(value: str) -> SearchPlansTypeType0:
    if value in SEARCH_PLANS_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEARCH_PLANS_TYPE_TYPE_0_VALUES!r}")
