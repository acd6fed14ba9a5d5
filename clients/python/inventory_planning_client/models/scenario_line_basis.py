from typing import Literal

ScenarioLineBasis = Literal["COMPARABLES", "LIKE_FOR_LIKE"]

SCENARIO_LINE_BASIS_VALUES: set[ScenarioLineBasis] = {
    "COMPARABLES",
    "LIKE_FOR_LIKE",
}


def check_scenario_line_basis(value: str) -> ScenarioLineBasis:
    if value in SCENARIO_LINE_BASIS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCENARIO_LINE_BASIS_VALUES!r}")
