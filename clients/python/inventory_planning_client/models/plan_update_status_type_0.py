from typing import Literal

PlanUpdateStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

PLAN_UPDATE_STATUS_TYPE_0_VALUES: set[PlanUpdateStatusType0] = {
    "AGREED",
    "CLOSED",
    "CREDITED",
    "DRAFT",
    "IN_TRANSIT",
    "PROPOSED",
    "RECEIVED",
    "SENT",
    "SETTLED",
    "VALIDATED",
}


def check_plan_update_status_type_0(value: str) -> PlanUpdateStatusType0:
    if value in PLAN_UPDATE_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_UPDATE_STATUS_TYPE_0_VALUES!r}")
