from typing import Literal

ChangeAlertOperatorType0 = Literal["GREATER_OR_EQUAL", "GREATER_THAN", "LOWER_OR_EQUAL", "LOWER_THAN"]

CHANGE_ALERT_OPERATOR_TYPE_0_VALUES: set[ChangeAlertOperatorType0] = {
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
}


def check_change_alert_operator_type_0(value: str) -> ChangeAlertOperatorType0:
    if value in CHANGE_ALERT_OPERATOR_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_ALERT_OPERATOR_TYPE_0_VALUES!r}")
