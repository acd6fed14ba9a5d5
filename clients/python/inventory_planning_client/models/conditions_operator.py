from typing import Literal

ConditionsOperator = Literal["AND", "OR"]

CONDITIONS_OPERATOR_VALUES: set[ConditionsOperator] = {
    "AND",
    "OR",
}


def check_conditions_operator(value: str) -> ConditionsOperator:
    if value in CONDITIONS_OPERATOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONDITIONS_OPERATOR_VALUES!r}")
