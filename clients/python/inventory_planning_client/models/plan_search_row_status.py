from typing import Literal

PlanSearchRowStatus = Literal["CLOSED", "DRAFT", "RECEIVED", "SENT", "VALIDATED"]

PLAN_SEARCH_ROW_STATUS_VALUES: set[PlanSearchRowStatus] = {
    "CLOSED",
    "DRAFT",
    "RECEIVED",
    "SENT",
    "VALIDATED",
}


def check_plan_search_row_status(value: str) -> PlanSearchRowStatus:
    if value in PLAN_SEARCH_ROW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_SEARCH_ROW_STATUS_VALUES!r}")
