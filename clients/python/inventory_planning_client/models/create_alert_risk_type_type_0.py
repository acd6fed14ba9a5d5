from typing import Literal

CreateAlertRiskTypeType0 = Literal["DISPLACED", "OVERSTOCK", "SLOW_MOVER", "STOCKOUT"]

CREATE_ALERT_RISK_TYPE_TYPE_0_VALUES: set[CreateAlertRiskTypeType0] = {
    "DISPLACED",
    "OVERSTOCK",
    "SLOW_MOVER",
    "STOCKOUT",
}


def check_create_alert_risk_type_type_0(value: str) -> CreateAlertRiskTypeType0:
    if value in CREATE_ALERT_RISK_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RISK_TYPE_TYPE_0_VALUES!r}")
