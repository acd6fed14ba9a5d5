from typing import Literal

AlertFieldsTriggertype = Literal["FORECASTED_THRESHOLD", "THRESHOLD_APPROACHING", "THRESHOLD_REACHED"]

ALERT_FIELDS_TRIGGERTYPE_VALUES: set[AlertFieldsTriggertype] = {
    "FORECASTED_THRESHOLD",
    "THRESHOLD_APPROACHING",
    "THRESHOLD_REACHED",
}


def check_alert_fields_triggertype(value: str) -> AlertFieldsTriggertype:
    if value in ALERT_FIELDS_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_FIELDS_TRIGGERTYPE_VALUES!r}")
