from typing import Literal

OutcomeAttributionAttributionsource = Literal["DECISION_VECTOR", "MANUAL", "SCENARIO", "WORKFLOW"]

OUTCOME_ATTRIBUTION_ATTRIBUTIONSOURCE_VALUES: set[OutcomeAttributionAttributionsource] = {
    "DECISION_VECTOR",
    "MANUAL",
    "SCENARIO",
    "WORKFLOW",
}


def check_outcome_attribution_attributionsource(value: str) -> OutcomeAttributionAttributionsource:
    if value in OUTCOME_ATTRIBUTION_ATTRIBUTIONSOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OUTCOME_ATTRIBUTION_ATTRIBUTIONSOURCE_VALUES!r}")
