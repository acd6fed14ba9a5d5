from typing import Literal

AlertChangesRiskTypeType0 = Literal["DISPLACED", "OVERSTOCK", "SLOW_MOVER", "STOCKOUT"]

ALERT_CHANGES_RISK_TYPE_TYPE_0_VALUES: set[AlertChangesRiskTypeType0] = {
    "DISPLACED",
    "OVERSTOCK",
    "SLOW_MOVER",
    "STOCKOUT",
}


def check_alert_changes_risk_type_type_0(value: str) -> AlertChangesRiskTypeType0:
    if value in ALERT_CHANGES_RISK_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ALERT_CHANGES_RISK_TYPE_TYPE_0_VALUES!r}")
