from typing import Literal

DecisionVectorDomain = Literal["markdown", "rebalance", "restock"]

DECISION_VECTOR_DOMAIN_VALUES: set[DecisionVectorDomain] = {
    "markdown",
    "rebalance",
    "restock",
}


def check_decision_vector_domain(value: str) -> DecisionVectorDomain:
    if value in DECISION_VECTOR_DOMAIN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DECISION_VECTOR_DOMAIN_VALUES!r}")
