from typing import Literal

PlanSearchRowStatus = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

PLAN_SEARCH_ROW_STATUS_VALUES: set[PlanSearchRowStatus] = {
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


def check_plan_search_row_status(value: str) -> PlanSearchRowStatus:
    if value in PLAN_SEARCH_ROW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_SEARCH_ROW_STATUS_VALUES!r}")
