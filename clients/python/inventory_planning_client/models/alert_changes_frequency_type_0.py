from typing import Literal

AlertChangesFrequencyType0 = Literal["DAILY", "HOURLY", "IMMEDIATELY", "MONTHLY", "WEEKLY"]

ALERT_CHANGES_FREQUENCY_TYPE_0_VALUES: set[AlertChangesFrequencyType0] = {
    "DAILY",
    "HOURLY",
    "IMMEDIATELY",
    "MONTHLY",
    "WEEKLY",
}


def check_alert_changes_frequency_type_0(value: str) -> AlertChangesFrequencyType0:
    if value in ALERT_CHANGES_FREQUENCY_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_CHANGES_FREQUENCY_TYPE_0_VALUES!r}")
