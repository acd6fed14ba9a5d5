from typing import Literal

ChangeAlertRiskTypeType0 = Literal["DISPLACED", "OVERSTOCK", "SLOW_MOVER", "STOCKOUT"]

CHANGE_ALERT_RISK_TYPE_TYPE_0_VALUES: set[ChangeAlertRiskTypeType0] = {
    "DISPLACED",
    "OVERSTOCK",
    "SLOW_MOVER",
    "STOCKOUT",
}


def check_change_alert_risk_type_type_0(value: str) -> ChangeAlertRiskTypeType0:
    if value in CHANGE_ALERT_RISK_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_ALERT_RISK_TYPE_TYPE_0_VALUES!r}")
