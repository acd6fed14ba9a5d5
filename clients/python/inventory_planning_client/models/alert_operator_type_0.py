from typing import Literal

AlertOperatorType0 = Literal["GREATER_OR_EQUAL", "GREATER_THAN", "LOWER_OR_EQUAL", "LOWER_THAN"]

ALERT_OPERATOR_TYPE_0_VALUES: set[AlertOperatorType0] = {
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
}


def check_alert_operator_type_0(value: str) -> AlertOperatorType0:
    if value in ALERT_OPERATOR_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_OPERATOR_TYPE_0_VALUES!r}")
