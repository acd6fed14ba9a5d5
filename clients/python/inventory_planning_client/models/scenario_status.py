from typing import Literal

ScenarioStatus = Literal["CREATING", "FAILED", "READY"]

SCENARIO_STATUS_VALUES: set[ScenarioStatus] = {
    "CREATING",
    "FAILED",
    "READY",
}


def check_scenario_status(value: str) -> ScenarioStatus:
    if value in SCENARIO_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCENARIO_STATUS_VALUES!r}")
