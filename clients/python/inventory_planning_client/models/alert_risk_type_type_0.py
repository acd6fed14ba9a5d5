from typing import Literal

AlertRiskTypeType0 = Literal["DISPLACED", "OVERSTOCK", "SLOW_MOVER", "STOCKOUT"]

ALERT_RISK_TYPE_TYPE_0_VALUES: set[AlertRiskTypeType0] = {
    "DISPLACED",
    "OVERSTOCK",
    "SLOW_MOVER",
    "STOCKOUT",
}


def check_alert_risk_type_type_0(value: str) -> AlertRiskTypeType0:
    if value in ALERT_RISK_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_RISK_TYPE_TYPE_0_VALUES!r}")
