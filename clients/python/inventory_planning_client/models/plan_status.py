from typing import Literal

PlanStatus = Literal["CLOSED", "DRAFT", "RECEIVED", "SENT", "VALIDATED"]

PLAN_STATUS_VALUES: set[PlanStatus] = {
    "CLOSED",
    "DRAFT",
    "RECEIVED",
    "SENT",
    "VALIDATED",
}


def check_plan_status(value: str) -> PlanStatus:
    if value in PLAN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_STATUS_VALUES!r}")
