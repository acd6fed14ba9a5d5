from typing import Literal

CreateAlertTriggertype = Literal["FORECASTED_THRESHOLD", "THRESHOLD_APPROACHING", "THRESHOLD_REACHED"]

CREATE_ALERT_TRIGGERTYPE_VALUES: set[CreateAlertTriggertype] = {
    "FORECASTED_THRESHOLD",
    "THRESHOLD_APPROACHING",
    "THRESHOLD_REACHED",
}


def check_create_alert_triggertype(value: str) -> CreateAlertTriggertype:
    if value in CREATE_ALERT_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_TRIGGERTYPE_VALUES!r}")
