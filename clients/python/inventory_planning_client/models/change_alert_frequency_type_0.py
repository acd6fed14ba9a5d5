from typing import Literal

ChangeAlertFrequencyType0 = Literal["DAILY", "HOURLY", "IMMEDIATELY", "MONTHLY", "WEEKLY"]

CHANGE_ALERT_FREQUENCY_TYPE_0_VALUES: set[ChangeAlertFrequencyType0] = {
    "DAILY",
    "HOURLY",
    "IMMEDIATELY",
    "MONTHLY",
    "WEEKLY",
}


def check_change_alert_frequency_type_0(value: str) -> ChangeAlertFrequencyType0:
    if value in CHANGE_ALERT_FREQUENCY_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_ALERT_FREQUENCY_TYPE_0_VALUES!r}")
