from typing import Literal

AlertFieldsFrequency = Literal["DAILY", "HOURLY", "IMMEDIATELY", "MONTHLY", "WEEKLY"]

ALERT_FIELDS_FREQUENCY_VALUES: set[AlertFieldsFrequency] = {
    "DAILY",
    "HOURLY",
    "IMMEDIATELY",
    "MONTHLY",
    "WEEKLY",
}


def check_alert_fields_frequency(value: str) -> AlertFieldsFrequency:
    if value in ALERT_FIELDS_FREQUENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_FIELDS_FREQUENCY_VALUES!r}")
