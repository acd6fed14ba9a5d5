from typing import Literal

ListRecommendationsDomain = Literal["markdown", "rebalance", "restock"]

LIST_RECOMMENDATIONS_DOMAIN_VALUES: set[ListRecommendationsDomain] = {
    "markdown",
    "rebalance",
    "restock",
}


def check_list_recommendations_domain(value: str) -> ListRecommendationsDomain:
    if value in LIST_RECOMMENDATIONS_DOMAIN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_RECOMMENDATIONS_DOMAIN_VALUES!r}")
