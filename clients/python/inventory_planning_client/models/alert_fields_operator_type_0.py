from typing import Literal

AlertFieldsOperatorType0 = Literal["GREATER_OR_EQUAL", "GREATER_THAN", "LOWER_OR_EQUAL", "LOWER_THAN"]

ALERT_FIELDS_OPERATOR_TYPE_0_VALUES: set[AlertFieldsOperatorType0] = {
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
}


def check_alert_fields_operator_type_0(value: str) -> AlertFieldsOperatorType0:
    if value in ALERT_FIELDS_OPERATOR_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_FIELDS_OPERATOR_TYPE_0_VALUES!r}")
