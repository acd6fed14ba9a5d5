from typing import Literal

AlertInstanceStatus = Literal["acknowledged", "archived", "pending", "resolved"]

ALERT_INSTANCE_STATUS_VALUES: set[AlertInstanceStatus] = {
    "acknowledged",
    "archived",
    "pending",
    "resolved",
}


def check_alert_instance_status(value: str) -> AlertInstanceStatus:
    if value in ALERT_INSTANCE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_INSTANCE_STATUS_VALUES!r}")
