from typing import Literal

AlertChangesTriggerTypeType0 = Literal["FORECASTED_THRESHOLD", "THRESHOLD_APPROACHING", "THRESHOLD_REACHED"]

ALERT_CHANGES_TRIGGER_TYPE_TYPE_0_VALUES: set[AlertChangesTriggerTypeType0] = {
    "FORECASTED_THRESHOLD",
    "THRESHOLD_APPROACHING",
    "THRESHOLD_REACHED",
}


def check_alert_changes_trigger_type_type_0(value: str) -> AlertChangesTriggerTypeType0:
    if value in ALERT_CHANGES_TRIGGER_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_CHANGES_TRIGGER_TYPE_TYPE_0_VALUES!r}")
