from typing import Literal

AlertChangesOperatorType0 = Literal["GREATER_OR_EQUAL", "GREATER_THAN", "LOWER_OR_EQUAL", "LOWER_THAN"]

ALERT_CHANGES_OPERATOR_TYPE_0_VALUES: set[AlertChangesOperatorType0] = {
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
}


def check_alert_changes_operator_type_0(value: str) -> AlertChangesOperatorType0:
    if value in ALERT_CHANGES_OPERATOR_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_CHANGES_OPERATOR_TYPE_0_VALUES!r}")
