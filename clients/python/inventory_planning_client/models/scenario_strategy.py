from typing import Literal

ScenarioStrategy = Literal["AGGRESSIVE", "BALANCED", "CONSERVATIVE"]

SCENARIO_STRATEGY_VALUES: set[ScenarioStrategy] = {
    "AGGRESSIVE",
    "BALANCED",
    "CONSERVATIVE",
}


def check_scenario_strategy(value: str) -> ScenarioStrategy:
    if value in SCENARIO_STRATEGY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCENARIO_STRATEGY_VALUES!r}")
