from typing import Literal

ListRecommendationsFullDomainType0 = Literal["markdown", "rebalance", "restock"]

LIST_RECOMMENDATIONS_FULL_DOMAIN_TYPE_0_VALUES: set[ListRecommendationsFullDomainType0] = {
    "markdown",
    "rebalance",
    "restock",
}


def check_list_recommendations_full_domain_type_0(value: str) -> ListRecommendationsFullDomainType0:
    if value in LIST_RECOMMENDATIONS_FULL_DOMAIN_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_RECOMMENDATIONS_FULL_DOMAIN_TYPE_0_VALUES!r}")
