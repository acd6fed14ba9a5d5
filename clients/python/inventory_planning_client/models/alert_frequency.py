from typing import Literal

AlertFrequency = Literal["DAILY", "HOURLY", "IMMEDIATELY", "MONTHLY", "WEEKLY"]

ALERT_FREQUENCY_VALUES: set[AlertFrequency] = {
    "DAILY",
    "HOURLY",
    "IMMEDIATELY",
    "MONTHLY",
    "WEEKLY",
}


def check_alert_frequency(value: str) -> AlertFrequency:
    if value in ALERT_FREQUENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_FREQUENCY_VALUES!r}")
