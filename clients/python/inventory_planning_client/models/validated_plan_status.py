from typing import Literal

ValidatedPlanStatus = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

VALIDATED_PLAN_STATUS_VALUES: set[ValidatedPlanStatus] = {
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


def check_validated_plan_status(value: str) -> ValidatedPlanStatus:
    if value in VALIDATED_PLAN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALIDATED_PLAN_STATUS_VALUES!r}")
