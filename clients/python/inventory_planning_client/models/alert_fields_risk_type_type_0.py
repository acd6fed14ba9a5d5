from typing import Literal

AlertFieldsRiskTypeType0 = Literal["DISPLACED", "OVERSTOCK", "SLOW_MOVER", "STOCKOUT"]

ALERT_FIELDS_RISK_TYPE_TYPE_0_VALUES: set[AlertFieldsRiskTypeType0] = {
    "DISPLACED",
    "OVERSTOCK",
    "SLOW_MOVER",
    "STOCKOUT",
}


def check_alert_fields_risk_type_type_0(value: str) -> AlertFieldsRiskTypeType0:
    if value in ALERT_FIELDS_RISK_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_FIELDS_RISK_TYPE_TYPE_0_VALUES!r}")
