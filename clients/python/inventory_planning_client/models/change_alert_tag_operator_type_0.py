from typing import Literal

ChangeAlertTagOperatorType0 = Literal["AND", "OR"]

CHANGE_ALERT_TAG_OPERATOR_TYPE_0_VALUES: set[ChangeAlertTagOperatorType0] = {
    "AND",
    "OR",
}


def check_change_alert_tag_operator_type_0(value: str) -> ChangeAlertTagOperatorType0:
    if value in CHANGE_ALERT_TAG_OPERATOR_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_ALERT_TAG_OPERATOR_TYPE_0_VALUES!r}")
