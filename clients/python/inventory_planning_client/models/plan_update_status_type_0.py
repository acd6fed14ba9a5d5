from typing import Literal

PlanUpdateStatusType0 = Literal["CLOSED", "DRAFT", "RECEIVED", "SENT", "VALIDATED"]

PLAN_UPDATE_STATUS_TYPE_0_VALUES: set[PlanUpdateStatusType0] = {
    "CLOSED",
    "DRAFT",
    "RECEIVED",
    "SENT",
    "VALIDATED",
}


def check_plan_update_status_type_0(value: str) -> PlanUpdateStatusType0:
    if value in PLAN_UPDATE_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_UPDATE_STATUS_TYPE_0_VALUES!r}")
