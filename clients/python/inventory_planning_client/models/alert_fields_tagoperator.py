from typing import Literal

AlertFieldsTagoperator = Literal["AND", "OR"]

ALERT_FIELDS_TAGOPERATOR_VALUES: set[AlertFieldsTagoperator] = {
    "AND",
    "OR",
}


def check_alert_fields_tagoperator(value: str) -> AlertFieldsTagoperator:
    if value in ALERT_FIELDS_TAGOPERATOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_FIELDS_TAGOPERATOR_VALUES!r}")
