from typing import Literal

AlertTagoperator = Literal["AND", "OR"]

ALERT_TAGOPERATOR_VALUES: set[AlertTagoperator] = {
    "AND",
    "OR",
}


def check_alert_tagoperator(value: str) -> AlertTagoperator:
    if value in ALERT_TAGOPERATOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_TAGOPERATOR_VALUES!r}")
