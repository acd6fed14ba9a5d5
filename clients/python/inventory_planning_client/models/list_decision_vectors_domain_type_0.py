from typing import Literal

ListDecisionVectorsDomainType0 = Literal["markdown", "rebalance", "restock"]

LIST_DECISION_VECTORS_DOMAIN_TYPE_0_VALUES: set[ListDecisionVectorsDomainType0] = {
    "markdown",
    "rebalance",
    "restock",
}


def check_list_decision_vectors_domain_type_0(value: str) -> ListDecisionVectorsDomainType0:
    if value in LIST_DECISION_VECTORS_DOMAIN_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_DECISION_VECTORS_DOMAIN_TYPE_0_VALUES!r}")
