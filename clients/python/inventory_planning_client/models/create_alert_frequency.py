from typing import Literal

CreateAlertFrequency = Literal["DAILY", "HOURLY", "IMMEDIATELY", "MONTHLY", "WEEKLY"]

CREATE_ALERT_FREQUENCY_VALUES: set[CreateAlertFrequency] = {
    "DAILY",
    "HOURLY",
    "IMMEDIATELY",
    "MONTHLY",
    "WEEKLY",
}


def check_create_alert_frequency(value: str) -> CreateAlertFrequency:
    if value in CREATE_ALERT_FREQUENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_FREQUENCY_VALUES!r}")
