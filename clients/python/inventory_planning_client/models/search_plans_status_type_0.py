from typing import Literal

SearchPlansStatusType0 = Literal["CLOSED", "DRAFT", "RECEIVED", "SENT", "VALIDATED"]

SEARCH_PLANS_STATUS_TYPE_0_VALUES: set[SearchPlansStatusType0] = {
    "CLOSED",
    "DRAFT",
    "RECEIVED",
    "SENT",
    "VALIDATED",
}


def check_search_plans_status_type_0(value: str) -> SearchPlansStatusType0:
    if value in SEARCH_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEARCH_PLANS_STATUS_TYPE_0_VALUES!r}")
