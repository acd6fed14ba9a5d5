from typing import Literal

CreateAlertOperatorType0 = Literal["GREATER_OR_EQUAL", "GREATER_THAN", "LOWER_OR_EQUAL", "LOWER_THAN"]

CREATE_ALERT_OPERATOR_TYPE_0_VALUES: set[CreateAlertOperatorType0] = {
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
}


def check_create_alert_operator_type_0(value: str) -> CreateAlertOperatorType0:
    if value in CREATE_ALERT_OPERATOR_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_OPERATOR_TYPE_0_VALUES!r}")
