from typing import Literal

AlertTriggertype = Literal["FORECASTED_THRESHOLD", "THRESHOLD_APPROACHING", "THRESHOLD_REACHED"]

ALERT_TRIGGERTYPE_VALUES: set[AlertTriggertype] = {
    "FORECASTED_THRESHOLD",
    "THRESHOLD_APPROACHING",
    "THRESHOLD_REACHED",
}


def check_alert_triggertype(value: str) -> AlertTriggertype:
    if value in ALERT_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_TRIGGERTYPE_VALUES!r}")
