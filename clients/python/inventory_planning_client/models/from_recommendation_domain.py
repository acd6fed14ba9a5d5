from typing import Literal

FromRecommendationDomain = Literal["markdown", "rebalance", "restock"]

FROM_RECOMMENDATION_DOMAIN_VALUES: set[FromRecommendationDomain] = {
    "markdown",
    "rebalance",
    "restock",
}


def check_from_recommendation_domain(value: str) -> FromRecommendationDomain:
    if value in FROM_RECOMMENDATION_DOMAIN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FROM_RECOMMENDATION_DOMAIN_VALUES!r}")
