from typing import Literal

ScenarioBudgetSourceType0 = Literal["ENVELOPE", "REQUEST"]

SCENARIO_BUDGET_SOURCE_TYPE_0_VALUES: set[ScenarioBudgetSourceType0] = {
    "ENVELOPE",
    "REQUEST",
}


def check_scenario_budget_source_type_0(value: str) -> ScenarioBudgetSourceType0:
    if value in SCENARIO_BUDGET_SOURCE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCENARIO_BUDGET_SOURCE_TYPE_0_VALUES!r}")
