from typing import Literal

ScenarioRequestStrategy = Literal["AGGRESSIVE", "BALANCED", "CONSERVATIVE"]

SCENARIO_REQUEST_STRATEGY_VALUES: set[ScenarioRequestStrategy] = {
    "AGGRESSIVE",
    "BALANCED",
    "CONSERVATIVE",
}


def check_scenario_request_strategy(value: str) -> ScenarioRequestStrategy:
    if value in SCENARIO_REQUEST_STRATEGY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCENARIO_REQUEST_STRATEGY_VALUES!r}")
