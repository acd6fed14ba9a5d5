from typing import Literal

RecommendationDomain = Literal["markdown", "rebalance", "restock"]

RECOMMENDATION_DOMAIN_VALUES: set[RecommendationDomain] = {
    "markdown",
    "rebalance",
    "restock",
}


def check_recommendation_domain(value: str) -> RecommendationDomain:
    if value in RECOMMENDATION_DOMAIN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECOMMENDATION_DOMAIN_VALUES!r}")
