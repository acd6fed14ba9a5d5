from typing import Literal

CreateAlertTagoperator = Literal["AND", "OR"]

CREATE_ALERT_TAGOPERATOR_VALUES: set[CreateAlertTagoperator] = {
    "AND",
    "OR",
}


def check_create_alert_tagoperator(value: str) -> CreateAlertTagoperator:
    if value in CREATE_ALERT_TAGOPERATOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_TAGOPERATOR_VALUES!r}")
