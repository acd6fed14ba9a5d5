from typing import Literal

AlertChangesTagOperatorType0 = Literal["AND", "OR"]

ALERT_CHANGES_TAG_OPERATOR_TYPE_0_VALUES: set[AlertChangesTagOperatorType0] = {
    "AND",
    "OR",
}


def check_alert_changes_tag_operator_type_0(value: str) -> AlertChangesTagOperatorType0:
    if value in ALERT_CHANGES_TAG_OPERATOR_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_CHANGES_TAG_OPERATOR_TYPE_0_VALUES!r}")
