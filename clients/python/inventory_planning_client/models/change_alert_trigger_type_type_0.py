from typing import Literal

ChangeAlertTriggerTypeType0 = Literal["FORECASTED_THRESHOLD", "THRESHOLD_APPROACHING", "THRESHOLD_REACHED"]

CHANGE_ALERT_TRIGGER_TYPE_TYPE_0_VALUES: set[ChangeAlertTriggerTypeType0] = {
    "FORECASTED_THRESHOLD",
    "THRESHOLD_APPROACHING",
    "THRESHOLD_REACHED",
}


def check_change_alert_trigger_type_type_0(value: str) -> ChangeAlertTriggerTypeType0:
    if value in CHANGE_ALERT_TRIGGER_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_ALERT_TRIGGER_TYPE_TYPE_0_VALUES!r}")
