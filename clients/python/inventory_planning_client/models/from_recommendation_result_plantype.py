from typing import Literal

FromRecommendationResultPlantype = Literal["MARKDOWN", "REBALANCE", "RESTOCK"]

FROM_RECOMMENDATION_RESULT_PLANTYPE_VALUES: set[FromRecommendationResultPlantype] = {
    "MARKDOWN",
    "REBALANCE",
    "RESTOCK",
}


def check_from_recommendation_result_plantype(value: str) -> FromRecommendationResultPlantype:
    if value in FROM_RECOMMENDATION_RESULT_PLANTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FROM_RECOMMENDATION_RESULT_PLANTYPE_VALUES!r}")
